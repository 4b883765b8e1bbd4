import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { Cart } from '#api/contract/cart.ts';

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
 * The cart as the cache holds it, without fetching (the store's `ShopperState` loads it;
 * every add writes it): undefined until known, null without a basket.
 */
export function useCartData(): CartCacheData {
  const { data } = useQuery<CartCacheData>({
    queryKey: cartQueryKey,
    queryFn: () => null,
    enabled: false,
  });
  return data;
}
