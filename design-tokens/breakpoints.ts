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

/**
 * The viewport each breakpoint is reviewed at (Storybook toolbar, story tests, visual
 * regression, the CMS preview's frames). `lg` is its breakpoint's minimum width, so it fits
 * the canvas of Storybook on a laptop (a 1280 px screen less the sidebar) and shows the
 * tightest large layout.
 */
export const reviewViewports: Record<Breakpoint, { width: number; height: number }> = {
  sm: { width: 375, height: 812 },
  md: { width: 834, height: 1112 },
  lg: { width: breakpoints.lg, height: 768 },
};

/** The breakpoint a viewport width falls into. */
export function breakpointForWidth(width: number): Breakpoint {
  if (!Number.isFinite(width) || width < breakpoints.md) return 'sm';
  return width < breakpoints.lg ? 'md' : 'lg';
}
