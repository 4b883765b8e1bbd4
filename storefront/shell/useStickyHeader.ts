import { type RefObject, useEffect, useState } from 'react';
import { stickyTop } from './stickyTop.ts';

/** Spec §9: the header's scroll handling waits 200 ms, and at most 500 ms. */
export const HEADER_SCROLL_DEBOUNCE_MS = 200;
export const HEADER_SCROLL_MAX_WAIT_MS = 500;

/**
 * Call `run` once scrolling pauses for `wait` ms, and at least every `maxWait` ms while it
 * goes on (a debounce with a maximum wait).
 */
export function debounceWithMaxWait(run: () => void, wait: number, maxWait: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let first: number | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    first = undefined;
    run();
  };
  const call = () => {
    const now = Date.now();
    first ??= now;
    clearTimeout(timer);
    if (now - first >= maxWait) flush();
    else timer = setTimeout(flush, Math.min(wait, maxWait - (now - first)));
  };
  call.cancel = () => clearTimeout(timer);
  return call;
}

/**
 * The sticky header: it hides while the shopper scrolls down past it and comes back when
 * they scroll up (debounced, spec §9) or move keyboard focus into it. Keeps `--cairn-sticky-top`
 * on the document at the height it takes, so sticky content sections sit below it.
 */
export function useStickyHeader(header: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    // Where the page was when scrolling began: read on the first scroll, not here. Reading
    // it now would make the browser lay the page out in the middle of hydration's effects.
    let last: number | undefined;
    const update = debounceWithMaxWait(
      () => {
        const y = window.scrollY;
        const height = element.offsetHeight;
        setHidden(y > (last ?? 0) && y > height);
        last = y;
      },
      HEADER_SCROLL_DEBOUNCE_MS,
      HEADER_SCROLL_MAX_WAIT_MS,
    );
    const onScroll = () => {
      last ??= window.scrollY;
      update();
    };
    // Keyboard focus moving into it brings it back.
    const reveal = () => setHidden(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('focusin', reveal);
    return () => {
      update.cancel();
      window.removeEventListener('scroll', onScroll);
      element.removeEventListener('focusin', reveal);
    };
  }, [header]);
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    // The observer reports the header's size once laid out (and on every change), without
    // asking for a layout. The document's property is written only when it differs from
    // what the page already has (the stylesheet's value at rest, shell.css.ts, until a
    // first write), since each write restyles the whole page.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
      const top = hidden ? '0px' : `${Math.round(height)}px`;
      const current =
        root.style.getPropertyValue(stickyTop) ||
        getComputedStyle(root).getPropertyValue(stickyTop).trim();
      if (current !== top) root.style.setProperty(stickyTop, top);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [header, hidden]);
  return hidden;
}
