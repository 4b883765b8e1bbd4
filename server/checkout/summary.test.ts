import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Cart, createCartWithItem, getCart } from '#api/contract/cart.ts';
import {
  addPaymentInstrument,
  applyCoupon,
  applyReward,
  type CheckoutOrder,
} from '#api/contract/checkout.ts';
import { type ConsumerOrder, getPurchase, trackOrder } from '#api/contract/orders.ts';
import {
  cartSummaryRows,
  consumerOrderSummaryRows,
  linePrice,
  placedOrderSummaryRows,
} from '#commerce/cart/summary.ts';
import { setStock } from '../cart/test/fixtures.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { seeders } from '../db/seed.ts';
import { invoiceContent } from '../orders/invoice.ts';
import { guestSession, signInAs } from '../test/flows.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { address, place, readyToPay } from './test/helpers.ts';

/*
 * One presentation of an order's money on every surface the service makes (issue 46): the
 * cart, the placed order, its confirmation mail, the account's order and its invoice show
 * the lines after their own promotions, their subtotal, the order's discount once and
 * negative, shipping, tax and a total the rows add up to. On PGlite and PostgreSQL.
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
});

/** Moraine Gloves: 20% off gloves, a promotion of the line, on every site. */
const GLOVES = 'RDGAC100510';

/** WELCOME10's promotion, as the en-us cart names it. */
const WELCOME = '10% off your order';

const cents = (amount: number) => Math.round(amount * 100);

/** "$1,234.56" or "−$3.60" (en-us) in cents. */
function usCents(text: string): number {
  const found = text.match(/([−-])?\$([\d,]+)\.(\d\d)/);
  if (!found) throw new Error(`no amount in ${JSON.stringify(text)}`);
  const value = Number(found[2]?.replace(/,/g, '')) * 100 + Number(found[3]);
  return found[1] ? -value : value;
}

/** The rows above "Total" add up to it; the lines (when given) to the first row. */
function expectShownAddsUp(rows: readonly [string, string][], lines?: readonly string[]) {
  const totalAt = rows.findIndex(([term]) => term.startsWith('Total'));
  expect(totalAt, JSON.stringify(rows)).toBeGreaterThan(0);
  const above = rows
    .slice(0, totalAt)
    .reduce((sum, [, value]) => sum + (value === 'Free' ? 0 : usCents(value)), 0);
  expect(above, JSON.stringify(rows)).toBe(usCents(rows[totalAt]?.[1] ?? ''));
  if (lines) {
    const sum = lines.reduce((total, line) => total + usCents(line), 0);
    expect(sum, JSON.stringify(lines)).toBe(usCents(rows[0]?.[1] ?? ''));
  }
}

