import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#api/client/index.ts';
import { useApiClient } from '#api/client/react.tsx';
import type { Cart } from '#api/contract/cart.ts';
import { type CartCacheData, cartQueryKey } from './cart.ts';

/*
 * Checkout changes to the shopper's cart (coupons, delivery, addresses, payments): each
 * call answers the cart as the service priced it, and that answer replaces the cache
 * entry, so the cart page, the mini cart and the checkout summary show the same numbers.
 * A failed call changes nothing and rejects with the ApiError for the form to show.
 */

/** A change on the cart the cache holds: `(client, basketId) => the service's cart`. */
export type CartChange<V> = (client: ApiClient, basketId: string, variables: V) => Promise<Cart>;

/** A mutation that runs a checkout call on the shopper's cart and keeps its answer. */
export function useCartChange<V>(change: CartChange<V>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Cart, Error, V>({
    mutationFn: async (variables) => {
      const cart = queryClient.getQueryData<CartCacheData>(cartQueryKey);
      if (!cart) throw new Error('There is no cart to change.');
      return change(client, cart.id, variables);
    },
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  });
}
