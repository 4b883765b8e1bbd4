import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import {
  type ContentDocumentType,
  contentDocumentTypes,
  getShowcase,
  showcaseLimits,
} from '#api/contract/content.ts';

/*
 * The CMS preview viewer's query (spec §2): doc type, layout variant and limit (10, 20 or
 * 50; default 20) live in the page URL, with the page number; Go writes the first three and
 * drops the page. Read without zod: this runs in the browser too.
 */

export type ShowcaseLimit = (typeof showcaseLimits)[number];

export interface ViewerCriteria {
  docType: ContentDocumentType;
  /** Empty: every layout. */
  layoutVariant: string;
  limit: ShowcaseLimit;
  /** 1-based. */
  page: number;
}

export const DEFAULT_DOC_TYPE: ContentDocumentType = 'page';
export const DEFAULT_LIMIT: ShowcaseLimit = 20;
/** The service's offset cap (api/contract/content.ts getShowcase). */
const MAX_OFFSET = 10_000;

const isDocType = (value: string | null): value is ContentDocumentType =>
  (contentDocumentTypes as readonly (string | null)[]).includes(value);

/** The criteria of a viewer URL; anything missing or malformed reads as its default. */
export function viewerCriteria(search: URLSearchParams): ViewerCriteria {
  const docType = search.get('docType');
  const limit = Number(search.get('limit'));
  const limitOk = (showcaseLimits as readonly number[]).includes(limit);
  const chosenLimit = limitOk ? (limit as ShowcaseLimit) : DEFAULT_LIMIT;
  const page = Number(search.get('page'));
  const lastPage = Math.floor(MAX_OFFSET / chosenLimit) + 1;
  return {
    docType: isDocType(docType) ? docType : DEFAULT_DOC_TYPE,
    layoutVariant: (search.get('layoutVariant') ?? '').trim().slice(0, 80),
    limit: chosenLimit,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, lastPage) : 1,
  };
}

/** The viewer URL's query for criteria (defaults left out, page 1 left out). */
export function viewerSearch(criteria: ViewerCriteria): string {
  const search = new URLSearchParams({ docType: criteria.docType });
  if (criteria.layoutVariant) search.set('layoutVariant', criteria.layoutVariant);
  search.set('limit', String(criteria.limit));
  if (criteria.page > 1) search.set('page', String(criteria.page));
  return `?${search}`;
}

/** Documents of the criteria, drafts included (the viewer is a preview tool). */
export function showcaseQuery(client: ApiClient, siteId: string, criteria: ViewerCriteria) {
  return queryOptions({
    queryKey: queryKeys.content.showcase(siteId, criteria),
    queryFn: ({ signal }) =>
      client.call(getShowcase, {
        params: { mode: 'preview', siteId, docType: criteria.docType },
        query: {
          preview: 'true',
          limit: criteria.limit,
          offset: (criteria.page - 1) * criteria.limit,
          ...(criteria.layoutVariant ? { layoutVariant: criteria.layoutVariant } : {}),
        },
        signal,
      }),
  });
}
