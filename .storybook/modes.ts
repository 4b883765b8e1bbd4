import {
  type Breakpoint,
  brandIds,
  breakpointNames,
  reviewViewports,
} from '#design-tokens/index.ts';

/** Storybook viewports named after the design-token breakpoints. */
export const viewports = Object.fromEntries(
  breakpointNames.map((name) => [
    name,
    {
      name: `${name} (${reviewViewports[name].width}px)`,
      styles: {
        width: `${reviewViewports[name].width}px`,
        height: `${reviewViewports[name].height}px`,
      },
      type: name === 'sm' ? 'mobile' : name === 'md' ? 'tablet' : 'desktop',
    },
  ]),
) as Record<Breakpoint, { name: string; styles: { width: string; height: string }; type: string }>;

/** Visual-regression modes: every brand at every breakpoint. */
export const chromaticModes = Object.fromEntries(
  brandIds.flatMap((brand) =>
    breakpointNames.map((viewport) => [`${brand} ${viewport}`, { brand, viewport }]),
  ),
);
