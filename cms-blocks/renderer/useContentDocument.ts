import { queryOptions, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router';
import type { ApiClient } from '#api/client/index.ts';
import { useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import type {
  getAugmentedPage,
  getCategoryContent,
  getFooter,
  getFragment,
  getMenu,
  getPage,
  getPopups,
  getProductContent,
  getSearchContent,
} from '#api/contract/content.ts';
import type { RouteParams, RouteResponse } from '#api/contract/route.ts';
import { type ContentRequestOptions, contentRequestFromUrl } from './preview.ts';

/** The content calls that answer one page document (spec §7 Content). */
export type ContentDocumentRoute =
  | typeof getAugmentedPage
  | typeof getCategoryContent
  | typeof getSearchContent
  | typeof getFooter
  | typeof getFragment
  | typeof getMenu
  | typeof getPage
  | typeof getPopups
  | typeof getProductContent;

/** A route's params without `mode`: the preview request decides it. */
export type ContentParams<R extends ContentDocumentRoute> = Omit<RouteParams<R>, 'mode'>;

function currentLocale(client: ApiClient): string | undefined {
  const { locale } = client.options;
  return typeof locale === 'function' ? locale() : locale;
}

/**
 * TanStack Query options of a content call, for `useQuery`, `ensureQueryData` in a loader,
 * or `prefetchQuery`. The key holds the locale and the preview request, so preview content
 * and live content never share a cache entry.
 */
export function contentDocumentQueryOptions<R extends ContentDocumentRoute>(
  client: ApiClient,
  route: R,
  params: ContentParams<R>,
  request: ContentRequestOptions = { mode: 'live', query: {} },
) {
  return queryOptions({
    queryKey: queryKeys.content.document(
      route.name,
      params,
      request.mode,
      request.query,
      currentLocale(client),
    ),
    queryFn: ({ signal }) => {
      const call = client.call as (
        route: ContentDocumentRoute,
        input: { params: object; query: object; signal: AbortSignal },
      ) => Promise<RouteResponse<R>>;
      return call(route, {
        params: { ...params, mode: request.mode },
        query: request.query,
        signal,
      });
    },
  });
}

/** The preview request of the page being shown (the router's location, else the window's). */
export function useContentRequest(): ContentRequestOptions {
  const routed = useContext(LocationContext) as { location?: { search: string } } | null;
  const search =
    routed?.location?.search ?? (typeof window === 'undefined' ? '' : window.location.search);
  return contentRequestFromUrl(`http://localhost/${search}`);
}

/**
 * A content document through the one API client and the one cache. Preview parameters of
 * the current URL (`preview=true`, `previewDateTime`, `previewDateRFC1123`) pass through.
 */
export function useContentDocument<R extends ContentDocumentRoute>(
  route: R,
  params: ContentParams<R>,
  options: { request?: ContentRequestOptions; enabled?: boolean } = {},
) {
  const client = useApiClient();
  const fromUrl = useContentRequest();
  return useQuery({
    ...contentDocumentQueryOptions(client, route, params, options.request ?? fromUrl),
    enabled: options.enabled ?? true,
  });
}
