import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';
import { heading } from '#design-tokens/typography.css.ts';

export const root = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

/** The theme's section title, as over the other blocks. */
export const title = style([heading.h2, { margin: 0 }]);

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  ...responsiveStyle({
    md: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    lg: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
});

export const tile = style({
  display: 'block',
  inlineSize: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  selectors: { '&[data-focus-visible]': focusOutline },
});

export const meta = style({
  margin: 0,
  color: vars.color.foreground.neutralSoft,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

/** The heading and the "Add your photo" entry on one row, wrapping on small screens. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});
