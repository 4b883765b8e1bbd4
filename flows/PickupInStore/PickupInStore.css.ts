import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

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

/** The pickup dialog: its intro, the store finder, the confirmation over it. */
export const dialogContent = style({ display: 'grid', gap: vars.space.gutter, minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
