import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getToken } from '#api/contract/auth.ts';
import { patchOrder } from '#api/contract/checkout.ts';
import { fulfilDevOrder } from '#api/contract/internal.ts';
import { cancelOrder, getPurchase, getPurchaseHistory, trackOrder } from '#api/contract/orders.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { demo, setStock } from '../cart/test/fixtures.ts';
import { address } from '../checkout/test/helpers.ts';
import { orders } from '../db/schema/checkout.ts';
import { seeders } from '../db/seed.ts';
import { authorize } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { fulfil, ordersKit, parses, placeOrderOf } from './test/helpers.ts';

/*
 * The orders after checkout (server/orders), on PGlite and on PostgreSQL (DATABASE_URL):
 * history, one order, guest tracking, the fulfilment aid, the handover of a guest's orders
 * at sign-in. Cancelling (cancel.test.ts), returns (returns.test.ts) and invoices
 * (invoice.test.ts) have files of their own. Every answer is parsed with the contract.
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
});

const { signedIn, guest } = ordersKit(server);

const history = (agent: TestAgent, body: { start?: number; count?: number; query?: string } = {}) =>
  agent.send(getPurchaseHistory, { body });

describe('the purchase history', () => {
  it('lists the member’s orders newest first, in pages, without failed placements', async () => {
    await setStock(server().db, demo.a, 50);
    await setStock(server().db, demo.c, 50);
    const agent = await signedIn('athlete');
    const first = await placeOrderOf(agent, [{ productId: demo.a, qty: 2 }]);
    server().clock.advance(60_000);
    const second = await placeOrderOf(agent, [
      { productId: demo.a, qty: 1 },
      { productId: demo.c, qty: 3 },
    ]);
    server().clock.advance(60_000);
    // A 3-D Secure challenge failed: the order is no order to the shopper.
    const failed = await placeOrderOf(agent, [{ productId: demo.c, qty: 1 }], '4000000000003220');
    const patched = await agent.send(patchOrder, {
      params: { orderNumber: failed.orderNumber },
      body: { transactionId: failed.challenge?.transactionId ?? '', result: 'failed' },
    });
    expect(patched.body.status).toBe('failed');
    server().clock.advance(60_000);
    // One waiting for its challenge is CREATED.
    const pending = await placeOrderOf(agent, [{ productId: demo.c, qty: 1 }], '4000000000003220');

    const all = await history(agent);
    expect(all.status).toBe(200);
    parses(getPurchaseHistory.response, all.body);
    expect(all.body.total).toBe(3);
    expect(all.body.orders.map((o) => [o.orderNumber, o.status])).toEqual([
      [pending.orderNumber, 'CREATED'],
      [second.orderNumber, 'PROCESSING'],
      [first.orderNumber, 'PROCESSING'],
    ]);
    const secondSummary = all.body.orders[1];
    expect(secondSummary?.itemCount).toBe(4);
    expect(secondSummary?.images).toHaveLength(2);
    expect(secondSummary?.totals.total).toBe(second.totals.total);

    const page = await history(agent, { start: 1, count: 1 });
    expect(page.body.total).toBe(3);
    expect(page.body.orders.map((o) => o.orderNumber)).toEqual([second.orderNumber]);
    const past = await history(agent, { start: 3, count: 10 });
    expect(past.body).toEqual({ orders: [], total: 3 });

    const other = await history(await signedIn('employee'));
    expect(other.body.orders.map((o) => o.orderNumber)).not.toContain(first.orderNumber);
    expect(errorIdOf(await history(await guest()))).toBe('AUT432');
    expect(errorIdOf(await history(agent, { count: 51 }))).toBe('API400');
  });
});

describe('searching the purchase history', () => {
  it('keeps the orders whose number starts with the query or holding a line named with it', async () => {
    await setStock(server().db, demo.a, 50);
    await setStock(server().db, demo.c, 50);
    const agent = await signedIn('loyalty');
    const jacket = await placeOrderOf(agent, [{ productId: demo.a, qty: 1 }]);
    server().clock.advance(60_000);
    const both = await placeOrderOf(agent, [
      { productId: demo.a, qty: 1 },
      { productId: demo.c, qty: 1 },
    ]);
    const jacketName = jacket.items[0]?.name ?? '';
    const fleeceName = both.items.find((item) => item.productId === demo.c)?.name ?? '';
    expect(jacketName).not.toBe('');
    expect(fleeceName).not.toBe('');
    // Part of a name, in another case: both orders hold the jacket, newest first.
    const word = jacketName.split(' ').at(-1)?.toUpperCase() ?? '';
    const byName = await history(agent, { query: word });
    expect(byName.status).toBe(200);
    expect(byName.body.total).toBe(2);
    expect(byName.body.orders.map((o) => o.orderNumber)).toEqual([
      both.orderNumber,
      jacket.orderNumber,
    ]);
    const byFleece = await history(agent, { query: ` ${fleeceName.toLowerCase()} ` });
    expect(byFleece.body.orders.map((o) => o.orderNumber)).toEqual([both.orderNumber]);
    // An order number: from its start only.
    const byNumber = await history(agent, { query: jacket.orderNumber.slice(0, -1) });
    expect(byNumber.body.orders.map((o) => o.orderNumber)).toContain(jacket.orderNumber);
    expect(
      (await history(agent, { query: jacket.orderNumber.slice(1) })).body.orders.map(
        (o) => o.orderNumber,
      ),
    ).not.toContain(jacket.orderNumber);
    // LIKE's wildcards are taken literally; an empty query is no filter.
    expect((await history(agent, { query: '%' })).body).toEqual({ orders: [], total: 0 });
    expect((await history(agent, { query: '_' })).body.total).toBe(0);
    expect((await history(agent, { query: '   ' })).body.total).toBe(2);
    // Another member's orders never match.
    const other = await history(await signedIn('employee'), { query: jacket.orderNumber });
    expect(other.body.orders).toEqual([]);
    expect(errorIdOf(await history(agent, { query: 'x'.repeat(61) }))).toBe('API400');
  });
});

describe('one order', () => {
  it('answers the caller’s own order as the account shows it, ORD409 for anyone else', async () => {
    await setStock(server().db, demo.b, 50);
    const agent = await signedIn('registered');
    const placed = await placeOrderOf(agent, [{ productId: demo.b, qty: 2 }]);
    const result = await agent.send(getPurchase, { params: { orderId: placed.orderNumber } });
    expect(result.status).toBe(200);
    const order = parses(getPurchase.response, result.body);
    const line = placed.items[0];
    expect(order).toMatchObject({
      orderNumber: placed.orderNumber,
      status: 'PROCESSING',
      locale: 'en-us',
      email: address.email,
      cancellable: true,
      cancelledAt: null,
      returns: [],
      billingAddress: { firstName: 'Ada', city: 'Denver', addressLine2: null },
      totals: { total: placed.totals.total, currency: 'USD' },
    });
    expect(order.items).toEqual([
      {
        itemId: line?.id,
        productId: demo.b,
        name: line?.name,
        pdpUrl: line?.pdpUrl,
        attributes: line?.attributes,
        qty: 2,
        image: line?.image,
        price: {
          current: line?.price.current,
          rowTotal: line?.price.rowTotal,
          priceAfterItemDiscount: line?.price.priceAfterItemDiscount,
        },
        shipmentId: 'standard',
        returnedQty: 0,
        returnableQty: 0,
        returnable: false,
        isDigitalProduct: false,
      },
    ]);
    expect(order.shipments).toEqual([
      expect.objectContaining({
        shipmentId: 'standard',
        shippingMethod: { code: 'STD', label: 'Standard delivery' },
        status: 'PROCESSING',
        trackingNumber: null,
        address: expect.objectContaining({ addressLine1: address.addressLine1 }),
        storeName: null,
      }),
    ]);
    expect(order.paymentMethod).toEqual([
      { type: 'CREDIT_CARD', label: 'Visa ••1111', lastFour: '1111', amount: placed.totals.total },
    ]);

    const stranger = await signedIn('employee');
    const refused = await stranger.send(getPurchase, { params: { orderId: placed.orderNumber } });
    expect(refused.status).toBe(404);
    expect(errorIdOf(refused)).toBe('ORD409');
    const unknown = await agent.send(getPurchase, { params: { orderId: 'CRN99999999' } });
    expect(errorIdOf(unknown)).toBe('ORD409');
  });
});

describe('guest order tracking', () => {
  it('answers the order for its number and email, in any case; one OHS4004 otherwise', async () => {
    await setStock(server().db, demo.a, 50);
    const buyer = server().agent();
    const placed = await placeOrderOf(buyer, [{ productId: demo.a, qty: 1 }]);
    const stranger = await guest();
    const found = await stranger.send(trackOrder, {
      body: { orderNumber: placed.orderNumber, email: address.email.toUpperCase() },
    });
    expect(found.status).toBe(200);
    expect(parses(trackOrder.response, found.body).orderNumber).toBe(placed.orderNumber);

    const wrong = await stranger.send(trackOrder, {
      body: { orderNumber: placed.orderNumber, email: 'someone@example.com' },
    });
    const unknown = await stranger.send(trackOrder, {
      body: { orderNumber: 'CRN99999999', email: address.email },
    });
    // A wrong email reads as no such order: a number cannot be probed for existing.
    const answer = (result: typeof wrong) => [
      result.status,
      errorIdOf(result),
      (
        result.body as unknown as { errorDetails: { message: string }[] }
      ).errorDetails[0]?.message.replace(/CRN\d+/, 'CRN…'),
    ];
    expect(answer(wrong)).toEqual([404, 'OHS4004', 'No order CRN… for this email']);
    expect(answer(unknown)).toEqual(answer(wrong));
    expect(errorIdOf(await server().agent().send(trackOrder, { body: {} }))).toBe('AUT432');
  });

  it('answers API429 past the lookups an address may make in a minute', async () => {
    server().clock.advance(120_000);
    const agent = await guest();
    const { max } = server().config.rateLimits.trackOrderPerIp;
    const body = { orderNumber: 'CRN99999999', email: 'probe@example.com' };
    for (let call = 0; call < max; call++) {
      expect(errorIdOf(await agent.send(trackOrder, { body }))).toBe('OHS4004');
    }
    const refused = await agent.send(trackOrder, { body });
    expect(refused.status).toBe(429);
    expect(errorIdOf(refused)).toBe('API429');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Cancels with an email share the budget.
    const cancel = await agent.send(cancelOrder, {
      body: { ...body, reasonCode: 'OTHER' },
    });
    expect(errorIdOf(cancel)).toBe('API429');
    server().clock.advance(120_000);
  });
});

describe('the fulfilment aid', () => {
  it('delivers a placed order, shipping it first; refuses unknown and cancelled orders', async () => {
    await setStock(server().db, demo.a, 20);
    const agent = server().agent();
    const placed = await placeOrderOf(agent, [{ productId: demo.a, qty: 1 }]);
    const delivered = await fulfil(agent, placed.orderNumber, 'DELIVERED');
    expect(delivered).toMatchObject({ status: 'DELIVERED', carrier: 'UPS' });
    expect(delivered.deliveredAt).not.toBeNull();
    expect(delivered.trackingNumber).toMatch(/^1Z[A-Z0-9]{16}$/);
    const backwards = await agent.send(fulfilDevOrder, {
      params: { orderNumber: placed.orderNumber },
      body: { status: 'SHIPPED' },
    });
    expect(errorIdOf(backwards)).toBe('API400');
    const unknown = await agent.send(fulfilDevOrder, {
      params: { orderNumber: 'CRN99999999' },
      body: { status: 'SHIPPED' },
    });
    expect(errorIdOf(unknown)).toBe('ORD409');

    const other = await placeOrderOf(agent, [{ productId: demo.a, qty: 1 }]);
    await agent.send(cancelOrder, {
      body: { orderNumber: other.orderNumber, reasonCode: 'OTHER' },
    });
    const cancelled = await agent.send(fulfilDevOrder, {
      params: { orderNumber: other.orderNumber },
      body: { status: 'SHIPPED' },
    });
    expect(errorIdOf(cancelled)).toBe('API400');
  });
});

describe('signing in after ordering as a guest', () => {
  it('makes the guest session’s orders the account’s', async () => {
    await setStock(server().db, demo.c, 20);
    const agent = server().agent();
    const placed = await placeOrderOf(agent, [{ productId: demo.c, qty: 1 }]);
    const unrelated = await placeOrderOf(server().agent(), [{ productId: demo.c, qty: 1 }]);
    // Sign in on the same browser: the exchange carries the guest session.
    const email = demoAccount('pro').profile.consumerDetails.email;
    const { code, codeVerifier } = await authorize(agent, email);
    const exchanged = await agent.send(getToken, {
      body: { grantType: 'authorization_code', authorizationCode: code, codeVerifier },
    });
    expect(exchanged.status).toBe(200);
    const listed = await history(agent);
    expect(listed.body.orders.map((o) => o.orderNumber)).toEqual([placed.orderNumber]);
    const [row] = await server()
      .db.select()
      .from(orders)
      .where(eq(orders.orderNumber, unrelated.orderNumber));
    expect(row?.consumerId).toBeNull();
    const one = await agent.send(getPurchase, { params: { orderId: placed.orderNumber } });
    expect(one.status).toBe(200);
  });
});
