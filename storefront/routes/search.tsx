import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { facetIds, type ProductSearchResult } from '#api/contract/search.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { pageTitle } from '#i18n/languages.ts';
import { InteractionOriginArea } from '../analytics/InteractionOrigin.tsx';
import { Listing } from '../catalogue/Listing.tsx';
import { listingTitle } from '../catalogue/listing.css.ts';
import { listingState } from '../catalogue/listing.ts';
import { loadListing } from '../catalogue/loadListing.ts';
import { apiOf, load, siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/search';

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

/**
 * Search `/{locale}/search?q=`: the listing of the text. Without text, facets alone
 * (`?badge=new`, the home page's "Shop now") list the whole catalogue filtered by them; with
 * neither, the search hub.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const url = new URL(request.url);
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const state = listingState(url, facets);
  if (!query && Object.keys(state.selections).length === 0)
    return { site, query, result: null, state: null, title: '' };
  const result = await load(loadListing(apiOf(context), query ? { query } : {}, state));
  return { site, query, result, state, title: query ? '' : browseTitle(result) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData?.query || loaderData?.title || pageTitle(loaderData?.site.locale, 'search'),
    },
    { name: 'robots', content: 'noindex,follow' },
  ];
}

export const handle = {
  pageType: (data: { result?: unknown } | undefined) => (data?.result ? 'Search' : 'SearchHub'),
};

export default function SearchPage() {
  const { site, query, result, state, title } = useLoaderData<typeof loader>();
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
  if (result.total === 0 && Object.keys(state.selections).length === 0) {
    return (
      <div className={contained}>
        <h1 className={heading.h1}>{t('searchPage.noResults', { query })}</h1>
        <p>{t('searchPage.noResultsBody')}</p>
      </div>
    );
  }
  return (
    <div className={contained}>
      <h1 className={`${heading.h1} ${listingTitle}`}>{t('searchPage.title', { query })}</h1>
      <InteractionOriginArea origin="search">
        <Listing result={result} state={state} site={site} facets={facets} />
      </InteractionOriginArea>
    </div>
  );
}
