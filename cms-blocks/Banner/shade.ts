/**
 * The banner's shade over its picture (spec §9 "Gradient heights 35 and 50 percent": the
 * shade covers at least 35 % of the banner, full, or 50 %, focused, from its bottom edge).
 * It is the tone's colour, translucent: the picture shows through everywhere, fading in
 * above the text and held at `SHADE_TEXT_OPACITY` behind it.
 *
 * The opacity behind the text is chosen so the text keeps AA whatever the picture shows:
 * light text on the dark tone over a white pixel, dark text on the light tone over a black
 * one (`shade.test.ts` proves it for every brand).
 */
/**
 * Spec §9: gradient heights 35 % (full) and 50 % (focused); off draws none. Here, not in the
 * schema module, so the banner's component does not bring zod to the browser.
 */
export const bannerGradientHeights = { full: 35, focused: 50, off: 0 } as const;

export const SHADE_TEXT_OPACITY = 0.66;

/** The fade above the text: eased stops (position 0–1 of the fade, share of the opacity). */
export const SHADE_FADE_STOPS = [
  [0, 0],
  [0.2, 0.06],
  [0.4, 0.2],
  [0.6, 0.42],
  [0.8, 0.72],
  [1, 1],
] as const;

/** A colour seen through the shade: the tone at `opacity` over the picture's pixel (sRGB). */
export function throughShade(tone: string, picture: string, opacity: number): string {
  const channel = (hex: string, offset: number) =>
    Number.parseInt(hex.slice(offset, offset + 2), 16);
  const mixed = [1, 3, 5].map((offset) =>
    Math.round(channel(tone, offset) * opacity + channel(picture, offset) * (1 - opacity))
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${mixed.join('')}`;
}
