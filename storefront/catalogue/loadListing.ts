import type { ApiClient } from '#api/client/index.ts';
import { getProductSearch, type ProductSearchResult } from '#api/contract/search.ts';
import { type ListingState, PAGE_SIZE, searchFilters } from './listing.ts';

/**
 * The listing's products: pages 1 to `state.page`, fetched in parallel, as one result
 * (facets, total and category of the first page).
 */
export async function loadListing(
  api: ApiClient,
  scope: { query?: string | undefined; categoryId?: string | undefined },
  state: ListingState,
): Promise<ProductSearchResult> {
  const filters = searchFilters(state);
  const pages = await Promise.all(
    Array.from({ length: state.page }, (_, index) =>
      api.call(getProductSearch, {
        query: {
          ...filters,
          ...scope,
          start: index * PAGE_SIZE,
          count: PAGE_SIZE,
        },
      }),
    ),
  );
  const [first] = pages;
  if (!first) throw new Error('no page');
  return {
    ...first,
    count: PAGE_SIZE * pages.length,
    products: pages.flatMap((page) => page.products),
  };
}

/**
 * The listing with its next page added ("load more" in the browser): only that page is
 * fetched, its products appended to those shown (any shown already, should the order have
 * moved since, left out).
 */
export async function loadNextPage(
  api: ApiClient,
  scope: { query?: string | undefined; categoryId?: string | undefined },
  state: ListingState,
  shown: ProductSearchResult,
): Promise<ProductSearchResult> {
  const page = await api.call(getProductSearch, {
    query: {
      ...searchFilters(state),
      ...scope,
      start: (state.page - 1) * PAGE_SIZE,
      count: PAGE_SIZE,
    },
  });
  const ids = new Set(shown.products.map((tile) => tile.id));
  return {
    ...shown,
    total: page.total,
    count: PAGE_SIZE * state.page,
    products: [...shown.products, ...page.products.filter((tile) => !ids.has(tile.id))],
  };
}
