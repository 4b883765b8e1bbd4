import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '#api/client/index.ts';
import { useApiClient } from '#api/client/index.ts';
import type { Cart, CartItemInput } from '#api/contract/cart.ts';
import { addToCart } from './addToCart.ts';
import { type CartCacheData, cartQueryKey } from './cart.ts';
import { sessionSettled } from './session/hint.ts';

/**
 * Add lines to the cart (see `addToCart`) and put the answer into the cart cache
 * (`cartQueryKey`), so everything showing the cart updates. `isPending` drives the
 * button's pending state; a failure rejects `mutateAsync` and sets `error`.
 */
export function useAddToCart() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Cart, ApiError | Error, CartItemInput[]>({
    mutationKey: [...cartQueryKey, 'add'],
    mutationFn: async (items) => {
      await sessionSettled(queryClient);
      return addToCart(client, {
        items,
        cart: queryClient.getQueryData<CartCacheData>(cartQueryKey),
      });
    },
    onSuccess: (cart) => {
      queryClient.setQueryData<CartCacheData>(cartQueryKey, cart);
    },
  });
}
