import { describe, expect, it } from 'vitest';
import type { Cart, CartItemInput } from '#api/contract/cart.ts';
import type { ConsumerOrder } from '#api/contract/orders.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { forgetMockCarts } from '#mocks/handlers/cart.ts';
import {
  type MockCheckoutSetup,
  seedMockCheckout,
  seedMockOrder,
} from '#mocks/handlers/checkout.ts';
import {
  cartSummaryRows,
  consumerOrderSummaryRows,
  linePrice,
  orderDiscountsOf,
  placedOrderSummaryRows,
  type SummaryRow,
  summaryRows,
} from './summary.ts';

/*
 * The one presentation of a cart's or order's money (issue 46), on carts the mocks price by
 * the service's own rules: the lines add up to the subtotal, the rows to the total.
 */

const cents = (amount: number) => Math.round(amount * 100);

/** Σ the rows above the total equals the total; the paid rows take it to what is left. */
function expectAddsUp(rows: readonly SummaryRow[]) {
  const total = rows.find((row) => row.kind === 'total');
  if (!total) throw new Error('no total row');
  const above = rows.slice(0, rows.indexOf(total));
  expect(above.reduce((sum, row) => sum + cents(row.amount), 0)).toBe(cents(total.amount));
  const paid = rows.find((row) => row.kind === 'paid');
  const remaining = rows.find((row) => row.kind === 'remaining');
  if (paid && remaining)
    expect(cents(total.amount) + cents(paid.amount)).toBe(cents(remaining.amount));
}

function expectLinesMakeSubtotal(cart: Pick<Cart, 'items'>, rows: readonly SummaryRow[]) {
  const lines = cart.items.reduce((sum, item) => sum + cents(linePrice(item)), 0);
  expect(rows[0]).toMatchObject({ kind: 'subtotal' });
  expect(cents(rows[0]?.amount ?? 0)).toBe(lines);
}

/** A pair of Moraine Gloves (20% off gloves, an item promotion) with WELCOME10. */
const gloves: CartItemInput = { productId: 'RDGAC100510', qty: 1 };
const jacket: CartItemInput = { productId: 'RDGJK100112', qty: 1 };
const collectionPoint = () => {
  const point = getCatalogue().collectionPoints.find((p) => p.address.country === 'US');
  if (!point) throw new Error('no US collection point in the demo');
  return point.id;
};

/** A new cart set up as checkout would, and its rows (which must add up). */
const rowsOf = (setup: MockCheckoutSetup) => {
  forgetMockCarts();
  const cart = seedMockCheckout(setup);
  const rows = cartSummaryRows(cart);
  expectAddsUp(rows);
  expectLinesMakeSubtotal(cart, rows);
  return { cart, rows };
};

describe('the summary of a cart', () => {
  it('shows lines after their promotions, their sum, the order discount once, negative', () => {
    const { cart, rows } = rowsOf({
      items: [gloves],
      coupons: ['WELCOME10'],
      shippingAddress: true,
    });
    // 44.95 − 20% = 35.96; 10% of it off the order; standard delivery; Colorado's 2.9%.
    expect(linePrice(cart.items[0] as Cart['items'][number])).toBe(35.96);
    expect(rows).toEqual([
      { kind: 'subtotal', amount: 35.96, units: 1 },
      {
        kind: 'discount',
        amount: -3.6,
        promotion: '10% off your order',
        adjustmentReason: null,
      },
      { kind: 'shipping', amount: 7.95, pending: false },
      { kind: 'tax', amount: cart.totals.tax, pending: false },
      { kind: 'total', amount: cart.totals.total, estimated: false, vatIncluded: false },
    ]);
    expect(cart.totals.tax).toBeGreaterThan(0);
  });

  it('names the shipping a collection point costs before there is an address', () => {
    const { rows } = rowsOf({
      items: [{ ...jacket, shippingOptions: { selected: 'pudo', storeId: collectionPoint() } }],
    });
    expect(rows).toEqual([
      { kind: 'subtotal', amount: 239.95, units: 1 },
      { kind: 'shipping', amount: 4.95, pending: false },
      { kind: 'tax', amount: 0, pending: true },
      { kind: 'total', amount: 244.9, estimated: true, vatIncluded: false },
    ]);
  });

  it('says home delivery comes with the address, beside what is charged already', () => {
    const { rows } = rowsOf({
      items: [
        gloves,
        { ...jacket, shippingOptions: { selected: 'pudo', storeId: collectionPoint() } },
      ],
    });
    expect(rows.find((row) => row.kind === 'shipping')).toEqual({
      kind: 'shipping',
      amount: 4.95,
      pending: true,
    });
    const home = rowsOf({ items: [gloves] }).rows;
    expect(home.find((row) => row.kind === 'shipping')).toEqual({
      kind: 'shipping',
      amount: 0,
      pending: true,
    });
  });

  it('shows the shipping a cart is charged once checkout has its address', () => {
    const { cart, rows } = rowsOf({ items: [gloves], shippingAddress: true });
    expect(cart.totals.shipping).toBe(7.95);
    expect(rows.find((row) => row.kind === 'shipping')).toEqual({
      kind: 'shipping',
      amount: 7.95,
      pending: false,
    });
  });

  it('has no tax row where prices include VAT: the total says so', () => {
    for (const locale of ['en-gb', 'de-de', 'fr-fr'] as const) {
      const { rows } = rowsOf({ locale, items: [gloves], shippingAddress: true });
      expect(
        rows.map((row) => row.kind),
        locale,
      ).toEqual(['subtotal', 'shipping', 'total']);
      expect(rows.at(-1), locale).toMatchObject({ vatIncluded: true, estimated: false });
    }
    const before = rowsOf({ locale: 'en-gb', items: [gloves] }).rows;
    expect(before.at(-1)).toMatchObject({ vatIncluded: true, estimated: true });
  });

  it('takes what a gift card covers off the total, after it', () => {
    const { rows } = rowsOf({
      items: [jacket],
      shippingAddress: true,
      giftCards: [{ number: '6006491000000001', pin: '1234' }],
    });
    expect(rows.slice(-2)).toEqual([
      { kind: 'paid', amount: -50 },
      { kind: 'remaining', amount: expect.any(Number) },
    ]);
  });
});

