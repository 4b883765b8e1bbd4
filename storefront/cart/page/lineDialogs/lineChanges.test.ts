import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/client/index.ts';
import type { CartItem } from '#api/contract/cart.ts';
import type { StoreSearchHit } from '#api/contract/stores.ts';
import { mockCart } from '#cms-blocks/cart/test/cartMocks.ts';
import { GIFT_OPTION_LIMITS } from '#flows/validation/giftOption.ts';
import {
  deliveryChoiceOf,
  deliveryChoicesOf,
  deliveryErrorOf,
  giftFieldOfError,
  giftOptionToSend,
  isCurrentDelivery,
  storesFor,
} from './lineChanges.ts';

const [base] = mockCart([{ productId: 'RDGJK100112', qty: 1 }]).items as [CartItem];

const withShipping = (
  shipping: Partial<CartItem['shippingOptions']>,
  extra: Partial<CartItem> = {},
) => ({ ...base, ...extra, shippingOptions: { ...base.shippingOptions, ...shipping } }) as CartItem;

const failure = (errorId: string, message = '', details?: Record<string, unknown>) =>
  new ApiError({ status: 400, errorId, message, routeName: 'updateCartItem', details });

describe('giftOptionToSend (spec §5)', () => {
  it('sends email, to and message, trimmed, when all three are there', () => {
    expect(giftOptionToSend({ email: ' a@b.co ', to: ' Anna', message: 'Hi! ' })).toEqual({
      email: 'a@b.co',
      to: 'Anna',
      message: 'Hi!',
    });
  });

  it.each([
    ['no email', { to: 'Anna', message: 'Hi' }],
    ['a blank to', { email: 'a@b.co', to: '   ', message: 'Hi' }],
    ['a null message', { email: 'a@b.co', to: 'Anna', message: null }],
  ])('sends nothing with %s', (_, draft) => {
    expect(giftOptionToSend(draft)).toBeUndefined();
  });

  it('takes its limits from the contract', () => {
    expect(GIFT_OPTION_LIMITS).toEqual({ email: 100, to: 60, message: 250 });
  });
});

describe('giftFieldOfError', () => {
  it('names the field an API400 points at', () => {
    expect(giftFieldOfError(failure('API400', 'body.giftOption.email: Invalid email'))).toBe(
      'email',
    );
    expect(giftFieldOfError(failure('API400', 'body.giftOption.message: Too big'))).toBe('message');
  });

  it('is null for other errors', () => {
    expect(giftFieldOfError(failure('API400', 'body.itemId: Required'))).toBeNull();
    expect(giftFieldOfError(failure('GFO404', 'body.giftOption.email'))).toBeNull();
    expect(giftFieldOfError(new Error('body.giftOption.email'))).toBeNull();
  });
});

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

  it('offers the stores that take the choice', () => {
    const stores = [
      { id: '1001', services: ['pickup', 'shipToStore'] },
      { id: '1002', services: ['pickup'] },
    ] as StoreSearchHit[];
    expect(storesFor('pickup', stores).map((store) => store.id)).toEqual(['1001', '1002']);
    expect(storesFor('sts', stores).map((store) => store.id)).toEqual(['1001']);
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
