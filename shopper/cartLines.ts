import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import {
  type Cart,
  type CartItem,
  createCart,
  moveSavedItemToCart,
  removeCartItem,
  removeSavedItem,
  saveItemForLater,
  updateCartItem,
} from '#api/contract/cart.ts';
import { getSaveForLater, type SavedForLater } from '#api/contract/wishlists.ts';
import { addToCart } from './addToCart.ts';
import { type CartCacheData, cartQueryKey } from './cart.ts';
import { SAVED_FOR_LATER_PAGE_SIZE, useListPageSizes } from './listPageSizes.ts';
import { onCart } from './lostCart.ts';
import { useHasSession, useListsAvailable } from './session/hint.ts';

/*
 * What the cart page does to the shopper's cart and saved-for-later list. Every answer of
 * the service replaces the cache entry it holds (`cartQueryKey`, `saveForLaterQueryKey`),
 * so the header's count, the mini cart and the page agree without a refetch; a failed
 * call changes nothing and rejects with the ApiError for the page to say why.
 */

export const saveForLaterQueryKey = queryKeys.saveForLater;

export { SAVED_FOR_LATER_PAGE_SIZE };

/**
 * The shopper's saved-for-later list; undefined until a session exists and it loads, and
 * while an associate is connected (spec §6).
 */
export function useSavedForLater() {
  const client = useApiClient();
  const hasSession = useHasSession();
  const available = useListsAvailable();
  const count = useListPageSizes().savedForLater;
  return useQuery<SavedForLater>({
    queryKey: saveForLaterQueryKey,
    queryFn: ({ signal }) =>
      client.call(getSaveForLater, {
        query: { start: 0, count },
        signal,
      }),
    enabled: hasSession && available,
    staleTime: 60_000,
  });
}

/** A line taken out of the cart, as it can be put back (undo). */
export interface RemovedLine {
  item: CartItem;
}

/** The shopper's basket, created when there is none yet (moving a saved item back). */
async function basketOf(client: ApiClient, data: CartCacheData): Promise<string> {
  if (data) return data.id;
  return (await client.call(createCart, { body: {} })).id;
}

/**
 * The cart page's changes: a line's quantity, removing it and putting it back, saving it
 * for later and moving a saved item back, removing a saved item.
 */
export function useCartLines() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const current = () => queryClient.getQueryData<CartCacheData>(cartQueryKey);
  const setCart = (cart: Cart) => queryClient.setQueryData<CartCacheData>(cartQueryKey, cart);
  const setSaved = (list: SavedForLater) =>
    queryClient.setQueryData<SavedForLater>(saveForLaterQueryKey, list);
  // The saved-for-later answers hold the page the list shows (useSavedForLater), not fewer.
  const count = useListPageSizes().savedForLater;

  const setQuantity = useMutation({
    mutationKey: [...cartQueryKey, 'quantity'],
    mutationFn: ({ itemId, qty }: { itemId: string; qty: number }) =>
      onCart(
        client,
        current(),
        itemId,
        (cart, id) =>
          client.call(updateCartItem, { params: { basketId: cart.id }, body: { itemId: id, qty } }),
        setCart,
      ),
    onSuccess: setCart,
  });

  const remove = useMutation({
    mutationKey: [...cartQueryKey, 'remove'],
    mutationFn: ({ item }: RemovedLine) =>
      onCart(
        client,
        current(),
        item.id,
        (cart, id) => client.call(removeCartItem, { query: { basketId: cart.id, itemId: id } }),
        setCart,
      ),
    onSuccess: setCart,
  });

  /** Undo a removal: the same sku and quantity added again (stock-checked like any add). */
  const restore = useMutation({
    mutationKey: [...cartQueryKey, 'restore'],
    mutationFn: ({ item }: RemovedLine) =>
      addToCart(client, {
        items: [{ productId: item.productId, qty: item.qty }],
        cart: current(),
      }),
    onSuccess: setCart,
  });

  const saveForLater = useMutation({
    mutationKey: [...cartQueryKey, 'saveForLater'],
    mutationFn: ({ itemId }: { itemId: string }) =>
      onCart(
        client,
        current(),
        itemId,
        (cart, id) =>
          client.call(saveItemForLater, {
            query: { count },
            body: { basketId: cart.id, itemId: id },
          }),
        setCart,
      ),
    onSuccess: ({ cart, saveForLater: list }) => {
      setCart(cart);
      setSaved(list);
    },
  });

  const moveToCart = useMutation({
    mutationKey: [...cartQueryKey, 'moveToCart'],
    mutationFn: async ({ saveForLaterId, itemId }: { saveForLaterId: string; itemId: string }) =>
      client.call(moveSavedItemToCart, {
        params: { basketId: await basketOf(client, current()) },
        query: { count },
        body: { saveForLaterId, itemId },
      }),
    onSuccess: ({ cart, saveForLater: list }) => {
      setCart(cart);
      setSaved(list);
    },
  });

  const removeSaved = useMutation({
    mutationKey: [...saveForLaterQueryKey, 'remove'],
    mutationFn: ({ saveForLaterId, itemId }: { saveForLaterId: string; itemId: string }) =>
      client.call(removeSavedItem, {
        params: { saveForlaterId: saveForLaterId, itemId },
        query: { count },
      }),
    onSuccess: setSaved,
  });

  return { setQuantity, remove, restore, saveForLater, moveToCart, removeSaved };
}
