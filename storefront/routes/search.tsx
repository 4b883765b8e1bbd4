import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { heading } from '#design-tokens/typography.css.ts';
import { pageTitle } from '#i18n/languages.ts';
import { Listing } from '../catalogue/Listing.tsx';
import { listingTitle } from '../catalogue/listing.css.ts';
import { listingState } from '../catalogue/listing.ts';
import { loadListing } from '../catalogue/loadListing.ts';
import { apiOf, load, siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/search';

const facets = ['categoryId', 'brand', 'color', 'size', 'price', 'rating'] as const;
const MAX_QUERY = 100;

/** Search `/{locale}/search?q=`: the listing of the text; the search hub without one. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const url = new URL(request.url);
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  if (!query) return { site, query, result: null, state: null };
  const state = listingState(url, facets);
  const result = await load(loadListing(apiOf(context), { query }, state));
  return { site, query, result, state };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData?.query
        ? `${loaderData.query}`
        : pageTitle(loaderData?.site.locale, 'search'),
    },
    { name: 'robots', content: 'noindex,follow' },
  ];
}

export const handle = {
  pageType: (data: { query?: string } | undefined) => (data?.query ? 'Search' : 'SearchHub'),
};

export default function SearchPage() {
  const { site, query, result, state } = useLoaderData<typeof loader>();
  const { t } = useTranslation('storefront');
  if (!result || !state) {
    return (
      <div className={contained}>
        <h1 className={heading.h1}>{t('searchPage.hubTitle')}</h1>
        <p>{t('searchPage.hubBody')}</p>
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
      <Listing result={result} state={state} site={site} facets={facets} />
    </div>
  );
}
