import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#api/contract/index.ts';
import { DEMO_PASSWORD, demoAssociates } from '#demo/profiles/index.ts';
import { productHappyPath, resetCatalogueMocks } from '#mocks/handlers/products.ts';
import { MOCK_SESSION_COOKIE } from '#mocks/handlers/session.ts';
import { storeHappyPath } from '#mocks/handlers/stores.ts';
import { utilityHappyPath } from '#mocks/handlers/utilities.ts';
import { associatesSeeder } from '../db/seed.ts';
import { errorIdIn, sendBoth, sendToMocks } from '../test/contract.ts';
import type { SendInput, TestAgent } from '../test/harness.ts';
import { setupTestServer } from '../test/harness.ts';
import { catalogueSeed, fixtures, guest } from './test/fixtures.ts';

/**
 * The catalogue MSW handlers (mocks/handlers/products|stores|utilities.ts) and the service
 * answer one case table alike: the same status, the same errorId and, both answering from
 * the demo catalogue, the same body (`status` cases: generated ids and times differ).
 */
const server = setupTestServer({ seed: [...catalogueSeed, associatesSeeder] });
const handlers = [...productHappyPath, ...storeHappyPath, ...utilityHappyPath];
let shopper: TestAgent;

beforeAll(async () => {
  resetCatalogueMocks();
  shopper = await guest(server().agent());
});

interface Case {
  name: string;
  route: (typeof routes)[keyof typeof routes];
  input?: SendInput;
  /** body: equal answers (default); status: same status and errorId only. */
  compare?: 'body' | 'status';
  /** The status both must answer. @default the route's success status */
  status?: number;
}

const { jacket, onSale, reviewed, unflagged, productSet, stocked, answered, soldOut } = fixtures;
const sku = jacket.variants[2]?.sku ?? '';

