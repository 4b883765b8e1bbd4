import type { ContentBreakpoint } from '#api/contract/contentSections.ts';
import type { RecommendedProduct } from '#api/contract/products.ts';
import type { RecommendationVariant } from './Recommendation.schema.ts';

/** Spec §7 tracking: a click on a recommended product. */
export const RECOMMENDATION_CLICK_EVENT = 'product.onProductRecClick';
export const RECOMMENDATION_CLICK_ACTION = 'Click Recommendation';
export const RECOMMENDATION_LIST = 'Product Recommendation Carousel';
/** Spec §7 lists recommendation impressions without a name; this is ours. */
export const RECOMMENDATION_IMPRESSION_EVENT = 'product.onProductRecImpression';
/** Spec §9: recommendation carousels hydrate 200 px before they come into view. */
export const RECOMMENDATION_HYDRATION_MARGIN_PX = 200;

export interface RecommendationLayout {
  /** Skeleton rows while loading (spec §9: 1 for 3-cards, else 2). */
  rows: number;
  /** Cards per row and in view (spec §9: 3-cards 1, 2, 3 by breakpoint, otherwise 2, 4, 6). */
  perRow: Record<ContentBreakpoint, 1 | 2 | 3 | 4 | 6>;
}

export function recommendationLayout(variant: RecommendationVariant): RecommendationLayout {
  return variant === '3-cards'
    ? { rows: 1, perRow: { sm: 1, md: 2, lg: 3 } }
    : { rows: 2, perRow: { sm: 2, md: 4, lg: 6 } };
}

/** The `product.onProductRecClick` payload of a card (position counts from 1). */
export function recommendationClick(product: RecommendedProduct, index: number, widgetId: string) {
  return {
    action: RECOMMENDATION_CLICK_ACTION,
    list: RECOMMENDATION_LIST,
    widgetId,
    recToken: product.recToken,
    product: {
      id: product.id,
      name: product.title,
      price: product.price,
      currency: product.currency,
      position: index + 1,
    },
  };
}
