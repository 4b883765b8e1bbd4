import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Cart, getCart } from '#api/contract/cart.ts';
import { addPaymentInstrument, type CheckoutOrder, prepareOrder } from '#api/contract/checkout.ts';
import { demo, setPrice, setStock } from '../cart/test/fixtures.ts';
import { giftCards, orders } from '../db/schema/checkout.ts';
import { seeders } from '../db/seed.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { type Authorization, type CardGateway, sandboxGateway } from './gateway.ts';
import { giftCardNumberHash, giftCardPinHash } from './giftCards.ts';
import { guestCart, place, readyToPay } from './test/helpers.ts';

/*
 * Placing an order with the card provider (issue 44), on PGlite and on PostgreSQL
 * (DATABASE_URL): the provider is asked outside any transaction, so a slow one holds no
 * lock and a failing one gives back what the order took; asked again with the same
 * idempotency key, it charges once; and a gift card another order drained since the
 * summary is refused (GFC740) rather than its share charged to the card.
 */

type AuthorizeInput = Parameters<CardGateway['authorize']>[0];

/**
 * The provider as a real one behaves: what it answered for an idempotency key is what it
 * answers again, without a second charge. A test may hold its answers (`hold`), decline
 * (`declineNext`), or lose answers after charging (`loseAnswers`: the provider charged,
 * the service hears an error).
 */
const provider = {
  calls: [] as AuthorizeInput[],
  charges: new Map<string, { amount: number; answer: Promise<Authorization> }>(),
  declined: new Set<string>(),
  declineNext: 0,
  held: null as null | { entered: PromiseWithResolvers<void>; open: PromiseWithResolvers<void> },
  loseAnswers: 0,
  failing: false,
  hold() {
    const gate = { entered: Promise.withResolvers<void>(), open: Promise.withResolvers<void>() };
    this.held = gate;
    return gate;
  },
};

const sandbox = sandboxGateway('provider-test', '/api/checkout/sandbox/3ds');
const cardGateway: CardGateway = {
  ...sandbox,
  async authorize(input) {
    provider.calls.push(input);
    const gate = provider.held;
    if (gate) {
      gate.entered.resolve();
      await gate.open.promise;
    }
    if (provider.failing) throw new Error('the provider is down');
    // A call without a key cannot be told from a new one: it is charged again.
    const key = input.idempotencyKey ?? randomUUID();
    if (provider.declineNext > 0 && !provider.charges.has(key)) {
      provider.declineNext -= 1;
      provider.declined.add(key);
    }
    if (provider.declined.has(key)) return { status: 'declined' };
    let charge = provider.charges.get(key);
    if (!charge) {
      charge = { amount: input.amount, answer: sandbox.authorize(input) };
      provider.charges.set(key, charge);
    }
    if (provider.loseAnswers > 0) {
      provider.loseAnswers -= 1;
      throw new Error('the provider charged, its answer was lost');
    }
    return charge.answer;
  },
};

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
  cardGateway,
});

beforeEach(() => {
  provider.calls = [];
  provider.charges.clear();
  provider.declined.clear();
  provider.declineNext = 0;
  provider.held = null;
  provider.loseAnswers = 0;
  provider.failing = false;
});

const charged = () => [...provider.charges.values()].map((charge) => charge.amount);
const minor = (major: number) => Math.round(major * 100);

/** A new USD gift card of `balance` minor units (PIN 4321). */
async function newGiftCard(balance: number) {
  const number = `600649${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}3`;
  const id = randomUUID();
  await server()
    .db.insert(giftCards)
    .values({
      id,
      numberHash: giftCardNumberHash(number),
      pinHash: giftCardPinHash(server().config.giftCardPinKey, id, '4321'),
      last4: number.slice(-4),
      currency: 'USD',
      balance,
      status: 'active',
      expiresOn: null,
    });
  return { id, number, pin: '4321' };
}

async function balanceOf(id: string) {
  const [card] = await server().db.select().from(giftCards).where(eq(giftCards.id, id));
  return card?.balance;
}

async function stockOf(sku: string) {
  const rows = await server().db.execute(
    sql`select quantity from sku_inventory where sku = ${sku}`,
  );
  return Number((rows as unknown as { rows: { quantity: number }[] }).rows[0]?.quantity);
}

