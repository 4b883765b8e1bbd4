import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '#api/client/index.ts';
import { useApiClient } from '#api/client/index.ts';
import { type Cart, type CartItem, reserveWithItem } from '#api/contract/cart.ts';
import { type CartCacheData, cartQueryKey } from './cart.ts';
import { sessionSettled } from './session/hint.ts';

/*
 * Reserve in store from the product page (spec §7 POST /cart/v1/reserveWithItem): the
 * service puts the lines into the shopper's open cart (making one when there is none), to
 * be picked up in the store, stock-checked against that store's shelf (INV700 when it has
 * none, STR404 for a store that does not offer pickup), and answers the cart. The shelf's
 * units are held for the shopper when the order is placed, as for any pickup line.
 */

export interface ReserveInStoreInput {
  storeId: string;
  sku: string;
  qty: number;
}

/** The line of the answer that picks up `sku` in `storeId`. */
export function reservedLine(cart: Cart, sku: string, storeId: string): CartItem | undefined {
  return cart.items.find(
    (item) =>
      item.productId === sku &&
      item.shippingOptions.selected === 'pickup' &&
      item.shippingOptions.storeInfo?.id === storeId,
  );
}

/**
 * Reserve a variant in a store and put the answer into the cart cache (`cartQueryKey`),
 * so the header's count and the mini cart show it. A refusal rejects with the ApiError.
 */
export function useReserveInStore() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Cart, ApiError | Error, ReserveInStoreInput>({
    mutationKey: [...cartQueryKey, 'reserve'],
    mutationFn: async ({ storeId, sku, qty }) => {
      await sessionSettled(queryClient);
      return client.call(reserveWithItem, {
        body: { storeId, items: [{ productId: sku, qty }] },
      });
    },
    onSuccess: (cart) => {
      queryClient.setQueryData<CartCacheData>(cartQueryKey, cart);
    },
  });
}
