import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/client/index.ts';
import type { CartItem } from '#api/contract/cart.ts';
import { cartView, seedMockCart } from '#mocks/handlers/cart.ts';
import {
  deliveryChoiceOf,
  deliveryChoicesOf,
  deliveryErrorOf,
  isCurrentDelivery,
  storeServiceOf,
} from './delivery.ts';

const [base] = cartView(seedMockCart('en-us', [{ productId: 'RDGJK100112', qty: 1 }])).items as [
  CartItem,
];

const withShipping = (
  shipping: Partial<CartItem['shippingOptions']>,
  extra: Partial<CartItem> = {},
) => ({ ...base, ...extra, shippingOptions: { ...base.shippingOptions, ...shipping } }) as CartItem;

const failure = (errorId: string, message = '', details?: Record<string, unknown>) =>
  new ApiError({ status: 400, errorId, message, routeName: 'updateCartItem', details });

describe('delivery choices', () => {
  it('reads every home delivery as ship to home, and pudo or digital as none', () => {
    expect(deliveryChoiceOf('standard')).toBe('standard');
    expect(deliveryChoiceOf('me')).toBe('standard');
    expect(deliveryChoiceOf('pickup')).toBe('pickup');
    expect(deliveryChoiceOf('sts')).toBe('sts');
    expect(deliveryChoiceOf('pudo')).toBeNull();
    expect(deliveryChoiceOf('digital')).toBeNull();
  });

  it('offers the available ones the cart page handles, none for one-way lines', () => {
    const item = withShipping({ available: ['standard', 'pickup', 'sts', 'pudo'] });
    expect(deliveryChoicesOf(item)).toEqual(['standard', 'pickup', 'sts']);
    expect(deliveryChoicesOf(withShipping({ available: ['standard', 'pickup'] }))).toEqual([
      'standard',
      'pickup',
    ]);
    expect(deliveryChoicesOf({ ...item, bonus: true })).toEqual([]);
    expect(deliveryChoicesOf({ ...item, isDigitalProduct: true })).toEqual([]);
  });

  it('knows when a change is no change', () => {
    const home = withShipping({ selected: 'standard', storeInfo: null });
    expect(isCurrentDelivery(home, { selected: 'standard' })).toBe(true);
    expect(isCurrentDelivery(home, { selected: 'pickup', storeId: '1001' })).toBe(false);
    const pickup = withShipping({
      selected: 'pickup',
      storeInfo: { id: '1001', storeInventory: 3, name: null, address: null },
    });
    expect(isCurrentDelivery(pickup, { selected: 'pickup', storeId: '1001' })).toBe(true);
    expect(isCurrentDelivery(pickup, { selected: 'pickup', storeId: '1002' })).toBe(false);
    expect(isCurrentDelivery(pickup, { selected: 'sts', storeId: '1001' })).toBe(false);
  });

  it('finds stores for a choice by the service they offer', () => {
    expect(storeServiceOf).toEqual({ pickup: 'pickup', sts: 'shipToStore' });
  });
});

describe('deliveryErrorOf', () => {
  it('says a pickup store has none, or too few', () => {
    expect(deliveryErrorOf(failure('INV700'), 'pickup')).toEqual({ key: 'storeStock' });
    expect(deliveryErrorOf(failure('INV408', '', { maxAllowedQty: 2 }), 'pickup')).toEqual({
      key: 'storeMax',
      count: 2,
    });
    expect(deliveryErrorOf(failure('INV408', '', { maxAllowedQty: 0 }), 'pickup')).toEqual({
      key: 'storeStock',
    });
  });

  it('says a store does not take the delivery', () => {
    expect(deliveryErrorOf(failure('STR404'), 'sts')).toEqual({ key: 'storeNotFound' });
  });

  it('leaves the rest to the catalogue message', () => {
    expect(deliveryErrorOf(failure('SHP404'), 'pickup')).toBeNull();
    expect(deliveryErrorOf(failure('INV700'), 'sts')).toBeNull();
    expect(deliveryErrorOf(failure('INV700'), 'standard')).toBeNull();
    expect(deliveryErrorOf(failure('INV408'), 'pickup')).toBeNull();
    expect(deliveryErrorOf(new Error('x'), 'pickup')).toBeNull();
  });
});
