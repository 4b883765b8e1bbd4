import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';

export const skeletonShapes = ['text', 'box', 'circle'] as const;
export const skeletonCircleSizes = ['small', 'standard', 'large', 'touchTarget'] as const;

// The light sweeping across: a band moved with `transform`, which the compositor animates
// on its own. Animating the background's position instead repainted every placeholder on
// the main thread at every frame, for as long as a page showed one (below the fold too),
// and a product page can hold a dozen while its upsell waits to come into view.
const shimmer = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

const placeholderBase = style({
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.background.skeleton,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: `linear-gradient(90deg, transparent 20%, ${vars.color.background.neutralSoft} 50%, transparent 80%)`,
    transform: 'translateX(-100%)',
    animation: `${shimmer} 1.4s ${vars.motion.easing.standard} infinite`,
  },
  '@media': {
    // A still placeholder: the shimmer is decoration, the status text says "loading".
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&::after': { animation: 'none', display: 'none' } },
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
