import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '#api/client/queryKeys.ts';
import { RECALCULATE_EXPERIENCES_EVENT } from '#cms-blocks/renderer/personalization.ts';

/*
 * Spec §4: `recalculateMonetateVfa` makes experiences read their decisions again after
 * sign-in and after the cart changes. Every sign-in (dialog, page, sign-up's automatic one)
 * lands in the session cache and every cart change (add, quantity, remove, save for later,
 * a merged cart) in the cart cache, so one watcher on the two caches covers them all.
 */

interface SessionLike {
  consumerNo?: string | null;
  consumerType?: string;
}
interface CartLike {
  items?: readonly { productId: string; qty: number }[];
}

/** Who the session is: a change from one known shopper to another is a sign-in or out. */
function sessionKey(session: unknown): string | undefined {
  if (session === undefined) return undefined;
  if (session === null) return 'none';
  const { consumerType, consumerNo } = session as SessionLike;
  return `${consumerType ?? ''}:${consumerNo ?? ''}`;
}

/** What the cart holds; a re-read that holds the same lines is no change. */
function cartKey(cart: unknown): string | undefined {
  if (cart === undefined) return undefined;
  const items = (cart as CartLike | null)?.items ?? [];
  return items
    .map((item) => `${item.productId}x${item.qty}`)
    .sort()
    .join(',');
}

/**
 * Dispatch `recalculateMonetateVfa` on `target` once for each sign-in, sign-out or cart
 * change (several in one task, as a sign-in that also merges the cart, make one event).
 * The first value of each cache (the page's own session and cart arriving) is no change.
 * Returns the unsubscribe.
 */
export function watchExperienceTriggers(
  queryClient: QueryClient,
  target: EventTarget = window,
): () => void {
  let session = sessionKey(queryClient.getQueryData(queryKeys.session));
  let cart = cartKey(queryClient.getQueryData(queryKeys.cart));
  let pending = false;
  const changed = (before: string | undefined, after: string | undefined) =>
    before !== undefined && after !== undefined && before !== after;
  return queryClient.getQueryCache().subscribe(() => {
    const nextSession = sessionKey(queryClient.getQueryData(queryKeys.session));
    const nextCart = cartKey(queryClient.getQueryData(queryKeys.cart));
    const fire = changed(session, nextSession) || changed(cart, nextCart);
    if (nextSession !== undefined) session = nextSession;
    if (nextCart !== undefined) cart = nextCart;
    if (!fire || pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      target.dispatchEvent(new Event(RECALCULATE_EXPERIENCES_EVENT));
    });
  });
}

/** The shell's watcher: one per page, for the page's lifetime. */
export function useExperienceTriggers(): void {
  const queryClient = useQueryClient();
  useEffect(() => watchExperienceTriggers(queryClient), [queryClient]);
}
