import { describe, expect, it } from 'vitest';
import { mockCart } from '#cms-blocks/cart/test/cartMocks.ts';
import { orderLines } from './miniCartLines.ts';

const A = 'RDGJK100112';
const B = 'RDGJK100212';

describe('orderLines', () => {
  const { items } = mockCart([
    { productId: A, qty: 1 },
    { productId: B, qty: 2 },
  ]);

  it('keeps the cart’s order when nothing was just added', () => {
    expect(orderLines(items, []).map((item) => item.productId)).toEqual([A, B]);
  });

  it('lists the lines just added first, in the order they were added', () => {
    expect(orderLines(items, [B]).map((item) => item.productId)).toEqual([B, A]);
    expect(orderLines(items, [B, A]).map((item) => item.productId)).toEqual([B, A]);
  });

  it('ignores skus the cart does not hold', () => {
    expect(orderLines(items, ['RDGZZ999999']).map((item) => item.productId)).toEqual([A, B]);
  });
});
