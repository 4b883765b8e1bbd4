import { useContext, useEffect, useState } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
} from 'react-router';
import { modalNameOf } from './hashModal.ts';

interface Routed {
  location?: { pathname: string; search: string; hash: string };
}
interface Navigation {
  navigator?: { replace(to: string): void };
}

/**
 * Spec §2: a button target `#modal-{name}` (or `?…#modal-{name}`, see `resolveModalHref`)
 * opens the dialog of that name over the current page. Give a controlled `Dialog` what this
 * returns: it is open while the location's hash names it, and closing it drops the hash (the
 * page stays). Reads the router's location, else the window's (outside any router).
 */
export function useHashModal(name: string): {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
} {
  const routed = (useContext(LocationContext) as Routed | null)?.location;
  const navigator = (useContext(NavigationContext) as Navigation | null)?.navigator;
  const [windowHash, setWindowHash] = useState('');
  // Closed in the server's HTML (it never sees the hash) and until hydrated.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    if (routed) return;
    const update = () => setWindowHash(window.location.hash);
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, [routed]);

  const hash = routed ? routed.hash : windowHash;
  const isOpen = mounted && modalNameOf(hash) === name;
  const onOpenChange = (open: boolean) => {
    if (open || !isOpen) return;
    if (routed && navigator) {
      navigator.replace(`${routed.pathname}${routed.search}`);
      return;
    }
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    setWindowHash('');
  };
  return { isOpen, onOpenChange };
}
