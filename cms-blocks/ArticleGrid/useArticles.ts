import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '#api/client/client.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import { searchArticles } from '#api/contract/content.ts';
import type { ContentRequestOptions } from '../renderer/preview.ts';
import { type ArticleQuery, nextArticleOffset } from './articleGrid.ts';

export interface ArticlesRequest {
  siteId: string;
  /** BCP 47 tag of the page: the answers are the site's, cached per language. */
  locale: string;
  /** The grid's initial query (its text and excluded article; its tags start the filter). */
  query: ArticleQuery;
  /** The tags filtered by now. */
  tags: readonly string[];
  pageSize: number;
  /** The page's preview (spec §2), if any: its drafts and dates. Left out: live. */
  content?: ContentRequestOptions | undefined;
}

/**
 * The article search of a grid (spec §7 `search/{siteId}/article`): pages of `pageSize` at
 * offsets 0, pageSize, … (read more asks the next), a new query key per tag filter, so a
 * toggled tag starts again at offset 0. The block asks it in the browser; a server render
 * prefetches the first page with the same key (storefront/blocks/prefetch.ts), so the HTML
 * holds the cards. A failure is logged (spec §8: logged only) and rethrown.
 */
export function articlesQuery(client: ApiClient, request: ArticlesRequest) {
  const { siteId, locale, query, tags, pageSize, content } = request;
  const preview = content?.mode === 'preview' ? content.query : null;
  return infiniteQueryOptions({
    queryKey: queryKeys.content.articles(
      siteId,
      locale,
      { q: query.q ?? '', excludeId: query.excludeId ?? '', tags: [...tags], pageSize },
      preview,
    ),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await client.call(searchArticles, {
          params: { mode: preview ? 'preview' : 'live', siteId },
          query: {
            ...preview,
            offset: pageParam,
            limit: pageSize,
            ...(tags.length > 0 ? { tagId: [...tags] } : {}),
            ...(query.excludeId ? { excludeId: query.excludeId } : {}),
            ...(query.q ? { q: query.q } : {}),
          },
          signal,
        });
      } catch (error) {
        if (!signal.aborted) console.error('Article search failed', error);
        throw error;
      }
    },
    getNextPageParam: (_last, pages) => nextArticleOffset(pages),
    // A failed page is logged once; the shopper may press read more again.
    retry: false,
  });
}

/** The grid's articles; a new filter keeps the shown ones in place until its answer comes. */
export function useArticles(request: ArticlesRequest & { enabled: boolean }) {
  const client = useApiClient();
  const { enabled, ...rest } = request;
  return useInfiniteQuery({
    ...articlesQuery(client, rest),
    enabled,
    placeholderData: keepPreviousData,
  });
}
