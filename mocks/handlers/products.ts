import { delay, type HttpHandler } from 'msw';
import * as productRoutes from '#api/contract/products.ts';
import * as reviewRoutes from '#api/contract/reviews.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import * as searchRoutes from '#api/contract/search.ts';
import { catalogTree, productSet, productSetsOf } from '#commerce/catalogue/catalog.ts';
import { backInStockVariant, type CatalogueModel } from '#commerce/catalogue/model.ts';
import { recommendations } from '#commerce/catalogue/recommendations.ts';
import { isoSeconds, voteChange } from '#commerce/catalogue/reviews.ts';
import { autoSuggest, searchProducts } from '#commerce/catalogue/search.ts';
import { productDetails } from '#commerce/catalogue/views.ts';
import { type Catalogue, getCatalogue } from '#demo/catalogue/index.ts';
import {
  CatalogueLookupError,
  catalogueModel,
  findAnswer,
  findReview,
  invalidateCatalogueModel,
  productAvailability,
  productInventory,
  productQuestions,
  productReviews,
  questionView,
  resolveProduct,
  reviewView,
  siteContext,
  translateReview,
} from '#demo/catalogue/views.ts';
import { MockApiError, type MockResolver, type MockRoute, mockRoute } from './http.ts';

/*
 * MSW handlers of spec §7 Products, answering from the demo catalogue (the data the
 * service is seeded with). Writes (reviews, votes, flags, questions) change a private copy, so a
 * story or test sees its own effect; `resetCatalogueMocks()` starts over.
 */

let state: Catalogue | undefined;
/** This browser's votes (reviews and answers) and flags, like the service keeps per shopper. */
const votes = new Map<string, boolean>();
const flags = new Set<string>();

/** The mutable copy of the demo catalogue the handlers answer from. */
export function mockCatalogue(): Catalogue {
  state ??= structuredClone(getCatalogue());
  return state;
}

/** The read model of that copy (commerce/catalogue, the service's code). */
export function mockModel(): CatalogueModel {
  return catalogueModel(mockCatalogue());
}

export function resetCatalogueMocks(): void {
  state = undefined;
  votes.clear();
  flags.clear();
}

/** Run a view; its lookup errors become the catalogue's error answers. */
export function answer<T>(view: () => T): T {
  try {
    return view();
  } catch (error) {
    if (error instanceof CatalogueLookupError) throw new MockApiError(error.errorId, error.message);
    throw error;
  }
}

/** `slow(resolver, 1500)`: the same answer after a delay (loading states that resolve). */
export function slow<R extends AnyRoute>(resolver: MockResolver<R>, ms = 1500): MockResolver<R> {
  return async (request) => {
    await delay(ms);
    return resolver(request);
  };
}

/** This browser's vote, once per review or answer (the service's rule). */
function vote(
  key: string,
  target: { helpfulVotes: number; unhelpfulVotes: number },
  helpful: boolean,
) {
  const change = voteChange(votes.get(key) ?? null, helpful);
  target.helpfulVotes += change.helpful;
  target.unhelpfulVotes += change.unhelpful;
  votes.set(key, helpful);
}

/** A review of the product (PLP400 for an unknown product, API404 for another's review). */
function reviewOf(params: { productId: string; reviewId: string }) {
  const catalogue = mockCatalogue();
  return findReview(
    catalogue,
    resolveProduct(catalogue, params.productId).product.id,
    params.reviewId,
  );
}

export const productResolvers = {
  details: (({ params, query }) =>
    answer(() =>
      productDetails(mockModel(), params.productId, siteContext(query.locale)),
    )) satisfies MockResolver<typeof productRoutes.getProductDetails>,
  search: (({ query }) =>
    answer(() =>
      searchProducts(mockModel(), query, siteContext(query.locale)),
    )) satisfies MockResolver<typeof searchRoutes.getProductSearch>,
};

