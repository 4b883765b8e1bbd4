import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '#api/contract/products.ts';
import type { StoreSearchHit } from '#api/contract/stores.ts';
import { addressLine, placeOfText } from '#commerce/catalogue/storeText.ts';
import { storeHit as hit } from '#shopper/test/storeHit.ts';
import { availabilityLevel, quantitiesByStore, storesOffering } from './stores.ts';

describe('availabilityLevel', () => {
  it('is none without units, low up to the low-stock threshold, else in stock', () => {
    expect(availabilityLevel(undefined)).toBe('none');
    expect(availabilityLevel(0)).toBe('none');
    expect(availabilityLevel(1)).toBe('low');
    expect(availabilityLevel(LOW_STOCK_THRESHOLD)).toBe('low');
    expect(availabilityLevel(LOW_STOCK_THRESHOLD + 1)).toBe('inStock');
  });
});

describe('quantitiesByStore', () => {
  it('maps store ids to units; no answer is an empty map', () => {
    const map = quantitiesByStore({
      productId: 'RDGJK100112',
      storeInventory: [
        { storeId: '1001', quantity: 7, inventoryState: 'InStock' },
        { storeId: '1002', quantity: 0, inventoryState: 'OutOfStock' },
      ],
    });
    expect(map.get('1001')).toBe(7);
    expect(map.get('1002')).toBe(0);
    expect(map.get('1003')).toBeUndefined();
    expect(quantitiesByStore(undefined).size).toBe(0);
  });

  it('counts a store the answer marks out of stock as having none', () => {
    const map = quantitiesByStore({
      productId: 'RDGJK100112',
      storeInventory: [{ storeId: '1001', quantity: 3, inventoryState: 'OutOfStock' }],
    });
    expect(map.get('1001')).toBe(0);
  });
});

describe('storesOffering', () => {
  it('keeps the stores of the brand that offer pickup, in order', () => {
    const stores = [
      hit({ id: '1001', brands: ['ridgeline', 'tread'] }),
      hit({ id: '1002', brands: ['tread'] }),
      hit({ id: '1003', services: ['returns'] }),
      hit({ id: '1004' }),
    ];
    const ids = (found: StoreSearchHit[]) => found.map((store) => store.id);
    expect(ids(storesOffering(stores, 'pickup', 'ridgeline'))).toEqual(['1001', '1004']);
    expect(ids(storesOffering(stores, 'pickup', 'tread'))).toEqual(['1001', '1002']);
  });

  it('offers the stores that take the service, of any brand without one', () => {
    const stores = [
      hit({ id: '1001', services: ['pickup', 'shipToStore'] }),
      hit({ id: '1002', services: ['pickup'], brands: ['tread'] }),
    ];
    const ids = (found: StoreSearchHit[]) => found.map((store) => store.id);
    expect(ids(storesOffering(stores, 'pickup'))).toEqual(['1001', '1002']);
    expect(ids(storesOffering(stores, 'shipToStore'))).toEqual(['1001']);
  });
});

describe('addressLine', () => {
  it('writes the address the way its country does', () => {
    expect(addressLine(hit({}).address)).toBe('1701 Wynkoop St, Denver, CO 80202');
    const base = hit({}).address;
    expect(
      addressLine({
        ...base,
        addressLine2: 'Suite 100',
        city: 'Seattle',
        province: 'WA',
        postalCode: '98122',
      }),
    ).toBe('1701 Wynkoop St, Suite 100, Seattle, WA 98122');
    expect(
      addressLine({
        ...base,
        city: 'London',
        province: null,
        postalCode: 'WC2H 9JQ',
        country: 'GB',
      }),
    ).toBe('1701 Wynkoop St, London WC2H 9JQ');
    expect(
      addressLine({ ...base, city: 'Berlin', province: null, postalCode: '10178', country: 'DE' }),
    ).toBe('1701 Wynkoop St, 10178 Berlin');
  });
});

describe('placeOfText', () => {
  it('reads a postal code where there is a digit, else a city', () => {
    expect(placeOfText(' 80202 ')).toEqual({ postalCode: '80202' });
    expect(placeOfText('sw1a 1aa')).toEqual({ postalCode: 'SW1A 1AA' });
    expect(placeOfText('h2w 1z5')).toEqual({ postalCode: 'H2W 1Z5' });
    expect(placeOfText(' Montréal ')).toEqual({ city: 'Montréal' });
    expect(placeOfText('Saint-Étienne')).toEqual({ city: 'Saint-Étienne' });
  });
});
