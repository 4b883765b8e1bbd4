import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '#api/client/index.ts';
import { useApiClient } from '#api/client/react.tsx';
import { useSession } from '#shopper/session/index.ts';
import { type CartCacheData, cartQueryKey, cartQueryOptions } from './index.ts';

/** The site the client calls on now (its `locale` option may be a getter). */
function siteOfClient(client: ApiClient) {
  const { locale } = client.options;
  return typeof locale === 'function' ? locale() : locale;
}

/**
 * The shopper's state, loaded in the browser once per visit (the HTML stays the same for
 * everyone): the session from the cookies (refreshed, else a guest session) and, when it
 * has a basket, the cart into the cart cache that the header's count, quick shop and the
 * product page's add to cart share (read again whenever a sign-in or sign-out invalidates
 * it, or when the cached cart is another site's: issue 46, the service moves it to this one).
 */
export function ShopperState() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { session } = useSession();
  useQuery({ ...cartQueryOptions(client, queryClient), enabled: session !== null });
  // After every render: a client navigation to another site renders this again. The check
  // waits for the commit's other effects, the API client's new locale among them (its
  // provider, above, runs its effects after this one).
  useEffect(() => {
    let live = true;
    queueMicrotask(() => {
      if (!live) return;
      const cart = queryClient.getQueryData<CartCacheData>(cartQueryKey);
      const site = siteOfClient(client);
      if (cart && site && cart.locale !== site) {
        void queryClient.invalidateQueries({ queryKey: cartQueryKey, exact: true });
      }
    });
    return () => {
      live = false;
    };
  });
  return null;
}
