import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/client/react.tsx';
import { useSession } from '#shopper/session/index.ts';
import { cartQueryOptions } from './index.ts';

/**
 * The shopper's state, loaded in the browser once per visit (the HTML stays the same for
 * everyone): the session from the cookies (refreshed, else a guest session) and, when it
 * has a basket, the cart into the cart cache that the header's count, quick shop and the
 * product page's add to cart share (read again whenever a sign-in or sign-out invalidates
 * it).
 */
export function ShopperState() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { session } = useSession();
  useQuery({ ...cartQueryOptions(client, queryClient), enabled: session !== null });
  return null;
}
