import { describe, expect, it } from 'vitest';
import { type ConsumerOrder, downloadInvoice, getPurchase } from '#api/contract/orders.ts';
import { demo, setStock } from '../cart/test/fixtures.ts';
import { seeders } from '../db/seed.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { INVOICE_LINK_SECONDS, invoicePdf } from './invoice.ts';
import { ordersKit, parses, placeOrderOf } from './test/helpers.ts';

/*
 * Invoices (server/orders/invoice.ts), on PGlite and on PostgreSQL (DATABASE_URL): the
 * short-lived link a member asks for, the PDF behind it, and the link's end.
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
});

const { signedIn } = ordersKit(server);

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
    const german = await invoicePdf({ ...order, locale: 'de-de' }, new Date(), 'Ridgeline');
    expect(german.toString('latin1')).toContain(`(Rechnung ${placed.orderNumber})`);
    const french = await invoicePdf({ ...order, locale: 'fr-fr' }, new Date(), 'Ridgeline');
    expect(french.toString('latin1')).toContain(`(Facture ${placed.orderNumber})`);
  });
});
