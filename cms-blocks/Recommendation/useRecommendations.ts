import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'react-aria-components';
import { useApiClient } from '#api/client/index.ts';
import { getWidgetRecommendations } from '#api/contract/search.ts';
import type { RecommendationContent } from './Recommendation.schema.ts';
import { useRecommendationContext } from './RecommendationContext.tsx';

type Request = Pick<RecommendationContent, 'bloomreachIndex' | 'strategy' | 'count'>;

/**
 * The products of a recommendation widget (GET /products/v1/widgetRecommendations) for
 * the page's product or category, cached per locale and request. A failure is logged
 * (the block then renders nothing) and returned as the query's error.
 */
export function useRecommendations({ bloomreachIndex, strategy, count }: Request) {
  const client = useApiClient();
  const { locale } = useLocale();
  const { productId, categoryId } = useRecommendationContext();
  return useQuery({
    queryKey: [
      'recommendations',
      locale,
      { widgetId: bloomreachIndex, strategy, count, productId, categoryId },
    ],
    queryFn: async ({ signal }) => {
      try {
        const answer = await client.call(getWidgetRecommendations, {
          query: {
            count,
            ...(bloomreachIndex ? { widgetId: bloomreachIndex } : {}),
            ...(strategy ? { strategy } : {}),
            ...(productId ? { productId } : {}),
            ...(categoryId ? { categoryId } : {}),
          },
          signal,
        });
        return answer.products;
      } catch (error) {
        if (!signal.aborted) console.error(`Recommendations ${bloomreachIndex} failed`, error);
        throw error;
      }
    },
  });
}
