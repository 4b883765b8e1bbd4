import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import type { SiteLocale } from '#api/contract/common.ts';
import { postProductAvailability } from '#api/contract/products.ts';
import { searchCollectionPoints, searchStores } from '#api/contract/stores.ts';

/** Where the shopper searches: a postal code, a city, or the coordinates "use my location" gave. */
export type StoreSearchPlace =
  | { postalCode: string }
  | { city: string }
  | { latitude: number; longitude: number };

/** How many stores or collection points a search shows (the contract's default). */
export const STORE_SEARCH_LIMIT = 10;

/**
 * The stores near a place (POST /stores/v1/search), in the site's country also when the
 * place is a position near a border (a store of another country is not offered by the
 * site); idle until there is a place.
 */
export function useStoreSearch(
  locale: SiteLocale,
  country: string,
  place: StoreSearchPlace | null,
) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.stores.search(locale, place),
    queryFn: ({ signal }) =>
      client.call(searchStores, {
        body: { ...(place as StoreSearchPlace), countryCode: country, limit: STORE_SEARCH_LIMIT },
        signal,
      }),
    enabled: place !== null,
  });
}

/**
 * The collection points near a place (POST /stores/v1/collectionPoints): parcel lockers,
 * partner shops and our stores with pickup; idle until there is a place.
 */
export function useCollectionPointSearch(locale: SiteLocale, place: StoreSearchPlace | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.stores.collectionPoints(locale, place),
    queryFn: ({ signal }) =>
      client.call(searchCollectionPoints, {
        body: { ...(place as StoreSearchPlace), limit: STORE_SEARCH_LIMIT },
        signal,
      }),
    enabled: place !== null,
  });
}

/**
 * Units of one variant in each store (POST …/{sku}/availability); idle without a size or
 * stores. Stock moves: it is read again after a minute.
 */
export function useStoreAvailability(sku: string | null, storeIds: readonly string[]) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.stores.availability(sku ?? '', storeIds),
    queryFn: ({ signal }) =>
      client.call(postProductAvailability, {
        params: { productId: sku ?? '' },
        body: [...storeIds],
        signal,
      }),
    enabled: sku !== null && storeIds.length > 0,
    staleTime: 60_000,
  });
}
