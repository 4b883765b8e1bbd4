import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';
import { heading, text } from '#design-tokens/typography.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.foreground.neutral,
});

export const title = style([heading.h2, { margin: 0 }]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A stacked upsell: [box] picture, name and price, then its buttons (below on phones). */
export const row = style([
  {
    display: 'grid',
    alignItems: 'center',
    gap: vars.space.medium,
    paddingBlock: vars.space.medium,
    borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
    gridTemplateAreas: '"check media info" "check media actions"',
    gridTemplateColumns: `auto calc(${vars.size.touchTarget} * 2) minmax(0, 1fr)`,
  },
  responsiveStyle({
    md: {
      gridTemplateAreas: '"check media info actions"',
      gridTemplateColumns: `auto calc(${vars.size.touchTarget} * 2) minmax(0, 1fr) auto`,
    },
  }),
]);

export const check = style({ gridArea: 'check' });
export const media = style({
  gridArea: 'media',
  borderRadius: vars.radius.standard,
  overflow: 'hidden',
});
export const info = style({
  gridArea: 'info',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: 0,
});
export const name = style([text.standard, { fontWeight: vars.font.weight.medium }]);

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const cardActions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.small,
});

export const slide = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  height: '100%',
});

export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** Across a phone; from md its own width, at the start (a page-wide button read as a banner). */
export const addSelected = style(responsiveStyle({ md: { alignSelf: 'flex-start' } }));
