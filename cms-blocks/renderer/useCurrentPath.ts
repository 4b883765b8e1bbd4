import { useContext } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router';

/** The path of the page shown: the router's location, else the window's. */
export function useCurrentPath(): string {
  const routed = useContext(LocationContext) as { location?: { pathname: string } } | null;
  return (
    routed?.location?.pathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname)
  );
}

/** Whether a link points at the page shown (its path, ignoring query and hash). */
export function isCurrentUrl(url: string, currentPath: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  const path = url.split(/[?#]/)[0] ?? '';
  const trim = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return trim(path) === trim(currentPath);
}
