import { describe, expect, it } from 'vitest';
import { agentLogin } from '#api/contract/auth.ts';
import { searchCollectionPoints, searchStores } from '#api/contract/stores.ts';
import {
  getCountryI18n,
  getCountryList,
  getStoreEmployees,
  getUtilityStores,
} from '#api/contract/utilities.ts';
import { distanceKm } from '#commerce/catalogue/stores.ts';
import { DEMO_PASSWORD, demoAssociates } from '#demo/profiles/index.ts';
import { associatesSeeder } from '../db/seed.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { catalogueSeed, demo, fixtures, guest } from './test/fixtures.ts';

const server = setupTestServer({ seed: [...catalogueSeed, associatesSeeder] });
const agent = () => server().agent();
const storeOf = (id: string) => demo.stores.find((store) => store.id === id);

describe('POST /stores/v1/search', () => {
  it('finds the nearest stores of the site country by postal code, in miles in the US', async () => {
    const { status, body } = await agent().send(searchStores, {
      body: { postalCode: '80202' },
      query: { locale: 'en-us' },
    });
    expect(status).toBe(200);
    expect(body.distanceUnit).toBe('mi');
    expect(body.origin).toEqual({ latitude: 39.7392, longitude: -104.9903 });
    expect(body.stores.map((store) => store.id)).toEqual(['1001', '1002']);
    const distances = body.stores.map((store) => store.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const denver = storeOf('1001');
    expect(body.stores[0]?.distance).toBeCloseTo(
      distanceKm(
        body.origin ?? { latitude: 0, longitude: 0 },
        denver ?? { latitude: 0, longitude: 0 },
      ) / 1.609344,
      1,
    );
    expect(body.stores[0]?.openingHours).toEqual(denver?.openingHours);
    expect(body.stores[0]?.quantity).toBeNull();
  });

  it('searches by a city with one of our stores, whatever its accents and case', async () => {
    const montreal = await agent().send(searchStores, {
      body: { city: '  MONTREAL ' },
      query: { locale: 'fr-ca' },
    });
    expect(montreal.status).toBe(200);
    expect(montreal.body.distanceUnit).toBe('km');
    const store = storeOf('2004');
    expect(montreal.body.origin).toEqual({
      latitude: store?.latitude,
      longitude: store?.longitude,
    });
    expect(montreal.body.stores.map((hit) => hit.id)).toEqual(['2004']);
    expect(montreal.body.stores[0]?.distance).toBe(0);

    const boulder = await agent().send(searchStores, {
      body: { city: 'boulder' },
      query: { locale: 'en-us' },
    });
    expect(boulder.body.stores.map((hit) => hit.id)).toEqual(['1002', '1001']);
    // A postal code wins over the city.
    const both = await agent().send(searchStores, {
      body: { city: 'Boulder', postalCode: '80202' },
      query: { locale: 'en-us' },
    });
    expect(both.body.stores.map((hit) => hit.id)).toEqual(['1001', '1002']);
  });

  it('finds nothing for a city without a store, or one of another country', async () => {
    for (const [city, locale] of [
      ['Springfield', 'en-us'],
      ['Denver', 'de-de'],
    ] as const) {
      const { status, body } = await agent().send(searchStores, {
        body: { city },
        query: { locale },
      });
      expect(status, city).toBe(200);
      expect(body.origin, city).toBeNull();
      expect(body.stores, city).toEqual([]);
    }
  });

  it('searches by coordinates in kilometres, with the radius and limit', async () => {
    const munich = { latitude: 48.137, longitude: 11.575 };
    const near = await agent().send(searchStores, {
      body: { ...munich, radius: 100 },
      query: { locale: 'de-de' },
    });
    expect(near.body.distanceUnit).toBe('km');
    expect(near.body.stores.map((store) => store.id)).toEqual(['4001']);
    // Coordinates know no borders: Chamonix is within 500 km of Munich.
    const far = await agent().send(searchStores, {
      body: { ...munich, radius: 500, unit: 'km' },
      query: { locale: 'de-de' },
    });
    expect(far.body.stores.map((store) => store.id)).toEqual(['4001', '5003']);
    expect(far.body.stores.every((store) => store.distance <= 500)).toBe(true);
    const one = await agent().send(searchStores, { body: { ...munich, radius: 500, limit: 1 } });
    expect(one.body.stores.map((store) => store.id)).toEqual(['4001']);
  });

  it('adds the stock of a product in each store', async () => {
    const { stocked } = fixtures;
    const store = storeOf(stocked.storeId);
    const { body } = await agent().send(searchStores, {
      body: {
        latitude: store?.latitude ?? 0,
        longitude: store?.longitude ?? 0,
        radius: 1,
        productId: stocked.sku,
      },
    });
    expect(body.stores[0]).toMatchObject({ id: stocked.storeId, quantity: stocked.quantity });
  });

  it('answers no stores for an unknown postal code, PLP400 for an unknown product, API400 for no place', async () => {
    const unknown = await agent().send(searchStores, { body: { postalCode: '00000' } });
    expect([unknown.status, unknown.body.origin, unknown.body.stores]).toEqual([200, null, []]);
    const product = await agent().send(searchStores, {
      body: { postalCode: '80202', productId: 'ZZZZ99999' },
    });
    expect([product.status, errorIdOf(product)]).toEqual([404, 'PLP400']);
    for (const body of [
      {},
      { latitude: 40 },
      { postalCode: '80202', radius: 501 },
      { postalCode: '80202', limit: 0 },
    ]) {
      const result = await agent().send(searchStores, { body });
      expect([result.status, errorIdOf(result)], JSON.stringify(body)).toEqual([400, 'API400']);
    }
  });
});

describe('POST /stores/v1/collectionPoints', () => {
  it('lists lockers, partner shops and pickup stores nearest first', async () => {
    const { status, body } = await agent().send(searchCollectionPoints, {
      body: { postalCode: 'WC2H 9JQ', radius: 10 },
      query: { locale: 'en-gb' },
    });
    expect(status).toBe(200);
    expect(body.distanceUnit).toBe('mi');
    expect(new Set(body.collectionPoints.map((point) => point.type))).toEqual(
      new Set(['locker', 'partner', 'store']),
    );
    expect(body.collectionPoints.find((point) => point.type === 'store')).toMatchObject({
      id: '3001',
      carrier: null,
    });
    const distances = body.collectionPoints.map((point) => point.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('answers none for an unknown postal code and API400 without a place', async () => {
    const unknown = await agent().send(searchCollectionPoints, {
      body: { postalCode: 'ZZ9 9ZZ' },
      query: { locale: 'en-gb' },
    });
    expect(unknown.body.collectionPoints).toEqual([]);
    const none = await agent().send(searchCollectionPoints, { body: { radius: 5 } });
    expect([none.status, errorIdOf(none)]).toEqual([400, 'API400']);
  });
});

describe('utilities', () => {
  it('lists the countries a site ships to, its own first, named in its language', async () => {
    const gb = await agent().send(getCountryList, { query: { locale: 'en-gb' } });
    expect(gb.body.countries).toEqual([
      { name: 'United Kingdom', code: 'GB' },
      { name: 'Ireland', code: 'IE' },
    ]);
    const de = await agent().send(getCountryList, { query: { locale: 'de-de' } });
    expect(de.body.countries).toEqual([
      { name: 'Deutschland', code: 'DE' },
      { name: 'Österreich', code: 'AT' },
    ]);
  });

  it('answers address rules, provinces and phone codes of a country', async () => {
    const { status, body } = await agent().send(getCountryI18n, {
      params: { countryCode: 'ca' },
      query: { locale: 'fr-ca' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      countryCode: 'CA',
      name: 'Canada',
      minimumAge: 13,
      dateFormat: 'MM/DD/YYYY',
    });
    expect(body.shipping.addressLine1).toMatchObject({ required: true, maxLength: 30 });
    expect(body.shipping.firstName).toMatchObject({ required: true, minLength: 2, maxLength: 30 });
    expect(body.shipping.province.required).toBe(true);
    expect(body.shipping.province.list).toContainEqual({ code: 'QC', name: 'Québec' });
    expect(new RegExp(body.shipping.postalCode.pattern ?? '').test('H2W 1Z5')).toBe(true);
    expect(body.phoneCodes[0]).toEqual({
      code: 'CA',
      dialCode: '+1',
      mask: '(XXX) XXX - XXXX',
      name: 'Canada',
    });
    const english = await agent().send(getCountryI18n, {
      params: { countryCode: 'CA' },
      query: { locale: 'en-ca' },
    });
    expect(english.body.billing.province.list).toContainEqual({ code: 'QC', name: 'Quebec' });
    const germany = await agent().send(getCountryI18n, {
      params: { countryCode: 'DE' },
      query: { locale: 'de-de' },
    });
    expect(germany.body.phoneCodes[0]).toMatchObject({
      code: 'DE',
      dialCode: '+49',
      mask: 'XXXX - XXX - XXX',
    });
    expect(germany.body.shipping.province).toMatchObject({ required: false, list: [] });
  });

  it('answers API404 for a country without rules and API400 for a malformed code', async () => {
    const unknown = await agent().send(getCountryI18n, { params: { countryCode: 'JP' } });
    expect([unknown.status, errorIdOf(unknown)]).toEqual([404, 'API404']);
    const malformed = await agent().send(getCountryI18n, { params: { countryCode: 'CAN' } });
    expect([malformed.status, errorIdOf(malformed)]).toEqual([400, 'API400']);
  });

  it('lists stores, all or of one country', async () => {
    const all = await agent().send(getUtilityStores);
    expect(all.body.stores).toHaveLength(demo.stores.length);
    expect(all.body.stores.map((store) => store.address.country)).toEqual(
      [...all.body.stores.map((store) => store.address.country)].sort(),
    );
    const french = await agent().send(getUtilityStores, { query: { country: 'fr' } });
    expect(french.body.stores.map((store) => store.id).sort()).toEqual(['5001', '5002', '5003']);
  });

  it("lists a store's active employees by name to its own associates only", async () => {
    const [associate] = demoAssociates;
    if (!associate) throw new Error('No demo associate');
    const { storeId } = associate;
    const signedIn = agent();
    const login = await signedIn.send(agentLogin, {
      body: { storeId, storeEmployeeId: associate.storeEmployeeId, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const { status, body } = await signedIn.send(getStoreEmployees, { params: { storeId } });
    expect(status).toBe(200);
    const active = demo.employees.filter(
      (employee) => employee.storeId === storeId && employee.active,
    );
    expect(body.employees.map((employee) => employee.employeeId).sort()).toEqual(
      active.map((employee) => employee.employeeId).sort(),
    );
    expect(body.employees[0]?.name).toMatch(/^\p{L}+ \p{L}\.$/u);
    // Nobody else learns who works where, nor their ids.
    const anonymous = await agent().send(getStoreEmployees, { params: { storeId } });
    expect([anonymous.status, errorIdOf(anonymous)]).toEqual([401, 'AUT432']);
    const shopper = await guest(agent());
    expect(errorIdOf(await shopper.send(getStoreEmployees, { params: { storeId } }))).toBe(
      'AUT432',
    );
    const otherStore = demo.stores.find((store) => store.id !== storeId)?.id ?? '';
    const elsewhere = await signedIn.send(getStoreEmployees, { params: { storeId: otherStore } });
    expect([elsewhere.status, errorIdOf(elsewhere)]).toEqual([401, 'AUT432']);
    const malformed = await signedIn.send(getStoreEmployees, { params: { storeId: 'abc' } });
    expect([malformed.status, errorIdOf(malformed)]).toEqual([400, 'API400']);
  });
});
