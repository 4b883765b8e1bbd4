/*
 * At most one pop-up per visit (issue 46). A visit is the browser session of one tab: the
 * first pop-up shown in it (its tab appeared) is the visit's pop-up, kept in sessionStorage
 * under `popUpOfVisit` as JSON with whether it has expanded yet. For the rest of the visit no
 * other pop-up shows, on any page, even once that one is closed; the visit's own stays a tab
 * on the next pages (the shopper may still open it) but expands by itself only once. The next
 * visit (a new tab or session) picks again: the first pop-up not dismissed.
 */

export const POPUP_VISIT_KEY = 'popUpOfVisit';

/** The visit's pop-up: its section id, and whether it has expanded (by its delay or a press). */
export interface PopUpVisit {
  id: string;
  expanded: boolean;
}

type StringStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): StringStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): then each page load is a visit of its own.
    return null;
  }
}

/** The stored record; anything but `{ id: string, expanded: boolean }` reads as none. */
export function parsePopUpVisit(raw: string | null): PopUpVisit | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, expanded } = value as Record<string, unknown>;
    return typeof id === 'string' && typeof expanded === 'boolean' ? { id, expanded } : null;
  } catch {
    return null;
  }
}

export function readPopUpVisit(
  storage: StringStorage | null = browserStorage(),
): PopUpVisit | null {
  try {
    return parsePopUpVisit(storage?.getItem(POPUP_VISIT_KEY) ?? null);
  } catch {
    return null;
  }
}

/**
 * Records that pop-up `id` showed this visit (`expanded`: and expanded). The first pop-up
 * recorded stays the visit's: another id is ignored, and once expanded it stays so.
 * Answers the record as it now is.
 */
export function recordPopUpVisit(
  id: string,
  expanded: boolean,
  storage: StringStorage | null = browserStorage(),
): PopUpVisit {
  const known = readPopUpVisit(storage);
  if (known && known.id !== id) return known;
  const visit = { id, expanded: expanded || (known?.expanded ?? false) };
  try {
    storage?.setItem(POPUP_VISIT_KEY, JSON.stringify(visit));
  } catch {
    // Full or blocked storage: the pop-up still shows on this page.
  }
  return visit;
}
