import { describe, expect, it, vi } from 'vitest';
import { type ApiClient, ApiError } from '#api/client/index.ts';
import { addCartItems, createCartWithItem, MAX_ITEMS_PER_REQUEST } from '#api/contract/cart.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import { maxAllowedQtyOf } from '#flows/shared/errors.ts';
import { addToCart, mergeLines } from '#shopper/addToCart.ts';
import { mockCart } from './test/cartMocks.ts';

const SKU_A = 'RDGJK100112';
const SKU_B = 'RDGJK100212';

function fakeClient(answer: (route: AnyRoute, input: { body?: unknown }) => unknown) {
  const call = vi.fn(async (route: AnyRoute, input: { body?: unknown } = {}) => {
    const result = answer(route, input);
    if (result instanceof Error) throw result;
    return result;
  });
  return { client: { call } as unknown as ApiClient, call };
}

const apiError = (errorId: string, message = 'failed', details?: Record<string, unknown>) =>
  new ApiError({ status: 404, errorId, message, routeName: 'addCartItems', details });

describe('addToCart', () => {
  it('creates a cart with the items when the shopper has none yet', async () => {
    const created = { id: 'new' };
    const { client, call } = fakeClient(() => created);
    await expect(addToCart(client, { items: [{ productId: SKU_A }], cart: null })).resolves.toBe(
      created,
    );
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(createCartWithItem, {
      body: { items: [{ productId: SKU_A }] },
    });
  });

  it('adds to the existing basket', async () => {
    const cart = { id: 'basket-1', items: [] } as never;
    const { client, call } = fakeClient(() => cart);
    await addToCart(client, { items: [{ productId: SKU_A, qty: 2 }], cart });
    expect(call).toHaveBeenCalledWith(addCartItems, {
      body: { basketId: 'basket-1', items: [{ productId: SKU_A, qty: 2 }] },
    });
  });

  it('recreates a lost cart (BSK404) once, keeping its items', async () => {
    const old = mockCart([{ productId: SKU_B, qty: 3 }]);
    const recreated = { id: 'recreated' };
    const { client, call } = fakeClient((route) =>
      route === addCartItems ? apiError('BSK404') : recreated,
    );
    await expect(addToCart(client, { items: [{ productId: SKU_A }], cart: old })).resolves.toBe(
      recreated,
    );
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith(createCartWithItem, {
      body: {
        items: [
          { productId: SKU_A, qty: 1 },
          { productId: SKU_B, qty: 3 },
        ],
      },
    });
  });

  it('does not retry other errors, nor a second BSK404', async () => {
    const cart = mockCart([]);
    const oos = fakeClient(() => apiError('INV700'));
    await expect(addToCart(oos.client, { items: [{ productId: SKU_A }], cart })).rejects.toThrow(
      'failed',
    );
    expect(oos.call).toHaveBeenCalledTimes(1);

    const lost = fakeClient(() => apiError('BSK404'));
    await expect(addToCart(lost.client, { items: [{ productId: SKU_A }], cart })).rejects.toThrow();
    expect(lost.call).toHaveBeenCalledTimes(2);
  });
});

describe('mergeLines', () => {
  it('sums quantities per sku, new lines first, capped at the request limit', () => {
    expect(
      mergeLines(
        [
          { productId: SKU_B, qty: 1 },
          { productId: SKU_A, qty: 2 },
        ],
        [{ productId: SKU_A }],
      ),
    ).toEqual([
      { productId: SKU_A, qty: 3 },
      { productId: SKU_B, qty: 1 },
    ]);
    const many = Array.from({ length: 30 }, (_, i) => ({
      productId: `RDGJK1${String(i).padStart(5, '0')}`,
    }));
    expect(mergeLines(many, [])).toHaveLength(MAX_ITEMS_PER_REQUEST);
  });
});

describe('the largest quantity of an INV408', () => {
  it('reads maxAllowedQty of an INV408 that carries details', () => {
    const error = Object.assign(apiError('INV408'), { details: { maxAllowedQty: 4 } });
    expect(maxAllowedQtyOf(error)).toBe(4);
    expect(maxAllowedQtyOf(apiError('INV408'))).toBeUndefined();
    expect(
      maxAllowedQtyOf(Object.assign(apiError('INV700'), { details: { maxAllowedQty: 4 } })),
    ).toBeUndefined();
  });
});
