import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import { getProductInventory, type ProductInventory } from '#api/contract/products.ts';

/**
 * The product's online stock per sku (GET …/inventory). The page's HTML is cached for
 * everyone, so the stock it was rendered with (`initial`, read at `loadedAt`) is read again
 * in the browser once it is older than the cache's stale time; a failed add that means the
 * stock moved invalidates it (`queryKeys.product.inventory`, the quick shop's key too).
 * Undefined while there is no answer: every size is offered and the cart call decides.
 */
export function useProductInventory(
  productId: string,
  initial: ProductInventory | null | undefined,
  loadedAt: number,
): ProductInventory | undefined {
  const client = useApiClient();
  const { data } = useQuery({
    queryKey: queryKeys.product.inventory(productId),
    queryFn: ({ signal }) => client.call(getProductInventory, { params: { productId }, signal }),
    initialData: initial ?? undefined,
    initialDataUpdatedAt: loadedAt,
  });
  return data;
}
