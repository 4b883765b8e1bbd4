import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '#design-tokens/contract.css.ts';
import { responsiveStyle } from '#design-tokens/responsiveStyle.ts';

export const imageFits = ['cover', 'contain'] as const;

/** Width ÷ height of the box, set inline per image. */
export const aspectRatioVar = createVar();
/** Width ÷ height below md, when the small-screen picture is cropped differently. */
export const mobileAspectRatioVar = createVar();

/** The box reserves its height from the aspect ratio before the image arrives. */
export const box = style([
  {
    position: 'relative',
    display: 'block',
    width: '100%',
    overflow: 'hidden',
    background: vars.color.background.neutralSoft,
  },
  responsiveStyle({
    sm: { aspectRatio: fallbackVar(mobileAspectRatioVar, aspectRatioVar) },
    md: { aspectRatio: aspectRatioVar },
  }),
]);

export const image = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  selectors: {
    '&[data-fit="cover"]': { objectFit: 'cover' },
    '&[data-fit="contain"]': { objectFit: 'contain' },
  },
});

/**
 * The placeholder's colours, for a container that sets text over the picture: a dark
 * banner sets its own panel colour, so its white text stays readable when the picture
 * is missing.
 */
export const placeholderBackgroundVar = createVar();
export const placeholderColorVar = createVar();

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: fallbackVar(placeholderBackgroundVar, vars.color.background.neutralSoft),
  color: fallbackVar(placeholderColorVar, vars.color.foreground.neutralSoft),
});
