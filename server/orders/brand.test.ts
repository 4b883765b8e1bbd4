import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Cart, createCartWithItem } from '#api/contract/cart.ts';
import { addPaymentInstrument, setBillingAddress } from '#api/contract/checkout.ts';
import { receiveDevReturn } from '#api/contract/internal.ts';
import {
  createReturnLabel,
  downloadInvoice,
  downloadReturnLabel,
  getReturnLabel,
} from '#api/contract/orders.ts';
import { brandNameOf } from '#commerce/content/views.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { demo, setStock } from '../cart/test/fixtures.ts';
import { address, card, place, VISA } from '../checkout/test/helpers.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { seeders } from '../db/seed.ts';
import { signInAs } from '../test/flows.ts';
import { setupTestServer, type TestAgent } from '../test/harness.ts';
import { brandOfLines } from './brand.ts';
import { fulfil, ordersKit, parses, placeOrderOf } from './test/helpers.ts';
import { pdfAuthor, pdfText } from './test/pdfText.ts';

/*
 * Issue 46: an order's mails and documents carry the brand of the site it was placed on
 * (its products'), never the platform's name. On PGlite and on PostgreSQL (DATABASE_URL).
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
});

const { mailsTo, signedIn } = ordersKit(server);

/** A link's GET, as a browser without the shopper's session opens it: the PDF's bytes. */
async function download(url: string): Promise<Buffer> {
  const response = await server()
    .agent()
    .fetch(url.replace(/^\/api/, ''));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await response.arrayBuffer());
}

/** The order's one mail of `template` to the checkout helpers' address. */
async function mailOf(orderNumber: string, template: string) {
  const mails = (await mailsTo(address.email, template)).filter((mail) =>
    mail.text.includes(orderNumber),
  );
  expect(mails, template).toHaveLength(1);
  return mails[0] as (typeof mails)[number];
}

/** Signed by the brand's team, and nowhere the platform's name. */
function expectSignedBy(mail: { subject: string; text: string }, brand: string) {
  expect(mail.text).toMatch(new RegExp(`\\n\\nThe ${brand} team$`));
  expect(`${mail.subject}\n${mail.text}`).not.toContain('Cairn');
}

