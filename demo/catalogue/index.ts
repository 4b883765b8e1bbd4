import { buildCategories } from './categories.ts';
import { countries, phoneCountries } from './countries.ts';
import {
  buildGiftCards,
  buildGiftsWithPurchase,
  buildProductSets,
  buildProducts,
  buildStoreStock,
} from './products.ts';
import { createRandom } from './random.ts';
import { buildQuestions, buildReviews } from './reviews.ts';
import { buildCollectionPoints, buildEmployees, postalAreas, stores } from './stores.ts';
import type { Catalogue } from './types.ts';

export { slugify } from './categories.ts';
export {
  GIFT_CARD_AMOUNTS,
  GIFT_WITH_PURCHASE_STOCK,
  giftWithPurchaseId,
  giftWithPurchaseSku,
  listPrice,
  upcWithCheckDigit,
} from './products.ts';
export type * from './types.ts';

/** The day the demo catalogue is "as of": release dates and review dates count back from it. */
export const CATALOGUE_DATE = '2026-11-01';
/** The generator's seed; change it and every id, price and review changes with it. */
export const CATALOGUE_SEED = 20_261_101;

/**
 * Build the demo catalogue. Deterministic: the same seed gives the same catalogue, so the
 * seeded database, the MSW handlers, stories and tests all speak about the same products.
 */
export function buildCatalogue(seed = CATALOGUE_SEED): Catalogue {
  const random = createRandom(seed);
  const { categories, leaves } = buildCategories();
  const products = buildProducts(leaves, random, CATALOGUE_DATE);
  return {
    categories,
    // The gift cards and gifts last: nothing drawn from the random source depends on them.
    products: [
      ...products,
      ...buildGiftCards(CATALOGUE_DATE),
      ...buildGiftsWithPurchase(CATALOGUE_DATE),
    ],
    productSets: buildProductSets(products, random),
    stores,
    employees: buildEmployees(random),
    storeStock: buildStoreStock(products, stores, random),
    collectionPoints: buildCollectionPoints(random),
    postalAreas,
    reviews: buildReviews(products, random, CATALOGUE_DATE),
    questions: buildQuestions(products, random, CATALOGUE_DATE),
    countries,
    phoneCountries,
  };
}

let cached: Catalogue | undefined;

/** The demo catalogue, built once per process (treat it as read-only). */
export function getCatalogue(): Catalogue {
  cached ??= buildCatalogue();
  return cached;
}
