import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether an element's content overflows it. A scrolling region needs to be reachable by
 * keyboard (axe: scrollable-region-focusable) only while it actually scrolls.
 *
 * Measured by a ResizeObserver, which reports once the browser has laid the element out
 * (and on every change) without asking for a layout. Measuring as the dialog mounts would
 * lay out the whole page in the middle of React's commit, then re-render the dialog in the
 * same task.
 */
export function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
