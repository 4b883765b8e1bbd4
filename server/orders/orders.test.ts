import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getToken } from '#api/contract/auth.ts';
import { patchOrder } from '#api/contract/checkout.ts';
import { fulfilDevOrder } from '#api/contract/internal.ts';
import {
  type ConsumerOrder,
  cancelOrder,
  createReturnLabel,
  downloadInvoice,
  getPurchase,
  getPurchaseHistory,
  getReturnLabel,
  trackOrder,
} from '#api/contract/orders.ts';
import { demoAccount } from '#mocks/data/profiles/index.ts';
import { demo, setStock } from '../cart/test/fixtures.ts';
import { address } from '../checkout/test/helpers.ts';
import { skuInventory } from '../db/schema/catalogue.ts';
import { orders } from '../db/schema/checkout.ts';
import { consumers } from '../db/schema/consumer.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { seeders } from '../db/seed.ts';
import { authorize, guestSession, signInAs } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { INVOICE_LINK_SECONDS, invoicePdf } from './invoice.ts';
import { fulfil, placeOrderOf } from './test/helpers.ts';

/*
 * The orders after checkout (server/orders), on PGlite and on PostgreSQL (DATABASE_URL):
 * history, one order, guest tracking, cancelling, return labels, the handover of a
 * guest's orders at sign-in. Every answer is parsed with the contract here too.
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
});

const maya = demoAccount('loyalty').profile;

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

function parses<T>(schema: { safeParse(value: unknown): { success: boolean } }, body: T): T {
  const parsed = schema.safeParse(body);
  expect(parsed.success, JSON.stringify(body)).toBe(true);
  return body;
}

const history = (agent: TestAgent, body: { start?: number; count?: number } = {}) =>
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
        price: { current: line?.price.current, rowTotal: line?.price.rowTotal },
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

describe('invoices', () => {
  /** The link's GET, as a browser without the shopper's session opens it. */
  const open = (url: string) =>
    server()
      .agent()
      .fetch(url.replace(/^\/api/, ''));
  const latin1 = (response: Response) =>
    response.arrayBuffer().then((bytes) => Buffer.from(bytes).toString('latin1'));

  it('links the caller’s placed order to its PDF for ten minutes; ORD409 for anyone else’s', async () => {
    await setStock(server().db, demo.b, 50);
    const agent = await signedIn('registered');
    const placed = await placeOrderOf(agent, [{ productId: demo.b, qty: 2 }]);
    const asked = await agent.send(downloadInvoice, { body: { orderNumber: placed.orderNumber } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const link = parses(downloadInvoice.response, asked.body);
    expect(link.url).toMatch(
      /^\/api\/consumers-v3\/consumer\/purchase\/invoice\/[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    const expiresIn = Date.parse(link.expiresAt) - server().clock.now().getTime();
    // Whole seconds, as a JWT's expiry is written.
    expect(expiresIn).toBeGreaterThan((INVOICE_LINK_SECONDS - 1) * 1000);
    expect(expiresIn).toBeLessThanOrEqual(INVOICE_LINK_SECONDS * 1000);

    const pdf = await open(link.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${placed.orderNumber}.pdf"`,
    );
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    const document = await latin1(pdf);
    expect(document.startsWith('%PDF-')).toBe(true);
    expect(document).toContain(`(Invoice ${placed.orderNumber})`);

    const stranger = await signedIn('employee');
    const refused = await stranger.send(downloadInvoice, {
      body: { orderNumber: placed.orderNumber },
    });
    expect(refused.status).toBe(404);
    expect(errorIdOf(refused)).toBe('ORD409');
    const unknown = await agent.send(downloadInvoice, { body: { orderNumber: 'CRN99999999' } });
    expect(errorIdOf(unknown)).toBe('ORD409');
    const anonymous = await server()
      .agent()
      .send(downloadInvoice, {
        body: { orderNumber: placed.orderNumber },
      });
    expect(anonymous.status).toBe(401);

    // A forged link, then the real one once it has expired: INV404, with the error body.
    const [header, claims, signature] = link.url.split('/').pop()?.split('.') ?? [];
    const forged = await open(link.url.replace(/[^/]+$/, `${header}.${claims}.${signature}x`));
    expect(forged.status).toBe(404);
    expect(await forged.json()).toMatchObject({ errorDetails: [{ errorId: 'INV404' }] });
    server().clock.advance(INVOICE_LINK_SECONDS * 1000 + 1000);
    const expired = await open(link.url);
    expect(expired.status).toBe(404);
    expect(await expired.json()).toMatchObject({ errorDetails: [{ errorId: 'INV404' }] });
  });

  it('has none while the payment waits for 3-D Secure', async () => {
    await setStock(server().db, demo.c, 20);
    const agent = await signedIn('registered');
    const placed = await placeOrderOf(agent, [{ productId: demo.c, qty: 1 }], '4000000000003220');
    const asked = await agent.send(downloadInvoice, { body: { orderNumber: placed.orderNumber } });
    expect(errorIdOf(asked)).toBe('ORD409');
  });

  it('is written in the language of the site the order was placed on', async () => {
    await setStock(server().db, demo.b, 50);
    const agent = await signedIn('registered');
    const placed = await placeOrderOf(agent, [{ productId: demo.b, qty: 1 }]);
    const order = (await agent.send(getPurchase, { params: { orderId: placed.orderNumber } }))
      .body as ConsumerOrder;
    const german = await invoicePdf({ ...order, locale: 'de-de' }, new Date());
    expect(german.toString('latin1')).toContain(`(Rechnung ${placed.orderNumber})`);
    const french = await invoicePdf({ ...order, locale: 'fr-fr' }, new Date());
    expect(french.toString('latin1')).toContain(`(Facture ${placed.orderNumber})`);
  });
});

describe('guest order tracking', () => {
  it('answers the order for its number and email, in any case; OHS4004 and ORD400 otherwise', async () => {
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
    expect(wrong.status).toBe(400);
    expect(errorIdOf(wrong)).toBe('ORD400');
    const unknown = await stranger.send(trackOrder, {
      body: { orderNumber: 'CRN99999999', email: address.email },
    });
    expect(unknown.status).toBe(404);
    expect(errorIdOf(unknown)).toBe('OHS4004');
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

describe('return labels', () => {
  async function deliveredOrder(agent: TestAgent) {
    await setStock(server().db, demo.a, 50);
    await setStock(server().db, demo.c, 50);
    const placed = await placeOrderOf(agent, [
      { productId: demo.a, qty: 2 },
      { productId: demo.c, qty: 1 },
    ]);
    const [jacket, fleece] = placed.items;
    if (!jacket || !fleece) throw new Error('the order lost a line');
    return { placed, jacket, fleece };
  }

  it('refuses units not delivered yet, more than are left, or lines of another order', async () => {
    const agent = server().agent();
    const { placed, jacket, fleece } = await deliveredOrder(agent);
    const send = (items: { itemId: string; qty: number }[]) =>
      agent.send(createReturnLabel, {
        params: { orderId: placed.orderNumber },
        body: { items: items.map((item) => ({ ...item, reasonCode: 'TOO_SMALL' as const })) },
      });
    const early = await send([{ itemId: jacket.id, qty: 1 }]);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      errorDetails: [{ errorId: 'RTN409', details: { itemId: jacket.id, returnableQty: 0 } }],
    });

    await fulfil(agent, placed.orderNumber, 'DELIVERED');
    const tooMany = await send([{ itemId: jacket.id, qty: 3 }]);
    expect(tooMany.body).toMatchObject({
      errorDetails: [{ errorId: 'RTN409', details: { itemId: jacket.id, returnableQty: 2 } }],
    });
    // The same line twice in one request counts as one.
    const summed = await send([
      { itemId: jacket.id, qty: 2 },
      { itemId: jacket.id, qty: 1 },
    ]);
    expect(errorIdOf(summed)).toBe('RTN409');
    const foreign = await send([{ itemId: 'not-a-line', qty: 1 }]);
    expect(foreign.body).toMatchObject({
      errorDetails: [{ errorId: 'RTN409', details: { itemId: 'not-a-line', returnableQty: 0 } }],
    });
    const stranger = await (await guest()).send(createReturnLabel, {
      params: { orderId: placed.orderNumber },
      body: { items: [{ itemId: fleece.id, qty: 1, reasonCode: 'DAMAGED' }] },
    });
    expect(errorIdOf(stranger)).toBe('ORD409');
    const wrongEmail = await (await guest()).send(createReturnLabel, {
      params: { orderId: placed.orderNumber },
      body: {
        items: [{ itemId: fleece.id, qty: 1, reasonCode: 'DAMAGED' }],
        email: 'someone@example.com',
      },
    });
    expect(errorIdOf(wrongEmail)).toBe('ORD400');
  });

  it('makes labels until every unit is back, then the order is RETURNED', async () => {
    const agent = server().agent();
    const { placed, jacket, fleece } = await deliveredOrder(agent);
    await fulfil(agent, placed.orderNumber, 'DELIVERED');

    const first = await agent.send(createReturnLabel, {
      params: { orderId: placed.orderNumber },
      body: {
        items: [
          { itemId: jacket.id, qty: 1, reasonCode: 'TOO_SMALL' },
          { itemId: fleece.id, qty: 1, reasonCode: 'DAMAGED' },
        ],
      },
    });
    expect(first.status).toBe(200);
    const label = parses(createReturnLabel.response, first.body);
    expect(label.labelUrl).toBe(`/en-us/returns/${label.returnId}`);
    expect(label.returnId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const partly = await agent.send(trackOrder, {
      body: { orderNumber: placed.orderNumber, email: address.email },
    });
    expect(partly.body.status).toBe('DELIVERED');
    expect(partly.body.items.map((i) => [i.returnedQty, i.returnableQty, i.returnable])).toEqual([
      [1, 1, true],
      [1, 0, false],
    ]);
    expect(partly.body.returns).toEqual([
      {
        returnId: label.returnId,
        createdAt: expect.any(String),
        labelUrl: label.labelUrl,
        items: [
          { itemId: jacket.id, qty: 1, reasonCode: 'TOO_SMALL' },
          { itemId: fleece.id, qty: 1, reasonCode: 'DAMAGED' },
        ],
      },
    ]);
    const mails = await mailsTo(address.email, 'returnLabel');
    expect(mails.some((mail) => mail.text.includes(label.labelUrl))).toBe(true);

    // Anyone with the link prints it.
    const printed = await (await guest()).send(getReturnLabel, {
      params: { returnId: label.returnId },
    });
    expect(printed.status).toBe(200);
    const shown = parses(getReturnLabel.response, printed.body);
    expect(shown).toMatchObject({
      orderNumber: placed.orderNumber,
      locale: 'en-us',
      carrier: 'UPS',
      from: { firstName: 'Ada', addressLine1: address.addressLine1, city: 'Denver' },
      to: { country: 'US', firstName: 'Cairn' },
      items: [
        {
          itemId: jacket.id,
          name: jacket.name,
          attributes: jacket.attributes.map((a) => a.value).join(' / '),
          qty: 1,
          reasonCode: 'TOO_SMALL',
        },
        { itemId: fleece.id, qty: 1, reasonCode: 'DAMAGED' },
      ],
    });
    expect(shown.rmaCode).toMatch(/^RMA-[A-Z0-9]{10}$/);
    expect(Date.parse(shown.sendBy) - Date.parse(shown.createdAt)).toBe(30 * 24 * 60 * 60 * 1000);

    server().clock.advance(1000);
    const last = await (await guest()).send(createReturnLabel, {
      params: { orderId: placed.orderNumber },
      body: {
        items: [{ itemId: jacket.id, qty: 1, reasonCode: 'CHANGED_MIND' }],
        email: address.email,
      },
    });
    expect(last.status).toBe(200);
    const returned = await agent.send(trackOrder, {
      body: { orderNumber: placed.orderNumber, email: address.email },
    });
    expect(returned.body.status).toBe('RETURNED');
    expect(returned.body.returns.map((r) => r.returnId)).toEqual([
      last.body.returnId,
      label.returnId,
    ]);
    const more = await agent.send(createReturnLabel, {
      params: { orderId: placed.orderNumber },
      body: { items: [{ itemId: jacket.id, qty: 1, reasonCode: 'OTHER' }] },
    });
    expect(errorIdOf(more)).toBe('RTN409');
  });

  it('lets two returns of the same units at once take them once', async () => {
    const agent = server().agent();
    const { placed, jacket } = await deliveredOrder(agent);
    await fulfil(agent, placed.orderNumber, 'DELIVERED');
    const body = { items: [{ itemId: jacket.id, qty: 2, reasonCode: 'TOO_LARGE' as const }] };
    const results = await Promise.all([
      agent.send(createReturnLabel, { params: { orderId: placed.orderNumber }, body }),
      agent.send(createReturnLabel, { params: { orderId: placed.orderNumber }, body }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.map(errorIdOf)).toContain('RTN409');
  });

  it('answers RTN404 for an unknown label', async () => {
    const result = await (await guest()).send(getReturnLabel, {
      params: { returnId: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(result.status).toBe(404);
    expect(errorIdOf(result)).toBe('RTN404');
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
