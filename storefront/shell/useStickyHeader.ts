import { type RefObject, useEffect, useState } from 'react';

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
 * they scroll up (debounced, spec §9) or move keyboard focus into it. Sets `--cairn-sticky-top` on the document to the
 * height it takes, so sticky content sections sit below it.
 */
export function useStickyHeader(header: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    let last = window.scrollY;
    const update = debounceWithMaxWait(
      () => {
        const y = window.scrollY;
        const height = element.offsetHeight;
        setHidden(y > last && y > height);
        last = y;
      },
      HEADER_SCROLL_DEBOUNCE_MS,
      HEADER_SCROLL_MAX_WAIT_MS,
    );
    // Keyboard focus moving into it brings it back.
    const reveal = () => setHidden(false);
    window.addEventListener('scroll', update, { passive: true });
    element.addEventListener('focusin', reveal);
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
      element.removeEventListener('focusin', reveal);
    };
  }, [header]);
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const set = () =>
      root.style.setProperty('--cairn-sticky-top', hidden ? '0px' : `${element.offsetHeight}px`);
    set();
    const observer = new ResizeObserver(set);
    observer.observe(element);
    return () => observer.disconnect();
  }, [header, hidden]);
  return hidden;
}
