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
