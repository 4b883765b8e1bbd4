import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

const trackHeight = vars.size.iconStandard;
const trackWidth = `calc(${vars.size.iconStandard} * 1.8)`;
const inset = `calc(${vars.borderWidth.strong} + ${vars.space.xxsmall})`;
const thumbSize = `calc(${trackHeight} - 2 * ${inset})`;

export const switchField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.foreground.neutral,
});

export const switchButton = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: vars.size.buttonSmall,
  paddingBlock: `calc((${vars.size.buttonSmall} - ${vars.text.standard.lineHeight}) / 2)`,
  boxSizing: 'border-box',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.foreground.disabled },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const track = style({
  position: 'relative',
  flex: '0 0 auto',
  boxSizing: 'border-box',
  width: trackWidth,
  height: trackHeight,
  marginBlock: `calc((${vars.text.standard.lineHeight} - ${trackHeight}) / 2)`,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.strong} solid ${vars.color.border.field}`,
  background: vars.color.background.surface,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '[data-hovered] > &': { borderColor: vars.color.border.fieldHover },
    '[data-selected] > &': {
      background: vars.color.background.formAccent,
      borderColor: vars.color.border.formAccent,
    },
    '[data-selected][data-hovered] > &': { background: vars.color.background.formAccentHover },
    '[data-focus-visible] > &': {
      ...focusOutline,
    },
    '[data-invalid] > &': { borderColor: vars.color.border.critical },
    '[data-readonly] > &': { borderStyle: 'dashed' },
    '[data-disabled] > &': {
      borderColor: vars.color.border.neutral,
      background: vars.color.background.disabled,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: vars.space.xxsmall,
  insetInlineStart: vars.space.xxsmall,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.border.field,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '[data-selected] > * > &': {
      background: vars.color.foreground.onFormAccent,
      transform: `translateX(calc(${trackWidth} - ${trackHeight}))`,
    },
    '[dir="rtl"] [data-selected] > * > &': {
      transform: `translateX(calc(-1 * (${trackWidth} - ${trackHeight})))`,
    },
    '[data-disabled] > * > &': { background: vars.color.foreground.neutral },
  },
});

export const labelText = style({ minWidth: 0 });

export const indented = style({
  paddingInlineStart: `calc(${trackWidth} + ${vars.space.small})`,
});
