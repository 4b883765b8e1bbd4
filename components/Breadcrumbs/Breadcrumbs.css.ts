import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

export const nav = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

/** The full trail from md up. */
export const list = style([
  {
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xsmall,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  responsiveStyle({ sm: { display: 'none' }, md: { display: 'flex' } }),
]);

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const separator = style({ color: vars.color.foreground.neutralSoft });

export const current = style({
  color: vars.color.foreground.neutral,
  fontWeight: vars.font.weight.strong,
});

/** On small screens only the way back to the parent. */
export const back = style([
  { alignItems: 'center', minHeight: vars.size.touchTarget, margin: 0 },
  responsiveStyle({ sm: { display: 'flex' }, md: { display: 'none' } }),
]);