export const productHandlers = {
  getProductDetails: mockRoute(productRoutes.getProductDetails, productResolvers.details),
  postProductAvailability: mockRoute(productRoutes.postProductAvailability, ({ params, body }) =>
    answer(() => productAvailability(mockCatalogue(), params.productId, body)),
  ),
  getProductInventory: mockRoute(productRoutes.getProductInventory, ({ params }) =>
    answer(() => productInventory(mockCatalogue(), params.productId)),
  ),
  getProductReviews: mockRoute(reviewRoutes.getProductReviews, ({ params, query }) =>
    answer(() =>
      productReviews(mockCatalogue(), params.productId, query, siteContext(query.locale)),
    ),
  ),
  postProductReview: mockRoute(reviewRoutes.postProductReview, ({ params, body, query }) =>
    answer(() => {
      const catalogue = mockCatalogue();
      const { product } = resolveProduct(catalogue, params.productId);
      const site = siteContext(query.locale);
      const text = { en: body.text, fr: body.text, de: body.text };
      const title = { en: body.title, fr: body.title, de: body.title };
      const review = {
        id: `RV-mock-${catalogue.reviews.length + 1}`,
        productId: product.id,
        rating: body.rating as 1 | 2 | 3 | 4 | 5,
        language: site.language,
        title,
        text,
        nickname: body.nickname,
        location: body.location || null,
        createdAt: isoSeconds(new Date()),
        verifiedPurchase: false,
        recommended: body.recommended,
        fit: body.fit ?? null,
        helpfulVotes: 0,
        unhelpfulVotes: 0,
        flags: [],
      };
      catalogue.reviews.push(review);
      // The product's rating follows, like the service's model.
      invalidateCatalogueModel(catalogue);
      return reviewView(review, site);
    }),
  ),
  postReviewFlag: mockRoute(reviewRoutes.postReviewFlag, ({ params, body }) =>
    answer(() => {
      const review = reviewOf(params);
      if (!flags.has(review.id)) {
        flags.add(review.id);
        review.flags.push(body.reason);
        // A hidden review changes the product's rating, like the service's model.
        invalidateCatalogueModel(mockCatalogue());
      }
      return { reviewId: review.id, flagged: true as const };
    }),
  ),
  postReviewVote: mockRoute(reviewRoutes.postReviewVote, ({ params, body }) =>
    answer(() => {
      const review = reviewOf(params);
      vote(`review:${review.id}`, review, body.helpful);
      return {
        reviewId: review.id,
        helpfulVotes: review.helpfulVotes,
        unhelpfulVotes: review.unhelpfulVotes,
      };
    }),
  ),
  postReviewTranslate: mockRoute(reviewRoutes.postReviewTranslate, ({ params, query }) =>
    answer(() => translateReview(mockCatalogue(), params.reviewId, siteContext(query.locale))),
  ),
  getProductSets: mockRoute(productRoutes.getProductSets, ({ params, query }) =>
    answer(() => productSetsOf(mockModel(), params.productId, siteContext(query.locale))),
  ),
  getProductSet: mockRoute(productRoutes.getProductSet, ({ params, query }) =>
    answer(() => productSet(mockModel(), params.productSetId, siteContext(query.locale))),
  ),
  getCatalog: mockRoute(productRoutes.getCatalog, ({ query }) =>
    catalogTree(mockModel(), siteContext(query.locale)),
  ),
  putBackInStockNotification: mockRoute(productRoutes.putBackInStockNotification, ({ body }) =>
    answer(() => {
      const variant = backInStockVariant(mockModel(), body.productId);
      return { productId: variant.sku, email: body.email, subscribed: true as const };
    }),
  ),
  getProductSearch: mockRoute(searchRoutes.getProductSearch, productResolvers.search),
  getAutoSuggest: mockRoute(searchRoutes.getAutoSuggest, ({ query }) =>
    autoSuggest(mockModel(), query.query, query.count, siteContext(query.locale)),
  ),
  getProductQuestions: mockRoute(reviewRoutes.getProductQuestions, ({ params, query }) =>
    answer(() => productQuestions(mockCatalogue(), params.productId, query)),
  ),
  postProductQuestion: mockRoute(reviewRoutes.postProductQuestion, ({ params, body, query }) =>
    answer(() => {
      const catalogue = mockCatalogue();
      const { product } = resolveProduct(catalogue, params.productId);
      const question = {
        id: `QU-mock-${catalogue.questions.length + 1}`,
        productId: product.id,
        language: siteContext(query.locale).language,
        text: body.text,
        nickname: body.nickname,
        email: body.email,
        createdAt: isoSeconds(new Date()),
        answers: [],
      };
      catalogue.questions.push(question);
      return questionView(question);
    }),
  ),
  postAnswerVote: mockRoute(reviewRoutes.postAnswerVote, ({ params, body }) =>
    answer(() => {
      const found = findAnswer(mockCatalogue(), params.productId, params.answerId);
      vote(`answer:${found.id}`, found, body.helpful);
      return {
        answerId: found.id,
        helpfulVotes: found.helpfulVotes,
        unhelpfulVotes: found.unhelpfulVotes,
      };
    }),
  ),
  getWidgetRecommendations: mockRoute(searchRoutes.getWidgetRecommendations, ({ query }) =>
    answer(() => recommendations(mockModel(), query, siteContext(query.locale))),
  ),
} satisfies Record<string, MockRoute<AnyRoute>>;

/** States stories and tests ask for by name. */
export const productStates = {
  /** A search that finds nothing (no products, no facets). */
  emptySearch: (): HttpHandler =>
    productHandlers.getProductSearch.with(({ query }) => ({
      query: query.query ?? null,
      correctedQuery: null,
      suggestedQuery: null,
      category: null,
      sort: query.sort ?? 'relevance',
      start: query.start,
      count: query.count,
      total: 0,
      products: [],
      facets: [],
    })),
  /** The real answer, late (skeletons, spinners that resolve). */
  slowSearch: (ms = 1500): HttpHandler =>
    productHandlers.getProductSearch.with(slow(productResolvers.search, ms)),
  slowDetails: (ms = 1500): HttpHandler =>
    productHandlers.getProductDetails.with(slow(productResolvers.details, ms)),
  /** PLP400: the product (or list) is gone. */
  productNotFound: (): HttpHandler[] => [
    productHandlers.getProductDetails.error('PLP400'),
    productHandlers.getProductSearch.error('PLP400'),
  ],
  /** A question over the length limit. */
  questionTooLong: (): HttpHandler => productHandlers.postProductQuestion.error('REV410'),
  /** Every variant of every product sold out. */
  soldOut: (): HttpHandler =>
    productHandlers.getProductInventory.with(({ params }) =>
      answer(() => {
        const inventory = productInventory(mockCatalogue(), params.productId);
        for (const sku of Object.keys(inventory.variants)) {
          inventory.variants[sku] = { quantity: 0, inventoryState: 'OutOfStock', lowStock: false };
        }
        return inventory;
      }),
    ),
  /** No recommendations (the carousel hides itself). */
  noRecommendations: (): HttpHandler =>
    productHandlers.getWidgetRecommendations.with(({ query }) => ({
      widgetId: query.widgetId ?? null,
      strategy: query.strategy ?? 'trending',
      products: [],
    })),
};

/** The happy path of every Products call. */
export const productHappyPath: HttpHandler[] = Object.values(productHandlers).map((handler) =>
  handler.ok(),
);
