import type {
  FavoriteItemType,
  SavedForLaterItem,
  WishlistProduct,
} from '#api/contract/wishlists.ts';
import type { CatalogueModel } from '../catalogue/model.ts';
import type { Site } from '../catalogue/site.ts';

/*
 * The favorites and saved-for-later rules the service (its list rows) and the MSW handlers
 * (the shopper's lists in memory) share: what may be a favorite, and how a saved item shows.
 * What a line shows of its product is commerce/cart/view.ts `listProduct`.
 */

export type FavoriteRefusal = { errorId: 'PLP400'; message: string; details?: undefined };

/** Spec §4: PLP400 for a favorite the catalogue does not hold (a variant's sku, a product's id). */
export function favoriteRefusal(
  model: Pick<CatalogueModel, 'variants' | 'products'>,
  item: { id: string; itemType: FavoriteItemType },
): FavoriteRefusal | null {
  const known =
    item.itemType === 'variant' ? model.variants.has(item.id) : model.products.has(item.id);
  if (known) return null;
  return { errorId: 'PLP400', message: `No ${item.itemType} ${item.id} in the catalogue` };
}

/**
 * A saved-for-later item as the list answers it: its product's page (a search for the sku
 * when the catalogue no longer holds it, which is then not available).
 */
export function savedItemView(
  item: { itemId: string; sku: string; qty: number; addedAt: string },
  product: WishlistProduct | null,
  site: Pick<Site, 'locale'>,
): SavedForLaterItem {
  return {
    itemId: item.itemId,
    productId: item.sku,
    pageUrl: product?.pdpUrl ?? `/${site.locale}/search?q=${item.sku}`,
    available: product?.available ?? false,
    qty: item.qty,
    addedAt: item.addedAt,
    product,
  };
}
