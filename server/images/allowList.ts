import { formatDpr, ImageRequestError, type ImageTransform } from './transform.ts';

/**
 * The transformations the store asks for, and no others (issue 44): every variant costs an
 * encode (a 4000 × 4000 AVIF is 8–12 s of CPU) and a file in the cache, so a caller may not
 * invent new ones. The store builds them in components/Image (`transformImage`, the srcset
 * widths of `Image` and of each `widths` prop). The layer rules (scripts/layers.mjs) give
 * components and server no module both may import, so the figures are restated here:
 * change them together.
 */
export const storeTransform = {
  /** Spec §9: sharpen 60, quality 50, format auto, dpr 2.0. */
  sharpen: 60,
  quality: 50,
  format: 'auto',
  dpr: 2,
  crops: ['fill', 'fit'],
} as const;

/** CSS widths of the store's srcsets: `defaultImageWidths` and every `widths` prop. */
export const storeCssWidths = [
  16, 24, 48, 80, 96, 120, 160, 240, 320, 400, 480, 640, 800, 1200,
] as const;

/** Output widths: the transformer asks for twice the CSS box. */
export const allowedWidths: readonly number[] = storeCssWidths.map((width) => width * 2);

/**
 * The height is the width over the box's aspect ratio, which content media and shoppers'
 * photos set, so it cannot be a list: from 8:1 (thin banners) to 1:3 (phone screenshots are
 * 9:19.5). The largest side (MAX_DIMENSION) still caps a box at 2400 × 4000 pixels.
 */
export const MAX_ASPECT_RATIO = 8;
export const MIN_ASPECT_RATIO = 1 / 3;

export function heightRange(width: number): { min: number; max: number } {
  // The transformer rounds the height to whole pixels: a pixel of slack either way.
  return {
    min: Math.max(1, Math.floor(width / MAX_ASPECT_RATIO)),
    max: Math.ceil(width / MIN_ASPECT_RATIO),
  };
}

/** What the 400 tells the caller, so a rejected URL says how to ask instead. */
export const allowedTransformText =
  `A transformation is the store's: w_ one of ${allowedWidths.join(', ')}; ` +
  `h_ from w_ ÷ ${MAX_ASPECT_RATIO} to w_ × ${1 / MIN_ASPECT_RATIO}; ` +
  `c_${storeTransform.crops.join(' or c_')}; e_sharpen:${storeTransform.sharpen}; ` +
  `q_${storeTransform.quality}; f_${storeTransform.format}; dpr_${formatDpr(storeTransform.dpr)} ` +
  '(all seven), or none for the picture as it is';

function problemOf(transform: ImageTransform): string | null {
  const { width, height } = transform;
  if (width === undefined) return 'w_ is missing';
  if (!allowedWidths.includes(width)) return `w_${width} is not a width the store uses`;
  if (height === undefined) return 'h_ is missing';
  const range = heightRange(width);
  if (height < range.min || height > range.max) {
    return `h_${height} is outside ${range.min}–${range.max} for w_${width}`;
  }
  if (transform.crop === undefined) return 'c_ is missing';
  if (transform.sharpen !== storeTransform.sharpen) {
    return `e_sharpen:${storeTransform.sharpen} is required`;
  }
  if (transform.quality !== storeTransform.quality) {
    return `q_${storeTransform.quality} is required`;
  }
  if (transform.format !== storeTransform.format) {
    return `f_${storeTransform.format} is required`;
  }
  if (transform.dpr !== storeTransform.dpr) {
    return `dpr_${formatDpr(storeTransform.dpr)} is required`;
  }
  return null;
}

/** Throws an `ImageRequestError` (a 400) unless the store asks for this transformation. */
export function assertStoreTransform(transform: ImageTransform): void {
  const problem = problemOf(transform);
  if (problem) throw new ImageRequestError(`${problem}. ${allowedTransformText}`);
}
