import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** The address cards: one column on a phone, two from lg. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.gutter,
  ...responsiveStyle({ lg: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
});

/** What the address is for, with its main badge beside it. */
export const kind = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const kindName = style({ fontWeight: vars.font.weight.strong });