describe('the summary of an order', () => {
  it('is the cart’s, with nothing left to come', () => {
    const setup: MockCheckoutSetup = {
      items: [gloves],
      coupons: ['WELCOME10'],
      shippingAddress: true,
      billingAddress: 'sameAsShipping',
      payment: { cardNumber: '4111111111111111' },
    };
    const cartRows = rowsOf(setup).rows;
    forgetMockCarts();
    const order = seedMockOrder(setup);
    const rows = placedOrderSummaryRows(order);
    expectAddsUp(rows);
    expectLinesMakeSubtotal(order, rows);
    // The order keeps its promotions' names: its discount rows are the cart's, named.
    expect(rows).toEqual(cartRows);
    expect(rows.filter((row) => row.kind === 'discount')).toEqual([
      {
        kind: 'discount',
        amount: -3.6,
        promotion: '10% off your order',
        adjustmentReason: null,
      },
    ]);
    // An order placed before they were kept: one row, unnamed.
    const { orderDiscounts: _kept, ...older } = order;
    expect(placedOrderSummaryRows(older).filter((row) => row.kind === 'discount')).toEqual([
      { kind: 'discount', amount: -3.6, promotion: null, adjustmentReason: null },
    ]);
  });

  it('names on the account’s order each promotion and adjustment of the order, as the cart did', () => {
    const cart: Pick<Cart, 'orderPromotions' | 'priceAdjustments'> = {
      orderPromotions: [
        {
          promotionId: 'WELCOME-10',
          promotionName: '10% off your order',
          calloutMessage: '',
          discount: 10,
        },
      ],
      priceAdjustments: [
        {
          adjustmentId: 'a1',
          itemId: null,
          discountType: 'amount',
          value: 5,
          amount: 5,
          reasonCode: 'DAMAGED_ITEM',
        },
        {
          adjustmentId: 'a2',
          itemId: 'line1',
          discountType: 'amount',
          value: 2,
          amount: 2,
          reasonCode: 'PRICE_MATCH',
        },
      ],
    };
    const kept = orderDiscountsOf(cart);
    // A line's adjustment is in its line's price, not in the order's discount.
    expect(kept).toEqual([
      { amount: 10, promotionName: '10% off your order', adjustmentReason: null },
      { amount: 5, promotionName: null, adjustmentReason: 'DAMAGED_ITEM' },
    ]);
    const order = {
      locale: 'en-us',
      items: [{ qty: 2 }],
      totals: { itemSubTotal: 100, shipping: 0, tax: 6.8, total: 91.8 },
      orderDiscounts: kept,
    } as unknown as ConsumerOrder;
    const rows = consumerOrderSummaryRows(order);
    expectAddsUp(rows);
    expect(rows.filter((row) => row.kind === 'discount')).toEqual([
      { kind: 'discount', amount: -10, promotion: '10% off your order', adjustmentReason: null },
      { kind: 'discount', amount: -5, promotion: null, adjustmentReason: 'DAMAGED_ITEM' },
    ]);
  });

  it('gives each part of the order’s discount its row, one row when they do not make it', () => {
    const facts = {
      locale: 'en-us',
      units: 2,
      itemSubTotal: 100,
      shipping: 0,
      tax: 0,
      total: 80,
    } as const;
    const parts = [
      { amount: 10, promotion: 'WELCOME10' },
      { amount: 10, adjustmentReason: 'DAMAGED_ITEM' },
    ];
    expect(summaryRows({ ...facts, discounts: parts }).slice(1, 3)).toEqual([
      { kind: 'discount', amount: -10, promotion: 'WELCOME10', adjustmentReason: null },
      { kind: 'discount', amount: -10, promotion: null, adjustmentReason: 'DAMAGED_ITEM' },
    ]);
    const capped = summaryRows({ ...facts, total: 85, discounts: parts });
    expectAddsUp(capped);
    expect(capped[1]).toEqual({
      kind: 'discount',
      amount: -15,
      promotion: 'WELCOME10',
      adjustmentReason: null,
    });
  });

  it('keeps the rows adding up when the service’s amounts are odd cents', () => {
    const rows = summaryRows({
      locale: 'en-ca',
      units: 3,
      itemSubTotal: 0.1 + 0.2,
      shipping: 9.95,
      tax: 1.37,
      total: 11.52,
    });
    expectAddsUp(rows);
    expect(rows[1]).toEqual({
      kind: 'discount',
      amount: -0.1,
      promotion: null,
      adjustmentReason: null,
    });
  });
});
