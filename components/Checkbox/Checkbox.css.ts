import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

export const checkboxField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.foreground.neutral,
});

/** The clickable row: box and label text. At least 32px high for touch. */
export const checkboxButton = style({
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

export const box = style({
  flex: '0 0 auto',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconStandard,
  height: vars.size.iconStandard,
  // Centred on the first line of the label.
  marginBlock: `calc((${vars.text.standard.lineHeight} - ${vars.size.iconStandard}) / 2)`,
  border: `${vars.borderWidth.strong} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.small,
  background: vars.color.background.surface,
  color: vars.color.foreground.onFormAccent,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '[data-hovered] > &': { borderColor: vars.color.border.fieldHover },
    '[data-selected] > &, [data-indeterminate] > &': {
      background: vars.color.background.formAccent,
      borderColor: vars.color.border.formAccent,
    },
    '[data-selected][data-hovered] > &, [data-indeterminate][data-hovered] > &': {
      background: vars.color.background.formAccentHover,
    },
    '[data-focus-visible] > &': focusOutline,
    '[data-invalid] > &': { borderColor: vars.color.border.critical },
    '[data-readonly] > &': { borderStyle: 'dashed' },
    '[data-disabled] > &': {
      borderColor: vars.color.border.neutral,
      background: vars.color.background.disabled,
      color: vars.color.foreground.neutral,
    },
  },
});

export const labelText = style({ minWidth: 0 });

export const requiredMarker = style({
  color: vars.color.foreground.critical,
  marginInlineStart: vars.space.xxsmall,
});

/** Description and error line up with the label text, not the box. */
export const indented = style({
  paddingInlineStart: `calc(${vars.size.iconStandard} + ${vars.space.small})`,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  fontFamily: vars.font.family.body,
  color: vars.color.foreground.neutral,
});

export const groupItems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.large,
    },
  },
});
