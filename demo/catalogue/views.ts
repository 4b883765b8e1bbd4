import {
  type CollectionPointsResult,
  type Currency,
  type ProductDetails,
  type ProductInventory,
  type ProductQuestion,
  type ProductReview,
  type ProductReviews,
  REVIEW_HIDE_FLAG_THRESHOLD,
  type RetailStore,
  type ReviewTranslation,
  type SiteLocale,
  type StoreSearchResult,
  type WidgetRecommendations,
} from '#api/contract/index.ts';
import type { SkuPrice, StockLevels } from '#commerce/cart/view.ts';
import {
  buildCatalogueModel,
  CatalogueLookupError,
  type CatalogueModel,
  type CatalogueSnapshot,
  groupBy,
  type ProductModel,
  ratingSummary,
  resolveProduct as resolveIn,
  type VariantModel,
} from '#commerce/catalogue/model.ts';
import { recommendations as recommend } from '#commerce/catalogue/recommendations.ts';
import { type Site, siteOf } from '#commerce/catalogue/site.ts';
import {
  collectionPointSearch,
  type LocationQuery,
  storeDirectory,
  storeRoster,
  storeSearch,
} from '#commerce/catalogue/stores.ts';
import {
  productAvailability as availabilityAnswer,
  productDetails as detailsAnswer,
  productInventory as inventoryAnswer,
  skusOf,
} from '#commerce/catalogue/views.ts';
import type {
  Catalogue,
  CatalogueAnswer,
  CatalogueQuestion,
  CatalogueReview,
  CatalogueStore,
} from './types.ts';

/*
 * The demo catalogue for the MSW handlers: its rows as the read model of commerce/catalogue/
 * (the code the service answers with too, so the two cannot drift), its prices and stock
 * as the service would read them, and the calls the service answers from its database on
 * every call (stock, stores, reviews, questions) over the demo rows.
 */

export { CatalogueLookupError };
export type SiteContext = Site;

/** What a site locale means for an answer (commerce/catalogue/site.ts). */
export const siteContext = (locale: SiteLocale | undefined): Site => siteOf(locale);

// ---------------------------------------------------------------------------------------
// The read model

export function isReviewVisible(review: CatalogueReview): boolean {
  return review.flags.length < REVIEW_HIDE_FLAG_THRESHOLD;
}

const reviewIndexes = new WeakMap<Catalogue, Map<string, CatalogueReview[]>>();

function reviewsOf(catalogue: Catalogue, productId: string): CatalogueReview[] {
  let index = reviewIndexes.get(catalogue);
  if (!index) {
    index = groupBy(catalogue.reviews, (review) => review.productId);
    reviewIndexes.set(catalogue, index);
  }
  return index.get(productId) ?? [];
}

function ratingOf(catalogue: Catalogue, productId: string) {
  const visible = reviewsOf(catalogue, productId).filter(isReviewVisible);
  return ratingSummary(
    visible.reduce((sum, review) => sum + review.rating, 0),
    visible.length,
  );
}

/** The demo rows as the model's snapshot (ratings over visible reviews, the stock flag). */
function snapshotOf(catalogue: Catalogue): CatalogueSnapshot {
  return {
    products: catalogue.products.map(
      ({ name, slug, description, colors, sizes, variants, ...product }): ProductModel => ({
        ...product,
        names: name,
        slugs: slug,
        descriptions: description,
        colors: colors.map(({ name: names, ...color }) => ({ ...color, names })),
        sizes: sizes.map(({ order, ...size }) => ({ ...size, sortOrder: order })),
        variants: variants.map(
          ({ color, size, stock: _stock, ...variant }): VariantModel => ({
            ...variant,
            colorCode: color,
            sizeCode: size,
          }),
        ),
        rating: ratingOf(catalogue, product.id),
        inStock: variants.some((variant) => variant.stock > 0),
      }),
    ),
    categories: catalogue.categories.map(({ name, slug, ...category }) => ({
      ...category,
      names: name,
      slugs: slug,
    })),
    sets: catalogue.productSets.map(({ name, description, ...set }) => ({
      ...set,
      names: name,
      descriptions: description,
    })),
  };
}

const models = new WeakMap<Catalogue, CatalogueModel>();

/**
 * The read model of a demo catalogue, built once per catalogue object. Answers are not
 * memoised (every call builds fresh objects a story may change).
 */
export function catalogueModel(catalogue: Catalogue): CatalogueModel {
  let model = models.get(catalogue);
  if (!model) {
    model = buildCatalogueModel(snapshotOf(catalogue));
    models.set(catalogue, model);
  }
  return model;
}

/**
 * After a change to what the model holds (a flag that hides a review changes a rating, a
 * new review is counted).
 */
