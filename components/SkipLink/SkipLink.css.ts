import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

/** Off screen until it receives focus, then pinned to the top inline-start corner. */
export const skipLink = style({
  position: 'fixed',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: vars.zIndex.skipLink,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.standard,
  background: vars.color.background.brandAccent,
  color: vars.color.foreground.onBrandAccent,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'underline',
  boxShadow: vars.shadow.medium,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      ...focusOutline,
    },
  },
});
