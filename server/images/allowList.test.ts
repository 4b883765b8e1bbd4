import { describe, expect, it } from 'vitest';
import {
  allowedTransformText,
  allowedWidths,
  assertStoreTransform,
  storeCssWidths,
} from './allowList.ts';
import { ImageRequestError, MAX_DIMENSION, parseImagePath } from './transform.ts';

const id = 'products/ridgeline/rdgjk1001/forest-1.png';

/** The segment components/Image/transformImage.ts writes for a CSS box (twice its pixels). */
function storeSegment(cssWidth: number, aspectRatio: number, crop: 'fill' | 'fit' = 'fill') {
  const width = Math.round(cssWidth * 2);
  const height = Math.max(1, Math.round((cssWidth / aspectRatio) * 2));
  return `w_${width},h_${height},c_${crop},e_sharpen:60,q_50,f_auto,dpr_2.0`;
}

function check(segment: string) {
  const { transform } = parseImagePath(`${segment}/${id}`);
  if (transform) assertStoreTransform(transform);
}

describe('the store transformations', () => {
  // Product shots and cards 4:5, tiles 1:1, articles 4:3 and 16:9, the benefit bar 2:1,
  // shoppers' phone photos 9:16 and screenshots 9:19.5, a thin banner 8:1.
  const ratios = [4 / 5, 1, 4 / 3, 16 / 9, 2, 9 / 16, 9 / 19.5, 1 / 3, 8];

  it('allows every srcset candidate the store builds, both crops', () => {
    const tooTall: string[] = [];
    for (const cssWidth of storeCssWidths) {
      for (const ratio of ratios) {
        const segment = storeSegment(cssWidth, ratio);
        if (Math.round((cssWidth / ratio) * 2) > MAX_DIMENSION) {
          tooTall.push(segment.split(',', 2).join(','));
          continue;
        }
        expect(() => check(segment)).not.toThrow();
        expect(() => check(storeSegment(cssWidth, ratio, 'fit'))).not.toThrow();
      }
    }
    // Past the route's largest side (MAX_DIMENSION, as before): the widest candidates of
    // the tallest photos, which the Image component still offers.
    expect(tooTall).toEqual(['w_1600,h_4800', 'w_2400,h_4267', 'w_2400,h_5200', 'w_2400,h_7200']);
    expect(allowedWidths).toEqual([
      32, 48, 96, 160, 192, 240, 320, 480, 640, 800, 960, 1280, 1600, 2400,
    ]);
  });

  it.each([
    ['the issue’s 4000 × 4000 AVIF', 'w_4000,h_4000,f_avif', 'w_4000 is not a width'],
    [
      'a width the store never asks for',
      'w_801,h_1000,c_fill,e_sharpen:60,q_50,f_auto,dpr_2.0',
      'w_801',
    ],
    [
      'a box taller than 1:3',
      'w_800,h_2401,c_fill,e_sharpen:60,q_50,f_auto,dpr_2.0',
      'h_2401 is outside 100–2400',
    ],
    ['a box wider than 8:1', 'w_800,h_99,c_fill,e_sharpen:60,q_50,f_auto,dpr_2.0', 'h_99'],
    ['no height', 'w_800,c_fill,e_sharpen:60,q_50,f_auto,dpr_2.0', 'h_ is missing'],
    ['no crop', 'w_800,h_1000,e_sharpen:60,q_50,f_auto,dpr_2.0', 'c_ is missing'],
    ['another quality', 'w_800,h_1000,c_fill,e_sharpen:60,q_90,f_auto,dpr_2.0', 'q_50 is required'],
    ['another sharpening', 'w_800,h_1000,c_fill,e_sharpen:100,q_50,f_auto,dpr_2.0', 'e_sharpen:60'],
    [
      'a forced format',
      'w_800,h_1000,c_fill,e_sharpen:60,q_50,f_png,dpr_2.0',
      'f_auto is required',
    ],
    ['another dpr', 'w_800,h_1000,c_fill,e_sharpen:60,q_50,f_auto,dpr_3.0', 'dpr_2.0 is required'],
  ])('refuses %s, saying what is allowed', (_name, segment, problem) => {
    expect(() => check(segment)).toThrow(ImageRequestError);
    expect(() => check(segment)).toThrow(problem);
    expect(() => check(segment)).toThrow(allowedTransformText);
  });

  it('names every allowed value in the message', () => {
    expect(allowedTransformText).toContain('w_ one of 32, 48, 96,');
    expect(allowedTransformText).toContain('e_sharpen:60; q_50; f_auto; dpr_2.0');
  });
});
