import { describe, expect, it } from 'vitest';
import type { WishlistProduct } from '#api/contract/wishlists.ts';
import type { CatalogueModel } from '../catalogue/model.ts';
import { favoriteRefusal, savedItemView } from './lists.ts';

describe('favoriteRefusal', () => {
  const model = {
    variants: new Map([['JK-M', {}]]),
    products: new Map([['JK', {}]]),
  } as unknown as Pick<CatalogueModel, 'variants' | 'products'>;

  it('takes a variant by its sku and a product by its id (PLP400 otherwise)', () => {
    expect(favoriteRefusal(model, { id: 'JK-M', itemType: 'variant' })).toBeNull();
    expect(favoriteRefusal(model, { id: 'JK', itemType: 'product' })).toBeNull();
    expect(favoriteRefusal(model, { id: 'JK', itemType: 'variant' })).toEqual({
      errorId: 'PLP400',
      message: 'No variant JK in the catalogue',
    });
    expect(favoriteRefusal(model, { id: 'JK-M', itemType: 'product' })?.errorId).toBe('PLP400');
  });
});

describe('savedItemView', () => {
  const item = { itemId: 'i1', sku: 'JK-M', qty: 2, addedAt: '2026-03-02T09:00:00.000Z' };

  it('links the product’s page and tells whether it is available', () => {
    const product = { pdpUrl: '/en-us/p/talus-JK?sku=JK-M', available: true } as WishlistProduct;
    expect(savedItemView(item, product, { locale: 'en-us' })).toEqual({
      itemId: 'i1',
      productId: 'JK-M',
      pageUrl: '/en-us/p/talus-JK?sku=JK-M',
      available: true,
      qty: 2,
      addedAt: '2026-03-02T09:00:00.000Z',
      product,
    });
  });

  it('searches for the sku of a product the catalogue no longer holds, unavailable', () => {
    expect(savedItemView(item, null, { locale: 'de-de' })).toMatchObject({
      pageUrl: '/de-de/search?q=JK-M',
      available: false,
      product: null,
    });
  });
});