export function invalidateCatalogueModel(catalogue: Catalogue): void {
  models.delete(catalogue);
  reviewIndexes.delete(catalogue);
}

/** A master id or a variant sku → the master (and the variant); PLP400 otherwise. */
export const resolveProduct = (catalogue: Catalogue, productId: string) =>
  resolveIn(catalogueModel(catalogue), productId);

export const productDetails = (
  catalogue: Catalogue,
  productId: string,
  site: Site,
): ProductDetails => detailsAnswer(catalogueModel(catalogue), productId, site);

export const recommendations = (
  catalogue: Catalogue,
  query: Parameters<typeof recommend>[1],
  site: Site,
): WidgetRecommendations => recommend(catalogueModel(catalogue), query, site);

// ---------------------------------------------------------------------------------------
// Prices and stock, as the service reads them from its tables

/** Prices of skus in a currency (minor units); skus without one are absent. */
export function demoPrices(
  catalogue: Catalogue,
  skus: readonly string[],
  currency: Currency,
): Map<string, SkuPrice> {
  const { variants } = catalogueModel(catalogue);
  const prices = new Map<string, SkuPrice>();
  for (const sku of skus) {
    const price = variants.get(sku)?.variant.prices[currency];
    if (price) prices.set(sku, { list: price.list, sale: price.sale });
  }
  return prices;
}

const stockLevels = new WeakMap<Catalogue, StockLevels>();

/** Stock online per sku and per store and sku. */
export function demoStock(catalogue: Catalogue): StockLevels {
  let levels = stockLevels.get(catalogue);
  if (!levels) {
    const stores = new Map<string, Map<string, number>>();
    for (const entry of catalogue.storeStock) {
      const shelf = stores.get(entry.storeId) ?? new Map<string, number>();
      shelf.set(entry.sku, entry.quantity);
      stores.set(entry.storeId, shelf);
    }
    levels = {
      online: new Map(
        catalogue.products.flatMap((product) =>
          product.variants.map((variant) => [variant.sku, variant.stock] as const),
        ),
      ),
      stores,
    };
    stockLevels.set(catalogue, levels);
  }
  return levels;
}

export function productInventory(catalogue: Catalogue, productId: string): ProductInventory {
  return inventoryAnswer(catalogueModel(catalogue), productId, demoStock(catalogue).online);
}

/** Units per store summed over some skus. */
function storeQuantities(catalogue: Catalogue, skus: readonly string[]): Map<string, number> {
  const wanted = new Set(skus);
  const quantities = new Map<string, number>();
  for (const entry of catalogue.storeStock) {
    if (wanted.has(entry.sku))
      quantities.set(entry.storeId, (quantities.get(entry.storeId) ?? 0) + entry.quantity);
  }
  return quantities;
}

export function productAvailability(catalogue: Catalogue, productId: string, storeIds: string[]) {
  const skus = skusOf(catalogueModel(catalogue), productId);
  return availabilityAnswer(
    productId,
    storeIds,
    new Set(catalogue.stores.map((store) => store.id)),
    storeQuantities(catalogue, skus),
  );
}

// ---------------------------------------------------------------------------------------
// Stores

export function retailStoreOf(store: CatalogueStore): RetailStore {
  return {
    ...store,
    brands: [...store.brands],
    openingHours: store.openingHours.map((entry) => ({ ...entry })),
    services: [...store.services],
  };
}

export function searchStores(
  catalogue: Catalogue,
  query: LocationQuery & { productId?: string | undefined },
  site: Site,
): StoreSearchResult {
  const skus = query.productId ? skusOf(catalogueModel(catalogue), query.productId) : null;
  return storeSearch(
    catalogue.stores.map(retailStoreOf),
    catalogue.postalAreas,
    query,
    site,
    skus ? storeQuantities(catalogue, skus) : null,
  );
}

export function searchCollectionPoints(
  catalogue: Catalogue,
  query: LocationQuery,
  site: Site,
): CollectionPointsResult {
  return collectionPointSearch(
    catalogue.collectionPoints,
    catalogue.stores.map(retailStoreOf),
    catalogue.postalAreas,
    query,
    site,
  );
}

export function utilityStores(catalogue: Catalogue, country: string | undefined) {
  return { stores: storeDirectory(catalogue.stores.map(retailStoreOf), country) };
}

export function storeEmployees(catalogue: Catalogue, storeId: string) {
  return storeRoster(
    storeId,
    catalogue.stores.some((store) => store.id === storeId),
    catalogue.employees,
  );
}

// ---------------------------------------------------------------------------------------
// Reviews and questions

