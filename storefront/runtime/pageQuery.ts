import { facetIds } from '#api/contract/search.ts';
import { PREVIEW_PARAMS } from '#cms-blocks/renderer/previewParams.ts';
import { TEST_CONTEXT_PARAM } from '#cms-blocks/renderer/testContext.ts';
import { COLOR_PARAM, SIZE_PARAM } from '../product/selection.ts';
import { EXACT_PARAM } from '../search/searchHref.ts';

/*
 * Which query parameters a page's server render reads (issue 44): the shared page cache keys
 * a page on its path and these alone, and renders the page it stores from that same URL
 * (host/pageCache.ts). Anything else in a query (a campaign's `utm_*`, an ad's click id, a
 * made-up `?x=1`) changes nothing the server sends: it makes no page of its own in the
 * cache (a random query used to force a full render every time) and never reaches a stored
 * render, which would carry it to every shopper (the listing's links keep the query they are
 * rendered with). It stays in the browser's address bar for the scripts that read it there
 * (sign-in's `returnTo`, sign-up's campaign fields, analytics).
 *
 * A page that reads a new parameter on the server adds it here, or its render never sees it.
 */

/** A listing's state (catalogue/listing.ts): facet selections, sort, pages shown. */
const listing = [...facetIds, 'sort', 'page'];

const site = '/[^/]+';

/**
 * Pages no shared cache keeps (`private, no-store` whoever asks): rendered as asked, past the
 * cache. `/` redirects to a locale with the query kept; the others are the shopper's own
 * pages (a mailed link's token among them) and the staff's.
 */
const neverStored: readonly RegExp[] = [
  /^\/$/,
  new RegExp(
    `^${site}/(?:checkout|order-confirmation|order-status|account/orders|returns|subscription/confirm|moderation|cms-preview)(?:/|$)`,
  ),
];

/**
 * Testers' parameters (spec §2): a preview, forced experiment variants and segments. Such a
 * page is the tester's alone (a preview is never shared, a forced variant is personalized):
 * rendered as asked, past the cache.
 */
const testerParams: readonly string[] = [...PREVIEW_PARAMS, TEST_CONTEXT_PARAM];

/** Path patterns (a data request's path: its page's) and the parameters their render reads. */
const pageReads: readonly [RegExp, readonly string[]][] = [
  [new RegExp(`^${site}/c/[^/]+$`), listing],
  [new RegExp(`^${site}/search$`), ['q', EXACT_PARAM, ...listing]],
  [new RegExp(`^${site}/p/[^/]+$`), [COLOR_PARAM, SIZE_PARAM]],
  [new RegExp(`^${site}/favorites/shared/[^/]+$`), ['token']],
  // The emailed reset link (`?token=`) shows the new-password form instead of the request.
  [new RegExp(`^${site}/forgot-password$`), ['token']],
  // The form's email is filled in on the server; the campaign fields are read in the browser.
  [new RegExp(`^${site}/sign-up$`), ['email']],
  // A size chart: its site, and whose sizes in which units (fapi/components.ts).
  [/^\/fapi\/components\/size-chart\//, ['brand', 'locale', 'gender', 'unit']],
  // The storefront's JSON calls (fapi/site.ts): the site they are about.
  [/^\/fapi\//, ['brand', 'locale']],
  // React Router's route discovery.
  [/^\/__manifest$/, ['paths', 'version']],
];

/** A single-fetch data request's page (`/en-us/c/x.data`, `/_.data`): React Router's rule. */
function pagePathOf(pathname: string): string {
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  return pathname.replace(/\.data$/, '');
}

/**
 * The URL the shared page cache keys a request on and renders it from: the path, then the
 * parameters its page reads in name order (several values of one name in their order); a
 * data request keeps React Router's `_routes`. The same URL for every query that renders
 * the same page. Undefined for a request the cache must not answer: a page never stored, a
 * tester's.
 */
export function cachedPageUrl(url: URL): URL | undefined {
  const page = pagePathOf(url.pathname);
  if (neverStored.some((pattern) => pattern.test(page))) return undefined;
  if (testerParams.some((name) => url.searchParams.has(name))) return undefined;
  const kept = new Set(pageReads.find(([pattern]) => pattern.test(page))?.[1] ?? []);
  if (url.pathname.endsWith('.data')) kept.add('_routes');
  const search = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (kept.has(name)) search.append(name, value);
  search.sort();
  const normal = new URL(url);
  normal.search = search.toString();
  return normal;
}
