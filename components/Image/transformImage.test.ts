import { describe, expect, it } from 'vitest';
import { isTransformable, transformImage } from './transformImage.ts';

const segment = (w: number, h: number, crop = 'fill') =>
  `w_${w},h_${h},c_${crop},e_sharpen:60,q_50,f_auto,dpr_2.0`;
const id = 'products/ridgeline/RDGJK1001/forest-1.png';

describe('transformImage', () => {
  it.each<[string, string, { width: number; height: number; crop?: 'fill' | 'fit' }, string]>([
    [
      'a relative asset URL: doubled box, sharpen 60, quality 50, format auto, dpr 2.0',
      `/api/images/upload/${id}`,
      { width: 400, height: 500 },
      `/api/images/upload/${segment(800, 1000)}/${id}`,
    ],
    [
      'an absolute asset URL keeps its origin',
      `https://cdn.cairn.example/api/images/upload/${id}`,
      { width: 400, height: 500 },
      `https://cdn.cairn.example/api/images/upload/${segment(800, 1000)}/${id}`,
    ],
    [
      'an http origin with a port',
      `http://localhost:3000/api/images/upload/${id}`,
      { width: 10, height: 10 },
      `http://localhost:3000/api/images/upload/${segment(20, 20)}/${id}`,
    ],
    [
      'a protocol-relative URL',
      `//cdn.cairn.example/api/images/upload/${id}`,
      { width: 10, height: 10 },
      `//cdn.cairn.example/api/images/upload/${segment(20, 20)}/${id}`,
    ],
    [
      'fit instead of fill',
      `/api/images/upload/${id}`,
      { width: 300, height: 200, crop: 'fit' },
      `/api/images/upload/${segment(600, 400, 'fit')}/${id}`,
    ],
    [
      'fractional boxes round to whole pixels',
      '/api/images/upload/content/hero.jpg',
      { width: 187.5, height: 100.26 },
      `/api/images/upload/${segment(375, 201)}/content/hero.jpg`,
    ],
    [
      'surrounding whitespace is trimmed',
      `  /api/images/upload/${id} `,
      { width: 1, height: 1 },
      `/api/images/upload/${segment(2, 2)}/${id}`,
    ],
    [
      'upper-case letters in the public id (product ids)',
      '/api/images/upload/Products/TRDBT2002/Side.PNG',
      { width: 50, height: 50 },
      `/api/images/upload/${segment(100, 100)}/Products/TRDBT2002/Side.PNG`,
    ],
    [
      'a folder with an underscore is a public id, not a transformation',
      '/api/images/upload/summer_sale/hero_1.jpg',
      { width: 50, height: 50 },
      `/api/images/upload/${segment(100, 100)}/summer_sale/hero_1.jpg`,
    ],
  ])('%s', (_, url, box, expected) => {
    expect(transformImage(url, box)).toBe(expected);
  });

  it.each([
    ['already transformed', `/api/images/upload/${segment(800, 1000)}/${id}`],
    ['already transformed with other values', `/api/images/upload/w_100,q_80/${id}`],
    ['already transformed, absolute', `https://x.example/api/images/upload/f_png/${id}`],
    ['another host path', 'https://images.example.com/products/jacket.png'],
    ['another local path', '/assets/logo.svg'],
    ['a data URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a blob URL', 'blob:https://cairn.example/5b8c'],
    ['spaces in the public id', '/api/images/upload/products/my jacket.png'],
    ['a query string', `/api/images/upload/${id}?v=2`],
    ['a fragment', `/api/images/upload/${id}#x`],
    ['no public id', '/api/images/upload/'],
    ['a path traversal', '/api/images/upload/products/../secrets.png'],
    ['an ftp URL', `ftp://cdn.example/api/images/upload/${id}`],
    ['text that is no URL', 'not a url'],
  ])('leaves %s unchanged', (_, url) => {
    expect(transformImage(url, { width: 400, height: 500 })).toBe(url);
  });

  it.each<[string, string | null | undefined]>([
    ['empty', ''],
    ['whitespace', '   \n\t'],
    ['null', null],
    ['undefined', undefined],
  ])('gives an empty string for an %s URL', (_, url) => {
    expect(transformImage(url, { width: 400, height: 500 })).toBe('');
  });

  it.each([
    ['NaN width', { width: Number.NaN, height: 500 }],
    ['zero width', { width: 0, height: 500 }],
    ['negative height', { width: 400, height: -1 }],
    ['infinite height', { width: 400, height: Number.POSITIVE_INFINITY }],
    ['a string width', { width: '400' as unknown as number, height: 500 }],
  ])('gives an empty string on an error: %s', (_, box) => {
    expect(transformImage(`/api/images/upload/${id}`, box)).toBe('');
  });

  it.each([
    ['a malformed host', `https://exa mple.com/api/images/upload/${id}`],
    ['a bad IPv6 host', `https://[::1/api/images/upload/${id}`],
    ['a port out of range', `https://cdn.example:99999/api/images/upload/${id}`],
  ])('gives an empty string for a malformed absolute URL: %s', (_, url) => {
    expect(transformImage(url, { width: 400, height: 500 })).toBe('');
  });
});

describe('isTransformable', () => {
  it.each([
    [`/api/images/upload/${id}`, true],
    [`/api/images/upload/${segment(2, 2)}/${id}`, false],
    ['https://images.example.com/a.png', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isTransformable(url)).toBe(expected);
  });
});
