import { expect } from 'vitest';
import { type Cart, type CartItemInput, createCartWithItem } from '#api/contract/cart.ts';
import {
  addPaymentInstrument,
  placeOrder,
  setBillingAddress,
  setShippingAddress,
} from '#api/contract/checkout.ts';
import { guestSession, PASS } from '../../test/flows.ts';
import type { TestAgent } from '../../test/harness.ts';

/** Steps the checkout tests share: a guest's cart, an address, the sandbox card, placing. */

/** The sandbox gateway's card that authorizes. */
export const VISA = {
  number: '4111111111111111',
  expiryMonth: 12,
  expiryYear: 2031,
  cvv: '737',
  holder: 'Ada Lovelace',
};
export const card = (number: string) => ({ ...VISA, number });

/** A US address the en-us site ships to and taxes (Colorado). */
export const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Pine Street',
  city: 'Denver',
  country: 'US',
  postalCode: '80202',
  province: 'CO',
  email: 'ada@example.com',
  phone: '+13035550100',
};

/** A guest session on `agent` and a new en-us cart holding `items`. */
export async function guestCart(agent: TestAgent, items: CartItemInput[]): Promise<Cart> {
  await guestSession(agent);
  const created = await agent.send(createCartWithItem, {
    query: { locale: 'en-us' },
    body: { items },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as Cart;
}

/** Shipping and billing at `address`, the card `cardNumber` to pay what is left. */
export async function readyToPay(agent: TestAgent, basketId: string, cardNumber = VISA.number) {
  const shipped = await agent.send(setShippingAddress, {
    params: { basketId },
    body: { address },
  });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  const billed = await agent.send(setBillingAddress, {
    params: { basketId },
    body: { address, sameAsShipping: true },
  });
  expect(billed.status, JSON.stringify(billed.body)).toBe(200);
  const paid = await agent.send(addPaymentInstrument, {
    params: { basketId },
    body: { type: 'CREDIT_CARD', card: card(cardNumber) },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body as Cart;
}

/** Place the cart's order on the en-us site (the sandbox bot check passes). */
export const place = (agent: TestAgent, basketId: string, extra: Record<string, unknown> = {}) =>
  agent.send(placeOrder, {
    query: { locale: 'en-us' },
    body: { basketId, recaptcha_response: PASS, ...extra },
  });
