import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createApiClient } from '#api/client/client.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import type { Brand, SiteLocale } from '#api/contract/common.ts';
import {
  getFootSizesComponent,
  getSizeChartComponent,
  type SizeChartUnit,
} from '#api/contract/internal.ts';
import type { ProductDetails } from '#api/contract/products.ts';
import { storefrontBaseOf } from './sizing.ts';

type ProductGender = ProductDetails['gender'];

/**
 * The storefront's own calls (`/fapi/…`) through the one client, with the app's options
 * (locale, fetch, credentials) and the origin the service's `/api` sits under.
 */
function useStorefrontClient() {
  const client = useApiClient();
  return useMemo(
    () => createApiClient({ ...client.options, baseUrl: storefrontBaseOf(client.options.baseUrl) }),
    [client],
  );
}

/**
 * The chart of a product type (GET /fapi/components/size-chart/{slug}), in the site's
 * language: the rows of the product's wearers, in the asked units. While another unit's
 * chart comes, the last one stays (no empty dialog on a switch).
 */
export function useSizeChart(
  slug: string,
  brand: Brand,
  locale: SiteLocale,
  gender: ProductGender,
  unit: SizeChartUnit,
) {
  const client = useStorefrontClient();
  return useQuery({
    queryKey: queryKeys.sizing.chart(slug, brand, locale, gender, unit),
    queryFn: ({ signal }) =>
      client.call(getSizeChartComponent, {
        params: { productType: slug },
        query: { brand, gender, unit },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The shoe size conversion (GET /fapi/components/foot-sizes); idle unless `enabled`. */
export function useFootSizes(brand: Brand, enabled: boolean) {
  const client = useStorefrontClient();
  return useQuery({
    queryKey: queryKeys.sizing.footSizes(brand),
    queryFn: ({ signal }) => client.call(getFootSizesComponent, { query: { brand }, signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
