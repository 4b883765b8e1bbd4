import { access } from 'node:fs/promises';
import path from 'node:path';
import type { ProductModel } from '#api/catalogue/model.ts';
import type { ProductType } from '#api/contract/products.ts';
import type { Executor } from '../db/client.ts';
import { type ArtworkKind, renderArtwork } from '../images/artwork.ts';
import { hashOf, type SourceProvider, saveSvgSource, stemOf } from '../images/sources.ts';
import { getCatalogueModel } from './model.ts';

/*
 * Product images are artwork drawn from the catalogue itself (type, colourway, brand):
 * `products/{brand}/{productId}/{colour}-{view}.png`. They are generated into the images
 * folder by `npm run images:generate`, and on demand by the image route when a file is
 * missing (a fresh instance, a wiped folder), so every instance can serve every product.
 */

const PRODUCT_IMAGE =
  /^products\/(ridgeline|tread)\/([a-z0-9]{8,11})\/([a-z0-9-]+)-([12])\.[a-z]+$/;

/** Which silhouette a product gets: its type, refined by its sub-category. */
export function artworkKindOf(productType: ProductType, categoryId: string): ArtworkKind {
  const leaf = categoryId.slice(-2);
  switch (productType) {
    case 'jacket':
      return leaf === '20' ? 'puffer' : leaf === '30' ? 'softshell' : 'shell';
    case 'fleece':
      return 'fleece';
    case 'baseLayer':
      return leaf === '20' ? 'tights' : 'top';
    case 'pants':
      return 'pants';
    case 'boots':
      return 'boot';
    case 'trailShoes':
      return 'shoe';
    case 'sandals':
      return 'sandal';
    case 'pack':
      return 'pack';
    case 'accessory':
      return leaf === '20' ? 'gloves' : leaf === '30' ? 'socks' : 'beanie';
    case 'giftCard':
      return 'giftCard';
  }
}

function artworkOf(product: ProductModel, colorCode: string, view: 1 | 2): string | null {
  const color = product.colors.find((candidate) => candidate.code === colorCode);
  if (!color) return null;
  return renderArtwork({
    brand: product.brand,
    kind: artworkKindOf(product.productType, product.categoryId),
    main: color.swatch,
    accent: color.accent,
    view,
  });
}

/** The image route's generator for product public ids; saves what it draws. */
export function catalogueArtwork(root: string): SourceProvider {
  return async (publicId, deps) => {
    const match = PRODUCT_IMAGE.exec(publicId);
    if (!match) return null;
    const [, brand, id = '', colorCode = '', view] = match;
    const product = (await getCatalogueModel(deps.db)).products.get(id.toUpperCase());
    if (!product || product.brand !== brand) return null;
    const svg = artworkOf(product, colorCode, view === '2' ? 2 : 1);
    if (!svg) return null;
    // A failed write only means drawing it again next time.
    await saveSvgSource(root, publicId, svg).catch(() => undefined);
    return { data: Buffer.from(svg), type: 'svg', version: hashOf(svg) };
  };
}

/** Draw every product image missing from the images folder; returns how many were written. */
export async function writeCatalogueArtwork(db: Executor, root: string): Promise<number> {
  const model = await getCatalogueModel(db);
  let written = 0;
  // Every product, the gifts with purchase too (model.productList leaves them out).
  for (const product of model.products.values()) {
    for (const color of product.colors) {
      for (const [index, publicId] of color.images.entries()) {
        const file = path.join(root, `${stemOf(publicId)}.svg`);
        const exists = await access(file).then(
          () => true,
          () => false,
        );
        if (exists) continue;
        const svg = artworkOf(product, color.code, index === 1 ? 2 : 1);
        if (!svg) continue;
        await saveSvgSource(root, publicId, svg);
        written += 1;
      }
    }
  }
  return written;
}