/** A guest's cart of one `sku`, addressed, paid by the Visa (and `giftCard`), prepared. */
async function summary(sku: string, giftCard?: { number: string; pin: string }) {
  const agent = server().agent();
  const cart = await guestCart(agent, [{ productId: sku, qty: 1 }]);
  await readyToPay(agent, cart.id);
  if (giftCard) {
    const added = await agent.send(addPaymentInstrument, {
      params: { basketId: cart.id },
      body: { type: 'GIFT_CARD', giftCard },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const prepared = await agent.send(prepareOrder, { body: { basketId: cart.id } });
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  return { agent, cart: prepared.body as Cart };
}

const cardShare = (view: Pick<Cart, 'payment_instruments'>) =>
  view.payment_instruments.find((p) => p.type === 'CREDIT_CARD')?.amount ?? 0;
const giftShare = (view: Pick<Cart, 'payment_instruments'>) =>
  view.payment_instruments.find((p) => p.type === 'GIFT_CARD')?.amount ?? 0;

/** Whether a transaction can lock the sku's stock row and the cart's row at once, now. */
async function rowsFree(sku: string, basketId: string): Promise<string> {
  const locking = server().db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from sku_inventory where sku = ${sku} for update nowait`);
    await tx.execute(sql`select 1 from carts where id = ${basketId} for update nowait`);
    await tx.execute(sql`update sku_inventory set quantity = quantity where sku = ${sku}`);
  });
  const waited = new Promise<string>((resolve) => setTimeout(() => resolve('waiting'), 2_000));
  return Promise.race([
    locking.then(
      () => 'free',
      (error: Error) => `locked: ${error.message}`,
    ),
    waited,
  ]);
}

// 59.90 + 7.95 standard delivery + 2.9 % Colorado tax on both: 69.82.
const PRICE = 5_990;

describe('the card provider, asked outside the database transaction', () => {
  it('holds no lock while the provider answers: the stock and cart rows are free meanwhile', async () => {
    await setStock(server().db, demo.a, 10);
    await setPrice(server().db, demo.a, 'USD', PRICE, null);
    const { agent, cart } = await summary(demo.a);
    const gate = provider.hold();
    const placing = place(agent, cart.id);
    await gate.entered.promise;
    const rows = await rowsFree(demo.a, cart.id);
    gate.open.resolve();
    const placed = await placing;
    expect(rows).toBe('free');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((placed.body as CheckoutOrder).status).toBe('placed');
    expect(await stockOf(demo.a)).toBe(9);
  });

  it('gives back what the order took when the provider fails, and places it once it answers', async () => {
    await setStock(server().db, demo.b, 5);
    await setPrice(server().db, demo.b, 'USD', PRICE, null);
    const card = await newGiftCard(2_000);
    const { agent, cart } = await summary(demo.b, card);
    provider.failing = true;
    const failed = await place(agent, cart.id);
    expect(failed.status).toBe(402);
    expect(errorIdOf(failed)).toBe('PAY400');
    expect(await stockOf(demo.b)).toBe(5);
    expect(await balanceOf(card.id)).toBe(2_000);
    expect((await agent.send(getCart, { params: { basketId: cart.id } })).status).toBe(200);

    provider.failing = false;
    const placed = await place(agent, cart.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await stockOf(demo.b)).toBe(4);
    expect(await balanceOf(card.id)).toBe(0);
    expect(charged()).toEqual([minor(cardShare(cart))]);
  });

  it('asks again with the same idempotency key after a lost answer: one charge, one order', async () => {
    await setStock(server().db, demo.c, 5);
    await setPrice(server().db, demo.c, 'USD', PRICE, null);
    const { agent, cart } = await summary(demo.c);
    provider.loseAnswers = 1;
    const lost = await place(agent, cart.id);
    expect(errorIdOf(lost)).toBe('PAY400');
    expect(await stockOf(demo.c)).toBe(5);

    const retried = await place(agent, cart.id);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(provider.calls).toHaveLength(2);
    const [first, second] = provider.calls;
    expect(first?.idempotencyKey).toEqual(expect.any(String));
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(charged()).toEqual([6_982]);
    expect(await stockOf(demo.c)).toBe(4);
  });

  it('asks with a new idempotency key once the provider declined: the retry is a new payment', async () => {
    await setStock(server().db, demo.c, 5);
    await setPrice(server().db, demo.c, 'USD', PRICE, null);
    const { agent, cart } = await summary(demo.c);
    provider.declineNext = 1;
    const declined = await place(agent, cart.id);
    expect(errorIdOf(declined)).toBe('PAY400');
    expect(await stockOf(demo.c)).toBe(5);
    const retried = await place(agent, cart.id);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    const [first, second] = provider.calls.map((call) => call.idempotencyKey);
    expect(second).not.toBe(first);
    expect(charged()).toEqual([6_982]);
  });

  it('answers a doubled place-order while the provider is slow with one order, charged once', async () => {
    await setStock(server().db, demo.d, 5);
    await setPrice(server().db, demo.d, 'USD', PRICE, null);
    const { agent, cart } = await summary(demo.d);
    const gate = provider.hold();
    const first = place(agent, cart.id);
    await gate.entered.promise;
    const second = place(agent, cart.id);
    // Let the second reach the provider (or wait for the first) before it answers.
    await new Promise((resolve) => setTimeout(resolve, 300));
    gate.open.resolve();
    const results = await Promise.all([first, second]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const numbers = results.map((r) => (r.body as CheckoutOrder).orderNumber);
    expect(numbers[1]).toBe(numbers[0]);
    expect(charged()).toEqual([6_982]);
    expect(await stockOf(demo.d)).toBe(4);
    const placed = await server().db.select().from(orders).where(eq(orders.cartId, cart.id));
    expect(placed.map((o) => o.status)).toEqual(['placed']);
  });
  it('answers a double click (two place-orders at once) with one order, paid by card or in full by a gift card', async () => {
    await setStock(server().db, demo.b, 100);
    await setPrice(server().db, demo.b, 'USD', PRICE, null);
    const carts = [];
    for (let index = 0; index < 4; index++) {
      carts.push(await summary(demo.b, index % 2 ? await newGiftCard(10_000) : undefined));
    }
    const clicks = await Promise.all(
      carts.flatMap(({ agent, cart }) => [place(agent, cart.id), place(agent, cart.id)]),
    );
    expect(clicks.map((r) => r.status)).toEqual(Array(8).fill(201));
    const numbers = clicks.map((r) => (r.body as CheckoutOrder).orderNumber);
    for (let index = 0; index < 8; index += 2) expect(numbers[index + 1]).toBe(numbers[index]);
    expect(new Set(numbers).size).toBe(4);
    expect(charged()).toEqual([6_982, 6_982]);
    expect(await stockOf(demo.b)).toBe(96);
  });
});

describe('a gift card drained since the summary', () => {
  it('is refused (GFC740) instead of charging its share to the card; prepared again, the card pays what is shown', async () => {
    const sku = demo.unpriced;
    await setStock(server().db, sku, 10);
    await setPrice(server().db, sku, 'USD', PRICE, null);
    const card = await newGiftCard(5_000);
    const first = await summary(sku, card);
    const second = await summary(sku, card);
    for (const { cart } of [first, second]) {
      expect([cart.totals.total, giftShare(cart), cardShare(cart)]).toEqual([69.82, 50, 19.82]);
    }

    expect((await place(first.agent, first.cart.id)).status).toBe(201);
    const drained = await place(second.agent, second.cart.id);
    expect(errorIdOf(drained)).toBe('GFC740');
    const giftCardId = second.cart.payment_instruments.find((p) => p.type === 'GIFT_CARD')?.id;
    expect(drained.body).toMatchObject({
      errorDetails: [{ details: { paymentInstrumentId: giftCardId } }],
    });
    expect(charged()).toEqual([1_982]);
    expect(await stockOf(sku)).toBe(9);

    // Back at the summary: it shows the card paying all, and placing charges that.
    const again = await second.agent.send(prepareOrder, { body: { basketId: second.cart.id } });
    const shown = again.body as Cart;
    expect([giftShare(shown), cardShare(shown)]).toEqual([0, 69.82]);
    expect((await place(second.agent, second.cart.id)).status).toBe(201);
    expect(charged()).toEqual([1_982, 6_982]);
  });

  it('5 parallel orders drawing one gift card: one placed, 4 GFC740, no card charged more than its summary showed', async () => {
    const sku = demo.a;
    await setStock(server().db, sku, 100);
    await setPrice(server().db, sku, 'USD', PRICE, null);
    const card = await newGiftCard(5_000);
    const shoppers: { agent: TestAgent; cart: Cart }[] = [];
    for (let index = 0; index < 5; index++) shoppers.push(await summary(sku, card));
    const shown = new Map(shoppers.map(({ cart }) => [cart.id, minor(cardShare(cart))]));
    expect([...new Set(shown.values())]).toEqual([1_982]);

    const results = await Promise.all(shoppers.map(({ agent, cart }) => place(agent, cart.id)));
    const placed = results.filter((r) => r.status === 201).map((r) => r.body as CheckoutOrder);
    const refused = results.filter((r) => r.status !== 201).map(errorIdOf);
    expect(placed).toHaveLength(1);
    expect(refused).toEqual(['GFC740', 'GFC740', 'GFC740', 'GFC740']);
    for (const amount of charged()) expect(amount).toBeLessThanOrEqual(1_982);
    expect(charged()).toEqual([1_982]);
    expect(await balanceOf(card.id)).toBe(0);
  });
});
