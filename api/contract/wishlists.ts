import { z } from 'zod';
import { currency, localeQuery, money, opaqueId, pageQuery, productId } from './common.ts';
import { productImage } from './products.ts';
import { defineRoute } from './route.ts';

/*
 * Wishlists (spec §7): favorites and the saved-for-later list. Each owner (a guest token or a
 * signed-in consumer) has at most one of each, created on the first add; on sign-in the
 * guest's lists are handed over to the account (spec §4).
 *
 * Favorites hold products (`itemType: 'product'`, `id` = the product id, spec §2 shape) or
 * one variant of a product (`itemType: 'variant'`, `id` = the sku's id). Adding an `id` that
 * is already in the list sets its quantity instead of adding a second line. An unknown
 * product answers `PLP400`; a list of another owner answers `AUT498`.
 *
 * Sharing: `POST …/favorites/{favoriteId}/share` (owner only) gives a share token; anyone
 * holding it reads the list with `GET …/favorites/{favoriteId}/share?token=…`. The owner may
 * read it without a token. A wrong token answers 404 `API404` (nothing reveals whether the
 * list exists).
 */

/** A master product id or a variant's sku: both are product ids (spec §2, `products.ts`). */
export const itemRef = productId;

export const favoriteItemTypes = ['product', 'variant'] as const;
export const favoriteItemType = z.enum(favoriteItemTypes);
export type FavoriteItemType = z.infer<typeof favoriteItemType>;

/** Quantity a favorite or saved item can hold (a list is not a cart: no stock check). */
export const MAX_LIST_QTY = 999;

/** What a list shows of the product, read from the catalogue when the list is read. */
export const wishlistProduct = z.object({
  masterId: z.string(),
  name: z.string(),
  /** Storefront path of the product page: `/{locale}/p/{slug}-{productId}`. */
  pdpUrl: z.string(),
  image: productImage.nullable(),
  /** Current and original price in the site's currency; null when the product has none. */
  price: z.object({ current: money, original: money, currency }).nullable(),
  /** Whether it can be bought now (in stock, priced). */
  available: z.boolean(),
});
export type WishlistProduct = z.infer<typeof wishlistProduct>;

/** Spec §3 Favorites item (id, itemId) with what the favorites page shows. */
export const favoriteItem = z.object({
  /** The product or sku id the shopper favorited. */
  id: itemRef,
  /** The line's own id: what DELETE …/items/{itemId} takes. */
  itemId: opaqueId,
  itemType: favoriteItemType,
  qty: z.number().int().min(1).max(MAX_LIST_QTY),
  addedAt: z.iso.datetime({ offset: true }),
  product: wishlistProduct.nullable(),
});
export type FavoriteItem = z.infer<typeof favoriteItem>;

/** Spec §3 Favorites: favoriteId, items, total (all items; `items` is one page). */
export const favorites = z.object({
  /** null until the owner adds a first favorite. */
  favoriteId: opaqueId.nullable(),
  items: z.array(favoriteItem),
  total: z.number().int().min(0),
});
export type Favorites = z.infer<typeof favorites>;

/** Spec §3 Saved-for-later item (itemId, productId, pageUrl, available, qty) and display data. */
export const savedForLaterItem = z.object({
  itemId: opaqueId,
  /** The sku the item was saved with (as in the cart line it came from). */
  productId: itemRef,
  /** Storefront path of the product page. */
  pageUrl: z.string(),
  available: z.boolean(),
  qty: z.number().int().min(1).max(MAX_LIST_QTY),
  addedAt: z.iso.datetime({ offset: true }),
  product: wishlistProduct.nullable(),
});
export type SavedForLaterItem = z.infer<typeof savedForLaterItem>;

/** Spec §3 Saved-for-later: saveForLaterId, items; total counts all items. */
export const savedForLater = z.object({
  saveForLaterId: opaqueId.nullable(),
  items: z.array(savedForLaterItem),
  total: z.number().int().min(0),
});
export type SavedForLater = z.infer<typeof savedForLater>;

export const wishlistQuery = localeQuery.extend(pageQuery.shape);

export const addFavoriteBody = z.object({
  id: itemRef,
  qty: z.number().int().min(1).max(MAX_LIST_QTY).default(1),
  itemType: favoriteItemType.default('product'),
  /** The list to add to; omitted = the owner's list (created if needed). */
  favoriteId: opaqueId.optional(),
});
export type AddFavoriteBody = z.input<typeof addFavoriteBody>;

export const favoritesShare = z.object({
  favoriteId: opaqueId,
  shareToken: z.string(),
  sharedAt: z.iso.datetime({ offset: true }),
});
export type FavoritesShare = z.infer<typeof favoritesShare>;

export const sharedFavorites = favorites.extend({
  favoriteId: opaqueId,
  /** Whether the reader is the list's owner. */
  isOwner: z.boolean(),
});
export type SharedFavorites = z.infer<typeof sharedFavorites>;

/** A share token: 32 URL-safe characters or more. */
export const favoritesShareToken = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

export const getFavorites = defineRoute({
  name: 'getFavorites',
  method: 'GET',
  path: '/wishlists/v2/favorites',
  query: wishlistQuery,
  response: favorites,
  auth: 'guest',
  description: "The requester's favorites, newest first, one page (`start`, `count`).",
});

export const addFavorite = defineRoute({
  name: 'addFavorite',
  method: 'POST',
  path: '/wishlists/v2/favorites',
  query: wishlistQuery,
  body: addFavoriteBody,
  response: favorites,
  auth: 'guest',
  errors: ['PLP400', 'AUT498'],
  description: 'Adds (or sets the qty of) a favorite; answers the first page of the list.',
});

export const getSharedFavorites = defineRoute({
  name: 'getSharedFavorites',
  method: 'GET',
  path: '/wishlists/v2/favorites/:favoriteId/share',
  params: z.object({ favoriteId: opaqueId }),
  query: wishlistQuery.extend({ token: favoritesShareToken.optional() }),
  response: sharedFavorites,
  auth: 'none',
  errors: ['API404'],
});

export const shareFavorites = defineRoute({
  name: 'shareFavorites',
  method: 'POST',
  path: '/wishlists/v2/favorites/:favoriteId/share',
  params: z.object({ favoriteId: opaqueId }),
  query: localeQuery,
  response: favoritesShare,
  auth: 'guest',
  errors: ['AUT498', 'API404'],
  description: 'Gives the share token of the list (the same one on every call).',
});

export const removeFavorite = defineRoute({
  name: 'removeFavorite',
  method: 'DELETE',
  path: '/wishlists/v2/favorites/:favoriteId/items/:itemId',
  params: z.object({ favoriteId: opaqueId, itemId: opaqueId }),
  query: wishlistQuery,
  response: favorites,
  auth: 'guest',
  errors: ['AUT498', 'PLP400'],
  description: 'Removes a line; an item not in the list answers PLP400.',
});

export const getSaveForLater = defineRoute({
  name: 'getSaveForLater',
  method: 'GET',
  path: '/wishlists/v2/saveForLater',
  query: wishlistQuery,
  response: savedForLater,
  auth: 'guest',
  description: "The requester's saved-for-later list, newest first, one page.",
});

export const wishlistRoutes = {
  getFavorites,
  addFavorite,
  getSharedFavorites,
  shareFavorites,
  removeFavorite,
  getSaveForLater,
};
