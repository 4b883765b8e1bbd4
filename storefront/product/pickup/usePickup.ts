import { useQuery } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useApiClient } from '#api/client/react.tsx';
import type { SiteLocale } from '#api/contract/common.ts';
import { postProductAvailability } from '#api/contract/products.ts';
import { searchStores } from '#api/contract/stores.ts';
import { type PickupStore, pickupStoreCookie, readPickupStore } from './pickup.ts';

/** Where the shopper searches: a postal code, a city, or the coordinates "use my location" gave. */
export type StoreSearchPlace =
  | { postalCode: string }
  | { city: string }
  | { latitude: number; longitude: number };

/** How many stores a search shows (the contract's default). */
export const STORE_SEARCH_LIMIT = 10;

export const pickupQueryKeys = {
  search: (locale: SiteLocale, place: StoreSearchPlace | null) =>
    ['stores', 'search', locale, place] as const,
  availability: (sku: string, storeIds: readonly string[]) =>
    ['products', sku, 'availability', storeIds.join(',')] as const,
};

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
    queryKey: pickupQueryKeys.search(locale, place),
    queryFn: ({ signal }) =>
      client.call(searchStores, {
        body: { ...(place as StoreSearchPlace), countryCode: country, limit: STORE_SEARCH_LIMIT },
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
    queryKey: pickupQueryKeys.availability(sku ?? '', storeIds),
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

/**
 * The shopper's pickup store, from its cookie, once in the browser (undefined until then:
 * the server's HTML, cached for everyone, has none), and how to choose another.
 */
export function usePickupStore(
  country: string,
): [PickupStore | null | undefined, (store: PickupStore) => void] {
  const [store, setStore] = useState<PickupStore | null | undefined>(undefined);
  useEffect(() => {
    const saved = readPickupStore(document.cookie, country);
    // A transition: set from an effect as the page hydrates, a plain update renders the
    // reader (the checkout's whole shipping step) again in one blocking task.
    startTransition(() => setStore(saved));
  }, [country]);
  const choose = useCallback((next: PickupStore) => {
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, set synchronously so the next page reads it; the Cookie Store API is not in every supported browser.
    document.cookie = pickupStoreCookie(next, window.location.protocol === 'https:');
    setStore(next);
  }, []);
  return [store, choose];
}
