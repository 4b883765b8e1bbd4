import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { drawnImage, isDrawnImage, productArtwork } from '#demo/images/drawn.ts';
import type { Executor } from '../db/client.ts';
import { hashOf, type SourceProvider, saveSvgSource, stemOf } from '../images/sources.ts';
import { getCatalogueModel } from './model.ts';

/*
 * Product and content images are drawn from the catalogue and a key (demo/images/drawn.ts):
 * `products/{brand}/{productId}/{colour}-{view}.png` (the product on a studio sweep) and
 * `content/{brand}/{key}[/{productId}-{colour}].jpg` (a landscape, a product in it). They
 * are generated into the images folder by `npm run images:generate`, and on demand by the
 * image route when a file is missing (a fresh instance, a wiped folder), so every instance
 * can serve every product.
 */

/** Drawn sources carry this mark, so a new drawing may replace them (files placed by hand stay). */
const DRAWN_MARK = 'data-drawn="cairn"';

function marked(svg: string): string {
  const xmlns = 'xmlns="http://www.w3.org/2000/svg"';
  return svg.replace(xmlns, `${xmlns} ${DRAWN_MARK}`);
}

/** The image route's generator for drawn public ids (products, content); saves what it draws. */
export function catalogueArtwork(root: string): SourceProvider {
  return async (publicId, deps) => {
    if (!isDrawnImage(publicId)) return null;
    const { products } = await getCatalogueModel(deps.db);
    const drawn = drawnImage(publicId, (id) => products.get(id));
    if (!drawn) return null;
    const svg = marked(drawn);
    // A failed write only means drawing it again next time.
    await saveSvgSource(root, publicId, svg).catch(() => undefined);
    return { data: Buffer.from(svg), type: 'svg', version: hashOf(svg) };
  };
}

/**
 * Draw every product image missing from the images folder, or drawn there by an older
 * version of the artwork; returns how many were written.
 */
export async function writeCatalogueArtwork(db: Executor, root: string): Promise<number> {
  const model = await getCatalogueModel(db);
  let written = 0;
  // Every product, the gifts with purchase too (model.productList leaves them out).
  for (const product of model.products.values()) {
    for (const color of product.colors) {
      for (const [index, publicId] of color.images.entries()) {
        const file = path.join(root, `${stemOf(publicId)}.svg`);
        const drawn = productArtwork(product, color.code, index === 1 ? 2 : 1);
        if (!drawn) continue;
        const svg = marked(drawn);
        const existing = await readFile(file, 'utf8').catch(() => null);
        if (existing !== null && (existing === svg || !existing.includes(DRAWN_MARK))) continue;
        await saveSvgSource(root, publicId, svg);
        written += 1;
      }
    }
  }
  return written;
}
