/**
 * Motion numbers JavaScript needs (exit animations wait for them). CSS reads the same
 * values from `vars.motion`; keep both in step with `base.ts`.
 */
export const motionMs = {
  fast: 150,
  /** Spec §9: dialog transition 250 ms. */
  dialog: 250,
  slow: 400,
} as const;

/** True when the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
