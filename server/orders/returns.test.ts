import { describe, expect, it, onTestFinished } from 'vitest';
import { receiveDevReturn } from '#api/contract/internal.ts';
import { createReturnLabel, getReturnLabel, trackOrder } from '#api/contract/orders.ts';
import { demo, setStock } from '../cart/test/fixtures.ts';
import { address } from '../checkout/test/helpers.ts';
import { seeders } from '../db/seed.ts';
import { createOutboxMailer, type Mailer } from '../mail/mailer.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { fulfil, ordersKit, parses, placeOrderOf } from './test/helpers.ts';

/*
 * Return labels (server/orders), on PGlite and on PostgreSQL (DATABASE_URL): what may be
 * returned, the label and its mail, the order still DELIVERED while its parcels are on the
 * way and RETURNED once the warehouse received the last unit, and two returns of the same
 * units at once. The PDF of a label and the mails of the warehouse's records are in
 * aftercare.test.ts.
 */

/** The outbox, whose label mails fail while `labelMailFails` (a mail relay refusing them). */
let labelMailFails = false;
const outbox = createOutboxMailer();
const mailer: Mailer = {
  ...outbox,
  async send(db, message) {
    if (labelMailFails && message.template === 'returnLabel') {
      throw new Error('the mail relay refused the message');
    }
    await outbox.send(db, message);
  },
};

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
  mailer,
});

const { mailsTo, guest } = ordersKit(server);

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

  it('makes labels until every unit is on one; RETURNED only once the parcels came back', async () => {
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
        status: 'AWAITING_PARCEL',
        receivedAt: null,
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
      to: { country: 'US', firstName: 'Ridgeline', lastName: 'Returns' },
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
    const track = async () =>
      (
        await agent.send(trackOrder, {
          body: { orderNumber: placed.orderNumber, email: address.email },
        })
      ).body;
    // Every unit is on a label, none is back yet: still DELIVERED, both labels awaited.
    const labelled = await track();
    expect(labelled.status).toBe('DELIVERED');
    expect(labelled.returns.map((r) => [r.returnId, r.status])).toEqual([
      [last.body.returnId, 'AWAITING_PARCEL'],
      [label.returnId, 'AWAITING_PARCEL'],
    ]);
    const more = await agent.send(createReturnLabel, {
      params: { orderId: placed.orderNumber },
      body: { items: [{ itemId: jacket.id, qty: 1, reasonCode: 'OTHER' }] },
    });
    expect(errorIdOf(more)).toBe('RTN409');

    // The first parcel comes back: some units are, the order is not RETURNED yet.
    const receive = (returnId: string) => agent.send(receiveDevReturn, { params: { returnId } });
    const firstBack = await receive(label.returnId);
    expect(firstBack.status).toBe(200);
    expect(parses(receiveDevReturn.response, firstBack.body)).toMatchObject({
      returnId: label.returnId,
      orderNumber: placed.orderNumber,
      rmaCode: shown.rmaCode,
      orderStatus: 'DELIVERED',
    });
    const partlyBack = await track();
    expect(partlyBack.status).toBe('DELIVERED');
    expect(partlyBack.returns.map((r) => [r.status, r.receivedAt])).toEqual([
      ['AWAITING_PARCEL', null],
      ['RECEIVED', firstBack.body.receivedAt],
    ]);

    const lastBack = await receive(last.body.returnId);
    expect(lastBack.body.orderStatus).toBe('RETURNED');
    const returned = await track();
    expect(returned.status).toBe('RETURNED');
    expect(returned.returns.map((r) => r.status)).toEqual(['RECEIVED', 'RECEIVED']);
  });

  it('answers RTN500 and records nothing when the label cannot be sent', async () => {
    const agent = server().agent();
    const { placed, jacket } = await deliveredOrder(agent);
    await fulfil(agent, placed.orderNumber, 'DELIVERED');
    const body = { items: [{ itemId: jacket.id, qty: 2, reasonCode: 'TOO_LARGE' as const }] };
    const send = () =>
      agent.send(createReturnLabel, { params: { orderId: placed.orderNumber }, body });
    labelMailFails = true;
    onTestFinished(() => {
      labelMailFails = false;
    });
    const failed = await send();
    expect([failed.status, errorIdOf(failed)]).toEqual([502, 'RTN500']);
    labelMailFails = false;
    // Nothing was kept of it: every unit may still go back.
    const tracked = await agent.send(trackOrder, {
      body: { orderNumber: placed.orderNumber, email: address.email },
    });
    expect(tracked.body.returns).toEqual([]);
    expect((await send()).status).toBe(200);
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
