import { describe, expect, it } from 'vitest';
import {
  canonicalTransform,
  formatDpr,
  formatOfPublicId,
  ImageRequestError,
  negotiateFormat,
  parseImagePath,
  parseTransform,
  resolveFormat,
} from './transform.ts';

describe('parseTransform', () => {
  it('reads the transformer of spec §9: doubled box, sharpen 60, quality 50, auto, dpr 2.0', () => {
    expect(parseTransform('w_800,h_1000,c_fill,e_sharpen:60,q_50,f_auto,dpr_2.0')).toEqual({
      width: 800,
      height: 1000,
      crop: 'fill',
      sharpen: 60,
      quality: 50,
      format: 'auto',
      dpr: 2,
    });
  });

  it('takes the parameters in any order and alone', () => {
    expect(parseTransform('f_webp,w_320')).toEqual({ format: 'webp', width: 320 });
    expect(parseTransform('c_fit')).toEqual({ crop: 'fit' });
    expect(parseTransform('f_jpg')).toEqual({ format: 'jpeg' });
    expect(parseTransform('f_png')).toEqual({ format: 'png' });
    expect(parseTransform('e_sharpen')).toEqual({ sharpen: 100 });
    expect(parseTransform('e_sharpen:0')).toEqual({ sharpen: 0 });
    expect(parseTransform('dpr_1.5')).toEqual({ dpr: 1.5 });
  });

  it.each([
    ['x_5', 'Unknown image parameter x_'],
    ['w_0', 'w_ must be between 1 and 4000'],
    ['w_4001', 'w_ must be between 1 and 4000'],
    ['w_abc', 'w_ must be a whole number'],
    ['w_12.5', 'w_ must be a whole number'],
    ['h_-3', 'h_ must be a whole number'],
    ['c_scale', 'c_ must be fill or fit'],
    ['e_blur:300', 'Unknown image effect e_blur:300'],
    ['e_sharpen:101', 'e_sharpen: must be between 0 and 100'],
    ['e_sharpen:1:2', 'Unknown image effect e_sharpen:1:2'],
    ['q_0', 'q_ must be between 1 and 100'],
    ['q_101', 'q_ must be between 1 and 100'],
    ['q_auto', 'q_ must be a whole number'],
    ['f_gif', 'f_ must be auto, avif, webp, jpg or png'],
    ['dpr_5.0', 'dpr_ must be between 0.5 and 4'],
    ['dpr_0.1', 'dpr_ must be between 0.5 and 4'],
    ['dpr_two', 'dpr_ must be a number'],
    ['w_10,w_20', 'Image parameter w_ is given twice'],
    ['w_10,,h_10', '"" is not a key_value image parameter'],
    ['w_', '"w_" is not a key_value image parameter'],
  ])('rejects %s', (segment, message) => {
    expect(() => parseTransform(segment)).toThrow(new ImageRequestError(message));
  });
});

describe('parseImagePath', () => {
  const publicId = 'products/ridgeline/rdgjk1001/forest-1.png';

  it('reads an untransformed asset', () => {
    expect(parseImagePath(publicId)).toEqual({ transform: null, publicId });
  });

  it('splits off the transformation segment', () => {
    expect(parseImagePath(`w_400,f_auto/${publicId}`)).toEqual({
      transform: { width: 400, format: 'auto' },
      publicId,
    });
  });

  it('decodes percent-encoding before checking', () => {
    expect(parseImagePath('w_400%2Cq_50/content/hero.jpg')).toEqual({
      transform: { width: 400, quality: 50 },
      publicId: 'content/hero.jpg',
    });
  });

  it.each([
    ['', 'The image public id is missing'],
    ['w_400/', 'The image public id is missing'],
    ['Products/X.png', 'An image public id holds lower-case letters, digits, -, _, . and /'],
    ['products//x.png', 'An image public id holds lower-case letters, digits, -, _, . and /'],
    ['products/../secrets.png', 'An image public id has no . or .. segments'],
    ['w_400/../x.png', 'An image public id has no . or .. segments'],
    ['%E0%A4%A', 'The image path is not valid'],
    ['zz_1/products/x.png', 'Unknown image parameter zz_'],
    [`${'a'.repeat(301)}`, 'The image public id is too long'],
  ])('rejects "%s"', (path, message) => {
    expect(() => parseImagePath(path)).toThrow(new ImageRequestError(message));
  });
});

describe('output formats', () => {
  it('negotiates f_auto by the Accept header: AVIF, then WebP, then JPEG', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,*/*;q=0.8')).toBe('avif');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('image/avif;q=0, image/webp')).toBe('webp');
    expect(negotiateFormat('*/*')).toBe('jpeg');
    expect(negotiateFormat(undefined)).toBe('jpeg');
  });

  it('uses the public id extension without f_, and png for unknown extensions', () => {
    expect(formatOfPublicId('a/b.png')).toBe('png');
    expect(formatOfPublicId('a/b.jpg')).toBe('jpeg');
    expect(formatOfPublicId('a/b.webp')).toBe('webp');
    expect(formatOfPublicId('a/b.svg')).toBe('png');
    expect(formatOfPublicId('a.b/c')).toBe('png');
    expect(resolveFormat({ transform: { format: 'auto' }, publicId: 'a.png' }, 'image/webp')).toBe(
      'webp',
    );
    expect(resolveFormat({ transform: { format: 'jpeg' }, publicId: 'a.png' }, 'image/avif')).toBe(
      'jpeg',
    );
    expect(resolveFormat({ transform: null, publicId: 'a.jpg' }, 'image/avif')).toBe('jpeg');
  });

  it('keys transformations independently of order, and ignores dpr and format', () => {
    expect(canonicalTransform(parseTransform('q_50,w_800,dpr_2.0,f_auto'))).toBe(
      canonicalTransform(parseTransform('w_800,q_50')),
    );
    expect(canonicalTransform(parseTransform('w_800'))).not.toBe(
      canonicalTransform(parseTransform('w_801')),
    );
    expect(canonicalTransform(null)).toBe('');
  });

  it('sends the DPR with one decimal at least', () => {
    expect(formatDpr(2)).toBe('2.0');
    expect(formatDpr(1.5)).toBe('1.5');
  });
});
