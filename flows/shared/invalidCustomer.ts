import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/client/index.ts';
import { useApiClient } from '#api/client/react.tsx';
import { createCart } from '#api/contract/cart.ts';
import { useToast } from '#components/Toast/index.ts';
import { type CartCacheData, cartQueryKey } from '#shopper/index.ts';
import { guardedReload } from './reloadGuard.ts';

/** Spec §9: the cart expiry notice reloads the page after this long. */
export const CART_EXPIRY_RELOAD_MS = 4000;

/**
 * How the page reloads after an invalid customer: the browser's reload behind the reload
 * guard (spec §9, ./reloadGuard.ts), unless a page gives its own (the cart page's
 * `onReload`; stories give a spy, so the test page stays).
 */
export const PageReloadContext = createContext<() => void>(() => {
  guardedReload();
});

/**
 * Spec §4 and §8 invalid customer (AUT498): the cart in the browser belongs to nobody any
 * more. The local cart is cleared, a new one is made, a toast says so and the page reloads
 * after `CART_EXPIRY_RELOAD_MS`. Answers whether the error was that one (the caller shows
 * any other itself, and closes its dialog on this one). One home for the cart page, its
 * line dialogs and checkout. `reload` overrides the `PageReloadContext`'s.
 */
export function useInvalidCustomer(reload?: () => void) {
  const { t } = useTranslation('errors');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toasts = useToast();
  const pageReload = useContext(PageReloadContext);
  const reloadPage = reload ?? pageReload;
  return useCallback(
    (error: unknown): boolean => {
      if (!isApiError(error) || !error.is('AUT498')) return false;
      queryClient.setQueryData<CartCacheData>(cartQueryKey, null);
      client
        .call(createCart, { body: {} })
        .then((cart) => queryClient.setQueryData<CartCacheData>(cartQueryKey, cart))
        .catch(() => undefined);
      toasts.add({ title: t('AUT498'), tone: 'critical' }, { timeout: CART_EXPIRY_RELOAD_MS });
      setTimeout(reloadPage, CART_EXPIRY_RELOAD_MS);
      return true;
    },
    [client, queryClient, toasts, t, reloadPage],
  );
}
