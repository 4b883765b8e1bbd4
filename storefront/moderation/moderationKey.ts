/*
 * The moderation key, kept for the tab only: sessionStorage ends with the tab, is not shared
 * with other tabs, and is never sent anywhere on its own (unlike a cookie or the URL). Private
 * browsing or storage turned off: the key is asked for again on the next visit.
 */

const STORAGE_KEY = 'cairn:moderation-key';

export function readModerationKey(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function keepModerationKey(key: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, key);
  } catch {
    // Not kept: asked for again on the next visit.
  }
}

export function forgetModerationKey(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
