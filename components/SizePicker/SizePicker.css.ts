import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/** A size tile. Long labels wrap inside it rather than stretching the row off screen. */
export const tile = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  maxWidth: '100%',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  overflow: 'hidden',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': {
      borderColor: vars.color.border.fieldHover,
      background: vars.color.background.neutralSoft,
    },
    '&[data-selected]': {
      borderColor: vars.color.border.formAccent,
      background: vars.color.background.formAccent,
      color: vars.color.foreground.onFormAccent,
    },
    '&[data-focus-visible]': {
      ...focusOutline,
    },
    // Out of stock: a soft grey tile with its label struck through, one clear mark (a
    // diagonal as well would cross the label twice). Soft text keeps AA on the grey, and a
    // selectable one stays a live control.
    '&[data-available="false"]': {
      background: vars.color.background.neutralSoft,
      color: vars.color.foreground.neutralSoft,
      textDecorationLine: 'line-through',
      textDecorationThickness: vars.borderWidth.standard,
    },
    '&[data-available="false"][data-hovered]': { color: vars.color.foreground.neutral },
    '&[data-available="false"][data-selected]': {
      background: vars.color.background.formAccent,
      color: vars.color.foreground.onFormAccent,
    },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
