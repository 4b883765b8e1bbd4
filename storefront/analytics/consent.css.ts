import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';

export const banner = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.toast,
  maxHeight: '80vh',
  overflowY: 'auto',
  background: vars.color.background.surfaceRaised,
  color: vars.color.foreground.neutral,
  boxShadow: vars.shadow.large,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  outline: 'none',
});

export const inner = style({
  display: 'grid',
  gap: vars.space.small,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space.gutter,
});

export const choices = style({ display: 'grid', gap: vars.space.xsmall });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
