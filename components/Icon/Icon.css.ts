import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';

export const iconSizes = ['small', 'standard', 'large'] as const;

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: {
      small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
      standard: { width: vars.size.iconStandard, height: vars.size.iconStandard },
      large: { width: vars.size.iconLarge, height: vars.size.iconLarge },
    },
  },
  defaultVariants: { size: 'standard' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
