import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { type ApiClient, isApiError } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import { type Cart, getCart } from '#api/contract/cart.ts';
import { subscribeToQuery } from './querySubscription.ts';

/**
 * The TanStack Query key of the shopper's cart: the one client cache entry every part of
 * the store reads and writes (mini cart, cart page, blocks that add to the cart). Its data
 * is the last `Cart` the service answered, or `null`/absent before there is a basket.
 * Blocks write it with `setQueryData(cartQueryKey, cart)` after each add, so the mini-cart
 * badge and the cart page update without a refetch.
 */
export const cartQueryKey = queryKeys.cart;

export type CartCacheData = Cart | null | undefined;

/**
 * How the cart is read, for every observer of `cartQueryKey` alike (a query runs the
 * function of whichever observer set its options last, so they must all give the same
 * one): the basket of the session as the cache holds it at that moment (a sign-in sets the
 * session and invalidates the cart in one go), none without a basket; a basket the service
 * no longer knows reads as none.
 */
export function cartQueryOptions(client: ApiClient, queryClient: QueryClient) {
  return {
    queryKey: cartQueryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Cart | null> => {
      const session = queryClient.getQueryData<{ basketId?: string | null } | null>(
        queryKeys.session,
      );
      const basketId = session?.basketId ?? null;
      if (!basketId) return null;
      try {
        return await client.call(getCart, { params: { basketId }, signal });
      } catch (error) {
        if (isApiError(error) && error.is('BSK404')) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  };
}

/**
 * The cart as the cache holds it, without fetching (the store's `ShopperState` loads it;
 * every add writes it): undefined until known, null without a basket.
 */
export function useCartData(): CartCacheData {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { data } = useQuery<Cart | null>({
    ...cartQueryOptions(client, queryClient),
    enabled: false,
  });
  return data;
}

/**
 * One value read from the cart cache (a number, a string, compared by value), without
 * observing the cart query: its component renders again only when that value changes. An
 * observer of the query renders again on each change of its state: the cart first loading
 * (for a guest, no cart at all) rendered a product page's whole buy box again, at once,
 * as the page hydrated. The server render and hydration read it from no cart.
 */
export function useCartValue<T extends string | number | boolean | null>(
  read: (cart: CartCacheData) => T,
): T {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    subscribeToQuery(queryClient, cartQueryKey),
    () => read(queryClient.getQueryData<CartCacheData>(cartQueryKey)),
    () => read(undefined),
  );
}
