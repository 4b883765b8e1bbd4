import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'react-aria-components';
import { useApiClient } from '#api/client/index.ts';
import { getProductDetails, getProductInventory } from '#api/contract/products.ts';

/**
 * Query keys of the product data the quick shop reads. Details depend on the language and
 * currency (the locale tag); online stock does not.
 */
export const productQueryKeys = {
  details: (productId: string, locale: string) =>
    ['product', productId, 'details', locale] as const,
  inventory: (productId: string) => ['product', productId, 'inventory'] as const,
};

/**
 * The product details (GET /products/v2/products/:productId/details) and its online stock
 * (GET …/inventory) for the quick-shop dialog, fetched while `enabled`. Failures are
 * logged (spec §8: product details failures are logged) and returned for the dialog to say.
 */
export function useQuickShop(productId: string, enabled = true) {
  const client = useApiClient();
  const { locale } = useLocale();
  const details = useQuery({
    queryKey: productQueryKeys.details(productId, locale),
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
    queryKey: productQueryKeys.inventory(productId),
    queryFn: ({ signal }) => client.call(getProductInventory, { params: { productId }, signal }),
    enabled,
  });
  return { details, inventory };
}
