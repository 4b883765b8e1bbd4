import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIsHydrating } from '../hydration/index.ts';
import { nearestIndex, snapTargets } from './carousel.ts';

const focusable = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

function sameTargets(a: readonly number[], b: readonly number[]) {
  return a.length === b.length && a.every((value, i) => Math.abs(value - (b[i] ?? 0)) <= 1);
}

/**
 * The carousel's scrolling track: where its slides snap (`positions`, measured from the
 * track and again when it resizes), which one is `current`, moving to one (`goTo`, a smooth
 * scroll unless `reducedMotion`), following the shopper's own scrolling and swipes
 * (`onScroll`), the progress bar's thumb, and whether the track itself takes focus (it
 * does when no slide holds a control). Carousel.tsx renders it.
 */
export function useCarouselTrack(count: number, initialIndex: number, reducedMotion: boolean) {
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLSpanElement>(null);
  const frame = useRef(0);
  /** The position a button asked for while the smooth scroll is still on its way. */
  const pending = useRef<number | null>(null);

  const [targets, setTargets] = useState<number[] | null>(null);
  const targetsRef = useRef<number[]>([0]);
  const positions = targets?.length ?? count;
  const [index, setIndex] = useState(() => Math.max(0, Math.floor(initialIndex) || 0));
  const current = Math.min(index, Math.max(0, positions - 1));
  const [moved, setMoved] = useState(false);
  const [trackFocusable, setTrackFocusable] = useState(false);

  const reducedRef = useRef(reducedMotion);
  reducedRef.current = reducedMotion;

  const updateProgress = useCallback(() => {
    const element = trackRef.current;
    const thumb = thumbRef.current;
    if (!element || !thumb) return;
    const max = element.scrollWidth - element.clientWidth;
    const visible =
      element.scrollWidth > 0 ? Math.min(1, element.clientWidth / element.scrollWidth) : 1;
    const fraction = max > 0 ? Math.min(1, Math.max(0, element.scrollLeft / max)) : 0;
    thumb.style.width = `${visible * 100}%`;
    thumb.style.insetInlineStart = `${fraction * (1 - visible) * 100}%`;
  }, []);

  const measure = useCallback(() => {
    const element = trackRef.current;
    if (!element) return;
    const items = Array.from(element.children) as HTMLElement[];
    const first = items[0]?.offsetLeft ?? 0;
    const next = snapTargets(
      items.map((item) => item.offsetLeft - first),
      element.scrollWidth - element.clientWidth,
    );
    targetsRef.current = next;
    setTargets((previous) => (previous && sameTargets(previous, next) ? previous : next));
    updateProgress();
  }, [updateProgress]);

  // Hydrated from the server's HTML, the first measure is a transition: set in a layout
  // effect, its state would be a synchronous update in the hydration's commit, which makes
  // React flush every effect of the page and render again in that same long task. The
  // server's slides show meanwhile; a client render measures before it paints, as before.
  const hydrated = useRef(useIsHydrating());

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the slides change
  useLayoutEffect(() => {
    const element = trackRef.current;
    if (!element) return;
    const settle = () => {
      measure();
      setTrackFocusable(element.querySelector(focusable) === null);
    };
    if (hydrated.current) {
      hydrated.current = false;
      startTransition(settle);
    } else settle();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, count]);

  // Start at `initialIndex` without animation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, after the first measure
  useLayoutEffect(() => {
    const element = trackRef.current;
    const left = targetsRef.current[current];
    if (element && left !== undefined && left > 0) element.scrollTo({ left, behavior: 'instant' });
  }, [targets === null]);

  const goTo = useCallback((next: number) => {
    const element = trackRef.current;
    const list = targetsRef.current;
    const clamped = Math.min(Math.max(0, next), list.length - 1);
    const left = list[clamped] ?? 0;
    if (element && Math.abs(element.scrollLeft - left) > 1) {
      pending.current = clamped;
      element.scrollTo({ left, behavior: reducedRef.current ? 'instant' : 'smooth' });
    }
    setIndex(clamped);
    setMoved(true);
  }, []);

  const syncFromScroll = useCallback(() => {
    const element = trackRef.current;
    if (!element) return;
    updateProgress();
    const list = targetsRef.current;
    if (pending.current !== null) {
      if (Math.abs(element.scrollLeft - (list[pending.current] ?? 0)) > 1) return;
      pending.current = null;
    }
    const near = nearestIndex(list, element.scrollLeft);
    setIndex((previous) => {
      if (previous !== near) setMoved(true);
      return near;
    });
  }, [updateProgress]);

  const onScroll = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      syncFromScroll();
    });
  };

  // A swipe can interrupt a button's smooth scroll: when scrolling ends, the place wins.
  useEffect(() => {
    const element = trackRef.current;
    if (!element) return;
    const onScrollEnd = () => {
      pending.current = null;
      syncFromScroll();
    };
    element.addEventListener('scrollend', onScrollEnd);
    return () => {
      element.removeEventListener('scrollend', onScrollEnd);
      cancelAnimationFrame(frame.current);
    };
  }, [syncFromScroll]);

  return { trackRef, thumbRef, positions, current, moved, trackFocusable, goTo, onScroll };
}
