import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** Every section: its own block formatting context, so margins never collapse into it. */
export const frame = style({ display: 'flow-root', minWidth: 0 });

/**
 * Not full width: the content width of the theme, centred, with the page gutter. The width is
 * said: in a grid or flex row (the footer's columns) auto margins alone would shrink the
 * section to its content.
 */
export const contained = style({
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
});

export const fullWidth = style({ width: '100%' });

/**
 * Sticks to the top of the viewport while the page scrolls under it (spec §2), below the
 * storefront's sticky header when it shows one (`--cairn-sticky-top`, its height).
 */
export const sticky = style({
  position: 'sticky',
  insetBlockStart: 'var(--cairn-sticky-top, 0px)',
  zIndex: vars.zIndex.sticky,
});

/**
 * Hidden per breakpoint (spec §2), by the set of breakpoints hidden at: `sm`, `md-lg` …
 * Declared after `frame`, so these displays win over its `flow-root`.
 */
const hiddenSets = ['sm', 'md', 'lg', 'sm-md', 'sm-lg', 'md-lg'] as const;
export type HiddenSet = (typeof hiddenSets)[number];
export const hiddenAt = styleVariants(
  Object.fromEntries(hiddenSets.map((set) => [set, set])) as Record<HiddenSet, HiddenSet>,
  (set) => {
    const shown = (bp: string) => (set.split('-').includes(bp) ? 'none' : 'flow-root');
    return responsiveStyle({
      sm: { display: shown('sm') },
      md: { display: shown('md') },
      lg: { display: shown('lg') },
    });
  },
);
