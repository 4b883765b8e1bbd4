import { describe, expect, it } from 'vitest';
import type { ProductInventory } from '#api/contract/products.ts';
import { mockCart } from '#cms-blocks/cart/test/cartMocks.ts';
import { clampQuantity, quantityLimit } from './quantity.ts';

const SKU = 'RDGJK100112';
const inventory = (quantity: number): ProductInventory => ({
  productId: 'RDGJK1001',
  masterId: 'RDGJK1001',
  variants: {
    [SKU]: {
      quantity,
      inventoryState: quantity > 0 ? 'InStock' : 'OutOfStock',
      lowStock: quantity > 0 && quantity <= 5,
    },
  },
});

describe('quantityLimit', () => {
  it('is the spec default (999 999) without a size or stock answer', () => {
    expect(quantityLimit(undefined, inventory(3), null)).toEqual({ max: 999_999, inCart: 0 });
    expect(quantityLimit(SKU, undefined, null)).toEqual({ max: 999_999, inCart: 0 });
  });

  it('is the online stock of the size', () => {
    expect(quantityLimit(SKU, inventory(7), null)).toEqual({ max: 7, inCart: 0 });
    expect(quantityLimit(SKU, inventory(0), null)).toEqual({ max: 999_999, inCart: 0 });
  });

  it('takes off what the cart line holds, within the line’s maxQty', () => {
    const cart = mockCart([{ productId: SKU, qty: 2 }]);
    expect(quantityLimit(SKU, inventory(7), cart)).toEqual({ max: 5, inCart: 2 });
    const limited = structuredClone(cart);
    if (limited.items[0]) limited.items[0].maxQty = 3;
    expect(quantityLimit(SKU, inventory(7), limited)).toEqual({ max: 1, inCart: 2 });
  });

  it('still offers 1 when the line is full (the service answers how many more)', () => {
    const cart = mockCart([{ productId: SKU, qty: 7 }]);
    expect(quantityLimit(SKU, inventory(7), cart)).toEqual({ max: 1, inCart: 7 });
  });

  it('offers no more than one line may hold (the gift card’s maximum)', () => {
    expect(quantityLimit(SKU, inventory(1_000_000), null, 10)).toEqual({ max: 10, inCart: 0 });
    expect(quantityLimit(undefined, undefined, null, 10)).toEqual({ max: 10, inCart: 0 });
    expect(quantityLimit(SKU, inventory(4), null, 10)).toEqual({ max: 4, inCart: 0 });
  });

  it('ignores other skus in the cart', () => {
    const cart = mockCart([{ productId: 'RDGJK100113', qty: 4 }]);
    expect(quantityLimit(SKU, inventory(7), cart)).toEqual({ max: 7, inCart: 0 });
  });
});

describe('clampQuantity', () => {
  it('keeps a whole number between 1 and max', () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});
