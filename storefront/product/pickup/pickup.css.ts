import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

/** The buy box's pickup part: a framed block under the add-to-cart button. */
export const pickupBox = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.gutter,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.standard,
  minWidth: 0,
});

export const boxHeading = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const boxTitle = style({ margin: 0 });

export const line = style({ margin: 0, overflowWrap: 'anywhere' });

export const softLine = style([line, { color: vars.color.foreground.neutralSoft }]);

export const storeName = style([line, { fontWeight: vars.font.weight.strong }]);

/** Each availability level keeps its own colour and icon; the words say it too. */
export const level = styleVariants({
  inStock: { color: vars.color.foreground.positive },
  low: { color: vars.color.foreground.caution },
  none: { color: vars.color.foreground.critical },
  unknown: { color: vars.color.foreground.neutralSoft },
});

export const levelLine = style([
  line,
  { display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall },
]);

/** Postal code and search side by side from md; stacked on small screens. */
export const searchForm = style({
  display: 'grid',
  gap: vars.space.small,
  alignItems: 'end',
  ...responsiveStyle({ md: { gridTemplateColumns: 'minmax(0, 1fr) auto' } }),
});

export const dialogContent = style({ display: 'grid', gap: vars.space.gutter, minWidth: 0 });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const storeCard = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.standard,
  minWidth: 0,
  selectors: {
    '&[data-current="true"]': {
      borderColor: vars.color.border.brandAccent,
      borderWidth: vars.borderWidth.strong,
    },
  },
});

export const storeTitle = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const storeFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});

export const statusRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
