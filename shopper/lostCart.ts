import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type ApiClient, isApiError } from '#api/client/index.ts';
import { useApiClient } from '#api/client/react.tsx';
import { type Cart, createCart, createCartWithItem } from '#api/contract/cart.ts';
import { keptLines } from './addToCart.ts';
import { type CartCacheData, cartQueryKey } from './cart.ts';

/*
 * Spec §4 and §8 CART_NOT_FOUND: a cart the service no longer knows (BSK404) is made again
 * with its items kept, and the change that found it lost runs once more on the new cart.
 * One home for the cart page's line changes (cartLines.ts), the checkout changes and the
 * line dialogs (checkout.ts useCartChange), and a query that finds the cart lost.
 */

/** A new cart holding the lost cart's items (spec §4: items kept); empty when it had none. */
export async function recreateCart(client: ApiClient, lost: Cart): Promise<Cart> {
  const lines = keptLines(lost);
  return lines.length
    ? client.call(createCartWithItem, { body: { items: lines } })
    : client.call(createCart, { body: {} });
}

/**
 * A change that must not run again on a cart made after a loss (a payment session opened
 * for the lost cart): the change stops with this error, which holds the new cart.
 */
export class CartRecreated extends Error {
  readonly cart: Cart;
  constructor(cart: Cart) {
    super('The cart was lost and made again; the change did not run on the new cart.');
    this.name = 'CartRecreated';
    this.cart = cart;
  }
}

/**
 * Run a change on the shopper's cart. A cart the service no longer knows (BSK404) is
 * recreated with its lines kept (`recreated` is told the new cart), and the change runs once
 * more on the new cart: on the line of the same sku when it names one (`itemId`). A line that
 * is not in the new cart (a gift line) leaves the new cart standing and rejects with BSK404.
 * With `rerun: false` the change does not run again: it rejects with CartRecreated.
 */
export async function onCart<T>(
  client: ApiClient,
  data: CartCacheData,
  itemId: string | null,
  change: (cart: Cart, itemId: string) => Promise<T>,
  recreated: (cart: Cart) => void,
  { rerun = true }: { rerun?: boolean } = {},
): Promise<T> {
  if (!data) throw new Error('There is no cart to change.');
  try {
    return await change(data, itemId ?? '');
  } catch (error) {
    if (!isApiError(error) || !error.is('BSK404')) throw error;
    const fresh = await recreateCart(client, data);
    recreated(fresh);
    if (!rerun) throw new CartRecreated(fresh);
    const sku = data.items.find((item) => item.id === itemId)?.productId;
    const line = fresh.items.find((item) => item.productId === sku);
    if (itemId !== null && !line) throw error;
    return change(fresh, line?.id ?? '');
  }
}

/**
 * For a call outside a change that found the cart lost (a query: the pay-later session):
 * the cart in the cache made again with its items, the new cart in the cache. Resolves to
 * the new cart, or null when the cache holds none.
 */
export function useRecreateCart() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<Cart | null> => {
    const lost = queryClient.getQueryData<CartCacheData>(cartQueryKey);
    if (!lost) return null;
    const fresh = await recreateCart(client, lost);
    queryClient.setQueryData<CartCacheData>(cartQueryKey, fresh);
    return fresh;
  }, [client, queryClient]);
}
