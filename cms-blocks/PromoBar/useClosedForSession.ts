import { useCallback, useState, useSyncExternalStore } from 'react';
import { closedKey } from './promoBar.ts';

const CHANGE_EVENT = 'cairn:promo-bar-closed';

function read(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * Spec §4: closing the promo bar sets a closed flag that hides it; the flag lasts for the
 * browser session (sessionStorage). The server and hydration render it open.
 */
export function useClosedForSession(sectionId: string): [closed: boolean, close: () => void] {
  const key = closedKey(sectionId);
  const [closedHere, setClosedHere] = useState(false);
  const stored = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => false,
  );
  const close = useCallback(() => {
    setClosedHere(true);
    try {
      window.sessionStorage.setItem(key, '1');
    } catch {
      // Storage may be off (private mode); the bar still closes for this page.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, [key]);
  return [closedHere || stored, close];
}