describe('the brand of an order', () => {
  it('is Tread on a Tread order’s mails, invoice and return label, never Cairn', async () => {
    await setStock(server().db, demo.d, 20);
    const agent = await signedIn('registered');
    const placed = await placeOrderOf(agent, [{ productId: demo.d, qty: 1 }]);
    const { orderNumber } = placed;
    expectSignedBy(await mailOf(orderNumber, 'orderConfirmation'), 'Tread');

    const invoiceLink = await agent.send(downloadInvoice, { body: { orderNumber } });
    expect(invoiceLink.status, JSON.stringify(invoiceLink.body)).toBe(200);
    const invoice = await download(parses(downloadInvoice.response, invoiceLink.body).url);
    expect(pdfAuthor(invoice)).toBe('Tread');
    const invoiceText = pdfText(invoice);
    expect(invoiceText[0]).toBe('Tread');
    expect(invoiceText).toContain(`Invoice INV-${orderNumber}`);
    expect(invoiceText).toContain('Thank you for shopping with Tread.');
    expect(invoiceText.join('\n')).not.toContain('Cairn');

    await fulfil(agent, orderNumber, 'SHIPPED');
    expectSignedBy(await mailOf(orderNumber, 'orderShipped'), 'Tread');
    await fulfil(agent, orderNumber, 'DELIVERED');
    expectSignedBy(await mailOf(orderNumber, 'orderDelivered'), 'Tread');

    const [boot] = placed.items;
    const made = await agent.send(createReturnLabel, {
      params: { orderId: orderNumber },
      body: { items: [{ itemId: boot?.id ?? '', qty: 1, reasonCode: 'TOO_SMALL' }] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { returnId } = made.body;
    expectSignedBy(await mailOf(orderNumber, 'returnLabel'), 'Tread');

    // The label is addressed to the brand's returns desk, as page and as PDF.
    const shown = await agent.send(getReturnLabel, { params: { returnId } });
    expect(shown.status).toBe(200);
    expect(parses(getReturnLabel.response, shown.body).to).toMatchObject({
      firstName: 'Tread',
      lastName: 'Returns',
      country: 'US',
    });
    const labelLink = await agent.send(downloadReturnLabel, { params: { returnId }, body: {} });
    expect(labelLink.status, JSON.stringify(labelLink.body)).toBe(200);
    const label = await download(parses(downloadReturnLabel.response, labelLink.body).url);
    expect(pdfAuthor(label)).toBe('Tread');
    const labelText = pdfText(label);
    expect(labelText[0]).toBe('Tread');
    expect(labelText).toContain('Tread Returns');
    expect(labelText.join('\n')).not.toContain('Cairn');

    const received = await agent.send(receiveDevReturn, { params: { returnId } });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expectSignedBy(await mailOf(orderNumber, 'returnReceived'), 'Tread');
  });

  it('is Ridgeline on a Ridgeline order’s', async () => {
    await setStock(server().db, demo.a, 20);
    const agent = await signedIn('registered');
    const placed = await placeOrderOf(agent, [{ productId: demo.a, qty: 1 }]);
    expectSignedBy(await mailOf(placed.orderNumber, 'orderConfirmation'), 'Ridgeline');
    const link = await agent.send(downloadInvoice, { body: { orderNumber: placed.orderNumber } });
    const invoice = await download(parses(downloadInvoice.response, link.body).url);
    expect(pdfAuthor(invoice)).toBe('Ridgeline');
    expect(pdfText(invoice)[0]).toBe('Ridgeline');
  });

  it('is that of most of the order’s units, the first line’s on a tie', () => {
    const brandOf = new Map([
      ['BOOT', 'tread' as const],
      ['JACKET', 'ridgeline' as const],
    ]);
    const boot = { masterId: 'BOOT', qty: 1 };
    const jacket = { masterId: 'JACKET', qty: 1 };
    expect(brandOfLines(brandOf, [boot, { ...jacket, qty: 2 }])).toBe('ridgeline');
    expect(brandOfLines(brandOf, [{ ...boot, qty: 3 }, jacket])).toBe('tread');
    expect(brandOfLines(brandOf, [boot, jacket])).toBe('tread');
    expect(brandOfLines(brandOf, [jacket, boot])).toBe('ridgeline');
    // No product known: the first brand.
    expect(brandOfLines(brandOf, [{ masterId: 'GONE', qty: 1 }])).toBe('ridgeline');
    expect(brandNameOf('tread')).toBe('Tread');
  });
});

describe('a gift card’s mail', () => {
  const gift = { email: 'Brand.Recipient@example.com', to: 'Grace', message: 'Enjoy!' };

  async function buy(agent: TestAgent, brand: 'tread' | 'ridgeline') {
    const sku = getCatalogue()
      .products.find((product) => product.productType === 'giftCard' && product.brand === brand)
      ?.variants.find((variant) => variant.size === '50')?.sku;
    if (!sku) throw new Error(`no ${brand} gift card of 50`);
    const added = await agent.send(createCartWithItem, {
      query: { locale: 'en-us' },
      body: { items: [{ productId: sku, qty: 1, giftOption: gift }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const basketId = (added.body as Cart).id;
    await agent.send(setBillingAddress, {
      params: { basketId },
      body: { address, sameAsShipping: false },
    });
    await agent.send(addPaymentInstrument, {
      params: { basketId },
      body: { type: 'CREDIT_CARD', card: card(VISA.number) },
    });
    const placed = await place(agent, basketId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return (placed.body as { orderNumber: string }).orderNumber;
  }

  it('names the card’s brand: a Tread gift card, signed by Tread', async () => {
    const agent = server().agent();
    await signInAs(agent, 'registered');
    const orderNumber = await buy(agent, 'tread');
    const [mail, ...more] = await server()
      .db.select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.template, 'giftCard'),
          eq(mailOutbox.recipient, gift.email.toLowerCase()),
        ),
      );
    expect(more).toEqual([]);
    expect(mail?.text).toContain('Ada Lovelace sent you a Tread gift card of $50.00');
    expectSignedBy(mail ?? { subject: '', text: '' }, 'Tread');
    expect(mail?.data).toMatchObject({ brand: 'Tread' });
    // The order it was bought in is Tread's too.
    expectSignedBy(await mailOf(orderNumber, 'orderConfirmation'), 'Tread');
  });
});
