import { describe, expect, it } from 'vitest';
import type { Cart } from '#api/contract/cart.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import {
  addressValidation,
  billingSource,
  checkAddress,
  namesPoBox,
  poBoxVerdict,
  shipmentOf,
  shippingMethodVerdict,
} from './addresses.ts';

const us = getCatalogue().countries.find((country) => country.code === 'US');
const address = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  addressLine1: '12 Pine Street',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'us',
  email: 'Ada@Example.com',
  phone: '+13035550100',
};

describe('checkAddress', () => {
  it('answers the address normalized when its country’s rules hold', () => {
    expect(checkAddress(address, us, 'shipping', 'en-us')).toMatchObject({
      firstName: 'Ada',
      country: 'US',
      email: 'ada@example.com',
    });
  });

  it('refuses a country the site does not ship to (PAY401); billing may be anywhere known', () => {
    const refused = { errorId: 'PAY401', message: 'We cannot ship to US from this site' };
    expect(checkAddress(address, us, 'shipping', 'de-de')).toEqual({
      ...refused,
      details: { field: 'country' },
    });
    expect(checkAddress(address, undefined, 'billing', 'en-us')).toMatchObject(refused);
    expect(checkAddress(address, us, 'billing', 'de-de')).not.toHaveProperty('errorId');
  });

  it('names every field that breaks a rule: CHK380 shipping, CHK320 billing', () => {
    const broken = { ...address, postalCode: 'ABCDE', city: '' };
    expect(checkAddress(broken, us, 'shipping', 'en-us')).toEqual({
      errorId: 'CHK380',
      message: 'The shipping address is not valid: city, postalCode',
      details: {
        fields: [
          { field: 'city', errorId: 'CHK320' },
          { field: 'postalCode', errorId: 'CHK320' },
        ],
      },
    });
    expect(checkAddress(broken, us, 'billing', 'en-us')).toMatchObject({ errorId: 'CHK320' });
  });

  it('answers the phone’s own code when only the phone is missing', () => {
    const noPhone = { ...address, phone: '' };
    expect(checkAddress(noPhone, us, 'shipping', 'en-us')).toMatchObject({ errorId: 'SHP410' });
    expect(checkAddress(noPhone, us, 'billing', 'en-us')).toMatchObject({ errorId: 'BILL410' });
  });
});

describe('addressValidation', () => {
  it('suggests the normalized address when it changed and holds', () => {
    expect(addressValidation(address, us, 'en-us')).toEqual({
      valid: true,
      errors: [],
      suggestions: [expect.objectContaining({ firstName: 'Ada', country: 'US' })],
    });
    const clean = checkAddress(address, us, 'shipping', 'en-us');
    expect(addressValidation(clean as typeof address, us, 'en-us').suggestions).toEqual([]);
  });

  it('answers PAY401 for a country the site does not ship to, and the broken fields', () => {
    expect(addressValidation(address, us, 'fr-fr')).toEqual({
      valid: false,
      errors: [{ field: 'country', errorId: 'PAY401' }],
      suggestions: [],
    });
    expect(addressValidation({ ...address, postalCode: '1' }, us, 'en-us')).toEqual({
      valid: false,
      errors: [{ field: 'postalCode', errorId: 'CHK320' }],
      suggestions: [],
    });
  });
});

type Shipments = Pick<Cart, 'shippingMethods'>;
const shipments = (code: string, selected: string) =>
  ({
    shippingMethods: [
      {
        shippingId: code,
        code,
        applicableShippingMethods: ['STD', 'EXP'].map((method) => ({
          code: method,
          selected: method === selected,
        })),
      },
    ],
  }) as unknown as Shipments;

describe('PO boxes', () => {
  it('are named in either address line', () => {
    expect(namesPoBox({ addressLine1: 'PO Box 12' })).toBe(true);
    expect(namesPoBox({ addressLine1: '12 Pine Street', addressLine2: 'P.O. Box 7' })).toBe(true);
    expect(namesPoBox({ addressLine1: '12 Pine Street' })).toBe(false);
  });

  it('are refused (SHP500) when the chosen home method is a courier’s', () => {
    expect(poBoxVerdict(shipments('standard', 'EXP'))).toEqual({
      errorId: 'SHP500',
      message: 'This delivery method does not deliver to a PO box',
      details: { field: 'addressLine1' },
    });
    expect(poBoxVerdict(shipments('standard', 'STD'))).toBeNull();
    expect(poBoxVerdict({ shippingMethods: [] })).toBeNull();
  });
});

describe('billing and delivery', () => {
  it('bills the shipping address or the one given (BIL400 when it is missing)', () => {
    const shipping = { city: 'Denver' };
    expect(billingSource({ sameAsShipping: true }, shipping)).toBe(shipping);
    expect(
      billingSource({ sameAsShipping: false, address: { city: 'Boulder' } }, shipping),
    ).toEqual({ city: 'Boulder' });
    expect(billingSource({ sameAsShipping: true }, null)).toEqual({
      errorId: 'BIL400',
      message: 'There is no shipping address to bill to',
    });
    expect(billingSource({ sameAsShipping: false }, shipping)).toEqual({
      errorId: 'BIL400',
      message: 'The billing address is missing',
    });
  });

  it('chooses only a method of the shipment (SHP404 with both ids)', () => {
    const cart = shipments('standard', 'STD');
    expect(shippingMethodVerdict(cart, 'standard', 'EXP')).toBeNull();
    expect(shippingMethodVerdict(cart, 'standard', 'PICKUP')).toEqual({
      errorId: 'SHP404',
      message: 'No shipping method PICKUP for the shipment standard',
      details: { shippingId: 'standard', code: 'PICKUP' },
    });
    expect(shipmentOf(cart, 'standard')).toMatchObject({ shippingId: 'standard' });
    expect(shipmentOf(cart, 'me')).toEqual({
      errorId: 'SHP404',
      message: 'No shipment me on this cart',
    });
  });
});
