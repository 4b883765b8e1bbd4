import { style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.foreground.neutral,
});

export const items = style({
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

export const radioField = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const radioButton = style({
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

export const circle = style({
  flex: '0 0 auto',
  boxSizing: 'border-box',
  width: vars.size.iconStandard,
  height: vars.size.iconStandard,
  marginBlock: `calc((${vars.text.standard.lineHeight} - ${vars.size.iconStandard}) / 2)`,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.strong} solid ${vars.color.border.field}`,
  background: vars.color.background.surface,
  transition: `border-width ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '[data-hovered] > &': { borderColor: vars.color.border.fieldHover },
    // A thick ring leaves a dot of the surface colour in the middle: selected by shape.
    '[data-selected] > &': {
      borderColor: vars.color.border.formAccent,
      borderWidth: `calc(${vars.size.iconStandard} * 0.3)`,
    },
    '[data-focus-visible] > &': {
      ...focusOutline,
    },
    '[data-invalid] > &': { borderColor: vars.color.border.critical },
    '[data-readonly] > &': { borderStyle: 'dashed' },
    '[data-readonly][data-selected] > &': { borderStyle: 'solid' },
    '[data-disabled] > &': {
      borderColor: vars.color.border.neutral,
      background: vars.color.background.disabled,
    },
  },
});

export const labelText = style({ minWidth: 0 });

export const indented = style({
  paddingInlineStart: `calc(${vars.size.iconStandard} + ${vars.space.small})`,
});
