import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '#api/contract/products.ts';
import type { StoreSearchHit } from '#api/contract/stores.ts';
import { addressLine, placeOfText } from '#commerce/catalogue/storeText.ts';
import {
  availabilityLevel,
  PICKUP_STORE_COOKIE,
  type PickupStore,
  pickupStoreCookie,
  pickupStoreOf,
  pickupStoresOf,
  quantitiesByStore,
  readPickupStore,
  serializePickupStore,
} from './pickup.ts';

const lyon: PickupStore = {
  id: '2005',
  name: 'Tread Lyon Presqu’île; "Bellecour" = 2e',
  city: 'Lyon',
  country: 'FR',
};

function hit(overrides: Partial<StoreSearchHit>): StoreSearchHit {
  return {
    id: '1001',
    name: 'Ridgeline Denver Union Station',
    brands: ['ridgeline'],
    address: {
      addressLine1: '1701 Wynkoop St',
      addressLine2: null,
      city: 'Denver',
      province: 'CO',
      postalCode: '80202',
      country: 'US',
    },
    phone: '+13035550142',
    email: 'denver@stores.cairn.example',
    latitude: 39.75,
    longitude: -105,
    timeZone: 'America/Denver',
    openingHours: [],
    services: ['pickup'],
    distance: 1.2,
    quantity: null,
    ...overrides,
  };
}

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
});

describe('pickupStoresOf', () => {
  it('keeps the stores of the brand that offer pickup, in order', () => {
    const stores = [
      hit({ id: '1001', brands: ['ridgeline', 'tread'] }),
      hit({ id: '1002', brands: ['tread'] }),
      hit({ id: '1003', services: ['returns'] }),
      hit({ id: '1004' }),
    ];
    expect(pickupStoresOf(stores, 'ridgeline').map((store) => store.id)).toEqual(['1001', '1004']);
    expect(pickupStoresOf(stores, 'tread').map((store) => store.id)).toEqual(['1001', '1002']);
  });
});

describe('the pickup store cookie', () => {
  it('round-trips a store whose name has accents, quotes and separators', () => {
    const header = `a=1; ${PICKUP_STORE_COOKIE}=${serializePickupStore(lyon)}; b=2`;
    expect(readPickupStore(header, 'FR')).toEqual(lyon);
  });

  it('ignores a store of another country', () => {
    expect(readPickupStore(`${PICKUP_STORE_COOKIE}=${serializePickupStore(lyon)}`, 'DE')).toBe(
      null,
    );
  });

  it('reads no store from a missing, cut or forged cookie', () => {
    expect(readPickupStore(undefined, 'US')).toBe(null);
    expect(readPickupStore('', 'US')).toBe(null);
    expect(readPickupStore('other=1', 'US')).toBe(null);
    expect(readPickupStore(`${PICKUP_STORE_COOKIE}=%7B%22id`, 'US')).toBe(null);
    expect(readPickupStore(`${PICKUP_STORE_COOKIE}=%E0%A4%A`, 'US')).toBe(null);
    const forged = encodeURIComponent(JSON.stringify({ ...lyon, id: '../x' }));
    expect(readPickupStore(`${PICKUP_STORE_COOKIE}=${forged}`, 'FR')).toBe(null);
  });

  it('is not fooled by a cookie whose name only ends the same', () => {
    const value = serializePickupStore(lyon);
    expect(readPickupStore(`x${PICKUP_STORE_COOKIE}=${value}`, 'FR')).toBe(null);
  });

  it('writes a first-party, year-long, Lax cookie (Secure on https)', () => {
    const cookie = pickupStoreCookie(lyon, true);
    expect(cookie).toMatch(new RegExp(`^${PICKUP_STORE_COOKIE}=[^;\\s]+; Path=/;`));
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax; Secure');
    expect(pickupStoreCookie(lyon, false)).not.toContain('Secure');
  });

  it('remembers what the buy box shows of a search hit', () => {
    expect(pickupStoreOf(hit({}))).toEqual({
      id: '1001',
      name: 'Ridgeline Denver Union Station',
      city: 'Denver',
      country: 'US',
    });
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
