import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#api/client/index.ts';
import { useApiClient } from '#api/client/react.tsx';
import type { Cart } from '#api/contract/cart.ts';
import { type CartCacheData, cartQueryKey } from './cart.ts';
import { onCart } from './lostCart.ts';

/*
 * Checkout changes to the shopper's cart (coupons, delivery, addresses, payments) and the
 * cart line dialogs' (gift option, delivery): each call answers the cart as the service
 * priced it, and that answer replaces the cache entry, so the cart page, the mini cart and
 * the checkout summary show the same numbers. A cart the service lost (BSK404) is made
 * again with its items and the change runs once more there, as the cart page's quantity
 * changes do (lostCart.ts). Any other failure changes nothing and rejects with the
 * ApiError for the form to show (AUT498: the flows' useInvalidCustomer).
 */

/** A change on the cart the cache holds: `(client, basketId) => the service's cart`. */
export type CartChange<V> = (client: ApiClient, basketId: string, variables: V) => Promise<Cart>;

/** The line a change's variables name (`itemId`), if any. */
function lineOf(variables: unknown): string | null {
  if (typeof variables !== 'object' || variables === null || !('itemId' in variables)) return null;
  return typeof variables.itemId === 'string' ? variables.itemId : null;
}

export interface CartChangeOptions {
  /**
   * On a lost cart, run the change again on the new one (default). `false`: the change
   * rejects with CartRecreated instead (a change that belongs to the lost cart, such as
   * authorizing a payment session opened for it).
   * @default true
   */
  rerunOnNewCart?: boolean;
}

/**
 * A mutation that runs a checkout call on the shopper's cart and keeps its answer. On a
 * lost cart, a change whose variables name a line (`itemId`) runs on the new cart's line
 * of the same sku.
 */
export function useCartChange<V>(
  change: CartChange<V>,
  { rerunOnNewCart = true }: CartChangeOptions = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const keep = (cart: Cart) => queryClient.setQueryData<CartCacheData>(cartQueryKey, cart);
  return useMutation<Cart, Error, V>({
    mutationFn: (variables) => {
      const itemId = lineOf(variables);
      return onCart(
        client,
        queryClient.getQueryData<CartCacheData>(cartQueryKey),
        itemId,
        (cart, id) =>
          change(client, cart.id, itemId === null ? variables : { ...variables, itemId: id }),
        keep,
        { rerun: rerunOnNewCart },
      );
    },
    onSuccess: keep,
  });
}
