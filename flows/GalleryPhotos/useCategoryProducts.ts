import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'react-aria-components';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import type { Brand } from '#api/contract/common.ts';
import { getProductSearch } from '#api/contract/search.ts';
import { isSiteLocale } from '#i18n/locales.ts';

/** At most this many of a category's products to choose from (its best sellers first). */
export const CATEGORY_PRODUCTS_MAX = 100;

export interface CategoryProduct {
  id: string;
  name: string;
}

/**
 * The brand's products of a category (and its sub-categories), best sellers first: what a
 * shopper adding a photo in a category's gallery picks the photo's product from.
 */
export function useCategoryProducts(customerId: Brand, categoryId: string | undefined) {
  const client = useApiClient();
  const tag = useLocale().locale.toLowerCase();
  const locale = isSiteLocale(tag) ? tag : undefined;
  return useQuery({
    queryKey: queryKeys.ugc.categoryProducts(customerId, categoryId, locale),
    queryFn: async ({ signal }) => {
      const found = await client.call(getProductSearch, {
        query: {
          categoryId,
          brand: [customerId],
          count: CATEGORY_PRODUCTS_MAX,
          ...(locale ? { locale } : {}),
        },
        signal,
      });
      return found.products.map(
        (product): CategoryProduct => ({ id: product.id, name: product.name }),
      );
    },
    enabled: categoryId !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
