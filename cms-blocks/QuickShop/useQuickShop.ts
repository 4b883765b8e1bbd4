import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'react-aria-components';
import { useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import { getProductDetails, getProductInventory } from '#api/contract/products.ts';

/**
 * The product details (GET /products/v2/products/:productId/details) and its online stock
 * (GET …/inventory) for the quick-shop dialog, fetched while `enabled`. Failures are
 * logged (spec §8: product details failures are logged) and returned for the dialog to say.
 */
export function useQuickShop(productId: string, enabled = true) {
  const client = useApiClient();
  const { locale } = useLocale();
  const details = useQuery({
    queryKey: queryKeys.product.details(productId, locale),
    queryFn: async ({ signal }) => {
      try {
        return await client.call(getProductDetails, { params: { productId }, signal });
      } catch (error) {
        if (!signal.aborted)
          console.error(`Quick shop: product details of ${productId} failed`, error);
        throw error;
      }
    },
    enabled,
  });
  const inventory = useQuery({
    queryKey: queryKeys.product.inventory(productId),
    queryFn: ({ signal }) => client.call(getProductInventory, { params: { productId }, signal }),
    enabled,
  });
  return { details, inventory };
}
