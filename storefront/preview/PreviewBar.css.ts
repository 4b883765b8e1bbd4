import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.xsmall} ${vars.space.gutter}`,
  background: vars.color.background.neutral,
  color: vars.color.foreground.neutralInverted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const text = style({ margin: 0 });
