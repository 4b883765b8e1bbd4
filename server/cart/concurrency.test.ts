import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addCartItems,
  type Cart,
  createCartWithItem,
  getCart,
  removeCartItem,
  updateCartItem,
} from '#api/contract/cart.ts';
import { cartItems } from '../db/schema/cart.ts';
import { guestSession } from '../test/flows.ts';
import { errorIdOf, type SendResult, setupTestServer, type TestAgent } from '../test/harness.ts';
import { cartSeeders, demo, setStock } from './test/fixtures.ts';

/*
 * Many writes on one cart at once, as a busy store (or a double-clicking shopper, or an
 * attacker) sends them: every write serializes on the cart, on PGlite and on a PostgreSQL
 * server, so no update is lost, no sku gets two lines and no stock cap is passed.
 */

const server = setupTestServer({ seed: cartSeeders });

async function shopper(items: { productId: string; qty: number }[]) {
  const agent = server().agent();
  await guestSession(agent);
  const created = await agent.send(createCartWithItem, { body: { items } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { agent, cart: created.body };
}

/*
 * Calls of one test do not all arrive in the same turn of the event loop: as over a network,
 * they are spread over a few milliseconds, so a write can start while another is open.
 */
let arrivals = 0;
async function arriving<T>(call: () => Promise<T>): Promise<T> {
  arrivals += 1;
  await new Promise((resolve) => setTimeout(resolve, arrivals % 7));
  return call();
}

const add = (agent: TestAgent, basketId: string, productId: string, qty = 1) =>
  arriving(() => agent.send(addCartItems, { body: { basketId, items: [{ productId, qty }] } }));

/** The cart's rows as stored, whatever the service answers. */
async function storedLines(cartId: string) {
  return server()
    .db.select({
      sku: cartItems.sku,
      qty: cartItems.qty,
      position: cartItems.position,
      shippingCode: cartItems.shippingCode,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
}

function expectOneLinePerSku(rows: { sku: string; shippingCode: string; position: number }[]) {
  const keys = rows.map((row) => `${row.sku}|${row.shippingCode}`);
  expect(new Set(keys).size, JSON.stringify(rows)).toBe(keys.length);
  const positions = rows.map((row) => row.position);
  expect(new Set(positions).size, JSON.stringify(rows)).toBe(positions.length);
}

const statuses = (results: readonly SendResult[]) =>
  results.map((result) =>
    result.status === 200 ? '200' : `${result.status} ${JSON.stringify(result.body)}`,
  );

describe('parallel writes on one cart', () => {
  it.each([20, 50])('%i parallel adds of one sku all count, in one line', async (count) => {
    await setStock(server().db, demo.c, 1000);
    const { agent, cart } = await shopper([{ productId: demo.a, qty: 1 }]);
    const results = await Promise.all(
      Array.from({ length: count }, () => add(agent, cart.id, demo.c)),
    );
    expect(statuses(results)).toEqual(Array.from({ length: count }, () => '200'));
    // Each answer is the cart after its own add: the quantities 1 … count, each once.
    const answered = results.map(
      (result) => (result.body as Cart).items.find((item) => item.productId === demo.c)?.qty,
    );
    expect([...answered].sort((a = 0, b = 0) => a - b)).toEqual(
      Array.from({ length: count }, (_, index) => index + 1),
    );
    const rows = await storedLines(cart.id);
    expectOneLinePerSku(rows);
    expect(rows.find((row) => row.sku === demo.c)?.qty).toBe(count);
  });

  it('never passes the stock: 20 parallel adds of a sku with 14 in stock', async () => {
    await setStock(server().db, demo.b, 14);
    const { agent, cart } = await shopper([{ productId: demo.a, qty: 1 }]);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => add(agent, cart.id, demo.b)),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(14);
    expect(results.filter((result) => errorIdOf(result) === 'INV408')).toHaveLength(6);
    const rows = await storedLines(cart.id);
    expectOneLinePerSku(rows);
    expect(rows.find((row) => row.sku === demo.b)?.qty).toBe(14);
  });

  it('keeps ten carts whole under two parallel adds each', async () => {
    await setStock(server().db, demo.c, 1000);
    const shoppers = await Promise.all(
      Array.from({ length: 10 }, () => shopper([{ productId: demo.a, qty: 1 }])),
    );
    await Promise.all(
      shoppers.flatMap(({ agent, cart }) => [
        add(agent, cart.id, demo.c),
        add(agent, cart.id, demo.c),
      ]),
    );
    for (const { cart } of shoppers) {
      const rows = await storedLines(cart.id);
      expectOneLinePerSku(rows);
      expect(rows.find((row) => row.sku === demo.c)?.qty).toBe(2);
    }
  });

  it('applies mixed adds, updates and removals one after the other', async () => {
    const { db } = server();
    await setStock(db, demo.a, 1000);
    await setStock(db, demo.b, 1000);
    await setStock(db, demo.c, 1000);
    await setStock(db, demo.d, 1000);
    const { agent, cart } = await shopper([
      { productId: demo.a, qty: 1 },
      { productId: demo.b, qty: 1 },
    ]);
    // A line of the boot, to be removed while the others are written.
    const withBoot = await add(agent, cart.id, demo.d, 1);
    const boot = withBoot.body.items.find((item) => item.productId === demo.d);
    const jacketB = withBoot.body.items.find((item) => item.productId === demo.b);
    if (!boot || !jacketB) throw new Error('lines missing');
    const updates = [2, 3, 4, 5, 6];
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => add(agent, cart.id, demo.c)),
      ...updates.map((qty) =>
        arriving(() =>
          agent.send(updateCartItem, {
            params: { basketId: cart.id },
            body: { itemId: jacketB.id, qty },
          }),
        ),
      ),
      arriving(() => agent.send(removeCartItem, { query: { basketId: cart.id, itemId: boot.id } })),
      ...Array.from({ length: 10 }, () => add(agent, cart.id, demo.a)),
    ]);
    expect(statuses(results)).toEqual(results.map(() => '200'));
    const rows = await storedLines(cart.id);
    expectOneLinePerSku(rows);
    const qtyOf = (sku: string) => rows.find((row) => row.sku === sku)?.qty;
    expect(qtyOf(demo.c)).toBe(20);
    expect(qtyOf(demo.a)).toBe(11);
    expect(qtyOf(demo.d)).toBeUndefined();
    expect(updates).toContain(qtyOf(demo.b));
    // What the service answers is what it stored.
    const read = await agent.send(getCart, { params: { basketId: cart.id } });
    expect(read.body.items.map((item) => [item.productId, item.qty]).sort()).toEqual(
      rows.map((row) => [row.sku, row.qty]).sort(),
    );
  });
});
