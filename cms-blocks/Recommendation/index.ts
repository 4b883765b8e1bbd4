import { defineBlock } from '../block.ts';
import { recommendationSchema } from './Recommendation.schema.ts';
import { Recommendation } from './Recommendation.tsx';
import { RECOMMENDATION_HYDRATION_MARGIN_PX } from './recommendation.ts';

export * from './Recommendation.schema.ts';
export {
  Recommendation,
  type RecommendationProps,
  RecommendationView,
  type RecommendationViewProps,
} from './Recommendation.tsx';
export {
  RecommendationContextProvider,
  type RecommendationPageContext,
  useRecommendationContext,
} from './RecommendationContext.tsx';
export * from './recommendation.ts';
export { recommendationsQuery, useRecommendations } from './useRecommendations.ts';

export const recommendationBlock = defineBlock({
  name: 'Recommendation',
  schema: recommendationSchema,
  Component: Recommendation,
  visibleMarginPx: RECOMMENDATION_HYDRATION_MARGIN_PX,
});
