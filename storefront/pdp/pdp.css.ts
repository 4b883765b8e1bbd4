import { style } from '@vanilla-extract/css';
import { mediaQueries } from '#design-tokens/breakpoints.ts';
import { vars } from '#design-tokens/contract.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const gallery = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

/** Small screens: the images side by side, swiped (scroll snap); larger: a main image. */
export const slides = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '100%',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const slide = style({ scrollSnapAlign: 'start' });

export const thumbnails = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const thumbnail = style({
  width: '4.5rem',
  padding: 0,
  border: `${vars.borderWidth.strong} solid transparent`,
  borderRadius: vars.radius.small,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.border.brandAccent },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const buyBox = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start' });

export const details = style({ display: 'grid', gap: vars.space.small });
