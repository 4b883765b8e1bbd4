import {
  getCatalog,
  getProductDetails,
  getProductInventory,
  getProductSet,
  getProductSets,
  postProductAvailability,
  putBackInStockNotification,
} from '#api/contract/products.ts';
import {
  getProductQuestions,
  getProductReviews,
  postAnswerVote,
  postProductQuestion,
  postProductReview,
  postReviewFlag,
  postReviewTranslate,
  postReviewVote,
} from '#api/contract/reviews.ts';
import {
  getAutoSuggest,
  getProductSearch,
  getWidgetRecommendations,
} from '#api/contract/search.ts';
import { searchCollectionPoints, searchStores } from '#api/contract/stores.ts';
import {
  getCountryI18n,
  getCountryList,
  getStoreEmployees,
  getUtilityStores,
} from '#api/contract/utilities.ts';
import { catalogTree, productSet, productSetsOf } from '#commerce/catalogue/catalog.ts';
import type { CatalogueModel } from '#commerce/catalogue/model.ts';
import { recommendations } from '#commerce/catalogue/recommendations.ts';
import { autoSuggest, searchProducts } from '#commerce/catalogue/search.ts';
import { siteOf } from '#commerce/catalogue/site.ts';
import { productDetails } from '#commerce/catalogue/views.ts';
import { ApiError } from '../http/errors.ts';
import { type Domain, SerializedJson } from '../http/route.ts';
import { countryI18n, countryList } from './countries.ts';
import { getCatalogueModel } from './model.ts';
import { askQuestion, listQuestions, voteAnswer } from './questions.ts';
import {
  flagReview,
  listReviews,
  throttleShopper,
  translateReview,
  voteReview,
  voterOf,
  writeReview,
} from './reviews.ts';
import { productAvailability, productInventory, subscribeBackInStock } from './stock.ts';
import {
  searchCollectionPoints as findCollectionPoints,
  searchStores as findStores,
  listStoreEmployees,
  listStores,
} from './stores.ts';

export { catalogueArtwork, writeCatalogueArtwork } from './artwork.ts';
export {
  type CatalogueProductRef,
  findProduct,
  getSkuPrices,
  InsufficientStockError,
  type SkuPrice,
  takeInventory,
} from './lookups.ts';
export { getCatalogueModel, invalidateCatalogue } from './model.ts';
export { getInventory } from './stock.ts';
export { findStoreEmployee, getStore } from './stores.ts';

/**
 * Product details are the hottest read of the store and cost more to serialize than to
 * build: the JSON is kept per catalogue model (a reloaded model starts afresh), product
 * and site. Unknown products throw before anything is stored.
 */
const detailsCache = new WeakMap<CatalogueModel, Map<string, SerializedJson>>();

function detailsText(
  model: CatalogueModel,
  productId: string,
  locale: string | undefined,
  render: () => string,
): SerializedJson {
  let byKey = detailsCache.get(model);
  if (!byKey) {
    byKey = new Map();
    detailsCache.set(model, byKey);
  }
  const key = `${productId}|${locale ?? ''}`;
  let text = byKey.get(key);
  if (!text) {
    text = new SerializedJson(render());
    byKey.set(key, text);
  }
  return text;
}

/** Spec §7 Products, Stores and Utilities (see server/catalogue/README.md). */
export const catalogueDomain: Domain = {
  name: 'catalogue',
  register({ route }) {
    // Products
    route(getProductDetails, async ({ params, locale, db }) => {
      const model = await getCatalogueModel(db);
      return detailsText(model, params.productId, locale, () =>
        JSON.stringify(productDetails(model, params.productId, siteOf(locale))),
      );
    });
    route(postProductAvailability, ({ params, body, db }) =>
      productAvailability(db, params.productId, body),
    );
    route(getProductInventory, ({ params, db }) => productInventory(db, params.productId));
    route(getProductReviews, ({ params, query, locale, db }) =>
      listReviews(db, params.productId, query, siteOf(locale)),
    );
    route(postProductReview, async ({ params, body, auth, locale, db, deps, c }) => {
      await throttleShopper(c, deps, auth, 'review');
      return writeReview(db, { ...body, ...params }, siteOf(locale), deps.now());
    });
    route(postReviewFlag, async ({ params, body, auth, db, deps, c }) => {
      await throttleShopper(c, deps, auth, 'flag');
      return flagReview(db, {
        ...params,
        voter: voterOf(auth),
        reason: body.reason,
        comment: body.comment,
      });
    });
    route(postReviewVote, async ({ params, body, auth, db, deps, c }) => {
      await throttleShopper(c, deps, auth, 'vote');
      return voteReview(db, { ...params, voter: voterOf(auth), helpful: body.helpful });
    });
    route(postReviewTranslate, ({ params, locale, db }) =>
      translateReview(db, params.reviewId, siteOf(locale)),
    );
    route(getProductSets, async ({ params, locale, db }) =>
      productSetsOf(await getCatalogueModel(db), params.productId, siteOf(locale)),
    );
    route(getProductSet, async ({ params, locale, db }) =>
      productSet(await getCatalogueModel(db), params.productSetId, siteOf(locale)),
    );
    route(getCatalog, async ({ locale, db }) =>
      catalogTree(await getCatalogueModel(db), siteOf(locale)),
    );
    route(putBackInStockNotification, ({ body, locale, db }) =>
      subscribeBackInStock(db, {
        productId: body.productId,
        email: body.email,
        locale: siteOf(locale).locale,
      }),
    );
    route(getProductSearch, async ({ query, locale, db }) =>
      searchProducts(await getCatalogueModel(db), query, siteOf(locale)),
    );
    route(getAutoSuggest, async ({ query, locale, db }) =>
      autoSuggest(await getCatalogueModel(db), query.query, query.count, siteOf(locale)),
    );
    route(getProductQuestions, ({ params, query, db }) =>
      listQuestions(db, params.productId, query),
    );
    route(postProductQuestion, async ({ params, body, auth, locale, db, deps, c }) => {
      await throttleShopper(c, deps, auth, 'question');
      return askQuestion(db, { productId: params.productId, ...body }, siteOf(locale), deps.now());
    });
    // Review and answer votes share one budget.
    route(postAnswerVote, async ({ params, body, auth, db, deps, c }) => {
      await throttleShopper(c, deps, auth, 'vote');
      return voteAnswer(db, { ...params, voter: voterOf(auth), helpful: body.helpful });
    });
    route(getWidgetRecommendations, async ({ query, locale, db }) =>
      recommendations(await getCatalogueModel(db), query, siteOf(locale)),
    );

    // Stores
    route(searchStores, ({ body, locale, db }) => findStores(db, body, siteOf(locale)));
    route(searchCollectionPoints, ({ body, locale, db }) =>
      findCollectionPoints(db, body, siteOf(locale)),
    );

    // Utilities
    route(getCountryList, ({ locale, db }) => countryList(db, siteOf(locale)));
    route(getCountryI18n, ({ params, locale, db }) =>
      countryI18n(db, params.countryCode, siteOf(locale)),
    );
    route(getUtilityStores, async ({ query, db }) => ({
      stores: await listStores(db, query.country),
    }));
    route(getStoreEmployees, ({ params, db, auth }) => {
      if (auth.associate.storeId !== params.storeId) {
        throw new ApiError('AUT432', "Associates see their own store's roster only");
      }
      return listStoreEmployees(db, params.storeId);
    });
  },
};
