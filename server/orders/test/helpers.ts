import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type CartItemInput, createCartWithItem } from '#api/contract/cart.ts';
import type { CheckoutOrder } from '#api/contract/checkout.ts';
import { fulfilDevOrder } from '#api/contract/internal.ts';
import { guestCart, place, readyToPay } from '../../checkout/test/helpers.ts';
import { skuInventory } from '../../db/schema/catalogue.ts';
import { consumers } from '../../db/schema/consumer.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { guestSession, signInAs } from '../../test/flows.ts';
import type { TestAgent, TestServer } from '../../test/harness.ts';

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

/** The body, after checking that the contract's schema parses it. */
export function parses<T>(schema: { safeParse(value: unknown): { success: boolean } }, body: T): T {
  const parsed = schema.safeParse(body);
  expect(parsed.success, JSON.stringify(body)).toBe(true);
  return body;
}

/** Reads and callers the order tests share, on the file's test server. */
export function ordersKit(server: () => TestServer) {
  async function stockOf(sku: string) {
    const [row] = await server().db.select().from(skuInventory).where(eq(skuInventory.sku, sku));
    return row?.quantity;
  }

  async function pointsOf(consumerId: string) {
    const [row] = await server().db.select().from(consumers).where(eq(consumers.id, consumerId));
    return row?.loyaltyPoints;
  }

  async function mailsTo(recipient: string, template: string) {
    return server()
      .db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.template, template)));
  }

  async function signedIn(key: string) {
    const agent = server().agent();
    await signInAs(agent, key);
    return agent;
  }

  async function guest() {
    const agent = server().agent();
    await guestSession(agent);
    return agent;
  }

  return { stockOf, pointsOf, mailsTo, signedIn, guest };
}
