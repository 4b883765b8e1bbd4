import { describe, expect, it } from 'vitest';
import {
  allocate,
  checkQuantity,
  computeTotals,
  discountPercentage,
  maxQuantity,
  priceLines,
  toMajor,
} from './maths.ts';

describe('allocate', () => {
  it('splits in proportion and always adds up', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1000, [3000, 1000])).toEqual([750, 250]);
    expect(allocate(7, [0, 5, 0])).toEqual([0, 7, 0]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
    for (const amount of [1, 99, 1001, 12345]) {
      const shares = allocate(amount, [17, 3, 29, 1]);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
    }
  });

  it('refuses fractions of a cent', () => {
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
  });
});

describe('priceLines', () => {
  it('uses the markdown as current price and keeps the list price as original', () => {
    const [line] = priceLines([{ qty: 3, unitList: 12_999, unitSale: 9_999 }]);
    expect(line).toMatchObject({
      current: 9_999,
      original: 12_999,
      rowTotal: 29_997,
      amount: 38_997,
      priceAfterItemDiscount: 29_997,
      priceAfterOrderDiscount: 29_997,
    });
  });

  it('caps an item discount at the line and shares an order discount', () => {
    const lines = priceLines(
      [
        { qty: 1, unitList: 1_000, unitSale: null, itemDiscount: 5_000 },
        { qty: 2, unitList: 1_500, unitSale: null },
      ],
      300,
    );
    expect(lines[0]?.priceAfterItemDiscount).toBe(0);
    expect(lines[1]?.priceAfterOrderDiscount).toBe(2_700);
  });
});

describe('computeTotals', () => {
  it('sums a cart without promotions', () => {
    const { totals } = computeTotals([
      { qty: 2, unitList: 19_900, unitSale: 14_900 },
      { qty: 1, unitList: 2_500, unitSale: null },
    ]);
    expect(totals).toEqual({
      itemTotal: 32_300,
      itemSubTotal: 32_300,
      totalDiscount: 0,
      shipping: 0,
      totalWithoutTax: 32_300,
      netAmount: 32_300,
      tax: 0,
      taxAmount: 0,
      total: 32_300,
      remainingToPay: 32_300,
      totalDiscountPercentage: 0,
      totalUnits: 3,
    });
  });

  it('applies discounts, shipping, tax and what is already paid', () => {
    const { totals } = computeTotals(
      [
        { qty: 1, unitList: 10_000, unitSale: null, itemDiscount: 1_000, tax: 700 },
        { qty: 1, unitList: 5_000, unitSale: null, tax: 350 },
      ],
      { orderDiscount: 1_500, shipping: 995, shippingTax: 70, paid: 2_000 },
    );
    expect(totals.itemTotal).toBe(15_000);
    expect(totals.itemSubTotal).toBe(14_000);
    expect(totals.totalDiscount).toBe(2_500);
    expect(totals.totalWithoutTax).toBe(13_495);
    expect(totals.tax).toBe(1_120);
    expect(totals.total).toBe(14_615);
    expect(totals.remainingToPay).toBe(12_615);
    expect(totals.totalDiscountPercentage).toBe(16.7);
  });

  it('never owes less than zero', () => {
    const { totals } = computeTotals([{ qty: 1, unitList: 1_000, unitSale: null }], {
      paid: 5_000,
    });
    expect(totals.remainingToPay).toBe(0);
  });

  it('answers an empty cart with zeros', () => {
    const { lines, totals } = computeTotals([]);
    expect(lines).toEqual([]);
    expect(totals.total).toBe(0);
    expect(totals.totalUnits).toBe(0);
  });
});

describe('money and quantities', () => {
  it('turns minor units into decimals without float noise', () => {
    expect(toMajor(29_997)).toBe(299.97);
    expect(toMajor(10)).toBe(0.1);
    expect(toMajor(0)).toBe(0);
    expect(toMajor(1_999_999)).toBe(19_999.99);
  });

  it('rounds discount percentages to one decimal (spec §9)', () => {
    expect(discountPercentage(1, 3)).toBe(33.3);
    expect(discountPercentage(2, 3)).toBe(66.7);
    expect(discountPercentage(5, 0)).toBe(0);
  });

  it('limits a line by stock and the default max of 999999', () => {
    expect(maxQuantity(5)).toBe(5);
    expect(maxQuantity(2_000_000)).toBe(999_999);
    expect(maxQuantity(10, 3)).toBe(3);
    expect(maxQuantity(-2)).toBe(0);
  });

  it('answers INV700 out of stock and INV408 with the max allowed', () => {
    expect(checkQuantity(1, 0)).toEqual({ ok: false, errorId: 'INV700' });
    expect(checkQuantity(4, 3)).toEqual({ ok: false, errorId: 'INV408', maxAllowedQty: 3 });
    expect(checkQuantity(3, 3)).toEqual({ ok: true });
    expect(checkQuantity(1_000_000, 5_000_000)).toEqual({
      ok: false,
      errorId: 'INV408',
      maxAllowedQty: 999_999,
    });
  });
});