const cases: Case[] = [
  // Products
  { name: 'details', route: routes.getProductDetails, input: { params: { productId: jacket.id } } },
  {
    name: 'details of a variant in French',
    route: routes.getProductDetails,
    input: { params: { productId: sku }, query: { locale: 'fr-ca' } },
  },
  {
    name: 'details on sale in euros',
    route: routes.getProductDetails,
    input: { params: { productId: onSale.id }, query: { locale: 'de-de' } },
  },
  {
    name: 'details unknown',
    status: 404,
    route: routes.getProductDetails,
    input: { params: { productId: 'ZZZZ99999' } },
  },
  {
    name: 'details malformed',
    status: 400,
    route: routes.getProductDetails,
    input: { params: { productId: 'abc' } },
  },
  {
    name: 'availability',
    route: routes.postProductAvailability,
    input: { params: { productId: stocked.sku }, body: [stocked.storeId, '1001', '5003'] },
  },
  {
    name: 'availability unknown store',
    status: 404,
    route: routes.postProductAvailability,
    input: { params: { productId: jacket.id }, body: ['1001', '9999'] },
  },
  {
    name: 'inventory',
    route: routes.getProductInventory,
    input: { params: { productId: jacket.id } },
  },
  {
    name: 'inventory sold out',
    route: routes.getProductInventory,
    input: { params: { productId: soldOut.id } },
  },
  {
    name: 'reviews',
    route: routes.getProductReviews,
    input: { params: { productId: reviewed.id }, query: { locale: 'fr-fr', count: 20 } },
  },
  {
    name: 'reviews by stars, newest',
    route: routes.getProductReviews,
    input: {
      params: { productId: reviewed.id },
      query: { rating: 4, sort: 'newest', start: 1, count: 3 },
    },
  },
  {
    name: 'reviews unknown',
    status: 404,
    route: routes.getProductReviews,
    input: { params: { productId: 'ZZZZ99999' } },
  },
  {
    name: 'translate',
    route: routes.postReviewTranslate,
    input: { params: { reviewId: unflagged.id }, query: { locale: 'en-gb' } },
  },
  {
    name: 'translate unknown',
    status: 404,
    route: routes.postReviewTranslate,
    input: { params: { reviewId: 'RVNOPE' } },
  },
  {
    name: 'vote',
    route: routes.postReviewVote,
    input: {
      params: { productId: unflagged.productId, reviewId: unflagged.id },
      body: { helpful: true },
    },
  },
  {
    name: 'flag',
    route: routes.postReviewFlag,
    input: {
      params: { productId: unflagged.productId, reviewId: unflagged.id },
      body: { reason: 'spam' },
    },
  },
  {
    name: 'flag comment too long',
    status: 400,
    route: routes.postReviewFlag,
    input: {
      params: { productId: unflagged.productId, reviewId: unflagged.id },
      body: { reason: 'other', comment: 'x'.repeat(501) },
    },
  },
  {
    name: 'flag of another product',
    status: 404,
    route: routes.postReviewFlag,
    input: { params: { productId: 'TRDBT1001', reviewId: unflagged.id }, body: { reason: 'spam' } },
  },
  {
    name: 'product sets',
    route: routes.getProductSets,
    input: { params: { productId: productSet.productIds[0] ?? '' } },
  },
  {
    name: 'product set',
    route: routes.getProductSet,
    input: { params: { productSetId: productSet.id }, query: { locale: 'en-ca' } },
  },
  {
    name: 'product set unknown',
    status: 404,
    route: routes.getProductSet,
    input: { params: { productSetId: 'SET99999' } },
  },
  { name: 'catalog', route: routes.getCatalog, input: { query: { locale: 'fr-ca' } } },
  {
    name: 'back in stock',
    route: routes.putBackInStockNotification,
    input: { body: { email: 'a@example.com', productId: soldOut.variants[0]?.sku ?? '' } },
  },
  {
    name: 'back in stock of a master',
    status: 404,
    route: routes.putBackInStockNotification,
    input: { body: { email: 'a@example.com', productId: soldOut.id } },
  },
  { name: 'search all', route: routes.getProductSearch },
  {
    name: 'search text',
    route: routes.getProductSearch,
    input: { query: { query: 'jackets', locale: 'en-gb', count: 10 } },
  },
  {
    name: 'search category with filters',
    route: routes.getProductSearch,
    input: {
      query: {
        categoryId: '2000',
        color: 'blue,black',
        price: '100-200,200-',
        sort: 'price-asc',
        locale: 'de-de',
      },
    },
  },
  {
    name: 'search sizes and rating',
    route: routes.getProductSearch,
    input: { query: { size: 'W8,W8.5', rating: 3, sort: 'rating', locale: 'fr-ca' } },
  },
  {
    name: 'search newest page 2',
    route: routes.getProductSearch,
    input: { query: { sort: 'newest', start: 10, count: 10 } },
  },
  {
    name: 'search new arrivals and sale of a department',
    route: routes.getProductSearch,
    input: { query: { categoryId: '2000', badge: 'new,sale', locale: 'de-de', count: 100 } },
  },
  {
    name: 'search by activity, best sellers first',
    route: routes.getProductSearch,
    input: { query: { categoryId: '1000', activity: 'winter', sort: 'bestSellers' } },
  },
  {
    name: 'search bad activity',
    status: 400,
    route: routes.getProductSearch,
    input: { query: { activity: 'surfing' } },
  },
  { name: 'search nothing', route: routes.getProductSearch, input: { query: { query: 'xyzzy' } } },
  {
    name: 'search with a typo, corrected',
    route: routes.getProductSearch,
    input: { query: { query: 'jakcet', count: 10 } },
  },
  {
    name: 'search with a typo in German, corrected',
    route: routes.getProductSearch,
    input: { query: { query: 'Regenjake', locale: 'de-de', count: 10 } },
  },
  {
    name: 'search a typo as typed: did you mean',
    route: routes.getProductSearch,
    input: { query: { query: 'jakcet', exact: 'true' } },
  },
  {
    name: 'autoSuggest with a typo',
    route: routes.getAutoSuggest,
    input: { query: { query: 'jakc', locale: 'en-us' } },
  },
  {
    name: 'search unknown category',
    status: 404,
    route: routes.getProductSearch,
    input: { query: { categoryId: '999999' } },
  },
  {
    name: 'search bad price',
    status: 400,
    route: routes.getProductSearch,
    input: { query: { price: '50' } },
  },
  {
    name: 'autoSuggest',
    route: routes.getAutoSuggest,
    input: { query: { query: 'ra', locale: 'en-us' } },
  },
  {
    name: 'autoSuggest in German',
    route: routes.getAutoSuggest,
    input: { query: { query: 'wander', locale: 'de-de', count: 8 } },
  },
  {
    name: 'autoSuggest too short',
    status: 400,
    route: routes.getAutoSuggest,
    input: { query: { query: 'r' } },
  },
  {
    name: 'questions',
    route: routes.getProductQuestions,
    input: { params: { productId: answered.productId }, query: { sort: 'mostAnswered' } },
  },
  {
    name: 'write review',
    route: routes.postProductReview,
    input: {
      params: { productId: jacket.id },
      body: {
        rating: 5,
        title: 'Dry all day',
        text: 'Three days of rain on the coast path and not a drop came through.',
        nickname: 'Sam',
        recommended: true,
        fit: 'true',
        email: 'sam@example.com',
      },
    },
    compare: 'status',
  },
  {
    name: 'write review too long',
    status: 400,
    route: routes.postProductReview,
    input: {
      params: { productId: jacket.id },
      body: {
        rating: 2,
        title: 'Too long',
        text: 'x'.repeat(2001),
        nickname: 'Sam',
        recommended: false,
        email: 'sam@example.com',
      },
    },
  },
  {
    name: 'ask',
    route: routes.postProductQuestion,
    input: {
      params: { productId: jacket.id },
      body: { text: 'Does it pack into its pocket?', nickname: 'Sam', email: 'sam@example.com' },
    },
    compare: 'status',
  },
  {
    name: 'ask too long',
    status: 400,
    route: routes.postProductQuestion,
    input: {
      params: { productId: jacket.id },
      body: { text: 'x'.repeat(501), nickname: 'Sam', email: 'sam@example.com' },
    },
  },
  {
    name: 'answer vote',
    route: routes.postAnswerVote,
    input: {
      params: { productId: answered.productId, answerId: answered.answers[0]?.id ?? '' },
      body: { helpful: false },
    },
  },
  {
    name: 'answer vote unknown',
    status: 404,
    route: routes.postAnswerVote,
    input: {
      params: { productId: answered.productId, answerId: 'ANNOPE' },
      body: { helpful: false },
    },
  },
  {
    name: 'recommendations similar',
    route: routes.getWidgetRecommendations,
    input: { query: { productId: jacket.id, count: 6, widgetId: 'pdp' } },
  },
  {
    name: 'recommendations complementary',
    route: routes.getWidgetRecommendations,
    input: { query: { productId: sku, strategy: 'complementary', locale: 'en-gb' } },
  },
  {
    name: 'recommendations trending in a category',
    route: routes.getWidgetRecommendations,
    input: { query: { categoryId: '3000', count: 5 } },
  },
  {
    name: 'recommendations unknown product',
    status: 404,
    route: routes.getWidgetRecommendations,
    input: { query: { productId: 'ZZZZ99999' } },
  },
  // Stores
  {
    name: 'stores by postal code',
    route: routes.searchStores,
    input: { body: { postalCode: 'V6B 1A1' }, query: { locale: 'en-ca' } },
  },
  {
    name: 'stores by coordinates with stock',
    route: routes.searchStores,
    input: {
      body: { latitude: 48.86, longitude: 2.35, radius: 500, productId: jacket.id },
      query: { locale: 'fr-fr' },
    },
  },
  {
    name: 'stores unknown postal code',
    route: routes.searchStores,
    input: { body: { postalCode: '99999' } },
  },
  {
    name: 'stores without a place',
    status: 400,
    route: routes.searchStores,
    input: { body: { radius: 10 } },
  },
  {
    name: 'collection points',
    route: routes.searchCollectionPoints,
    input: { body: { postalCode: '75004', radius: 20, limit: 5 }, query: { locale: 'fr-fr' } },
  },
  // Utilities
  { name: 'country list', route: routes.getCountryList, input: { query: { locale: 'fr-fr' } } },
  { name: 'address rules', route: routes.getCountryI18n, input: { params: { countryCode: 'US' } } },
  {
    name: 'address rules in French',
    route: routes.getCountryI18n,
    input: { params: { countryCode: 'ca' }, query: { locale: 'fr-ca' } },
  },
  {
    name: 'address rules unknown',
    status: 404,
    route: routes.getCountryI18n,
    input: { params: { countryCode: 'JP' } },
  },
  { name: 'stores list', route: routes.getUtilityStores, input: { query: { country: 'GB' } } },
  // A shopper's session: the roster is for the store's associates (the next describe).
  {
    name: 'employees to a shopper',
    status: 401,
    route: routes.getStoreEmployees,
    input: { params: { storeId: '1001' } },
  },
];

