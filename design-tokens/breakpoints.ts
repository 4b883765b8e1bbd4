/**
 * The only source of breakpoint numbers. Mobile first: `sm` is the base, `md` and `lg`
 * apply from their minimum width up.
 */
export const breakpoints = { sm: 0, md: 768, lg: 1024 } as const;
export const breakpointNames = ['sm', 'md', 'lg'] as const;
export type Breakpoint = (typeof breakpointNames)[number];

/** Media queries for the breakpoints above the base, for CSS and `matchMedia`. */
export const mediaQueries = {
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
} as const;

/** The viewport each breakpoint is reviewed at (Storybook toolbar, visual regression). */
export const reviewViewports: Record<Breakpoint, { width: number; height: number }> = {
  sm: { width: 375, height: 812 },
  md: { width: 834, height: 1112 },
  lg: { width: 1440, height: 900 },
};

/** The breakpoint a viewport width falls into. */
export function breakpointForWidth(width: number): Breakpoint {
  if (!Number.isFinite(width) || width < breakpoints.md) return 'sm';
  return width < breakpoints.lg ? 'md' : 'lg';
}
