import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { heading } from '#design-tokens/typography.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  minWidth: 0,
});

export const title = style([heading.h2, { margin: 0, color: vars.color.foreground.neutral }]);

export const skeletonGrid = style({ display: 'grid' });

/**
 * A card fills its slide: its full width (a short name must not shrink the picture) and its
 * height, so the Add buttons of a row line up.
 */
export const slide = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  height: '100%',
});