const reviewComparators = {
  helpful: (a: CatalogueReview, b: CatalogueReview) =>
    b.helpfulVotes - a.helpfulVotes ||
    b.createdAt.localeCompare(a.createdAt) ||
    a.id.localeCompare(b.id),
  newest: (a: CatalogueReview, b: CatalogueReview) =>
    b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
  oldest: (a: CatalogueReview, b: CatalogueReview) =>
    a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  ratingHigh: (a: CatalogueReview, b: CatalogueReview) =>
    b.rating - a.rating || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
  ratingLow: (a: CatalogueReview, b: CatalogueReview) =>
    a.rating - b.rating || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
} as const;

export function reviewView(review: CatalogueReview, site: Site): ProductReview {
  return {
    id: review.id,
    rating: review.rating,
    title: review.title[review.language],
    text: review.text[review.language],
    nickname: review.nickname,
    location: review.location,
    language: review.language,
    canTranslate: review.language !== site.language,
    createdAt: review.createdAt,
    verifiedPurchase: review.verifiedPurchase,
    recommended: review.recommended,
    fit: review.fit,
    helpfulVotes: review.helpfulVotes,
    unhelpfulVotes: review.unhelpfulVotes,
  };
}

export function productReviews(
  catalogue: Catalogue,
  productId: string,
  query: { start: number; count: number; sort: keyof typeof reviewComparators; rating?: number },
  site: Site,
): ProductReviews {
  const { product } = resolveProduct(catalogue, productId);
  const visible = reviewsOf(catalogue, product.id).filter(isReviewVisible);
  const filtered = visible
    .filter((review) => query.rating === undefined || review.rating === query.rating)
    .sort(
      // As the service: most helpful puts the site's language first.
      query.sort === 'helpful'
        ? (a, b) =>
            Number(b.language === site.language) - Number(a.language === site.language) ||
            reviewComparators.helpful(a, b)
        : reviewComparators[query.sort],
    );
  return {
    productId: product.id,
    rating: ratingOf(catalogue, product.id),
    distribution: [5, 4, 3, 2, 1].map((stars) => ({
      rating: stars,
      count: visible.filter((review) => review.rating === stars).length,
    })),
    recommendedPercentage: visible.length
      ? Math.round((visible.filter((review) => review.recommended).length / visible.length) * 100)
      : null,
    reviews: filtered
      .slice(query.start, query.start + query.count)
      .map((review) => reviewView(review, site)),
    total: filtered.length,
    start: query.start,
    count: query.count,
  };
}

/** A review of the product (hidden ones included: they can still be voted on and flagged). */
export function findReview(
  catalogue: Catalogue,
  productId: string | null,
  reviewId: string,
): CatalogueReview {
  const review = catalogue.reviews.find((candidate) => candidate.id === reviewId);
  if (!review || (productId !== null && review.productId !== productId)) {
    throw new CatalogueLookupError('API404', `No review ${reviewId}`);
  }
  return review;
}

export function translateReview(
  catalogue: Catalogue,
  reviewId: string,
  site: Site,
): ReviewTranslation {
  const review = findReview(catalogue, null, reviewId);
  return {
    reviewId,
    sourceLanguage: review.language,
    targetLanguage: site.language,
    translated: review.language !== site.language,
    title: review.title[site.language],
    text: review.text[site.language],
  };
}

export function questionView(question: CatalogueQuestion): ProductQuestion {
  return {
    id: question.id,
    text: question.text,
    nickname: question.nickname,
    language: question.language,
    createdAt: question.createdAt,
    answers: [...question.answers]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map(({ id, text, nickname, isStaff, createdAt, helpfulVotes, unhelpfulVotes }) => ({
        id,
        text,
        nickname,
        isStaff,
        createdAt,
        helpfulVotes,
        unhelpfulVotes,
      })),
  };
}

export function productQuestions(
  catalogue: Catalogue,
  productId: string,
  query: { start: number; count: number; sort: 'newest' | 'mostAnswered' },
) {
  const { product } = resolveProduct(catalogue, productId);
  const questions = catalogue.questions
    .filter((question) => question.productId === product.id)
    .sort(
      query.sort === 'mostAnswered'
        ? (a, b) =>
            b.answers.length - a.answers.length ||
            b.createdAt.localeCompare(a.createdAt) ||
            a.id.localeCompare(b.id)
        : (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
    );
  return {
    productId: product.id,
    questions: questions.slice(query.start, query.start + query.count).map(questionView),
    total: questions.length,
    start: query.start,
    count: query.count,
  };
}

export function findAnswer(
  catalogue: Catalogue,
  productId: string,
  answerId: string,
): CatalogueAnswer {
  const { product } = resolveProduct(catalogue, productId);
  for (const question of catalogue.questions) {
    if (question.productId !== product.id) continue;
    const answer = question.answers.find((candidate) => candidate.id === answerId);
    if (answer) return answer;
  }
  throw new CatalogueLookupError('API404', `No answer ${answerId}`);
}
