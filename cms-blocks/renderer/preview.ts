import type { ContentMode } from '#api/contract/content.ts';
import { previewQuery } from '#api/contract/content.ts';

/*
 * Spec §2 preview mode: `preview=true` shows drafts, and `previewDateTime` (ISO 8601) or
 * `previewDateRFC1123` show the page as it will look at that time. The storefront reads
 * them from the page URL and passes them through to every content call.
 */

export { PREVIEW_PARAMS } from './previewParams.ts';

/** The preview part of a content call's query, as the route takes it. */
export interface ContentPreviewQuery {
  preview?: 'true';
  previewDateTime?: string;
  previewDateRFC1123?: string;
}

export interface ContentRequestOptions {
  /** `preview` when the page URL asks for it, else `live`. */
  mode: ContentMode;
  query: ContentPreviewQuery;
}

const single = {
  previewDateTime: previewQuery.shape.previewDateTime,
  previewDateRFC1123: previewQuery.shape.previewDateRFC1123,
};

/**
 * The mode and query of the content calls for a page URL. Only `preview=true` turns preview
 * on; the dates are passed only in preview and only when well formed (a bad date is
 * dropped rather than failing the page with a 400).
 */
export function contentRequestFromUrl(url: URL | string): ContentRequestOptions {
  const search = (typeof url === 'string' ? new URL(url, 'http://localhost') : url).searchParams;
  if (search.get('preview')?.trim().toLowerCase() !== 'true') return { mode: 'live', query: {} };
  const query: ContentPreviewQuery = { preview: 'true' };
  for (const name of ['previewDateTime', 'previewDateRFC1123'] as const) {
    const value = search.get(name);
    if (value !== null && single[name].safeParse(value).success) query[name] = value;
  }
  return { mode: 'preview', query };
}
