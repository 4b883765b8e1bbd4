import { describe, expect, it } from 'vitest';
import {
  PICKUP_STORE_COOKIE,
  type PickupStore,
  pickupStoreCookie,
  pickupStoreOf,
  readPickupStore,
  serializePickupStore,
} from './pickupStore.ts';
import { storeHit as hit } from './test/storeHit.ts';

const lyon: PickupStore = {
  id: '2005',
  name: 'Tread Lyon Presqu’île; "Bellecour" = 2e',
  city: 'Lyon',
  country: 'FR',
};

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
