import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

/** The column of a flow: banner, fields, actions, one gap apart. */
export const formStack = style({
  display: 'grid',
  gap: vars.space.gutter,
  alignContent: 'start',
  minWidth: 0,
});

/** A row of links or secondary actions (forgot password, create account). */
export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.foreground.neutral,
});

/** Buttons at the end of a form. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

/** A paragraph of flow text. */
export const paragraph = style({
  margin: 0,
  color: vars.color.foreground.neutral,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

/** A section heading inside a flow (level from useFlowContainer). */
export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.heading.h4.fontSize,
  lineHeight: vars.heading.h4.lineHeight,
  color: vars.color.foreground.neutral,
});

/** A success or result message that takes focus when it replaces the form. */
export const resultMessage = style({
  outline: 'none',
});
