import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#api/client/index.ts';
import type { ContentDocument } from '#api/contract/content.ts';
import { recommendationSchema } from '#cms-blocks/Recommendation/Recommendation.schema.ts';
import type { RecommendationPageContext } from '#cms-blocks/Recommendation/RecommendationContext.tsx';
import { recommendationsQuery } from '#cms-blocks/Recommendation/useRecommendations.ts';
import type { Site } from '../site/site.ts';

/**
 * The data a page's blocks would otherwise ask for in the browser, fetched by the route's
 * loader: today the products of its recommendation sections (top level), with the same
 * query keys the blocks use. The route hands the result to a `HydrationBoundary`, so the
 * server's HTML has the cards (no skeleton, no second request). A widget that fails is
 * left to the browser, as before.
 */
export async function prefetchSectionData(
  api: ApiClient,
  site: Site,
  document: Pick<ContentDocument, 'sections'> | null | undefined,
  context: RecommendationPageContext = {},
): Promise<DehydratedState | null> {
  const requests = (document?.sections ?? []).flatMap((section) => {
    if (section.component !== 'Recommendation') return [];
    const parsed = recommendationSchema.safeParse(section.props);
    return parsed.success ? [parsed.data] : [];
  });
  if (!requests.length) return null;
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(
    requests.map((request) =>
      queries
        .prefetchQuery(recommendationsQuery(api, site.info.tag, request, context))
        .catch(() => undefined),
    ),
  );
  const state = dehydrate(queries);
  queries.clear();
  return state.queries.length ? state : null;
}
