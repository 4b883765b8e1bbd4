import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#api/client/index.ts';
import type { ContentDocument } from '#api/contract/content.ts';
import { articleGridSchema } from '#cms-blocks/ArticleGrid/ArticleGrid.schema.ts';
import { articlePageSize, parseArticleQuery } from '#cms-blocks/ArticleGrid/articleGrid.ts';
import { articlesQuery } from '#cms-blocks/ArticleGrid/useArticles.ts';
import { recommendationSchema } from '#cms-blocks/Recommendation/Recommendation.schema.ts';
import type { RecommendationPageContext } from '#cms-blocks/Recommendation/RecommendationContext.tsx';
import { recommendationsQuery } from '#cms-blocks/Recommendation/useRecommendations.ts';
import type { ContentRequestOptions } from '#cms-blocks/renderer/preview.ts';
import type { Site } from '../site/site.ts';

/**
 * The data a page's blocks would otherwise ask for in the browser, fetched by the route's
 * loader: the products of its recommendation sections and the first page of its article
 * grids (top level), with the same query keys the blocks use. The route hands the result to a `HydrationBoundary`, so the
 * server's HTML has the cards (no skeleton, no second request). A widget or search that
 * fails is left to the browser, as before.
 */
export async function prefetchSectionData(
  api: ApiClient,
  site: Site,
  document: Pick<ContentDocument, 'sections'> | null | undefined,
  context: RecommendationPageContext = {},
  /** The page's preview (spec §2), as its renderer will ask: article grids search with it. */
  content?: ContentRequestOptions,
): Promise<DehydratedState | null> {
  const sections = document?.sections ?? [];
  const requests = sections.flatMap((section) => {
    if (section.component !== 'Recommendation') return [];
    const parsed = recommendationSchema.safeParse(section.props);
    return parsed.success ? [parsed.data] : [];
  });
  const grids = sections.flatMap((section) => {
    if (section.component !== 'ArticleGrid') return [];
    const parsed = articleGridSchema.safeParse(section.props);
    return parsed.success ? [parsed.data] : [];
  });
  if (!requests.length && !grids.length) return null;
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all([
    ...requests.map((request) =>
      queries
        .prefetchQuery(recommendationsQuery(api, site.info.tag, request, context))
        .catch(() => undefined),
    ),
    ...grids.map((grid) => {
      const query = parseArticleQuery(grid.initialQuery);
      return queries
        .prefetchInfiniteQuery(
          articlesQuery(api, {
            siteId: site.siteId,
            locale: site.info.tag,
            query,
            tags: query.tagId,
            pageSize: articlePageSize(grid),
            content,
          }),
        )
        .catch(() => undefined);
    }),
  ]);
  const state = dehydrate(queries);
  queries.clear();
  return state.queries.length ? state : null;
}
