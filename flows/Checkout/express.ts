import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '#api/client/index.ts';
import type { Cart } from '#api/contract/cart.ts';
import {
  addPaymentInstrument,
  setBillingAddress,
  setShippingAddress,
} from '#api/contract/checkout.ts';
import type { ConsumerAddress } from '#api/contract/consumer.ts';
import { cartQueryKey, useSavedCards } from '#shopper/index.ts';
import { useProfile } from '#shopper/session/index.ts';
import type { CheckoutAddress } from './calls.ts';
import { checkoutAddressOf } from './savedAddresses.ts';

/** The member's main shipping address, as a checkout address. */
export function mainShippingAddress(
  addresses: readonly ConsumerAddress[] | undefined,
  fallbackEmail: string | undefined,
): CheckoutAddress | null {
  const main = addresses?.find((address) => address.approachType === 'S' && address.main);
  return main ? checkoutAddressOf(main, { email: fallbackEmail ?? null }) : null;
}

// The saved cards are the shopper's state (shopper/savedCards.ts): the account's payment
// methods page changes them; re-exported for the steps that pay with them.
export { useSavedCards };

/**
 * Spec §4 express checkout: when the site allows it and the signed-in member has a main
 * address and a main card, an untouched cart gets both (billing as shipping) and the
 * shopper goes straight to the summary. Runs once per cart; a failure leaves the steps
 * as they are (the address prefilled). Returns whether it is under way.
 */
export function useExpressCheckout(cart: Cart, allowed: boolean, onReady: () => void): boolean {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { profile } = useProfile();
  const cards = useSavedCards();
  const tried = useRef<string | null>(null);
  const [running, setRunning] = useState(false);
  const card = cards.data?.paymentInstruments.find((p) => p.main && p.type === 'CREDIT_CARD');
  const address = mainShippingAddress(
    profile?.consumerDetails.address,
    profile?.consumerDetails.email,
  );
  const untouched =
    cart.shippingAddress === null &&
    !cart.payment_instruments.some((p) => p.type === 'CREDIT_CARD');
  const ready = allowed && untouched && card !== undefined && address !== null;
  useEffect(() => {
    if (!ready || !card || !address || tried.current === cart.id) return;
    tried.current = cart.id;
    setRunning(true);
    const basketId = cart.id;
    void (async () => {
      try {
        await client.call(setShippingAddress, {
          params: { basketId },
          body: { address, saveToProfile: false },
        });
        await client.call(setBillingAddress, {
          params: { basketId },
          body: { sameAsShipping: true, saveToProfile: false },
        });
        const paid = await client.call(addPaymentInstrument, {
          params: { basketId },
          body: { type: 'CREDIT_CARD', savedCardId: card.paymentInstrumentId },
        });
        queryClient.setQueryData(cartQueryKey, paid);
        onReady();
      } catch {
        await queryClient.invalidateQueries({ queryKey: cartQueryKey });
      } finally {
        setRunning(false);
      }
    })();
  }, [ready, card, address, cart.id, client, queryClient, onReady]);
  return running;
}
