import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { data, useLoaderData } from 'react-router';
import { createCart } from '#api/contract/cart.ts';
import { type CartCacheData, cartQueryKey } from '#api/shopper/index.ts';
import { CheckoutPage } from '../checkout/CheckoutPage.tsx';
import { apiOf, loadOptional, siteFor } from '../loaders.ts';
import { hasAccessCookie } from '../runtime/audience.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/checkout';

/**
 * `/{locale}/checkout`: the shopper's cart rendered on the server when the request has a
 * session (the page is then theirs alone: private, no-store), else read in the browser.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const cart = hasAccessCookie(request)
    ? await loadOptional(apiOf(context).call(createCart, { body: {} }))
    : null;
  return data({ site, cart }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta() {
  return [{ title: 'Checkout' }, { name: 'robots', content: 'noindex,nofollow' }];
}

export const handle = { pageType: 'Checkout', popUps: false };

export default function CheckoutRoute() {
  const { site, cart } = useLoaderData<typeof loader>();
  const queryClient = useQueryClient();
  useState(() => {
    if (cart && queryClient.getQueryData(cartQueryKey) === undefined) {
      queryClient.setQueryData<CartCacheData>(cartQueryKey, cart);
    }
    return true;
  });
  return (
    <div className={contained}>
      <CheckoutPage locale={site.locale} />
    </div>
  );
}
