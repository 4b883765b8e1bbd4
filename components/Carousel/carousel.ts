import type { Breakpoint } from '#design-tokens/breakpoints.ts';

/** One value for every breakpoint, or some per breakpoint (mobile first: md falls back to sm). */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

export type PerBreakpoint<T> = Record<Breakpoint, T>;

/** Fills in every breakpoint, mobile first: a missing md takes sm's value, lg takes md's. */
export function resolveResponsive<T extends string | number | boolean>(
  value: Responsive<T> | null | undefined,
  fallback: PerBreakpoint<T>,
): PerBreakpoint<T> {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'object') return { sm: value, md: value, lg: value };
  const sm = value.sm ?? fallback.sm;
  const md = value.md ?? (value.sm === undefined ? fallback.md : sm);
  const lg = value.lg ?? (value.md === undefined && value.sm === undefined ? fallback.lg : md);
  return { sm, md, lg };
}

/** Spec §9: the CMS gives the autorotate time in seconds; the timer wants milliseconds. */
export const DEFAULT_AUTOROTATE_SECONDS = 5;

export function autorotateMs(seconds: number | null | undefined): number {
  const valid = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0;
  return (valid ? seconds : DEFAULT_AUTOROTATE_SECONDS) * 1000;
}

/**
 * The scroll positions a track can rest at: each slide's start, clamped to the furthest
 * the track scrolls. Slides that fit in the last view share the final position, so a
 * track of 8 slides showing 3 at a time has 6 positions.
 */
export function snapTargets(slideOffsets: readonly number[], maxScroll: number): number[] {
  const limit = Math.max(0, maxScroll);
  const targets: number[] = [];
  for (const offset of slideOffsets) {
    const target = Math.min(Math.max(0, offset), limit);
    const last = targets.at(-1);
    // Within a pixel counts as the same place (sub-pixel layout).
    if (last === undefined || target - last > 1) targets.push(target);
    if (target >= limit) break;
  }
  return targets.length > 0 ? targets : [0];
}

/** Index of the target nearest to a scroll position. */
export function nearestIndex(targets: readonly number[], scrollLeft: number): number {
  let best = 0;
  targets.forEach((target, index) => {
    if (Math.abs(target - scrollLeft) < Math.abs((targets[best] ?? 0) - scrollLeft)) best = index;
  });
  return best;
}

/** The next position: wraps at the ends when looping, else stays at the end. */
export function stepIndex(index: number, step: number, count: number, loop: boolean): number {
  if (count <= 0) return 0;
  const next = index + step;
  if (loop) return ((next % count) + count) % count;
  return Math.min(Math.max(next, 0), count - 1);
}
