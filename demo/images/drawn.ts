import type { ProductType } from '#api/contract/products.ts';
import type { ProductModel } from '#commerce/catalogue/model.ts';
import { type ArtworkKind, renderArtwork } from './artwork.ts';
import { renderLandscape } from './landscape.ts';

/*
 * The images we draw instead of storing, by public id (CONTRIBUTING "Images"):
 *
 *   products/{brand}/{productId}/{colour}-{1|2}.{ext}   the product on a studio sweep
 *   content/{brand}/{key}.{ext}                         a landscape
 *   content/{brand}/{key}/{productId}-{colour}.{ext}    a landscape with the product in it
 *
 * One function answers both the image route (server/images, which rasterises the SVG) and
 * the MSW handler of Storybook and the tests (which sends the SVG as it is).
 */

export const PRODUCT_IMAGE =
  /^products\/(ridgeline|tread)\/([a-z0-9]{8,11})\/([a-z0-9-]+)-([12])\.[a-z]+$/;
export const CONTENT_IMAGE =
  /^content\/(ridgeline|tread)\/([a-z0-9][a-z0-9-]{0,79})(?:\/([a-z0-9]{8,11})-([a-z0-9-]+))?\.[a-z]+$/;

/** What a drawing needs of the catalogue (the service's model, or the mocks' one). */
export type ProductLookup = (id: string) => ProductModel | undefined;

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

/** The product image of one colour and view, or null when the product has no such colour. */
export function productArtwork(product: ProductModel, colorCode: string, view: 1 | 2) {
  const color = product.colors.find((candidate) => candidate.code === colorCode);
  if (!color) return null;
  return renderArtwork({
    brand: product.brand,
    kind: artworkKindOf(product.productType, product.categoryId),
    main: color.swatch,
    accent: color.accent,
    view,
    seed: product.id,
  });
}

/** A content key as it goes into a public id: lower case, letters, digits and `-`. */
export function contentKeyOf(key: string): string {
  return (
    key
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'image'
  );
}

/** The public id of a content picture (a product standing in it when given). */
export function contentPublicId(
  brand: ProductModel['brand'],
  key: string,
  product?: { id: string; colorCode: string },
): string {
  const stem = `content/${brand}/${contentKeyOf(key)}`;
  return product ? `${stem}/${product.id.toLowerCase()}-${product.colorCode}.jpg` : `${stem}.jpg`;
}

/** Is this public id one we draw (whether or not its product exists)? */
export function isDrawnImage(publicId: string): boolean {
  return PRODUCT_IMAGE.test(publicId) || CONTENT_IMAGE.test(publicId);
}

/** The SVG source of a drawn public id, or null (not ours, unknown product or colour). */
export function drawnImage(publicId: string, findProduct: ProductLookup): string | null {
  const productMatch = PRODUCT_IMAGE.exec(publicId);
  if (productMatch) {
    const [, brand, id = '', colorCode = '', view] = productMatch;
    const product = findProduct(id.toUpperCase());
    if (!product || product.brand !== brand) return null;
    return productArtwork(product, colorCode, view === '2' ? 2 : 1);
  }
  const contentMatch = CONTENT_IMAGE.exec(publicId);
  if (!contentMatch) return null;
  const [, brand = 'ridgeline', key = '', productId, colorCode] = contentMatch;
  const site = brand === 'tread' ? 'tread' : 'ridgeline';
  if (!productId) return renderLandscape({ brand: site, key });
  const product = findProduct(productId.toUpperCase());
  const color = product?.colors.find((candidate) => candidate.code === colorCode);
  if (!product || product.brand !== site || !color) return null;
  return renderLandscape({
    brand: site,
    key,
    subject: {
      kind: artworkKindOf(product.productType, product.categoryId),
      main: color.swatch,
      accent: color.accent,
    },
  });
}
