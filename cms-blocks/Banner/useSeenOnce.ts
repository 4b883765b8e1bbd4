import { type RefObject, useEffect, useRef } from 'react';

/** Share of an element that must be in view to count as seen (analytics convention). */
export const SEEN_THRESHOLD = 0.5;

/** Half of it in view, or (a block taller than two screens) half of the screen filled. */
function isSeen(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  const screen = entry.rootBounds?.height ?? Number.POSITIVE_INFINITY;
  return (
    entry.intersectionRatio >= SEEN_THRESHOLD ||
    entry.intersectionRect.height >= screen * SEEN_THRESHOLD
  );
}

/**
 * Calls `onSeen` once, the first time at least half of the element is in the viewport
 * (IntersectionObserver). `enabled` false (nothing to report yet) waits; the call is never
 * repeated for the life of the component. Without IntersectionObserver (old browsers,
 * server) nothing is reported.
 */
export function useSeenOnce(
  ref: RefObject<Element | null>,
  onSeen: () => void,
  enabled = true,
): void {
  const seen = useRef(false);
  const callback = useRef(onSeen);
  callback.current = onSeen;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || seen.current || !element || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (seen.current || !entries.some(isSeen)) return;
        seen.current = true;
        observer.disconnect();
        callback.current();
      },
      { threshold: [0, 0.25, SEEN_THRESHOLD, 0.75, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
}
