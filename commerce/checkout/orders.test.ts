import { describe, expect, it } from 'vitest';
import type { Cart } from '#api/contract/cart.ts';
import type { CheckoutOrder } from '#api/contract/checkout.ts';
import {
  challengeVerdict,
  orderableVerdict,
  orderSpend,
  outOfStock,
  payableVerdict,
  prepareVerdict,
  settledOrder,
  unknownOrder,
} from './orders.ts';

type Orderable = Parameters<typeof orderableVerdict>[0];
const jacket = { id: 'i1', productId: 'SKU1', isDigitalProduct: false, giftOption: null };
const giftCard = { id: 'i2', productId: 'GIFT', isDigitalProduct: true, giftOption: null };
const flash = (code: string, productId: string) => ({
  code,
  type: 'error',
  details: { productId },
});
const cart = (extra: Partial<Record<keyof Orderable, unknown[]>> = {}) =>
  ({
    items: [jacket],
    flash: [],
    shippingMethods: [{ shippingId: 'standard', code: 'standard' }],
    ...extra,
  }) as unknown as Orderable;
const denver = { country: 'US', province: 'CO' };

describe('orderableVerdict', () => {
  it('allows a cart with its lines available and an address to deliver and tax', () => {
    expect(orderableVerdict(cart(), denver)).toBeNull();
    // Nothing to deliver home: no address needed.
    expect(orderableVerdict(cart({ shippingMethods: [{ code: 'pickup' }] }), null)).toBeNull();
  });

  it('refuses an empty cart, lines gone (ORD430, INV405) or run out (INV700, INV406)', () => {
    expect(orderableVerdict(cart({ items: [] }), denver)).toEqual({
      errorId: 'ORD415',
      message: 'The cart is empty',
    });
    const gone = flash('ProductItemNotAvailable', 'SKU1');
    expect(orderableVerdict(cart({ flash: [gone] }), denver)).toEqual({
      errorId: 'ORD430',
      message: 'An item is no longer available',
      details: { flash: [gone] },
    });
    const bothGone = [gone, flash('ProductItemNotAvailable', 'SKU2')];
    expect(orderableVerdict(cart({ flash: bothGone }), denver)).toEqual({
      errorId: 'INV405',
      message: 'Some items are no longer available',
      details: { flash: bothGone },
    });
    const short = flash('ProductLineItemInventoryMissing', 'SKU1');
    expect(orderableVerdict(cart({ flash: [short] }), denver)).toEqual({
      errorId: 'INV700',
      message: 'An item ran out of stock',
      details: { skus: ['SKU1'], flash: [short] },
    });
    const soldOut = [
      flash('ProductLineItemFullInventoryMissing', 'SKU1'),
      flash('ProductLineItemFullInventoryMissing', 'SKU2'),
    ];
    expect(orderableVerdict(cart({ flash: soldOut }), denver)).toMatchObject({
      errorId: 'INV406',
      details: { skus: ['SKU1', 'SKU2'] },
    });
    // Several short, some with a few units left: not in the quantity chosen (INV407).
    const both = [short, flash('ProductLineItemFullInventoryMissing', 'SKU2')];
    expect(orderableVerdict(cart({ flash: both }), denver)).toEqual({
      errorId: 'INV407',
      message: 'Some items are no longer available in the quantity chosen',
      details: { skus: ['SKU1', 'SKU2'], flash: both },
    });
  });

  it('refuses a home delivery without an address (CHK380) or its tax (TAX309)', () => {
    expect(orderableVerdict(cart(), null)).toMatchObject({ errorId: 'CHK380' });
    expect(orderableVerdict(cart(), { country: 'US' })).toEqual({
      errorId: 'TAX309',
      message: 'Tax could not be calculated for this address',
    });
  });

  it('refuses a gift card line without its gift option (GFO400)', () => {
    expect(orderableVerdict(cart({ items: [jacket, giftCard] }), denver)).toMatchObject({
      errorId: 'GFO400',
      details: { type: 'ProductItemRequired', itemIds: ['i2'], productIds: ['GIFT'] },
    });
    const sent = { ...giftCard, giftOption: { email: 'b@example.com', to: 'Bo', message: 'Hi' } };
    expect(orderableVerdict(cart({ items: [sent] }), denver)).toBeNull();
  });
});

describe('prepareVerdict', () => {
  it('refuses an empty cart and an address without tax, nothing else', () => {
    expect(prepareVerdict({ items: [] }, denver)).toMatchObject({ errorId: 'ORD415' });
    expect(prepareVerdict(cart(), { country: 'CA' })).toMatchObject({ errorId: 'TAX309' });
    expect(prepareVerdict(cart(), null)).toBeNull();
  });
});

