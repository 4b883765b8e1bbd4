import { describe, expect, it } from 'vitest';
import type { Cart } from '#api/contract/cartModel.ts';
import {
  adjustmentAmount,
  adjustmentProblem,
  adjustmentVerdict,
  baseBeforeOwnAdjustment,
  priceAdjustments,
} from './adjustments.ts';

const major = (minor: number) => minor / 100;

describe('price adjustments', () => {
  it('takes a percentage or an amount off, never below zero', () => {
    expect(adjustmentAmount(12_999, { discountType: 'percentage', value: 10 })).toBe(1300);
    expect(adjustmentAmount(12_999, { discountType: 'amount', value: 20.5 })).toBe(2050);
    expect(adjustmentAmount(1000, { discountType: 'amount', value: 25 })).toBe(1000);
    expect(adjustmentAmount(0, { discountType: 'percentage', value: 50 })).toBe(0);
  });

  it('names what cannot be adjusted', () => {
    expect(adjustmentProblem(1000, { discountType: 'percentage', value: 101 })).toBe(
      'percentageAbove100',
    );
    expect(adjustmentProblem(1000, { discountType: 'amount', value: 1.005 })).toBe(
      'amountNotInCents',
    );
    expect(adjustmentProblem(1000, { discountType: 'amount', value: 10.01 })).toBe(
      'amountAboveBase',
    );
    expect(adjustmentProblem(0, { discountType: 'amount', value: 1 })).toBe('nothingToAdjust');
    expect(adjustmentProblem(1000, { discountType: 'amount', value: 10 })).toBeNull();
    expect(adjustmentProblem(1000, { discountType: 'percentage', value: 100 })).toBeNull();
  });

  it('prices the lines first, then the order on what is left, and drops a gone line', () => {
    const result = priceAdjustments(
      [
        { id: 'o', itemId: null, discountType: 'percentage', value: 10, reasonCode: 'PRICE_MATCH' },
        { id: 'a', itemId: 'l1', discountType: 'amount', value: 5, reasonCode: 'DAMAGED_ITEM' },
        { id: 'g', itemId: 'gone', discountType: 'amount', value: 5, reasonCode: 'DAMAGED_ITEM' },
      ],
      new Map([
        ['l1', 4000],
        ['l2', 6000],
      ]),
      10_000,
      major,
    );
    expect(result.lineDiscounts.get('l1')).toBe(500);
    // 10 % of 100.00 − 5.00
    expect(result.orderDiscount).toBe(950);
    expect(result.applied.map((a) => [a.adjustmentId, a.amount])).toEqual([
      ['a', 5],
      ['o', 9.5],
    ]);
  });

  it('adds an adjustment back to tell what its target cost before it', () => {
    const item = (id: string, afterItem: number, afterOrder: number, extra = {}) => ({
      id,
      bonus: false,
      isDigitalProduct: false,
      price: { priceAfterItemDiscount: afterItem, priceAfterOrderDiscount: afterOrder },
      ...extra,
    });
    const cart = {
      items: [
        item('l1', 190, 180),
        item('l2', 100, 95),
        item('gift', 50, 50, { isDigitalProduct: true }),
      ],
      priceAdjustments: [
        { itemId: 'l1', amount: 10 },
        { itemId: null, amount: 15 },
      ],
    } as unknown as Cart;
    expect(baseBeforeOwnAdjustment(cart, 'l1')).toBe(20_000);
    expect(baseBeforeOwnAdjustment(cart, 'l2')).toBe(10_000);
    // The adjustable lines after the order's discounts, the order's own adjustment back.
    expect(baseBeforeOwnAdjustment(cart, null)).toBe(29_000);
    expect(baseBeforeOwnAdjustment(cart, 'gift')).toBeNull();
  });

  it('refuses an adjustment the cart cannot take (PRC400 with the target and the reason)', () => {
    const cart = {
      items: [
        { id: 'l1', bonus: false, isDigitalProduct: false, price: { priceAfterItemDiscount: 40 } },
        { id: 'gc', bonus: false, isDigitalProduct: true, price: { priceAfterItemDiscount: 50 } },
      ],
    } as unknown as Cart;
    const tenOff = { discountType: 'amount', value: 10 } as const;
    expect(adjustmentVerdict(cart, [], { itemId: 'l1', ...tenOff })).toBeNull();
    expect(adjustmentVerdict(cart, [{ itemId: 'l1' }], { itemId: 'l1', ...tenOff })).toEqual({
      errorId: 'PRC400',
      message: 'The line has a price adjustment already: change that one.',
      details: { itemId: 'l1', reason: 'alreadyAdjusted' },
    });
    expect(adjustmentVerdict(cart, [], { itemId: 'gc', ...tenOff })?.details).toEqual({
      itemId: 'gc',
      reason: 'notAdjustable',
    });
    expect(
      adjustmentVerdict(cart, [], { itemId: 'l1', discountType: 'amount', value: 41 })?.details,
    ).toEqual({ itemId: 'l1', reason: 'amountAboveBase' });
  });
});
