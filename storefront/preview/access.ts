import { timingSafeEqual } from 'node:crypto';
import {
  type ContentRequestOptions,
  contentRequestFromUrl,
  PREVIEW_PARAMS,
} from '#cms-blocks/renderer/preview.ts';

/*
 * Spec §2 preview mode on the store, for testers (spec §6 "Preview and bypass headers exist
 * for testers"): `?preview=true` (with previewDateTime or previewDateRFC1123) renders the
 * content as it will be at that moment, drafts included. With PREVIEW_TOKEN set, only a
 * request holding the header `x-cairn-preview: <token>` gets it; everyone else gets the live
 * page. Either way a preview URL is never served from, or stored in, a shared cache.
 */

export const PREVIEW_HEADER = 'x-cairn-preview';

const live: ContentRequestOptions = { mode: 'live', query: {} };

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The content mode and preview query of a page request: preview when its URL asks for it
 * and, with a token configured, it holds the preview header with that token.
 */
export function contentRequestOf(
  request: Request,
  token: string | undefined,
): ContentRequestOptions {
  const wanted = contentRequestFromUrl(request.url);
  if (wanted.mode === 'live') return live;
  if (token === undefined) return wanted;
  const given = request.headers.get(PREVIEW_HEADER);
  return given !== null && sameSecret(given, token) ? wanted : live;
}

/** Whether the URL names any preview parameter: such a page is never shared by a cache. */
export function isPreviewUrl(url: string | URL): boolean {
  const search = new URL(url).searchParams;
  return PREVIEW_PARAMS.some((name) => search.has(name));
}
