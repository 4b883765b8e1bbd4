import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

const transition = ['border-color', 'background-color', 'box-shadow']
  .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
  .join(', ');

/** The column every field stacks: label, control, description, error. */
export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.foreground.neutral,
});

/** Text-like fields take the width of their container (forms are one column on small screens). */
export const fieldRootBlock = style([fieldRoot, { width: '100%' }]);

export const label = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.foreground.neutral,
  overflowWrap: 'anywhere',
  cursor: 'default',
});

export const requiredMarker = style({
  color: vars.color.foreground.critical,
  marginInlineStart: vars.space.xxsmall,
});

export const description = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.neutralSoft,
  overflowWrap: 'anywhere',
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.critical,
  overflowWrap: 'anywhere',
});

export const fieldErrorIcon = style({
  // Centre the glyph on the first line of text.
  marginBlock: `calc((${vars.text.small.lineHeight} - ${vars.size.iconSmall}) / 2)`,
});

export const fieldSizes = ['small', 'standard'] as const;

const boxBase = {
  boxSizing: 'border-box',
  minWidth: 0,
  borderRadius: vars.radius.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.field}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  fontFamily: vars.font.family.body,
  // 16px at least, or iOS zooms the page on focus.
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  transition,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
} as const;

/**
 * The box a value is typed or chosen in: a text input, a select trigger. States come
 * from react-aria's data attributes.
 */
export const inputBox = recipe({
  base: {
    ...boxBase,
    width: '100%',
    paddingInline: vars.space.medium,
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.foreground.neutralSoft, opacity: 1 },
      '&[data-hovered]': { borderColor: vars.color.border.fieldHover },
      '&[data-focused]': { borderColor: vars.color.border.formAccent },
      '&[data-focus-visible]': focusOutline,
      '&[data-invalid]': {
        borderColor: vars.color.border.critical,
        boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border.critical}`,
      },
      '&[readonly]': { background: vars.color.background.neutralSoft },
      '&[data-disabled]': {
        background: vars.color.background.disabled,
        borderColor: vars.color.border.neutral,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    size: {
      small: { minHeight: vars.size.buttonSmall, fontSize: vars.text.standard.fontSize },
      standard: { minHeight: vars.size.fieldHeight },
    },
  },
  defaultVariants: { size: 'standard' },
});

/**
 * A box holding an input and buttons (password toggle, stepper, combo box trigger): the
 * group draws the border; its input is borderless.
 */
export const inputGroup = recipe({
  base: {
    ...boxBase,
    display: 'flex',
    alignItems: 'stretch',
    width: '100%',
    overflow: 'hidden',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.border.fieldHover },
      '&[data-focus-within]': { borderColor: vars.color.border.formAccent },
      '&:has(input[data-focus-visible])': focusOutline,
      '&[data-invalid]': {
        borderColor: vars.color.border.critical,
        boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border.critical}`,
      },
      '&:has(input[readonly])': { background: vars.color.background.neutralSoft },
      '&[data-disabled]': {
        background: vars.color.background.disabled,
        borderColor: vars.color.border.neutral,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    size: {
      small: { minHeight: vars.size.buttonSmall },
      standard: { minHeight: vars.size.fieldHeight },
    },
  },
  defaultVariants: { size: 'standard' },
});

/** The input inside an `inputGroup`. */
export const groupedInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  width: '100%',
  paddingInline: vars.space.medium,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.foreground.neutralSoft, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A square icon button inside an `inputGroup`. */
export const groupButton = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.foreground.neutral,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutralSoft },
    '&[data-pressed]': { background: vars.color.background.neutralHover },
    '&[data-focus-visible]': {
      ...focusOutline,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.foreground.disabled },
    // A disabled field greys its whole box; its buttons keep the text colour on it.
    '[data-disabled] > &[data-disabled]': { color: vars.color.foreground.neutral },
  },
});

/** A row under the control: description on one side, counter on the other. */
export const helpRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const counter = style({
  flex: '0 0 auto',
  marginInlineStart: 'auto',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.neutralSoft,
  fontVariantNumeric: 'tabular-nums',
});
