import type { RouterContextProvider } from 'react-router';
import { isApiError } from '#api/client/index.ts';
import {
  getAugmentedPage,
  getCategoryContent,
  getFooter,
  getMenu,
  getPage,
  getPopups,
  getSearchContent,
} from '#api/contract/content.ts';
import {
  getInternalPage,
  getSizeChartComponent,
  internalCollections,
  internalFooter,
  internalFootSizes,
  internalLocationSelector,
  internalPage,
  internalPopUps,
  internalSearchComponent,
  internalSizeChart,
  internalUtilityNav,
} from '#api/contract/internal.ts';
import { checkPopUps } from '#cms-blocks/PopUp/checkedPopUps.ts';
import { contentRequestFromUrl } from '#cms-blocks/renderer/preview.ts';
import { resources } from '#i18n/index.ts';
import { apiOf } from '../loaders.ts';
import {
  collectionsOf,
  footerOf,
  internalPageOf,
  menuDepartmentIds,
  searchComponentOf,
  utilityNavOf,
  utilityPages,
} from './content.ts';
import { footSizes } from './footSizes.ts';
import { locationSelector } from './locations.ts';
import { FAPI_CACHE_CONTROL, FapiError, forwardHeaders, jsonResponse } from './respond.ts';
import { fapiSiteOf, parseInput } from './site.ts';
import { productTypeOfSlug, sizeChartOf } from './sizeCharts.ts';

/*
 * The GET calls of spec §7 Internal the storefront answers itself (`/fapi/components/…`,
 * `/fapi/pages/…`), from the service's content documents for the request's site, or from
 * the small tables of this folder. Each answer is what its contract route's response
 * schema describes; the same for every shopper, so cacheable (FAPI_CACHE_CONTROL).
 */

export interface FapiArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  correlationId: string;
}

const cached = { cacheControl: FAPI_CACHE_CONTROL };

/** A content call whose 404 means "the site has none" (a missing landing page, say). */
async function optional<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** What every content call of one request shares: the site's live content, our id. */
function contentCall({ request, context, correlationId }: FapiArgs) {
  const site = fapiSiteOf(context, request);
  return {
    site,
    api: apiOf(context),
    params: { mode: 'live' as const, siteId: site.siteId },
    query: { locale: site.locale },
    headers: forwardHeaders(correlationId),
  };
}

/** `/fapi/components/collections`: the Collection blocks of the home and department pages. */
export async function collectionsComponent(args: FapiArgs): Promise<Response> {
  const { api, params, query, headers } = contentCall(args);
  const [home, menu] = await Promise.all([
    api.call(getAugmentedPage, { params: { ...params, page: 'home' }, query, headers }),
    optional(api.call(getMenu, { params, query, headers })),
  ]);
  const departments = await Promise.all(
    (menu ? menuDepartmentIds(menu) : []).map((categoryId) =>
      optional(api.call(getCategoryContent, { params: { ...params, categoryId }, query, headers })),
    ),
  );
  const body = internalCollections.parse({
    collections: collectionsOf([home, ...departments.filter((page) => page !== null)]),
  });
  return jsonResponse(body, { ...cached, correlationId: args.correlationId });
}

/** `/fapi/components/footer`: the site's footer document as columns, social and legal links. */
export async function footerComponent(args: FapiArgs): Promise<Response> {
  const { api, params, query, headers } = contentCall(args);
  const footer = await api.call(getFooter, { params, query, headers });
  const body = internalFooter.parse(footerOf(footer));
  return jsonResponse(body, { ...cached, correlationId: args.correlationId });
}

/**
 * `/fapi/components/popups`: the site's pop-ups, each checked by its schema here, so the
 * browser's pop-up manager needs no zod. `preview=true` (with a date) asks for the content
 * as it will be then, as the service's own pop-up call does; such an answer is not cached.
 */
export async function popUpsComponent(args: FapiArgs): Promise<Response> {
  const { api, params, query, headers } = contentCall(args);
  const content = contentRequestFromUrl(args.request.url);
  const document = await api.call(getPopups, {
    params: { ...params, mode: content.mode },
    query: { ...query, ...content.query },
    headers,
  });
  const body = internalPopUps.parse(checkPopUps(document));
  const cacheControl = content.mode === 'live' ? FAPI_CACHE_CONTROL : 'no-store';
  return jsonResponse(body, { cacheControl, correlationId: args.correlationId });
}

/** `/fapi/components/foot-sizes`: the shoe size conversion of the catalogue's footwear. */
export async function footSizesComponent(args: FapiArgs): Promise<Response> {
  fapiSiteOf(args.context, args.request); // the query is checked like every component's
  const body = internalFootSizes.parse({ sizes: footSizes() });
  return jsonResponse(body, { ...cached, correlationId: args.correlationId });
}

/** `/fapi/components/search`: the search hub's popular searches and links. */
export async function searchComponent(args: FapiArgs): Promise<Response> {
  const { site, api, params, query, headers } = contentCall(args);
  const hub = await api.call(getSearchContent, {
    params: { ...params, searchType: 'hub' },
    query,
    headers,
  });
  const placeholder = resources[site.info.language].storefront.search.placeholder;
  const body = internalSearchComponent.parse(searchComponentOf(hub, placeholder));
  return jsonResponse(body, { ...cached, correlationId: args.correlationId });
}

/**
 * `/fapi/components/size-chart/{productType}`: the chart of a catalogue product type, of the
 * asked wearers' fit (`gender`) and in the asked units (`unit`, else the site's).
 */
export async function sizeChartComponent(
  args: FapiArgs,
  rawParams: { productType?: string | undefined },
): Promise<Response> {
  const { productType } = parseInput(getSizeChartComponent.params, rawParams, 'product type');
  const site = fapiSiteOf(args.context, args.request);
  const { gender, unit } = parseInput(
    getSizeChartComponent.query,
    Object.fromEntries(new URL(args.request.url).searchParams),
    'query',
  );
  const type = productTypeOfSlug(productType);
  if (!type) throw new FapiError(404, 'API404', `No size chart for product type ${productType}`);
  const body = internalSizeChart.parse(sizeChartOf(type, site.locale, { gender, unit }));
  return jsonResponse(body, { ...cached, correlationId: args.correlationId });
}

/** `/fapi/components/utility`: help, loyalty, favorites, account and cart, by page name. */
export async function utilityComponent(args: FapiArgs): Promise<Response> {
  const { site, api, params, query, headers } = contentCall(args);
  const pages = await Promise.all(
    utilityPages.map(({ slug }) =>
      optional(api.call(getPage, { params: { ...params, page: slug }, query, headers })),
    ),
  );
  const body = internalUtilityNav.parse(utilityNavOf(site.locale, pages));
  return jsonResponse(body, { ...cached, correlationId: args.correlationId });
}

/** `/fapi/pages/location-selector`: the brand's regional sites by region. */
export function locationSelectorPage(args: FapiArgs): Response {
  const body = internalLocationSelector.parse(locationSelector());
  return jsonResponse(body, { ...cached, correlationId: args.correlationId });
}

/** `/fapi/pages/{page}`: a content page (fixed pages by name) with its sections. */
export async function internalContentPage(
  args: FapiArgs,
  rawParams: { page?: string | undefined },
): Promise<Response> {
  const { page } = parseInput(getInternalPage.params, rawParams, 'page');
  const { api, params, query, headers } = contentCall(args);
  const document = await api.call(getAugmentedPage, {
    params: { ...params, page },
    query,
    headers,
  });
  const body = internalPage.parse(internalPageOf(page, document));
  return jsonResponse(body, { ...cached, correlationId: args.correlationId });
}
