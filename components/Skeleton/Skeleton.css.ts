import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';

export const skeletonShapes = ['text', 'box', 'circle'] as const;
export const skeletonCircleSizes = ['small', 'standard', 'large', 'touchTarget'] as const;

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

const placeholderBase = style({
  display: 'block',
  background: `linear-gradient(90deg, ${vars.color.background.skeleton} 30%, ${vars.color.background.neutralSoft} 50%, ${vars.color.background.skeleton} 70%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ${vars.motion.easing.standard} infinite`,
  '@media': {
    // A still placeholder: the shimmer is decoration, the status text says "loading".
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      background: vars.color.background.skeleton,
    },
  },
});

export const placeholder = recipe({
  base: placeholderBase,
  variants: {
    shape: {
      text: { height: '0.75em', borderRadius: vars.radius.small },
      box: { width: '100%', borderRadius: vars.radius.standard },
      circle: { borderRadius: vars.radius.full, flexShrink: 0 },
    },
    size: {
      small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
      standard: { width: vars.size.iconLarge, height: vars.size.iconLarge },
      large: { width: vars.size.buttonLarge, height: vars.size.buttonLarge },
      touchTarget: { width: vars.size.touchTarget, height: vars.size.touchTarget },
      none: {},
    },
  },
  defaultVariants: { shape: 'box', size: 'none' },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  width: '100%',
});

/** The last line of a paragraph is shorter, like real text. */
export const lastLine = style({ width: '60%' });

export const group = style({ position: 'relative' });

/** The standard (md) ProductCard's rhythm: picture, then the caption block. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const cardText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const priceLine = style({ width: '35%' });

export const ratingLine = style({ width: '45%' });
