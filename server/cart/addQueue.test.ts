import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { addCartItems, type Cart, createCartWithItem, getCart } from '#api/contract/cart.ts';
import type { Database } from '../db/client.ts';
import {
  CommitOutcomeUnknown,
  inlineStatement,
  type JsonStatement,
  jsonLiteral,
  planningSettings,
  selectJson,
} from '../db/json.ts';
import { guestSession } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { CartAddQueue, cartAddQueue } from './addQueue.ts';
import {
  addLockQuery,
  addStateFrom,
  addStateQuery,
  addsStatement,
  cartFor,
  planAdd,
} from './adds.ts';
import { catalogueModel } from './skus.ts';
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

  it('carries any text through the batch’s statements unchanged', async () => {
    // The batch travels to the database as one escaped json literal (server/db/json.ts).
    const { db } = server();
    await setStock(db, demo.c, 100);
    const { agent, cart } = await shopper();
    const giftOption = {
      email: 'o.brien@example.com',
      to: 'O\'Brien \\ "Bob"',
      message: "It's $1 and $& and \\' -- ; commit; é漢 \\u0041",
    };
    const added = await agent.send(addCartItems, {
      body: { basketId: cart.id, items: [{ productId: demo.c, qty: 1, giftOption }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const read = await agent.send(getCart, { params: { basketId: cart.id } });
    expect(read.body.items.find((item) => item.productId === demo.c)?.giftOption).toEqual(
      giftOption,
    );
  });

  it('reads and writes every table by key, however small the tables were when planned', async () => {
    // The batch's statements are planned once per connection. On these tiny test tables
    // the planner would scan whole tables, and keep that plan once the tables grow.
    const { db } = server();
    const { guestId, cart } = await shopper();
    const model = await catalogueModel(db);
    const calls = [
      {
        owner: { kind: 'guest' as const, guestId },
        basketId: cart.id,
        items: [
          {
            productId: demo.c,
            qty: 1,
            shippingOptions: { selected: 'pickup' as const, storeId: demo.storeId },
          },
        ],
      },
    ];
    const read = addStateQuery(model, calls);
    const state = addStateFrom(await selectJson(db, inlineStatement(read)));
    const owner = { kind: 'guest' as const, guestId };
    planAdd(model, state, cartFor(state, owner, cart.id), [{ productId: demo.c, qty: 1 }]);
    const write = addsStatement(state);
    const plans = await db.transaction(async (tx) => {
      for (const setting of planningSettings) await tx.execute(sql.raw(setting));
      const planOf = async (statement: JsonStatement) => {
        await tx.execute(sql.raw(`prepare ${statement.name}_plan(jsonb) as ${statement.sql}`));
        const rows = (await tx.execute(
          sql.raw(`explain execute ${statement.name}_plan(${jsonLiteral(statement.input)})`),
        )) as unknown as { rows: Record<string, string>[] };
        await tx.execute(sql.raw(`deallocate ${statement.name}_plan`));
        return rows.rows.map((row) => Object.values(row)[0]).join('\n');
      };
      return [
        await planOf(read),
        write ? await planOf(write) : '',
        await planOf(addLockQuery(calls)),
      ];
    });
    expect(plans[0]).toContain('carts_pkey');
    expect(plans[2]).toContain('carts_pkey');
    // Not compiled to machine code on each run (a server built with LLVM would, at these
    // plans' costs: server/db/json.ts planningSettings).
    for (const plan of plans) expect(plan).not.toContain('JIT');
    expect(plans[1]).toContain('cart_items_pkey');
    // The running promotions are read whole (a handful of rows, every cart needs them all).
    const byKey = (plan: string) =>
      plan
        .split('\n')
        .filter((line) => !/Seq Scan on promotions /.test(line))
        .join('\n');
    for (const plan of plans) expect(byKey(plan)).not.toMatch(/Seq Scan/);
  });

  it('retries each call alone when the batch’s transaction fails', async () => {
    const { db } = server();
    await setStock(db, demo.a, 100);
    await setStock(db, demo.c, 100);
    const shoppers = await Promise.all(Array.from({ length: 3 }, () => shopper()));
    // An add through the service first: the connection the next batch takes has its
    // statements prepared already (the service must know that through the wrapper below).
    const warm = await shopper();
    expect((await add(warm.agent, warm.cart.id, demo.c)).status).toBe(200);
    // The first statement of the first batch fails, as on a lost connection: through the
    // transaction on PGlite, through a pooled connection on a PostgreSQL server.
    let failures = 1;
    const fail = () => failures-- > 0;
    const failingConnection = (connection: pg.PoolClient) =>
      new Proxy(connection, {
        get(target, property) {
          const value = Reflect.get(target, property);
          if (property !== 'query') return typeof value === 'function' ? value.bind(target) : value;
          return (...args: Parameters<pg.PoolClient['query']>) =>
            fail() ? Promise.reject(new Error('connection lost')) : target.query(...args);
        },
      });
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property === 'transaction') {
          return (...args: Parameters<Database['transaction']>) =>
            fail() ? Promise.reject(new Error('connection lost')) : target.transaction(...args);
        }
        if (property === '$client' && value instanceof pg.Pool) {
          return new Proxy(value, {
            get(pool, name) {
              if (name !== 'connect') return Reflect.get(pool, name);
              return async () => failingConnection(await pool.connect());
            },
          });
        }
        return value;
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

  it('never retries a batch once its commit was sent: its calls fail, nothing is written twice', async () => {
    const { db } = server();
    await setStock(db, demo.a, 100);
    await setStock(db, demo.c, 100);
    const shoppers = await Promise.all(Array.from({ length: 3 }, () => shopper()));
    // The database commits, and the answer is lost on the way back.
    const lostAnswer = () => Promise.reject(new Error('connection lost'));
    const committingConnection = (connection: pg.PoolClient) =>
      new Proxy(connection, {
        get(target, property) {
          const value = Reflect.get(target, property);
          if (property !== 'query') return typeof value === 'function' ? value.bind(target) : value;
          return async (...args: Parameters<pg.PoolClient['query']>) => {
            const answer = await target.query(...args);
            return String(args[0]).endsWith('commit') ? lostAnswer() : answer;
          };
        },
      });
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property === 'transaction') {
          return async (...args: Parameters<Database['transaction']>) => {
            await target.transaction(...args);
            return lostAnswer();
          };
        }
        if (property === '$client' && value instanceof pg.Pool) {
          return new Proxy(value, {
            get(pool, name) {
              if (name !== 'connect') return Reflect.get(pool, name);
              return async () => committingConnection(await pool.connect());
            },
          });
        }
        return value;
      },
    });
    const queue = new CartAddQueue(flaky);
    const outcomes = await Promise.allSettled(
      shoppers.map(({ guestId, cart }) =>
        queue.add({
          owner: { kind: 'guest', guestId },
          basketId: cart.id,
          items: [{ productId: demo.c, qty: 2 }],
        }),
      ),
    );
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(CommitOutcomeUnknown);
    }
    expect(queue.stats).toEqual({ batches: 0, calls: 0 });
    // What the lost commit wrote is there once: no call was written again.
    for (const { agent, cart } of shoppers) {
      const read = await agent.send(getCart, { params: { basketId: cart.id } });
      expect(lines(read.body)).toEqual([
        [demo.a, 1],
        [demo.c, 2],
      ]);
    }
  });
});
