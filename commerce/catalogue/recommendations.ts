import type { RecommendedProduct } from '#api/contract/products.ts';
import { complementaryTypes, type WidgetRecommendations } from '#api/contract/search.ts';
import {
  type CatalogueModel,
  categoryOrThrow,
  inSubtree,
  type ProductModel,
  resolveProduct,
} from './model.ts';
import type { Site } from './site.ts';
import { productTile } from './views.ts';

/*
 * Widget recommendations (similar, complementary, trending) with their attribution
 * tokens, answered from the read model (model.ts) and memoised per model, for the service
 * and the MSW handlers alike.
 */

/** Attribution token: base64url of `strategy.context.product.position`. */
export function recToken(
  strategy: string,
  contextId: string | undefined,
  productId: string,
  position: number,
): string {
  const text = `${strategy}.${contextId ?? '-'}.${productId}.${position}`;
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function recommendations(
  model: CatalogueModel,
  query: {
    productId?: string;
    categoryId?: string;
    strategy?: 'similar' | 'complementary' | 'trending';
    count: number;
    widgetId?: string;
  },
  site: Site,
): WidgetRecommendations {
  const context = query.productId ? resolveProduct(model, query.productId).product : undefined;
  if (query.categoryId) categoryOrThrow(model, query.categoryId);
  const strategy = context ? (query.strategy ?? 'similar') : 'trending';
  const picked = model.memo(
    `recs|${strategy}|${context?.id ?? ''}|${query.categoryId ?? ''}`,
    () => {
      const popular = (a: ProductModel, b: ProductModel) =>
        b.unitsSold - a.unitsSold || a.id.localeCompare(b.id);
      const candidates = model.productList.filter(
        (product) => product.id !== context?.id && product.inStock,
      );
      if (!context || strategy === 'trending') {
        return candidates
          .filter(
            (product) =>
              !query.categoryId || inSubtree(model, product.categoryId, query.categoryId),
          )
          .sort(popular);
      }
      if (strategy === 'similar') {
        const parent = model.categories.get(context.categoryId)?.parentId;
        const sameLeaf = candidates
          .filter((product) => product.categoryId === context.categoryId)
          .sort(popular);
        const sameParent = candidates
          .filter(
            (product) =>
              product.categoryId !== context.categoryId &&
              parent &&
              model.categories.get(product.categoryId)?.parentId === parent,
          )
          .sort(popular);
        return [...sameLeaf, ...sameParent];
      }
      // Complementary: round-robin over the types that complete the look, best sellers first.
      const wearable = (product: ProductModel) =>
        product.gender === context.gender ||
        product.gender === 'unisex' ||
        context.gender === 'unisex';
      const lists = complementaryTypes[context.productType].map((type) =>
        candidates
          .filter((product) => product.productType === type && wearable(product))
          .sort(popular),
      );
      const result: ProductModel[] = [];
      for (let round = 0; lists.some((list) => list.length > round); round++) {
        for (const list of lists) {
          const product = list[round];
          if (product) result.push(product);
        }
      }
      return result;
    },
  );
  return {
    widgetId: query.widgetId ?? null,
    strategy,
    products: picked.slice(0, query.count).map((product, position): RecommendedProduct => {
      const tile = productTile(product, site);
      return {
        id: product.id,
        title: tile.name,
        url: tile.url,
        image: tile.image,
        rating: { showScore: tile.rating.reviewsCount > 0, score: tile.rating.score },
        price: tile.price.lowCurrent,
        originalPrice: tile.price.lowOriginal,
        currency: site.currency,
        recToken: recToken(strategy, context?.id, product.id, position + 1),
      };
    }),
  };
}
