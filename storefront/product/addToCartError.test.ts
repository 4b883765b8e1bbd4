import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/client/index.ts';
import { itemErrorOf, staleStock } from './addToCartError.ts';

const apiError = (errorId: string, details?: Record<string, unknown>) =>
  new ApiError({ status: 409, errorId, message: 'failed', routeName: 'addCartItems', details });

describe('itemErrorOf', () => {
  it('says how many more may be added (ADDED_MAX_QUANTITY with maxAllowedQty)', () => {
    expect(itemErrorOf(apiError('INV408', { maxAllowedQty: 3 }))).toEqual({
      key: 'maxQuantity',
      count: 3,
    });
    expect(itemErrorOf(apiError('INV408', { maxAllowedQty: 0 }))).toEqual({
      key: 'maxQuantityNone',
    });
    expect(itemErrorOf(apiError('INV408'))).toEqual({ key: 'maxQuantityGeneric' });
  });

  it('names the item errors of spec §8', () => {
    expect(itemErrorOf(apiError('INV700'))).toEqual({ key: 'outOfStock' });
    expect(itemErrorOf(apiError('INV406'))).toEqual({ key: 'outOfStock' });
    expect(itemErrorOf(apiError('ORD404'))).toEqual({ key: 'notAvailable' });
    expect(itemErrorOf(apiError('INV702'))).toEqual({ key: 'noPrice' });
    expect(itemErrorOf(apiError('PRC400'))).toEqual({ key: 'invalidPrice' });
  });

  it('leaves other errors to the catalogue message', () => {
    expect(itemErrorOf(apiError('GEN500'))).toBeNull();
    expect(itemErrorOf(apiError('XYZ999'))).toBeNull();
    expect(itemErrorOf(new Error('offline'))).toBeNull();
  });
});

describe('staleStock', () => {
  it('is true when the answer means the stock moved', () => {
    expect(staleStock(apiError('INV700'))).toBe(true);
    expect(staleStock(apiError('INV408', { maxAllowedQty: 1 }))).toBe(true);
    expect(staleStock(apiError('INV702'))).toBe(false);
    expect(staleStock(new Error('offline'))).toBe(false);
  });
});