describe('the money of an order, alike on every surface', () => {
  it('gloves with their own promotion and WELCOME10: lines, subtotal, discount, shipping, tax', async () => {
    await setStock(server().db, GLOVES, 20);
    const agent = server().agent();
    await signInAs(agent, 'registered');
    const created = await agent.send(createCartWithItem, {
      query: { locale: 'en-us' },
      body: { items: [{ productId: GLOVES, qty: 1 }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const basketId = (created.body as Cart).id;
    const coupon = await agent.send(applyCoupon, { body: { basketId, code: 'WELCOME10' } });
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(200);
    await readyToPay(agent, basketId);

    // The cart, back from checkout with its address: the delivery it charges is a row.
    const cart = (await agent.send(getCart, { params: { basketId } })).body as Cart;
    const [line] = cart.items;
    expect(line?.price.rowTotal).toBe(44.95);
    expect(linePrice(line as Cart['items'][number])).toBe(35.96);
    expect(cart.totals.shipping).toBe(7.95);
    const cartRows = cartSummaryRows(cart);
    expect(cartRows.map((row) => [row.kind, row.amount])).toEqual([
      ['subtotal', 35.96],
      ['discount', -3.6],
      ['shipping', 7.95],
      ['tax', cart.totals.tax],
      ['total', cart.totals.total],
    ]);
    expect(cents(cart.totals.total)).toBe(
      cents(35.96) - cents(3.6) + cents(7.95) + cents(cart.totals.tax),
    );
    // WELCOME10's promotion, by its name.
    expect(cartRows[1]).toEqual({
      kind: 'discount',
      amount: -3.6,
      promotion: WELCOME,
      adjustmentReason: null,
    });

    // The confirmation: the cart's rows, the promotion named as the cart named it.
    const placed = await place(agent, basketId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body as CheckoutOrder;
    expect(order.orderDiscounts).toEqual([
      { amount: 3.6, promotionName: WELCOME, adjustmentReason: null },
    ]);
    expect(placedOrderSummaryRows(order)).toEqual(cartRows);

    // The confirmation mail: the line at $35.96, the rows as the confirmation shows them.
    const [mail] = await server()
      .db.select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.template, 'orderConfirmation'),
          eq(mailOutbox.subject, `Your order ${order.orderNumber}`),
        ),
      );
    const text = mail?.text ?? '';
    const lineText = text.split('\n').find((row) => row.startsWith('1 × Moraine Gloves'));
    expect(lineText).toMatch(/\$35\.96$/);
    const mailRows = text.split('\n').flatMap((row): [string, string][] => {
      const found = row.match(/^(Subtotal|Discounts(?: \(.+\))?|Shipping|Tax|Total) (\S+)$/);
      return found ? [[found[1] ?? '', found[2] ?? '']] : [];
    });
    expect(mailRows).toEqual([
      ['Subtotal', '$35.96'],
      [`Discounts (${WELCOME})`, '−$3.60'],
      ['Shipping', '$7.95'],
      ['Tax', `$${order.totals.tax.toFixed(2)}`],
      ['Total', `$${order.totals.total.toFixed(2)}`],
    ]);
    expectShownAddsUp(mailRows, [lineText ?? '']);

    // The account's order (order detail, order status) and its invoice.
    const read = await agent.send(getPurchase, { params: { orderId: order.orderNumber } });
    const account = read.body as ConsumerOrder;
    expect(account.items[0]?.price).toEqual({
      current: 44.95,
      rowTotal: 44.95,
      priceAfterItemDiscount: 35.96,
    });
    expect(account.totals.itemSubTotal).toBe(35.96);
    expect(consumerOrderSummaryRows(account)).toEqual(cartRows);
    // The order status page, as a guest looks it up.
    const visitor = server().agent();
    await guestSession(visitor);
    const tracked = await visitor.send(trackOrder, {
      body: { orderNumber: order.orderNumber, email: address.email },
    });
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
    expect(consumerOrderSummaryRows(tracked.body as ConsumerOrder)).toEqual(cartRows);
    const invoice = invoiceContent(account);
    expect(invoice.lines).toEqual([
      {
        description: expect.stringMatching(/^Moraine Gloves\n.+\nPromotion -\$8\.99$/),
        qty: 1,
        unitPrice: '$44.95',
        amount: '$35.96',
      },
    ]);
    expect(invoice.rows).toEqual([
      ['Subtotal', '$35.96'],
      [`Discounts (${WELCOME})`, '-$3.60'],
      ['Shipping', '$7.95'],
      ['Tax', `$${order.totals.tax.toFixed(2)}`],
    ]);
    expectShownAddsUp(
      [...invoice.rows, invoice.total],
      invoice.lines.map((entry) => entry.amount),
    );
  });

  it('says "incl. VAT" on the total where prices include it, with no tax row', async () => {
    const order: ConsumerOrder = {
      orderNumber: 'CRN1',
      status: 'PROCESSING',
      createdAt: new Date(0).toISOString(),
      locale: 'en-gb',
      email: 'oliver@example.com',
      items: [],
      shipments: [],
      paymentMethod: [],
      billingAddress: null,
      flash: [],
      totals: {
        itemTotal: 44.95,
        itemSubTotal: 35.96,
        shipping: 0,
        tax: 0,
        totalDiscount: 8.99,
        total: 35.96,
        currency: 'GBP',
      },
      cancellable: true,
      cancelledAt: null,
      returns: [],
    };
    const invoice = invoiceContent(order);
    expect(invoice.rows).toEqual([
      ['Subtotal', '£35.96'],
      ['Shipping', 'Free'],
    ]);
    expect(invoice.total).toEqual(['Total incl. VAT', '£35.96']);
    expect(invoiceContent({ ...order, locale: 'de-de' }).total[0]).toBe('Gesamt inkl. MwSt.');
  });
});

describe('a reward voucher', () => {
  it('never takes more points than the cart needs: REW409 for a $25 one on $8 left', async () => {
    await setStock(server().db, GLOVES, 20);
    const agent = server().agent();
    await signInAs(agent, 'loyalty');
    const created = await agent.send(createCartWithItem, {
      query: { locale: 'en-us' },
      body: { items: [{ productId: GLOVES, qty: 1 }] },
    });
    const cart = created.body as Cart;
    // A gift card pays all but $8.00 of it.
    const paid = await agent.send(addPaymentInstrument, {
      params: { basketId: cart.id },
      body: {
        type: 'GIFT_CARD',
        giftCard: { number: '6006491000000002', pin: '1234' },
        amount: Math.round((cart.totals.total - 8) * 100) / 100,
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((paid.body as Cart).totals.remainingToPay).toBe(8);
    const reward = (rewardId: string) =>
      agent.send(applyReward, {
        params: { basketId: cart.id },
        body: { rewardId, apply: true },
      });
    const tooBig = await reward('V2000-USD');
    expect(tooBig.status).toBe(409);
    expect(errorIdOf(tooBig)).toBe('REW409');
    const fits = await reward('V1000-USD');
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    // Rewards pay first: the voucher its $10, the gift card keeps what it no longer covers.
    expect((fits.body as Cart).totals.appliedRewards).toEqual([
      expect.objectContaining({ rewardId: 'V1000-USD', amount: 10 }),
    ]);
    expect((fits.body as Cart).totals.remainingToPay).toBe(0);
    // Nothing is left to pay now: no other voucher is needed.
    expect(errorIdOf(await reward('V500-USD'))).toBe('REW409');
  });
});
