import { and, eq, ne } from 'drizzle-orm';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, shade, silhouette } from '#api/images/artwork.ts';
import { artworkKindOf } from '#api/images/drawn.ts';
import { getCatalogueModel } from '../catalogue/model.ts';
import { ugcMedia, ugcMediaStreams, ugcStreams } from '../db/schema/ugc.ts';
import { hashOf, type SourceProvider } from '../images/sources.ts';

/*
 * The pixels of shopper photos for the image route (server/images): an upload's own bytes,
 * or, for a seeded photo, a scene drawn from its media id (sky, ridges, the product it shows
 * in its colours). Nothing is committed nor downloaded; the same id draws the same bytes.
 */

const UGC_IMAGE = /^ugc\/(ridgeline|tread)\/([a-z0-9-]{1,64})\.[a-z]+$/;

const skies = [
  ['#8fb8de', '#e8f1f8'],
  ['#f2a65a', '#fde2c0'],
  ['#6c8ea4', '#c9d8e2'],
  ['#b7a4d6', '#f1e8f7'],
] as const;

function numberOf(seed: string, salt: string, modulo: number): number {
  return Number.parseInt(hashOf(`${seed}:${salt}`).slice(0, 8), 16) % modulo;
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
  const [top, bottom] = skies[numberOf(mediaId, 'sky', skies.length)] ?? skies[0];
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

/** The image route's provider for `ugc/{customerId}/{mediaId}.{ext}` (hidden photos: none). */
export function ugcImages(): SourceProvider {
  return async (publicId, deps) => {
    const match = UGC_IMAGE.exec(publicId);
    if (!match) return null;
    const [, customerId = '', mediaId = ''] = match;
    const [row] = await deps.db
      .select({ data: ugcMedia.data })
      .from(ugcMedia)
      .where(
        and(
          eq(ugcMedia.id, mediaId),
          eq(ugcMedia.customerId, customerId),
          ne(ugcMedia.status, 'hidden'),
        ),
      )
      .limit(1);
    if (!row) return null;
    if (row.data) return { data: row.data, type: 'raster', version: hashOf(row.data) };
    const [stream] = await deps.db
      .select({ tag: ugcStreams.tag })
      .from(ugcMediaStreams)
      .innerJoin(ugcStreams, eq(ugcStreams.id, ugcMediaStreams.streamId))
      .where(eq(ugcMediaStreams.mediaId, mediaId))
      .orderBy(ugcStreams.id)
      .limit(1);
    const product = stream && (await getCatalogueModel(deps.db)).products.get(stream.tag);
    const color = product?.colors[0];
    const svg = renderUgcScene(
      mediaId,
      product && color
        ? {
            brand: product.brand,
            kind: artworkKindOf(product.productType, product.categoryId),
            main: color.swatch,
            accent: color.accent,
          }
        : null,
    );
    return { data: Buffer.from(svg), type: 'svg', version: hashOf(svg) };
  };
}
