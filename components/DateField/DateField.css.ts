import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

/** Added to `inputGroup()`: the segments sit in a row inside the box. */
export const dateInput = style({
  alignItems: 'center',
  paddingInline: vars.space.medium,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'text',
  selectors: {
    '&[data-focus-visible]': {
      ...focusOutline,
    },
  },
});

export const segment = style({
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  color: vars.color.foreground.neutral,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.foreground.neutralSoft },
    '&[data-type="literal"]': { paddingInline: 0, color: vars.color.foreground.neutralSoft },
    '&[data-focused]': {
      background: vars.color.background.formAccent,
      color: vars.color.foreground.onFormAccent,
    },
    '&[data-invalid]:not([data-focused])': { color: vars.color.foreground.critical },
    '&[data-disabled]': { color: vars.color.foreground.neutral },
  },
});
