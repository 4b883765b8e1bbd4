import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';

export const priceSizes = ['small', 'standard', 'large'] as const;

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    fontFamily: vars.font.family.body,
    color: vars.color.foreground.price,
  },
  variants: {
    size: {
      small: { fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight },
      standard: {
        fontSize: vars.text.standard.fontSize,
        lineHeight: vars.text.standard.lineHeight,
      },
      large: { fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const amounts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});

export const current = style({
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-tone="sale"]': { color: vars.color.foreground.priceSale } },
});

/**
 * The struck-through price steps one size down and back to regular weight, so the sale
 * price leads and the two never read as equals.
 */
export const original = style({
  color: vars.color.foreground.neutralSoft,
  fontWeight: vars.font.weight.regular,
  textDecorationLine: 'line-through',
  textDecorationThickness: vars.borderWidth.standard,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${root.classNames.variants.size.small} &`]: {
      fontSize: vars.text.xsmall.fontSize,
      lineHeight: vars.text.xsmall.lineHeight,
    },
    [`${root.classNames.variants.size.standard} &`]: {
      fontSize: vars.text.small.fontSize,
      lineHeight: vars.text.small.lineHeight,
    },
    [`${root.classNames.variants.size.large} &`]: {
      fontSize: vars.text.standard.fontSize,
      lineHeight: vars.text.standard.lineHeight,
    },
  },
});

export const badge = style({ alignSelf: 'center' });

export const note = style({
  margin: 0,
  color: vars.color.foreground.neutralSoft,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
});
