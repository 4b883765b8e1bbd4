import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.small });

export const terms = style({
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
  padding: vars.space.gutter,
  background: vars.color.background.neutralSoft,
  borderRadius: vars.radius.standard,
  color: vars.color.foreground.neutral,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const termsText = style({ margin: 0 });

export const accepted = style({
  margin: 0,
  color: vars.color.foreground.positive,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});
