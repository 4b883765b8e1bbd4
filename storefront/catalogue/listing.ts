import {
  type FacetId,
  type ProductSearchResult,
  type ProductSort,
  productSorts,
  type SearchFacet,
} from '#api/contract/search.ts';

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

/**
 * A new selection or order that answers within this shows its products at once; a slower
 * one shows the skeleton of 16 cards (spec §9) in the grid's place until it does, so a fast
 * answer never flashes placeholders.
 */
export const SKELETON_DELAY_MS = 200;

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

/**
 * A facet's values after its group of checkboxes changed from `before` to `chosen`: all of
 * them, but for a single-value facet (`rating`) only the value just ticked.
 */
export function nextChosen(
  facet: FacetId,
  chosen: readonly string[],
  before: readonly string[],
): string[] {
  if (multiValueFacets.has(facet)) return [...chosen];
  return chosen.filter((value) => !before.includes(value)).slice(0, 1);
}

/** The listing with one facet's values replaced by `chosen` (page 1), as `nextChosen`. */
export function selectionHref(url: URL, facet: FacetId, chosen: readonly string[]): string {
  const next = nextChosen(facet, chosen, values(url, facet));
  return hrefOf(url, (search) => {
    search.delete(facet);
    search.delete('page');
    if (next.length) search.set(facet, next.join(','));
  });
}

/** The listing of a whole selection (the phone's filter panel): sort and scope kept, page 1. */
export function selectionsHref(
  url: URL,
  facets: readonly FacetId[],
  selections: ListingState['selections'],
): string {
  return hrefOf(url, (search) => {
    for (const facet of facets) search.delete(facet);
    search.delete('page');
    for (const facet of facets) {
      const chosen = selections[facet];
      if (chosen?.length) search.set(facet, chosen.join(','));
    }
  });
}

/** The listing with one more page shown. */
export function moreHref(url: URL, page: number): string {
  return hrefOf(url, (search) => search.set('page', String(Math.min(page + 1, MAX_PAGES))));
}

/**
 * Identifies what a listing shows: its path and state, whatever else its URL holds (the
 * order of the parameters, `utm_*`): the key of a listing the browser fetched itself.
 */
export function listingKey(pathname: string, state: ListingState): string {
  const selections = Object.entries(state.selections)
    .filter(([, chosen]) => chosen?.length)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([facet, chosen]) => `${facet}=${[...(chosen ?? [])].sort().join(',')}`);
  return [pathname, ...selections, `sort=${state.sort ?? ''}`, `page=${state.page}`].join('&');
}

/**
 * What a listing is of, as the service answered it, to search again in the browser: the
 * category of a category page, the text of a search (`exact` when the page asked for the
 * text as typed). A category that is one of the facets (search) is a filter, not the scope.
 */
export function listingScope(
  result: Pick<ProductSearchResult, 'category' | 'query'>,
  url: URL,
  facets: readonly FacetId[],
): { categoryId?: string; query?: string; exact?: 'true' } {
  return {
    ...(result.category && !facets.includes('categoryId')
      ? { categoryId: result.category.id }
      : {}),
    ...(result.query ? { query: result.query } : {}),
    ...(result.query && url.searchParams.get('exact') === 'true' ? { exact: 'true' as const } : {}),
  };
}

/**
 * The rating values worth offering ("4 stars & up" …, strictest first): a minimum that adds
 * no product over the stricter one before it, or that every product of the listing meets,
 * filters nothing and is left out (the one chosen always stays). `total` is the listing's
 * count when no rating is chosen.
 */
export function usefulRatingValues(
  values: readonly SearchFacet['values'][number][],
  total: number | null,
): SearchFacet['values'] {
  const strictestFirst = [...values].sort((a, b) => Number(b.value) - Number(a.value));
  const kept: SearchFacet['values'] = [];
  let stricter = 0;
  for (const value of strictestFirst) {
    const addsSome = value.count > stricter && (total === null || value.count < total);
    if (value.selected || addsSome) kept.push(value);
    stricter = Math.max(stricter, value.count);
  }
  return kept;
}
