import { useQueries, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import type { SiteLocale } from '#api/contract/common.ts';
import { getProductSet, getProductSets } from '#api/contract/products.ts';

/** How many sets the page shows at most (a product is in one or two). */
export const MAX_SETS = 2;

/**
 * The sets a product belongs to with their products (GET …/productSets, then GET
 * …/{productSetId}/productSet for each): read in the browser, below the fold; a failure
 * leaves the section out, like a recommendation that does not come.
 */
export function useProductSets(productId: string, locale: SiteLocale) {
  const client = useApiClient();
  const summaries = useQuery({
    queryKey: queryKeys.productSets.sets(productId, locale),
    queryFn: ({ signal }) => client.call(getProductSets, { params: { productId }, signal }),
    staleTime: 5 * 60_000,
  });
  const ids = (summaries.data?.productSets ?? []).slice(0, MAX_SETS).map((set) => set.id);
  return useQueries({
    queries: ids.map((productSetId) => ({
      queryKey: queryKeys.productSets.set(productSetId, locale),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        client.call(getProductSet, { params: { productSetId }, signal }),
      staleTime: 5 * 60_000,
    })),
    combine: (results) => results.flatMap((result) => (result.data ? [result.data] : [])),
  });
}
