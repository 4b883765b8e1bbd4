import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // A slower turn instead of none: the shopper still sees something is happening.
      '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s !important' },
    },
  },
  variants: {
    size: {
      small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
      standard: { width: vars.size.iconStandard, height: vars.size.iconStandard },
      large: { width: vars.size.iconLarge, height: vars.size.iconLarge },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const track = style({ opacity: 0.25 });
