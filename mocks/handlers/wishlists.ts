import { delay, type HttpHandler } from 'msw';
import type { SiteLocale } from '#api/contract/common.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import type { Favorites } from '#api/contract/wishlists.ts';
import * as routes from '#api/contract/wishlists.ts';
import { listEntryOf } from '#commerce/cart/view.ts';
import { favoriteRefusal } from '#commerce/wishlists/lists.ts';
import { siteContext } from '#demo/catalogue/views.ts';
import { listProduct, mockId, savedForLaterAnswer } from './cart.ts';
import {
  assertAllowed,
  MockApiError,
  type MockResolver,
  type MockRoute,
  mockRoute,
} from './http.ts';
import { mockModel } from './products.ts';

/*
 * MSW handlers of spec §7 Wishlists, answering from the demo catalogue by the service's
 * rules (an id again sets its qty, PLP400 for unknown products and lines, a share token
 * that reads the list). The browser shopper owns the one favorites list; the
 * saved-for-later list is the cart handlers' (mocks/handlers/cart.ts).
 */

interface MockFavorite {
  itemId: string;
  id: string;
  itemType: 'product' | 'variant';
  qty: number;
  addedAt: string;
}

let favorites: {
  id: string | null;
  shareToken: string | null;
  sharedAt: string | null;
  items: MockFavorite[];
} = fresh();

function fresh() {
  return { id: null, shareToken: null, sharedAt: null, items: [] as MockFavorite[] };
}

export function resetWishlistMocks(): void {
  favorites = fresh();
}

/** A share token for stories: 32 URL-safe characters. */
export const MOCK_SHARE_TOKEN = 'mock-share-token-0123456789abcdef';

function page(locale: SiteLocale | undefined, start: number, count: number): Favorites {
  const site = siteContext(locale);
  const model = mockModel();
  const ordered = [...favorites.items].reverse();
  return {
    favoriteId: favorites.id,
    total: favorites.items.length,
    items: ordered.slice(start, start + count).map((item) => {
      const match = listEntryOf(model, item.id);
      return {
        id: item.id,
        itemId: item.itemId,
        itemType: item.itemType,
        qty: item.qty,
        addedAt: item.addedAt,
        product: match ? listProduct(match.product, match.sku, site) : null,
      };
    }),
  };
}

function ownList(favoriteId: string) {
  if (favorites.id !== favoriteId)
    throw new MockApiError('PLP400', `No favorites list ${favoriteId}`);
}

export const wishlistResolvers = {
  favorites: (({ query }) => page(query.locale, query.start, query.count)) satisfies MockResolver<
    typeof routes.getFavorites
  >,
};

export const wishlistHandlers = {
  getFavorites: mockRoute(routes.getFavorites, wishlistResolvers.favorites),
  addFavorite: mockRoute(routes.addFavorite, ({ body, query }) => {
    assertAllowed(favoriteRefusal(mockModel(), body));
    if (body.favoriteId) ownList(body.favoriteId);
    favorites.id ??= mockId('favorites');
    const existing = favorites.items.find((item) => item.id === body.id);
    if (existing) {
      existing.qty = body.qty;
      existing.itemType = body.itemType;
    } else {
      favorites.items.push({
        itemId: mockId('favorite'),
        id: body.id,
        itemType: body.itemType,
        qty: body.qty,
        addedAt: new Date().toISOString(),
      });
    }
    return page(query.locale, query.start, query.count);
  }),
  getSharedFavorites: mockRoute(routes.getSharedFavorites, ({ params, query }) => {
    // The browser shopper owns the one list, so it always reads it as its owner (like the
    // service); `wishlistStates.sharedWithMe` shows a list someone else shared.
    if (favorites.id !== params.favoriteId)
      throw new MockApiError('API404', 'No shared list for this link');
    return {
      ...page(query.locale, query.start, query.count),
      favoriteId: params.favoriteId,
      isOwner: true,
    };
  }),
  shareFavorites: mockRoute(routes.shareFavorites, ({ params }) => {
    ownList(params.favoriteId);
    favorites.shareToken ??= MOCK_SHARE_TOKEN;
    favorites.sharedAt ??= new Date().toISOString();
    return {
      favoriteId: params.favoriteId,
      shareToken: favorites.shareToken,
      sharedAt: favorites.sharedAt,
    };
  }),
  removeFavorite: mockRoute(routes.removeFavorite, ({ params, query }) => {
    ownList(params.favoriteId);
    const item = favorites.items.find((candidate) => candidate.itemId === params.itemId);
    if (!item) throw new MockApiError('PLP400', `No item ${params.itemId} in the list`);
    favorites.items = favorites.items.filter((candidate) => candidate !== item);
    return page(query.locale, query.start, query.count);
  }),
  getSaveForLater: mockRoute(routes.getSaveForLater, ({ query }) =>
    savedForLaterAnswer(query.locale, query.start, query.count),
  ),
} satisfies Record<string, MockRoute<AnyRoute>>;

/** States stories and tests ask for by name. */
export const wishlistStates = {
  /** No favorites yet. */
  empty: (): HttpHandler =>
    wishlistHandlers.getFavorites.reply({ favoriteId: null, items: [], total: 0 }),
  /** Favorites arrive late. */
  slow: (ms = 1500): HttpHandler =>
    wishlistHandlers.getFavorites.with(async (request) => {
      await delay(ms);
      return wishlistResolvers.favorites(request);
    }),
  /** Spec §8 PLP400 on add: the product is no longer listed. */
  productNotFound: (): HttpHandler => wishlistHandlers.addFavorite.error('PLP400'),
  /** Spec §8 INVALID_CUSTOMER: the list belongs to someone else. */
  invalidCustomer: (): HttpHandler[] => [
    wishlistHandlers.addFavorite.error('AUT498'),
    wishlistHandlers.removeFavorite.error('AUT498'),
  ],
  /** Someone else's shared list, read through its link. */
  sharedWithMe: (): HttpHandler =>
    wishlistHandlers.getSharedFavorites.with(({ params, query }) => {
      if (query.token !== MOCK_SHARE_TOKEN)
        throw new MockApiError('API404', 'No shared list for this link');
      const site = siteContext(query.locale);
      const products = mockModel().productList.slice(0, 3);
      return {
        favoriteId: params.favoriteId,
        isOwner: false,
        total: products.length,
        items: products.map((product, index) => ({
          id: product.id,
          itemId: `mock-shared-${index + 1}`,
          itemType: 'product' as const,
          qty: 1,
          addedAt: '2026-11-01T12:00:00.000Z',
          product: listProduct(product, null, site),
        })),
      };
    }),
  /** A shared link that no longer works. */
  shareNotFound: (): HttpHandler => wishlistHandlers.getSharedFavorites.error('API404'),
};

/** The happy path of every Wishlists call. */
export const wishlistHappyPath: HttpHandler[] = Object.values(wishlistHandlers).map((handler) =>
  handler.ok(),
);
