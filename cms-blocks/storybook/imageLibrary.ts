import type { ImageLibrary } from './argTypesFromSchema.ts';

/*
 * The pictures an author picks from in Controls instead of typing a URL: a library of
 * image-service URLs (the demo assets, cms-blocks/storybook/test/demoImages.ts) named so
 * an author can read them.
 */

const UPLOAD = '/api/images/upload/';

/** A product id of the demo catalogue in a public id: `rdgfl1004` → `RDGFL1004`. */
const PRODUCT_ID = /^[a-z]{5}\d{4,6}$/;

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * A picture's name from its URL: `/api/images/upload/content/ridgeline/category-1000/rdgfl1004-ocean.jpg`
 * → `Ridgeline · category 1000 · RDGFL1004 ocean`; a product shot says so.
 */
export function imageLabel(url: string): string {
  const publicId = url.includes(UPLOAD) ? url.slice(url.indexOf(UPLOAD) + UPLOAD.length) : url;
  const [kind, brand, ...rest] = publicId.replace(/\.[a-z0-9]+$/i, '').split('/');
  if ((kind !== 'content' && kind !== 'products') || !brand || rest.length === 0) return publicId;
  const parts = rest.map((part) =>
    part
      .split('-')
      .map((word) => (PRODUCT_ID.test(word) ? word.toUpperCase() : word))
      .join(' '),
  );
  return [capitalised(brand), ...(kind === 'products' ? ['product'] : []), ...parts].join(' · ');
}

/** A library of these URLs, in their order, once each, with their names. */
export function imageLibrary(urls: Iterable<string>): ImageLibrary {
  const unique = [...new Set(urls)];
  return {
    urls: unique,
    labels: Object.fromEntries(unique.map((url) => [url, imageLabel(url)])),
  };
}
