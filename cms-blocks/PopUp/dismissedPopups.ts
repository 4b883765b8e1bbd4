/*
 * Spec §3: the persisted list `dismissedPopups`, the ids of the pop-ups a shopper closed. It
 * lives in localStorage under that name (as JSON), so a closed pop-up stays away on later
 * visits; the list keeps the most recent ids when it grows past its bound.
 */

export const DISMISSED_POPUPS_KEY = 'dismissedPopups';
export const DISMISSED_POPUPS_MAX = 50;

type StringStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): StringStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings): nothing persists then.
    return null;
  }
}

/** The stored list; anything but a JSON array of strings reads as empty. */
export function parseDismissedPopups(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function readDismissedPopups(storage: StringStorage | null = browserStorage()): string[] {
  try {
    return parseDismissedPopups(storage?.getItem(DISMISSED_POPUPS_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Add an id to the persisted list; answers the list as it now is. */
export function dismissPopUp(
  id: string,
  storage: StringStorage | null = browserStorage(),
): string[] {
  const list = [...readDismissedPopups(storage).filter((known) => known !== id), id].slice(
    -DISMISSED_POPUPS_MAX,
  );
  try {
    storage?.setItem(DISMISSED_POPUPS_KEY, JSON.stringify(list));
  } catch {
    // Full or blocked storage: the pop-up still closes for this page.
  }
  return list;
}