describe('catalogue: MSW handlers answer like the service', () => {
  it('covers every Products, Stores and Utilities call', () => {
    const covered = new Set(cases.map((testCase) => testCase.route.name));
    const catalogueRoutes = Object.values(routes).filter((route) =>
      /^\/(products|stores|consumers-v3\/utilities)\//.test(route.path),
    );
    expect(
      catalogueRoutes.filter((route) => !covered.has(route.name)).map((route) => route.name),
    ).toEqual([]);
  });

  // One after the other: the write cases change both sides alike.
  it.each(cases.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    async (_name, testCase) => {
      const { service, mock } = await sendBoth(shopper, handlers, testCase.route, testCase.input);
      expect(service.status, JSON.stringify(service.body)).toBe(
        testCase.status ?? testCase.route.successStatus,
      );
      expect(mock.status).toBe(service.status);
      expect(errorIdIn(mock)).toBe(errorIdIn(service));
      if (service.status < 300 && testCase.compare !== 'status')
        expect(mock.body).toEqual(service.body);
    },
  );
});

describe("catalogue: a store's roster, to its associate, on both", () => {
  it('lists the same employees, and refuses another store alike', async () => {
    const [associate] = demoAssociates;
    if (!associate) throw new Error('No demo associate');
    const { storeId, storeEmployeeId } = associate;
    const signedIn = server().agent();
    const login = await signedIn.send(routes.agentLogin, {
      body: { storeId, storeEmployeeId, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const mockSession = { cookie: `${MOCK_SESSION_COOKIE}=agent:${storeEmployeeId}` };
    const both = async (id: string) => ({
      service: await signedIn.send(routes.getStoreEmployees, { params: { storeId: id } }),
      mock: await sendToMocks(handlers, routes.getStoreEmployees, {
        params: { storeId: id },
        headers: mockSession,
      }),
    });
    const own = await both(storeId);
    expect(own.service.status).toBe(200);
    expect(own.mock.body).toEqual(own.service.body);
    const other = await both(storeId === '1001' ? '1002' : '1001');
    expect([other.service.status, errorIdIn(other.service)]).toEqual([401, 'AUT432']);
    expect([other.mock.status, errorIdIn(other.mock)]).toEqual([401, 'AUT432']);
  });
});
