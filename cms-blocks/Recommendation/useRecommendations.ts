import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from 'react-aria-components';
import { type ApiClient, useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import { getWidgetRecommendations } from '#api/contract/search.ts';
import type { RecommendationContent } from './Recommendation.schema.ts';
import {
  type RecommendationPageContext,
  useRecommendationContext,
} from './RecommendationContext.tsx';

type Request = Pick<RecommendationContent, 'bloomreachIndex' | 'strategy' | 'count'>;

/**
 * The query of a recommendation widget (GET /products/v1/widgetRecommendations) for the
 * page's product or category, cached per locale (BCP 47 tag) and request. The block asks
 * it in the browser; a server render can fetch it first (the same key and function) and
 * hand it over, so the cards are in the page's HTML. A failure is logged and rethrown.
 */
export function recommendationsQuery(
  client: ApiClient,
  locale: string,
  { bloomreachIndex, strategy, count }: Request,
  { productId, categoryId }: RecommendationPageContext,
) {
  return queryOptions({
    queryKey: queryKeys.recommendations(locale, {
      widgetId: bloomreachIndex,
      strategy,
      count,
      productId,
      categoryId,
    }),
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

/** The products of a recommendation widget next to the page's product or category. */
export function useRecommendations(request: Request) {
  const client = useApiClient();
  const { locale } = useLocale();
  const context = useRecommendationContext();
  return useQuery(recommendationsQuery(client, locale, request, context));
}
