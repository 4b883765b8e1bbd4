import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDevOutbox, receiveDevReturn } from '#api/contract/internal.ts';
import {
  createReturnLabel,
  downloadReturnLabel,
  type ReturnLabel,
  trackOrder,
} from '#api/contract/orders.ts';
import { demo, setStock } from '../cart/test/fixtures.ts';
import { address } from '../checkout/test/helpers.ts';
import { orders } from '../db/schema/checkout.ts';
import { seeders } from '../db/seed.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { INVOICE_LINK_SECONDS } from './invoice.ts';
import { returnLabelPdf } from './returnLabelPdf.ts';
import { fulfil, ordersKit, parses, placeOrderOf } from './test/helpers.ts';

/*
 * After delivery (server/orders), on PGlite and on PostgreSQL (DATABASE_URL): the mails of
 * the warehouse's records (shipped, delivered, a return received), once each; a return
 * label's PDF behind a short-lived link for whoever may change the order; a return that
 * reaches the warehouse.
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
});

const { mailsTo, signedIn, guest } = ordersKit(server);

const DAY_MS = 24 * 60 * 60 * 1000;

async function orderOf(agent: TestAgent) {
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

describe('the mails of the warehouse’s records', () => {
  it('mails a guest once when the order ships and once when it is delivered', async () => {
    const agent = server().agent();
    const { placed, jacket } = await orderOf(agent);
    const ofOrder = async (template: string) =>
      (await mailsTo(address.email, template)).filter((mail) =>
        mail.text.includes(placed.orderNumber),
      );

    const shipped = await fulfil(agent, placed.orderNumber, 'SHIPPED');
    const [shippedMail, ...more] = await ofOrder('orderShipped');
    expect(more).toEqual([]);
    expect(shippedMail?.subject).toBe(`Your order ${placed.orderNumber} has shipped`);
    expect(shippedMail?.text).toContain(`Tracking number: ${shipped.trackingNumber}`);
    expect(shippedMail?.text).toContain(shipped.trackingUrl);
    expect(shippedMail?.text).toContain(`2 × ${jacket.name}`);
    expect(shippedMail?.text).toContain(`/en-us/order-status?orderNumber=${placed.orderNumber}`);
    expect(shippedMail?.data).toMatchObject({
      carrier: 'UPS',
      trackingNumber: shipped.trackingNumber,
    });
    // It is in the development outbox, as the confirmation is.
    const outbox = await agent.send(getDevOutbox, { query: { recipient: address.email } });
    expect(outbox.body.messages.map((message) => message.template)).toContain('orderShipped');

    await fulfil(agent, placed.orderNumber, 'SHIPPED');
    expect(await ofOrder('orderShipped')).toHaveLength(1);
    expect(await ofOrder('orderDelivered')).toEqual([]);

    server().clock.advance(2 * DAY_MS);
    const delivered = await fulfil(agent, placed.orderNumber, 'DELIVERED');
    await fulfil(agent, placed.orderNumber, 'DELIVERED');
    const [deliveredMail, ...again] = await ofOrder('orderDelivered');
    expect(again).toEqual([]);
    expect(await ofOrder('orderShipped')).toHaveLength(1);
    const returnBy = new Intl.DateTimeFormat('en-us', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(Date.parse(delivered.deliveredAt ?? '') + 30 * DAY_MS));
    expect(deliveredMail?.subject).toBe(`Your order ${placed.orderNumber} was delivered`);
    expect(deliveredMail?.text).toContain(
      `return items until ${returnBy} (30 days after delivery)`,
    );
    expect(deliveredMail?.text).toContain('/en-us/help/returns/how-to-return');
    expect(deliveredMail?.text).toContain(`/en-us/order-status?orderNumber=${placed.orderNumber}`);
  });

  it('mails a member’s order delivered at once in its language, the delivered mail alone', async () => {
    const agent = await signedIn('registered');
    const { placed } = await orderOf(agent);
    // As if placed on the French site: the mails follow the order's locale.
    await server()
      .db.update(orders)
      .set({ locale: 'fr-fr' })
      .where(eq(orders.orderNumber, placed.orderNumber));
    await fulfil(agent, placed.orderNumber, 'DELIVERED');
    const ofOrder = async (template: string) =>
      (await mailsTo(address.email, template)).filter((mail) =>
        mail.text.includes(placed.orderNumber),
      );
    expect(await ofOrder('orderShipped')).toEqual([]);
    const [mail, ...more] = await ofOrder('orderDelivered');
    expect(more).toEqual([]);
    expect(mail?.locale).toBe('fr-fr');
    expect(mail?.subject).toBe(`Votre commande ${placed.orderNumber} a été livrée`);
    expect(mail?.text).toContain(`/fr-fr/account/orders/${placed.orderNumber}`);
    expect(mail?.text).toContain('30 jours après la livraison');
  });
});

describe('a return label as a PDF', () => {
  /** The link's GET, as a browser without the shopper's session opens it. */
  const open = (url: string) =>
    server()
      .agent()
      .fetch(url.replace(/^\/api/, ''));
  const latin1 = (response: Response) =>
    response.arrayBuffer().then((bytes) => Buffer.from(bytes).toString('latin1'));

  it('leaves the order DELIVERED and links its owner to the PDF; refuses anyone else', async () => {
    const agent = server().agent();
    const { placed, fleece } = await orderOf(agent);
    await fulfil(agent, placed.orderNumber, 'DELIVERED');
    const made = await agent.send(createReturnLabel, {
      params: { orderId: placed.orderNumber },
      body: { items: [{ itemId: fleece.id, qty: 1, reasonCode: 'DAMAGED' }] },
    });
    expect(made.status).toBe(200);
    const { returnId } = made.body;
    const order = await agent.send(trackOrder, {
      body: { orderNumber: placed.orderNumber, email: address.email },
    });
    expect(order.body.status).toBe('DELIVERED');
    expect(order.body.returns).toMatchObject([
      { returnId, status: 'AWAITING_PARCEL', receivedAt: null },
    ]);

    const asked = await agent.send(downloadReturnLabel, { params: { returnId }, body: {} });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const link = parses(downloadReturnLabel.response, asked.body);
    expect(link.url).toMatch(
      /^\/api\/consumers-v3\/consumer\/return\/label\/[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    const expiresIn = Date.parse(link.expiresAt) - server().clock.now().getTime();
    expect(expiresIn).toBeGreaterThan((INVOICE_LINK_SECONDS - 1) * 1000);
    expect(expiresIn).toBeLessThanOrEqual(INVOICE_LINK_SECONDS * 1000);

    const pdf = await open(link.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(
      /^attachment; filename="return-label-RMA-[A-Z0-9]{10}\.pdf"$/,
    );
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    const document = await latin1(pdf);
    expect(document.startsWith('%PDF-')).toBe(true);
    expect(document).toMatch(/\(Return label RMA-[A-Z0-9]{10}\)/);

    // As the printable label: whoever holds the return's id (a guest from the mail).
    const fromTheMail = await (await guest()).send(downloadReturnLabel, {
      params: { returnId },
      body: {},
    });
    expect(fromTheMail.status).toBe(200);
    const unknown = await agent.send(downloadReturnLabel, {
      params: { returnId: 'AAAAAAAAAAAAAAAAAAAAAA' },
      body: {},
    });
    expect(errorIdOf(unknown)).toBe('RTN404');
    const anonymous = await server()
      .agent()
      .send(downloadReturnLabel, { params: { returnId }, body: {} });
    expect(anonymous.status).toBe(401);

    // A forged link, a label's token on the invoice's path, then the link once expired.
    const [header, claims, signature] = link.url.split('/').pop()?.split('.') ?? [];
    const forged = await open(link.url.replace(/[^/]+$/, `${header}.${claims}.${signature}x`));
    expect(forged.status).toBe(404);
    expect(await forged.json()).toMatchObject({ errorDetails: [{ errorId: 'RTN404' }] });
    const asInvoice = await open(
      `/consumers-v3/consumer/purchase/invoice/${header}.${claims}.${signature}`,
    );
    expect(await asInvoice.json()).toMatchObject({ errorDetails: [{ errorId: 'INV404' }] });
    server().clock.advance(INVOICE_LINK_SECONDS * 1000 + 1000);
    const expired = await open(link.url);
    expect(expired.status).toBe(404);
    expect(await expired.json()).toMatchObject({ errorDetails: [{ errorId: 'RTN404' }] });
  });

  it('is written in the language of the order’s site', async () => {
    const label: ReturnLabel = {
      returnId: 'r1',
      orderNumber: 'CRN10000001',
      locale: 'de-de',
      createdAt: '2026-03-02T09:00:00.000Z',
      rmaCode: 'RMA-ABCDEFGHJK',
      carrier: 'DHL',
      from: { ...address, addressLine2: null, province: null, phone: null, email: null },
      to: { ...address, addressLine2: null, province: null, phone: null, email: null },
      items: [{ itemId: 'i1', name: 'Jacke', attributes: 'Blau / M', qty: 1, reasonCode: 'OTHER' }],
      sendBy: '2026-04-01T09:00:00.000Z',
    };
    // Non-ASCII titles are written as UTF-16 (big-endian, with its byte order mark).
    const utf16 = (text: string) =>
      Buffer.from(`\ufeff${text}`, 'utf16le').swap16().toString('latin1');
    const german = (await returnLabelPdf(label, 'Ridgeline')).toString('latin1');
    expect(german).toContain(utf16('Rücksendeetikett RMA-ABCDEFGHJK'));
    const french = (await returnLabelPdf({ ...label, locale: 'fr-fr' }, 'Ridgeline')).toString(
      'latin1',
    );
    expect(french).toContain(utf16('Étiquette de retour RMA-ABCDEFGHJK'));
  });
});

describe('a return received by the warehouse', () => {
  it('mails the shopper once that the refund is on its way; RTN404 for no such return', async () => {
    const agent = server().agent();
    const { placed, jacket, fleece } = await orderOf(agent);
    await fulfil(agent, placed.orderNumber, 'DELIVERED');
    const made = await agent.send(createReturnLabel, {
      params: { orderId: placed.orderNumber },
      body: {
        items: [
          { itemId: jacket.id, qty: 2, reasonCode: 'TOO_SMALL' },
          { itemId: fleece.id, qty: 1, reasonCode: 'OTHER' },
        ],
      },
    });
    expect(made.status).toBe(200);
    const { returnId } = made.body;
    const ofOrder = async () =>
      (await mailsTo(address.email, 'returnReceived')).filter((mail) =>
        mail.text.includes(placed.orderNumber),
      );
    expect(await ofOrder()).toEqual([]);

    server().clock.advance(60_000);
    const received = await agent.send(receiveDevReturn, { params: { returnId } });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({
      returnId,
      orderNumber: placed.orderNumber,
      orderStatus: 'RETURNED',
      receivedAt: server().clock.now().toISOString(),
    });
    const [mail, ...more] = await ofOrder();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`We received your return ${received.body.rmaCode}`);
    expect(mail?.text).toContain('Your refund for these items is on its way');
    expect(mail?.text).toContain(`2 × ${jacket.name}`);
    const order = await agent.send(trackOrder, {
      body: { orderNumber: placed.orderNumber, email: address.email },
    });
    expect(order.body.status, JSON.stringify(order.body)).toBe('RETURNED');
    expect(order.body.returns).toMatchObject([
      { returnId, status: 'RECEIVED', receivedAt: received.body.receivedAt },
    ]);

    // Recorded again: the same answer, no second mail.
    server().clock.advance(1000);
    const again = await agent.send(receiveDevReturn, { params: { returnId } });
    expect(again.body).toEqual(received.body);
    expect(await ofOrder()).toHaveLength(1);

    const unknown = await agent.send(receiveDevReturn, {
      params: { returnId: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(unknown.status).toBe(404);
    expect(errorIdOf(unknown)).toBe('RTN404');
  });
});
