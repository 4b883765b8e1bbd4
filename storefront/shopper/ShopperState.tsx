import { useQuery } from '@tanstack/react-query';
import { isApiError } from '#api/client/index.ts';
import { useApiClient } from '#api/client/react.tsx';
import { getCart } from '#api/contract/cart.ts';
import { type CartCacheData, cartQueryKey } from '#api/shopper/index.ts';
import { useSession } from '#flows/session/index.ts';

/**
 * The shopper's state, loaded in the browser once per visit (the HTML stays the same for
 * everyone): the session from the cookies (refreshed, else a guest session) and, when it
 * has a basket, the cart into the cart cache that the header's count, quick shop and the
 * product page's add to cart share. A basket the service no longer knows reads as none.
 */
export function ShopperState() {
  const client = useApiClient();
  const { session } = useSession();
  const basketId = session?.basketId ?? null;
  useQuery<CartCacheData>({
    queryKey: cartQueryKey,
    queryFn: async ({ signal }) => {
      if (!basketId) return null;
      try {
        return await client.call(getCart, { params: { basketId }, signal });
      } catch (error) {
        if (isApiError(error) && error.is('BSK404')) return null;
        throw error;
      }
    },
    enabled: session !== null,
    staleTime: 60_000,
  });
  return null;
}
