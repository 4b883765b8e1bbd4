import { describe, expect, it } from 'vitest';
import { addCartItems, type Cart, createCartWithItem, getCart } from '#api/contract/cart.ts';
import type { Database } from '../db/client.ts';
import { guestSession } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { CartAddQueue, cartAddQueue } from './addQueue.ts';
import { cartSeeders, demo, setStock } from './test/fixtures.ts';

const server = setupTestServer({ seed: cartSeeders });

async function shopper(): Promise<{ agent: TestAgent; cart: Cart; guestId: string }> {
  const agent = server().agent();
  const { usid: guestId } = await guestSession(agent);
  const created = await agent.send(createCartWithItem, {
    body: { items: [{ productId: demo.a }] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { agent, cart: created.body, guestId };
}

const add = (agent: TestAgent, basketId: string, productId: string, qty = 1) =>
  agent.send(addCartItems, { body: { basketId, items: [{ productId, qty }] } });

const lines = (cart: Cart) => cart.items.map((item) => [item.productId, item.qty]);

describe('concurrent adds to cart, written in batches', () => {
  it('writes the adds of many shoppers together, each answered with its own cart', async () => {
    const { db } = server();
    await setStock(db, demo.a, 100);
    await setStock(db, demo.c, 100);
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => shopper()));
    const before = { ...cartAddQueue(db).stats };
    const results = await Promise.all(
      shoppers.map(({ agent, cart }, index) => add(agent, cart.id, demo.c, index + 1)),
    );
    const stats = cartAddQueue(db).stats;
    expect(stats.calls - before.calls).toBe(12);
    expect(stats.batches - before.batches).toBeLessThan(12);
    for (const [index, result] of results.entries()) {
      expect(result.status).toBe(200);
      expect(result.body.id).toBe(shoppers[index]?.cart.id);
      expect(lines(result.body)).toEqual([
        [demo.a, 1],
        [demo.c, index + 1],
      ]);
      const { agent, cart } = shoppers[index] as { agent: TestAgent; cart: Cart };
      const read = await agent.send(getCart, { params: { basketId: cart.id } });
      expect(read.body).toEqual(result.body);
    }
  });

  it('refuses a call on its own: its neighbours in the batch are written, its cart is not', async () => {
    const { db } = server();
    await setStock(db, demo.a, 100);
    await setStock(db, demo.c, 100);
    await setStock(db, demo.d, 0);
    const first = await shopper();
    const second = await shopper();
    const stranger = await shopper();
    const results = await Promise.all([
      add(first.agent, first.cart.id, demo.c, 2),
      add(second.agent, second.cart.id, demo.d),
      add(stranger.agent, first.cart.id, demo.c),
      add(second.agent, 'no-such-basket', demo.c),
      add(second.agent, second.cart.id, 'ZZZZZZ9999'),
      add(first.agent, first.cart.id, demo.c, 3),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 409, 401, 404, 404, 200]);
    expect(results.map(errorIdOf)).toEqual([
      undefined,
      'INV700',
      'AUT498',
      'BSK404',
      'ORD404',
      undefined,
    ]);
    // Calls on one cart apply in arrival order, each answered with the cart after it.
    expect(lines(results[0]?.body as Cart)).toEqual([
      [demo.a, 1],
      [demo.c, 2],
    ]);
    expect(lines(results[5]?.body as Cart)).toEqual([
      [demo.a, 1],
      [demo.c, 5],
    ]);
    const untouched = await second.agent.send(getCart, { params: { basketId: second.cart.id } });
    expect(untouched.body).toEqual(second.cart);
  });

  it('retries each call alone when the batch’s transaction fails', async () => {
    const { db } = server();
    await setStock(db, demo.a, 100);
    await setStock(db, demo.c, 100);
    const shoppers = await Promise.all(Array.from({ length: 3 }, () => shopper()));
    let failures = 1;
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return (...args: Parameters<Database['transaction']>) => {
          if (failures-- > 0) return Promise.reject(new Error('connection lost'));
          return target.transaction(...args);
        };
      },
    });
    const queue = new CartAddQueue(flaky);
    const outcomes = await Promise.all(
      shoppers.map(({ guestId, cart }) =>
        queue.add({
          owner: { kind: 'guest', guestId },
          basketId: cart.id,
          items: [{ productId: demo.c, qty: 2 }],
        }),
      ),
    );
    expect(outcomes.map(lines)).toEqual(
      shoppers.map(() => [
        [demo.a, 1],
        [demo.c, 2],
      ]),
    );
    expect(queue.stats).toEqual({ batches: 3, calls: 3 });
  });
});
