import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

export const marketing = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.gutter,
  background: vars.color.background.neutralSoft,
  borderRadius: vars.radius.standard,
});

export const benefits = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
  color: vars.color.foreground.neutral,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const divider = style({
  margin: 0,
  border: 0,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
});

/** The email a step is about and the button to change it, on one row when they fit. */
export const emailRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  overflowWrap: 'anywhere',
});
