import { useContext } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router';
import { resolveModalHref } from './modalHref.ts';

/**
 * `resolveModalHref` against the current location: the router's when there is one,
 * else the window's (a component may render outside any router, e.g. in an email preview).
 */
export function useModalHref(href: string): string {
  const routed = useContext(LocationContext) as {
    location?: { pathname: string; search: string };
  } | null;
  const location =
    routed?.location ??
    (typeof window === 'undefined' ? { pathname: '/', search: '' } : window.location);
  return resolveModalHref(href, location);
}
