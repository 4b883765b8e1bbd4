import { ARTWORK_HEIGHT, ARTWORK_WIDTH, shade, silhouette } from './artwork.ts';
import { artworkKindOf } from './drawn.ts';
import { seedOf } from './random.ts';

/*
 * A seeded shopper photo: sky, ridges and the product it shows in its colours, drawn from
 * the photo's media id (the same id, the same picture). The service's image route serves it
 * for seeded photos (server/ugc/artwork.ts); Storybook's image stand-in draws the same.
 */

/** `ugc/{customerId}/{mediaId}.{ext}`: a shopper photo's public id. */
export const UGC_IMAGE = /^ugc\/(ridgeline|tread)\/([a-z0-9-]{1,64})\.[a-z]+$/;

/** The skies a photo may have, by what they look like (captions say which). */
export const ugcSkies = {
  blue: ['#8fb8de', '#e8f1f8'],
  golden: ['#f2a65a', '#fde2c0'],
  hazy: ['#6c8ea4', '#c9d8e2'],
  lilac: ['#b7a4d6', '#f1e8f7'],
} as const;
export type UgcSky = keyof typeof ugcSkies;
const skyNames = Object.keys(ugcSkies) as UgcSky[];

function numberOf(seed: string, salt: string, modulo: number): number {
  return seedOf(`${seed}:${salt}`) % modulo;
}

/**
 * The sky of a photo's scene (a clear blue day, golden low sun, a hazy grey-blue day, a
 * lilac evening): every scene also has a pale sun, two green ridges and the product in
 * front; no rain, snow, cloud, water or tent, so a caption may not speak of them.
 */
export function ugcSkyOf(mediaId: string): UgcSky {
  return skyNames[numberOf(mediaId, 'sky', skyNames.length)] ?? 'blue';
}

function ridge(seed: string, salt: string, base: number, height: number, fill: string): string {
  const points = [`0,800`];
  for (let x = 0; x <= 800; x += 100) {
    points.push(`${x},${base - numberOf(seed, `${salt}${x}`, height)}`);
  }
  points.push('800,800');
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

export interface SceneProduct {
  brand: 'ridgeline' | 'tread';
  kind: ReturnType<typeof artworkKindOf>;
  main: string;
  accent: string;
}

/** A square 800 px "photo": a landscape, and the product in front when there is one. */
export function renderUgcScene(mediaId: string, product: SceneProduct | null): string {
  const [top, bottom] = ugcSkies[ugcSkyOf(mediaId)];
  const land = shade('#5d7a5a', (numberOf(mediaId, 'land', 40) - 20) / 100);
  const scale = 0.62;
  const subject = product
    ? `<g transform="translate(${(800 - ARTWORK_WIDTH * scale) / 2} ${800 - ARTWORK_HEIGHT * scale - 20}) scale(${scale})">${silhouette({ ...product, view: 1 })}</g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="800" height="800" fill="url(#sky)"/>
  <circle cx="${120 + numberOf(mediaId, 'sun', 560)}" cy="150" r="48" fill="#fff6d5" opacity="0.9"/>
  ${ridge(mediaId, 'far', 430, 180, shade(land, 0.45))}
  ${ridge(mediaId, 'near', 600, 140, land)}
  ${subject}
</svg>
`;
}

/** The product a photo shows, as its scene draws it (in its first colour); null: none. */
export function sceneProductOf(
  product:
    | {
        brand: SceneProduct['brand'];
        productType: Parameters<typeof artworkKindOf>[0];
        categoryId: string;
        colors: readonly { swatch: string; accent: string }[];
      }
    | undefined,
): SceneProduct | null {
  const color = product?.colors[0];
  if (!product || !color) return null;
  return {
    brand: product.brand,
    kind: artworkKindOf(product.productType, product.categoryId),
    main: color.swatch,
    accent: color.accent,
  };
}
