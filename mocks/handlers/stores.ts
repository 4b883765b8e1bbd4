import type { HttpHandler } from 'msw';
import type { AnyRoute } from '#api/contract/route.ts';
import { searchCollectionPoints, searchStores } from '#api/contract/stores.ts';
import {
  searchCollectionPoints as collectionPointsView,
  searchStores as searchStoresView,
  siteContext,
} from '#demo/catalogue/views.ts';
import { type MockResolver, type MockRoute, mockRoute } from './http.ts';
import { answer, mockCatalogue, slow } from './products.ts';

/* MSW handlers of spec §7 Stores, from the demo stores and collection points. */

const resolveStores = (({ body, query }) =>
  answer(() =>
    searchStoresView(mockCatalogue(), body, siteContext(query.locale)),
  )) satisfies MockResolver<typeof searchStores>;

export const storeHandlers = {
  searchStores: mockRoute(searchStores, resolveStores),
  searchCollectionPoints: mockRoute(searchCollectionPoints, ({ body, query }) =>
    answer(() => collectionPointsView(mockCatalogue(), body, siteContext(query.locale))),
  ),
} satisfies Record<string, MockRoute<AnyRoute>>;

export const storeStates = {
  /** Nothing near the shopper (and an unknown postal code looks the same). */
  noStoresNearby: (): HttpHandler =>
    storeHandlers.searchStores.with(({ query, body }) => ({
      origin: null,
      distanceUnit: body.unit ?? (siteContext(query.locale).country === 'US' ? 'mi' : 'km'),
      stores: [],
    })),
  noCollectionPoints: (): HttpHandler =>
    storeHandlers.searchCollectionPoints.with(({ query, body }) => ({
      origin: null,
      distanceUnit: body.unit ?? (siteContext(query.locale).country === 'US' ? 'mi' : 'km'),
      collectionPoints: [],
    })),
  slowStoreSearch: (ms = 1500): HttpHandler =>
    storeHandlers.searchStores.with(slow(resolveStores, ms)),
  /** The collection point search fails (the picker offers to try again). */
  collectionPointsFail: (): HttpHandler => storeHandlers.searchCollectionPoints.error('GEN500'),
  /** The collection point search never answers (the picker's searching state). */
  collectionPointsPending: (): HttpHandler => storeHandlers.searchCollectionPoints.loading(),
};

export const storeHappyPath: HttpHandler[] = Object.values(storeHandlers).map((handler) =>
  handler.ok(),
);
