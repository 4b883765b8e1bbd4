import { type FacetId, type ProductSort, productSorts } from '#api/contract/search.ts';

/*
 * A product listing's state lives in its URL (spec §2 PLP and search): facet selections
 * under the facet ids (`color=black,blue`), `sort`, `page` (how many pages of PAGE_SIZE
 * are shown: "load more" adds one) and `q` on search. Every control is a link or a GET
 * form, so the listing works without JavaScript, can be shared, and the back button
 * restores it.
 */

/** Products per page ("load more" adds as many). */
export const PAGE_SIZE = 24;
/** The most pages one URL shows (the service answers at most 100 per call). */
export const MAX_PAGES = 20;

/** Facets filtered by several values at once (`rating` is one minimum). */
const multiValueFacets = new Set<FacetId>([
  'categoryId',
  'badge',
  'activity',
  'brand',
  'color',
  'size',
  'price',
]);

export interface ListingState {
  selections: Partial<Record<FacetId, string[]>>;
  sort: ProductSort | undefined;
  page: number;
}

function values(url: URL, name: string): string[] {
  return url.searchParams
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

export function listingState(url: URL, facets: readonly FacetId[]): ListingState {
  const selections: ListingState['selections'] = {};
  for (const facet of facets) {
    const chosen = values(url, facet);
    if (chosen.length)
      selections[facet] = multiValueFacets.has(facet) ? chosen : chosen.slice(0, 1);
  }
  const sort = url.searchParams.get('sort');
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return {
    selections,
    sort: (productSorts as readonly string[]).includes(sort ?? '')
      ? (sort as ProductSort)
      : undefined,
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_PAGES) : 1,
  };
}

/** The query of the service's product search for the state (facets joined by commas). */
export function searchFilters(state: ListingState): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = { sort: state.sort };
  for (const [facet, chosen] of Object.entries(state.selections)) query[facet] = chosen?.join(',');
  return query;
}

function hrefOf(url: URL, edit: (search: URLSearchParams) => void): string {
  const search = new URLSearchParams(url.search);
  edit(search);
  const text = search.toString();
  return `${url.pathname}${text ? `?${text}` : ''}`;
}

/** The listing with one facet value selected or, when it is, deselected (page 1). */
export function toggleHref(url: URL, facet: FacetId, value: string): string {
  return hrefOf(url, (search) => {
    const chosen = values(url, facet);
    const next = chosen.includes(value)
      ? chosen.filter((item) => item !== value)
      : multiValueFacets.has(facet)
        ? [...chosen, value]
        : [value];
    search.delete(facet);
    search.delete('page');
    if (next.length) search.set(facet, next.join(','));
  });
}

/** The listing without any facet selection (sort and query kept). */
export function clearHref(url: URL, facets: readonly FacetId[]): string {
  return hrefOf(url, (search) => {
    for (const facet of facets) search.delete(facet);
    search.delete('page');
  });
}

/** The listing in another order (page 1). */
export function sortHref(url: URL, sort: ProductSort): string {
  return hrefOf(url, (search) => {
    search.set('sort', sort);
    search.delete('page');
  });
}

/** The listing with one more page shown. */
export function moreHref(url: URL, page: number): string {
  return hrefOf(url, (search) => search.set('page', String(Math.min(page + 1, MAX_PAGES))));
}
