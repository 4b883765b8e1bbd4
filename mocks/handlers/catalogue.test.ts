import { getResponse, type RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getProductDetails, getProductInventory } from '#api/contract/products.ts';
import { postProductQuestion, postReviewVote } from '#api/contract/reviews.ts';
import { type AnyRoute, buildPath } from '#api/contract/route.ts';
import {
  getAutoSuggest,
  getProductSearch,
  getWidgetRecommendations,
} from '#api/contract/search.ts';
import { searchStores } from '#api/contract/stores.ts';
import { getStoreEmployees } from '#api/contract/utilities.ts';
import { isGiftOnly } from '#commerce/cart/gifts.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { happyPathHandlers } from './index.ts';
import {
  productHandlers,
  productHappyPath,
  productStates,
  resetCatalogueMocks,
} from './products.ts';
import { storeStates } from './stores.ts';
import { utilityStates } from './utilities.ts';

/*
 * The catalogue handlers' own behaviour: states, validation, write effects. That they answer
 * like the service is proven by server/catalogue/contract.test.ts (one case table, both).
 */

async function call(
  handlers: RequestHandler[],
  route: AnyRoute,
  input: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
) {
  const search = new URLSearchParams(input.query);
  const url = `http://localhost/api${buildPath(route.path, input.params ?? {})}${search.size ? `?${search}` : ''}`;
  const response = await getResponse(
    handlers,
    new Request(url, {
      method: route.method,
      ...(input.body === undefined
        ? {}
        : { body: JSON.stringify(input.body), headers: { 'content-type': 'application/json' } }),
    }),
  );
  if (!response) throw new Error(`no handler for ${url}`);
  return { status: response.status, body: await response.json() };
}

const product = getCatalogue().products[0];
const productId = product?.id ?? '';

beforeEach(() => resetCatalogueMocks());

describe('catalogue MSW handlers', () => {
  it('are part of the global happy path', () => {
    for (const handler of productHappyPath) expect(happyPathHandlers).toContain(handler);
  });

  it('answer the demo catalogue in the asked locale', async () => {
    const { status, body } = await call(productHappyPath, getProductDetails, {
      params: { productId },
      query: { locale: 'de-de' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: productId,
      name: product?.name.de,
      price: { currency: 'EUR' },
    });
  });

  it('validate requests with the contract like the service', async () => {
    const bad = await call(productHappyPath, getProductSearch, { query: { sort: 'cheapest' } });
    expect([bad.status, bad.body.errorDetails[0].errorId]).toEqual([400, 'API400']);
    const long = await call(productHappyPath, postProductQuestion, {
      params: { productId },
      body: { text: 'x'.repeat(501), nickname: 'Sam', email: 'sam@example.com' },
    });
    expect([long.status, long.body.errorDetails[0].errorId]).toEqual([400, 'REV410']);
    const unknown = await call(productHappyPath, getAutoSuggest, { query: { query: 'x' } });
    expect(unknown.status).toBe(400);
  });

  it('remember writes until reset', async () => {
    const review = getCatalogue().reviews[0];
    const params = { productId: review?.productId ?? '', reviewId: review?.id ?? '' };
    const first = await call(productHappyPath, postReviewVote, { params, body: { helpful: true } });
    expect(first.body.helpfulVotes).toBe((review?.helpfulVotes ?? 0) + 1);
    const same = await call(productHappyPath, postReviewVote, { params, body: { helpful: true } });
    expect(same.body.helpfulVotes).toBe(first.body.helpfulVotes);
    resetCatalogueMocks();
    const fresh = await call(productHappyPath, postReviewVote, {
      params,
      body: { helpful: false },
    });
    expect(fresh.body).toMatchObject({
      helpfulVotes: review?.helpfulVotes,
      unhelpfulVotes: (review?.unhelpfulVotes ?? 0) + 1,
    });
    // The shared demo catalogue itself never changes.
    expect(getCatalogue().reviews[0]?.helpfulVotes).toBe(review?.helpfulVotes);
  });

  it('offer named states for stories', async () => {
    const empty = await call([productStates.emptySearch()], getProductSearch, {
      query: { query: 'boots' },
    });
    expect(empty.body).toMatchObject({ total: 0, products: [], facets: [], query: 'boots' });

    const [details] = productStates.productNotFound();
    const missing = await call([details as RequestHandler], getProductDetails, {
      params: { productId },
    });
    expect([missing.status, missing.body.errorDetails[0].errorId]).toEqual([404, 'PLP400']);

    const soldOut = await call([productStates.soldOut()], getProductInventory, {
      params: { productId },
    });
    expect(
      Object.values(soldOut.body.variants).every(
        (entry) => (entry as { quantity: number }).quantity === 0,
      ),
    ).toBe(true);

    const started = Date.now();
    const slow = await call([productStates.slowSearch(60)], getProductSearch);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    // The gifts with purchase are not listed (commerce/catalogue/model.ts productList).
    expect(slow.body.total).toBe(
      getCatalogue().products.filter((product) => !isGiftOnly(product.id)).length,
    );

    const recommendations = await call(
      [productStates.noRecommendations()],
      getWidgetRecommendations,
      {
        query: { widgetId: 'home' },
      },
    );
    expect(recommendations.body).toEqual({ widgetId: 'home', strategy: 'trending', products: [] });

    const noStores = await call([storeStates.noStoresNearby()], searchStores, {
      body: { postalCode: '80202' },
    });
    expect(noStores.body).toEqual({ origin: null, distanceUnit: 'mi', stores: [] });

    const store = await call([utilityStates.storeNotFound()], getStoreEmployees, {
      params: { storeId: '1001' },
    });
    expect([store.status, store.body.errorDetails[0].errorId]).toEqual([404, 'STR404']);

    const error = await call([productHandlers.getProductSearch.error('PLP400')], getProductSearch);
    expect(error.status).toBe(404);
  });
});
