import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#design-tokens/contract.css.ts';
import { focusOutline } from '#design-tokens/focus.ts';

export const ratingVariants = ['standard', 'compact'] as const;
export const ratingSizes = ['small', 'standard'] as const;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space.xsmall,
    fontFamily: vars.font.family.body,
    color: vars.color.foreground.neutral,
    textDecoration: 'none',
    borderRadius: vars.radius.small,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        ...focusOutline,
      },
      '&[data-hovered]': { textDecoration: 'underline' },
    },
  },
  variants: {
    size: {
      small: { fontSize: vars.text.xsmall.fontSize, lineHeight: vars.text.xsmall.lineHeight },
      standard: { fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight },
    },
    link: {
      true: { color: vars.color.foreground.link, cursor: 'pointer' },
      false: {},
    },
  },
  defaultVariants: { size: 'standard', link: false },
});

export const stars = style({ display: 'inline-flex', flexShrink: 0 });

export const star = style({ position: 'relative', display: 'inline-flex' });

/**
 * The unfilled stars: the same solid glyph as the filled part, in a light tint, so a
 * partial star is one shape and not an outline with a smaller solid inside it. The score
 * beside the stars carries the value as text.
 */
export const starEmpty = style({ color: vars.color.border.neutral });

/** The filled part of a star, cut to its share of the width. */
export const starFill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  overflow: 'hidden',
  color: vars.color.foreground.neutral,
});

/**
 * The whole star inside the cut: it keeps its full size (the reset's `max-width: 100%`
 * would shrink it to the cut's width, drawing a small star instead of a part of one).
 */
export const starFillIcon = style({ maxWidth: 'none' });

export const compactStar = style({ color: vars.color.foreground.neutral });

export const score = style({ fontWeight: vars.font.weight.strong });

export const count = style({ color: vars.color.foreground.neutralSoft });

export const picturePart = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const reviewsLink = style({
  color: vars.color.foreground.link,
  textDecoration: 'underline',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.foreground.linkHover },
    '&[data-focus-visible]': {
      ...focusOutline,
    },
  },
});

export const empty = style({ color: vars.color.foreground.neutralSoft });
