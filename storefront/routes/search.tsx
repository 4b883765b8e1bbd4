import { useTranslation } from 'react-i18next';
import { useLoaderData, useRouteLoaderData } from 'react-router';
import { getSearchContent } from '#api/contract/content.ts';
import { facetIds, type ProductSearchResult } from '#api/contract/search.ts';
import { brandNames } from '#design-tokens/brands/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { pageTitle } from '#i18n/languages.ts';
import { InteractionOriginArea } from '../analytics/InteractionOrigin.tsx';
import { Listing } from '../catalogue/Listing.tsx';
import { listingTitle } from '../catalogue/listing.css.ts';
import { type ListingState, listingState } from '../catalogue/listing.ts';
import { loadListing } from '../catalogue/loadListing.ts';
import { searchComponentOf } from '../fapi/content.ts';
import { apiOf, contentOf, load, siteFor } from '../loaders.ts';
import { NoResults } from '../search/NoResults.tsx';
import { SearchCorrection } from '../search/SearchCorrection.tsx';
import { EXACT_PARAM } from '../search/searchHref.ts';
import { popularLinksOf } from '../shell/ErrorPage.tsx';
import { contained } from '../shell/shell.css.ts';
import type { Site } from '../site/site.ts';
import type { Route } from './+types/search';
import type { loader as siteLoader } from './site.tsx';

/** Search filters by every facet, its category included. */
const facets = facetIds;
const MAX_QUERY = 100;

/**
 * What a listing without text is of: the labels of its chosen merchandising values ("New
 * arrivals", "Sale · Winter"), as the service names them in the site's language.
 */
function browseTitle(result: ProductSearchResult): string {
  return result.facets
    .filter((facet) => facet.id === 'badge' || facet.id === 'activity')
    .flatMap((facet) => facet.values.filter((value) => value.selected))
    .map((value) => value.label)
    .join(' · ');
}

/** Nothing found for the text alone: the no-results page (with filters, the listing's own). */
function isNoResults(result: ProductSearchResult, state: ListingState): boolean {
  return result.total === 0 && Object.keys(state.selections).length === 0;
}

/**
 * The search hub's popular searches (its CMS page, as `/fapi/components/search` reads it),
 * for the no-results page. A way on is a help, not the page: without the hub page, or when
 * it fails, the page goes without.
 */
async function popularSearchesOf(context: Route.LoaderArgs['context'], site: Site) {
  const { params, query } = contentOf(context, site);
  try {
    const hub = await apiOf(context).call(getSearchContent, {
      params: { ...params, searchType: 'hub' },
      query,
    });
    return searchComponentOf(hub, '').popularSearches;
  } catch {
    return [];
  }
}

/**
 * Search `/{locale}/search?q=`: the listing of the text. A text that finds nothing is
 * searched with its misspelt words corrected (the service's `correctedQuery`), unless
 * `exact=true` asks for it as typed; still nothing is the no-results page. Without text,
 * facets alone (`?badge=new`, the home page's "Shop now") list the whole catalogue filtered
 * by them; with neither, the search hub.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const url = new URL(request.url);
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const state = listingState(url, facets);
  const popularSearches: string[] = [];
  if (!query && Object.keys(state.selections).length === 0)
    return { site, query, result: null, state: null, title: '', popularSearches };
  // The contract's `exact` rides in the listing's scope, which loadListing spreads into
  // every page's search.
  const scope: { query?: string; exact?: 'true' } = query
    ? { query, ...(url.searchParams.get(EXACT_PARAM) === 'true' ? { exact: 'true' } : {}) }
    : {};
  const result = await load(loadListing(apiOf(context), scope, state));
  if (query && isNoResults(result, state))
    popularSearches.push(...(await popularSearchesOf(context, site)));
  return {
    site,
    query,
    result,
    state,
    title: query ? '' : browseTitle(result),
    popularSearches,
  };
}

/** The title names what is listed (the text searched, else the merchandising) and the brand. */
export function meta({ loaderData }: Route.MetaArgs) {
  const search = pageTitle(loaderData?.site.locale, 'search');
  const text = loaderData?.result?.correctedQuery || loaderData?.query;
  const title = text ? `${text} – ${search}` : loaderData?.title || search;
  return [
    { title: loaderData ? `${title} | ${brandNames[loaderData.site.brand]}` : title },
    { name: 'robots', content: 'noindex,follow' },
  ];
}

export const handle = {
  pageType: (data: { result?: unknown } | undefined) => (data?.result ? 'Search' : 'SearchHub'),
};

export default function SearchPage() {
  const { site, query, result, state, title, popularSearches } = useLoaderData<typeof loader>();
  const menu = useRouteLoaderData<typeof siteLoader>('routes/site')?.content.menu;
  const { t } = useTranslation('storefront');
  if (!result || !state) {
    return (
      <div className={contained}>
        <h1 className={heading.h1}>{t('searchPage.hubTitle')}</h1>
        <p>{t('searchPage.hubBody')}</p>
      </div>
    );
  }
  if (!query) {
    return (
      <div className={contained}>
        <h1 className={`${heading.h1} ${listingTitle}`}>{title || t('searchPage.allProducts')}</h1>
        <InteractionOriginArea origin="search">
          <Listing result={result} state={state} site={site} facets={facets} />
        </InteractionOriginArea>
      </div>
    );
  }
  if (isNoResults(result, state)) {
    return (
      <div className={contained}>
        <NoResults
          locale={site.locale}
          query={query}
          suggestedQuery={result.suggestedQuery}
          popularSearches={popularSearches}
          popularCategories={popularLinksOf(menu?.sections)}
        />
      </div>
    );
  }
  return (
    <div className={contained}>
      <h1 className={`${heading.h1} ${listingTitle}`}>
        {t('searchPage.title', { query: result.correctedQuery ?? query })}
      </h1>
      {result.correctedQuery ? (
        <SearchCorrection
          locale={site.locale}
          query={query}
          correctedQuery={result.correctedQuery}
        />
      ) : null}
      <InteractionOriginArea origin="search">
        <Listing result={result} state={state} site={site} facets={facets} />
      </InteractionOriginArea>
    </div>
  );
}
