import { useSyncExternalStore } from 'react';
import { type Breakpoint, mediaQueries } from '#design-tokens/breakpoints.ts';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = [window.matchMedia(mediaQueries.md), window.matchMedia(mediaQueries.lg)];
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function snapshot(): Breakpoint {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'sm';
  if (window.matchMedia(mediaQueries.lg).matches) return 'lg';
  return window.matchMedia(mediaQueries.md).matches ? 'md' : 'sm';
}

/**
 * The breakpoint of the viewport, following resizes. Only for content rendered after an
 * interaction (a drawer, a dialog): server HTML must choose by CSS, since the server knows
 * no viewport (it answers `sm`).
 */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, snapshot, () => 'sm');
}
