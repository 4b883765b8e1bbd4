import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

export const swatchSizes = ['standard', 'large'] as const;

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
});

/**
 * The touch target around the chip. The ring shows hover, selection and focus, with a
 * gap of page colour between ring and chip so it reads against any swatch colour.
 */
export const swatch = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.strong} solid transparent`,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.border.neutral },
      '&[data-selected]': { borderColor: vars.color.border.fieldHover },
      '&[data-focus-visible]': {
        ...focusOutline,
      },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      standard: { width: vars.size.touchTarget, height: vars.size.touchTarget },
      large: { width: vars.size.buttonLarge, height: vars.size.buttonLarge },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const chip = style({
  position: 'relative',
  display: 'block',
  width: `calc(100% - 2 * ${vars.space.xsmall})`,
  height: `calc(100% - 2 * ${vars.space.xsmall})`,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}`,
  background: vars.color.background.neutralSoft,
  selectors: {
    // Out of stock: faded and crossed by a diagonal line in two tones, visible on any colour.
    '[data-available="false"] &': { opacity: 0.6 },
    '[data-available="false"] &::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      background: `linear-gradient(to top right, transparent calc(50% - 2 * ${vars.borderWidth.standard}), ${vars.color.background.surface} calc(50% - 2 * ${vars.borderWidth.standard}), ${vars.color.background.surface} calc(50% - ${vars.borderWidth.standard}), ${vars.color.foreground.neutral} calc(50% - ${vars.borderWidth.standard}), ${vars.color.foreground.neutral} calc(50% + ${vars.borderWidth.standard}), ${vars.color.background.surface} calc(50% + ${vars.borderWidth.standard}), ${vars.color.background.surface} calc(50% + 2 * ${vars.borderWidth.standard}), transparent calc(50% + 2 * ${vars.borderWidth.standard}))`,
    },
  },
});

export const chipImage = style({ position: 'absolute', inset: 0 });