describe('payableVerdict', () => {
  const totals = (
    tax: number,
    remainingToPay: number,
    giftCard?: { amount: number; balance: number },
  ) =>
    ({
      totals: { tax, remainingToPay },
      payment_instruments: giftCard
        ? [
            {
              id: 'g1',
              type: 'GIFT_CARD',
              amount: giftCard.amount,
              giftCard: { last4: '0001', balance: giftCard.balance },
            },
          ]
        : [],
    }) as unknown as Parameters<typeof payableVerdict>[0]['view'];
  const billing = { city: 'Denver' };
  const card = { type: 'CREDIT_CARD' };

  it('answers the billing address when the tax stands and the payments cover the order', () => {
    const view = totals(8.25, 100);
    expect(payableVerdict({ view, billing, taxQuote: 825, giftCardQuote: null, payer: card })).toBe(
      billing,
    );
    expect(
      payableVerdict({ view, billing, taxQuote: null, giftCardQuote: null, payer: card }),
    ).toBe(billing);
    expect(
      payableVerdict({
        view: totals(0, 0),
        billing,
        taxQuote: 0,
        giftCardQuote: null,
        payer: undefined,
      }),
    ).toBe(billing);
  });

  it('refuses no billing (BIL400), a tax changed since the summary (TAX310), a shortfall (PYT400)', () => {
    const view = totals(8.25, 100);
    expect(
      payableVerdict({ view, billing: null, taxQuote: 1, giftCardQuote: null, payer: undefined }),
    ).toMatchObject({
      errorId: 'BIL400',
    });
    expect(
      payableVerdict({ view, billing, taxQuote: 800, giftCardQuote: null, payer: card }),
    ).toEqual({
      errorId: 'TAX310',
      message: 'The tax changed since the summary was shown',
      details: { tax: 8.25 },
    });
    expect(
      payableVerdict({ view, billing, taxQuote: 825, giftCardQuote: null, payer: undefined }),
    ).toEqual({
      errorId: 'PYT400',
      message: 'The payment does not cover the order',
      details: { remainingToPay: 100 },
    });
  });

  it('refuses a gift card whose balance no longer holds what the summary showed (GFC740)', () => {
    const quote = { g1: 5_000 };
    // Another order spent the balance: its 50.00 would fall to the card.
    const drained = totals(8.25, 69.82, { amount: 0, balance: 0 });
    expect(
      payableVerdict({ view: drained, billing, taxQuote: 825, giftCardQuote: quote, payer: card }),
    ).toEqual({
      errorId: 'GFC740',
      message: 'The gift card balance changed; check the payment again',
      details: { paymentInstrumentId: 'g1' },
    });
    // The order shrank: the card pays less, its balance still holds the quote.
    const smaller = totals(8.25, 0, { amount: 40, balance: 50 });
    expect(
      payableVerdict({ view: smaller, billing, taxQuote: 825, giftCardQuote: quote, payer: card }),
    ).toBe(billing);
    // Never prepared: nothing was shown to hold to.
    expect(
      payableVerdict({ view: drained, billing, taxQuote: null, giftCardQuote: quote, payer: card }),
    ).toBe(billing);
  });
});

describe('orderSpend', () => {
  it('takes each gift card’s share and the points of points and vouchers', () => {
    const view = {
      payment_instruments: [
        { id: 'g1', type: 'GIFT_CARD', amount: 25.5 },
        { id: 'g2', type: 'GIFT_CARD', amount: 0 },
        { id: 'p', type: 'LOYALTY_POINTS', amount: 3.01 },
        { id: 'c', type: 'CREDIT_CARD', amount: 70 },
      ],
    } as unknown as Pick<Cart, 'payment_instruments'>;
    // The points payment holds more than its share: the order spends its share.
    const payments = [
      { rewardId: null, points: 400 },
      { rewardId: 'V500-USD', points: 500 },
    ];
    expect(orderSpend(view, payments)).toEqual({
      giftCards: [{ paymentId: 'g1', amount: 2550 }],
      points: 301 + 500,
    });
  });

  it('names the skus that ran out', () => {
    expect(outOfStock(['A'])).toEqual({
      errorId: 'INV700',
      message: 'An item ran out of stock',
      details: { skus: ['A'] },
    });
    expect(outOfStock(['A', 'B'])).toEqual({
      errorId: 'INV406',
      message: 'Some items ran out of stock',
      details: { skus: ['A', 'B'] },
    });
  });
});

describe('3-D Secure', () => {
  const pending = {
    orderNumber: 'CRN1',
    status: 'payment_pending',
    flash: [],
    challenge: { url: '/3ds/t', transactionId: 't' },
  } as unknown as CheckoutOrder;

  it('settles the order: placed when passed, failed with PaymentNotAuthorized otherwise', () => {
    expect(settledOrder(pending, 'CRN1', true)).toMatchObject({
      status: 'placed',
      flash: [],
      challenge: null,
    });
    expect(settledOrder(pending, 'CRN1', false)).toMatchObject({
      status: 'failed',
      challenge: null,
      flash: [{ code: 'PaymentNotAuthorized', type: 'error', details: { orderNumber: 'CRN1' } }],
    });
  });

  it('refuses an unknown order and a transaction that is not the order’s (ORD409)', () => {
    expect(unknownOrder('CRN9')).toEqual({ errorId: 'ORD409', message: 'No order CRN9' });
    expect(challengeVerdict('t', 't')).toBeNull();
    expect(challengeVerdict('t', 'u')).toMatchObject({ errorId: 'ORD409' });
    expect(challengeVerdict(null, 'u')).toMatchObject({ errorId: 'ORD409' });
  });
});
