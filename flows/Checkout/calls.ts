import { updateCartItem } from '#api/contract/cart.ts';
import {
  addPaymentInstrument,
  applyCoupon,
  removeCoupon,
  removePaymentInstrument,
  setBillingAddress,
  setShippingAddress,
  setShippingMethod,
} from '#api/contract/checkout.ts';
import type { AddressInput } from '#commerce/cart/address.ts';
import type { CartChange } from '#shopper/index.ts';

/*
 * The checkout calls that answer the cart, as `useCartChange` takes them (the answer
 * replaces the cart cache). Card details go straight to the call and nowhere else.
 */

/** An address the checkout sends (the contract's cartAddress fields). */
export type CheckoutAddress = AddressInput;

export const applyCouponCode: CartChange<string> = (client, basketId, code) =>
  client.call(applyCoupon, { body: { basketId, code } });

export const removeCouponItem: CartChange<string> = (client, basketId, couponItemId) =>
  client.call(removeCoupon, { query: { basketId, couponItemId } });

export const chooseShippingMethod: CartChange<{ shippingId: string; code: string }> = (
  client,
  basketId,
  { shippingId, code },
) => client.call(setShippingMethod, { body: { basketId, shippingId, code } });

/** The shipping address; `saveToProfile` also keeps it in a member's address book. */
export const saveShippingAddress: CartChange<CheckoutAddress & { saveToProfile?: boolean }> = (
  client,
  basketId,
  { saveToProfile = false, ...address },
) =>
  client.call(setShippingAddress, {
    params: { basketId },
    body: { address, saveToProfile },
  });

export const saveBillingAddress: CartChange<{
  address?: CheckoutAddress;
  sameAsShipping: boolean;
  /** Also keep the address in a member's address book (as a billing address). */
  saveToProfile?: boolean;
}> = (client, basketId, { address, sameAsShipping, saveToProfile = false }) =>
  client.call(setBillingAddress, {
    params: { basketId },
    body: {
      address,
      sameAsShipping,
      saveToProfile,
    },
  });

export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  holder: string;
}

export const payByCard: CartChange<CardDetails & { saveCard?: boolean }> = (
  client,
  basketId,
  { saveCard, ...card },
) =>
  client.call(addPaymentInstrument, {
    params: { basketId },
    body: { type: 'CREDIT_CARD', card, saveCard },
  });

/** An athlete's account pays what is left (ATHLETES_PAYMENT: athletes only, PAY400 else). */
export const payByAthletesAccount: CartChange<void> = (client, basketId) =>
  client.call(addPaymentInstrument, { params: { basketId }, body: { type: 'ATHLETES_PAYMENT' } });

export const paySavedCard: CartChange<string> = (client, basketId, savedCardId) =>
  client.call(addPaymentInstrument, {
    params: { basketId },
    body: { type: 'CREDIT_CARD', savedCardId },
  });

/** PayPal or Klarna, with the session GET paymentSession opened for this cart and amount. */
export const payWith: CartChange<{ type: 'PAYPAL' | 'KLARNA'; paymentSessionId: string }> = (
  client,
  basketId,
  { type, paymentSessionId },
) => client.call(addPaymentInstrument, { params: { basketId }, body: { type, paymentSessionId } });

export const addGiftCard: CartChange<{ number: string; pin: string }> = (
  client,
  basketId,
  giftCard,
) =>
  client.call(addPaymentInstrument, {
    params: { basketId },
    body: { type: 'GIFT_CARD', giftCard },
  });

/** A gift card the member saved to the account, by its saved id: no number or PIN again. */
export const paySavedGiftCard: CartChange<string> = (client, basketId, savedGiftCardId) =>
  client.call(addPaymentInstrument, {
    params: { basketId },
    body: { type: 'GIFT_CARD', savedGiftCardId },
  });

export const removeInstrument: CartChange<string> = (client, basketId, paymentInstrumentId) =>
  client.call(removePaymentInstrument, { params: { basketId }, query: { paymentInstrumentId } });

/** A line's delivery: shipped (to the address), picked up in a store or at a collection point. */
export const setLineDelivery: CartChange<{
  itemId: string;
  delivery:
    | { selected: 'standard' }
    | { selected: 'pickup'; storeId: string }
    | { selected: 'pudo'; storeId: string };
}> = (client, basketId, { itemId, delivery }) =>
  client.call(updateCartItem, {
    params: { basketId },
    body: { itemId, shippingOptions: delivery },
  });
