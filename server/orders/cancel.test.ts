import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { patchOrder } from '#api/contract/checkout.ts';
import { cancelOrder, getPurchase, trackOrder } from '#api/contract/orders.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { demo, setStock } from '../cart/test/fixtures.ts';
import { address } from '../checkout/test/helpers.ts';
import { orders } from '../db/schema/checkout.ts';
import { seeders } from '../db/seed.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { fulfil, ordersKit, parses, placeOrderOf } from './test/helpers.ts';

/*
 * Cancelling an order (server/orders), on PGlite and on PostgreSQL (DATABASE_URL): what
 * comes back (stock, points, the refund due), who may cancel, until when, and two cancels
 * at once.
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
});

const maya = demoAccount('loyalty').profile;

const { stockOf, pointsOf, mailsTo, signedIn, guest } = ordersKit(server);

describe('cancelling an order', () => {
  it('gives the stock and the points back, records the refund, mails the shopper', async () => {
    await setStock(server().db, demo.d, 20);
    const agent = await signedIn('loyalty');
    const pointsBefore = await pointsOf(maya.consumerId);
    const placed = await placeOrderOf(agent, [{ productId: demo.d, qty: 3 }]);
    expect(await stockOf(demo.d)).toBe(17);
    expect(await pointsOf(maya.consumerId)).toBeGreaterThan(pointsBefore ?? 0);

    const result = await agent.send(cancelOrder, {
      body: { orderNumber: placed.orderNumber, reasonCode: 'CHANGED_MIND' },
    });
    expect(result.status).toBe(200);
    expect(parses(cancelOrder.response, result.body)).toEqual({
      orderNumber: placed.orderNumber,
      status: 'CANCELLED',
    });
    expect(await stockOf(demo.d)).toBe(20);
    expect(await pointsOf(maya.consumerId)).toBe(pointsBefore);
    const [row] = await server()
      .db.select()
      .from(orders)
      .where(eq(orders.orderNumber, placed.orderNumber));
    expect(row?.refundDue).toBe(Math.round(placed.totals.total * 100));
    expect(row?.cancelReason).toBe('CHANGED_MIND');
    const mails = await mailsTo(address.email, 'orderCancellation');
    expect(mails.map((mail) => mail.subject)).toContain(
      `Your order ${placed.orderNumber} is cancelled`,
    );

    const order = await agent.send(getPurchase, { params: { orderId: placed.orderNumber } });
    expect(order.body).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect(order.body.cancelledAt).not.toBeNull();
    const again = await agent.send(cancelOrder, {
      body: { orderNumber: placed.orderNumber, reasonCode: 'OTHER' },
    });
    expect(again.status).toBe(409);
    expect(errorIdOf(again)).toBe('ORD410');
    expect(await stockOf(demo.d)).toBe(20);
  });

  it('takes anyone with the order’s email; ORD400 for another email, ORD409 without one', async () => {
    await setStock(server().db, demo.c, 20);
    const buyer = server().agent();
    const placed = await placeOrderOf(buyer, [{ productId: demo.c, qty: 2 }]);
    const other = await guest();
    const body = { orderNumber: placed.orderNumber, reasonCode: 'TOO_SLOW' as const };
    expect(errorIdOf(await other.send(cancelOrder, { body }))).toBe('ORD409');
    const wrong = await other.send(cancelOrder, {
      body: { ...body, email: 'someone@example.com' },
    });
    expect(errorIdOf(wrong)).toBe('ORD400');
    const unknown = await other.send(cancelOrder, {
      body: { ...body, orderNumber: 'CRN99999999', email: address.email },
    });
    expect(errorIdOf(unknown)).toBe('ORD409');
    const done = await other.send(cancelOrder, { body: { ...body, email: address.email } });
    expect(done.status).toBe(200);
    expect(await stockOf(demo.c)).toBe(20);
  });

  it('refuses once the order has shipped (ORD410) and keeps the stock taken', async () => {
    await setStock(server().db, demo.a, 20);
    const agent = server().agent();
    const placed = await placeOrderOf(agent, [{ productId: demo.a, qty: 2 }]);
    const shipped = await fulfil(agent, placed.orderNumber, 'SHIPPED');
    expect(shipped.trackingUrl).toContain(shipped.trackingNumber);
    const refused = await agent.send(cancelOrder, {
      body: { orderNumber: placed.orderNumber, reasonCode: 'TOO_SLOW' },
    });
    expect(refused.status).toBe(409);
    expect(errorIdOf(refused)).toBe('ORD410');
    expect(await stockOf(demo.a)).toBe(18);
    const order = await agent.send(trackOrder, {
      body: { orderNumber: placed.orderNumber, email: address.email },
    });
    expect(order.body).toMatchObject({ status: 'SHIPPED', cancellable: false });
    expect(order.body.shipments[0]).toMatchObject({
      status: 'SHIPPED',
      trackingNumber: shipped.trackingNumber,
      trackingUrl: shipped.trackingUrl,
      shippedAt: shipped.shippedAt,
      deliveredAt: null,
    });
  });

  it('lets exactly one of two cancels at once through, and gives the stock back once', async () => {
    await setStock(server().db, demo.b, 20);
    const agent = server().agent();
    const placed = await placeOrderOf(agent, [{ productId: demo.b, qty: 4 }]);
    expect(await stockOf(demo.b)).toBe(16);
    const body = { orderNumber: placed.orderNumber, reasonCode: 'OTHER' as const };
    const results = await Promise.all([
      agent.send(cancelOrder, { body }),
      agent.send(cancelOrder, { body }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.map(errorIdOf)).toContain('ORD410');
    expect(await stockOf(demo.b)).toBe(20);
  });

  it('cancels an order waiting for 3-D Secure, whose challenge then answers ORD409', async () => {
    await setStock(server().db, demo.c, 20);
    const agent = server().agent();
    const placed = await placeOrderOf(agent, [{ productId: demo.c, qty: 1 }], '4000000000003220');
    expect(await stockOf(demo.c)).toBe(19);
    const cancelled = await agent.send(cancelOrder, {
      body: { orderNumber: placed.orderNumber, reasonCode: 'ORDERED_BY_MISTAKE' },
    });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(demo.c)).toBe(20);
    const challenge = await agent.send(patchOrder, {
      params: { orderNumber: placed.orderNumber },
      body: { transactionId: placed.challenge?.transactionId ?? '', result: 'authenticated' },
    });
    expect(errorIdOf(challenge)).toBe('ORD409');
    expect(await stockOf(demo.c)).toBe(20);
  });
});
