import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';

export const quantityStepperSizes = ['small', 'standard'] as const;

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.foreground.neutral,
});

/** Added to `inputGroup()`: only as wide as its buttons and six digits. */
export const group = style({ width: 'auto', alignSelf: 'flex-start' });

export const input = recipe({
  base: {
    flex: '0 0 auto',
    paddingInline: vars.space.xsmall,
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      small: { width: `calc(2 * ${vars.size.buttonSmall})` },
      standard: { width: `calc(2 * ${vars.size.touchTarget})` },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const stepButton = recipe({
  variants: {
    size: {
      small: { minWidth: vars.size.buttonSmall },
      standard: { minWidth: vars.size.touchTarget },
    },
  },
  defaultVariants: { size: 'standard' },
});
