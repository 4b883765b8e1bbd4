import { expect } from 'vitest';
import { type CartItemInput, createCartWithItem } from '#api/contract/cart.ts';
import type { CheckoutOrder } from '#api/contract/checkout.ts';
import { fulfilDevOrder } from '#api/contract/internal.ts';
import { guestCart, place, readyToPay } from '../../checkout/test/helpers.ts';
import type { TestAgent } from '../../test/harness.ts';

/** Steps the order tests share: an order placed and paid by card, moved along by the dev aid. */

/** A new cart of `items` for the agent's session (a guest one is opened when it has none). */
async function cartOf(agent: TestAgent, items: CartItemInput[]) {
  if (!agent.cookies.size) return guestCart(agent, items);
  const created = await agent.send(createCartWithItem, {
    query: { locale: 'en-us' },
    body: { items },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** The agent's order of `items`, shipped to and paid from the checkout helpers' address. */
export async function placeOrderOf(
  agent: TestAgent,
  items: CartItemInput[],
  cardNumber?: string,
): Promise<CheckoutOrder> {
  const cart = await cartOf(agent, items);
  await readyToPay(agent, cart.id, cardNumber);
  const placed = await place(agent, cart.id);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body as CheckoutOrder;
}

/** The warehouse's record, through the development aid. */
export async function fulfil(
  agent: TestAgent,
  orderNumber: string,
  status: 'SHIPPED' | 'DELIVERED',
) {
  const result = await agent.send(fulfilDevOrder, { params: { orderNumber }, body: { status } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}
