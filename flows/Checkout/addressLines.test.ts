import { describe, expect, it } from 'vitest';
import type { CartAddress } from '#api/contract/cart.ts';
import { checkoutAddresses } from '#mocks/handlers/checkout.ts';
import { addressLines } from './addressLines.ts';

// The mocks' US checkout address (Ada Lovelace in Denver), as a cart holds it.
const base: CartAddress = {
  ...checkoutAddresses['en-us'],
  id: null,
  approachType: 'S',
  main: false,
};

describe('addressLines', () => {
  it('writes a US address as a US letter: city, state ZIP, the phone in its mask', () => {
    expect(addressLines(base, 'en-us')).toEqual([
      'Ada Lovelace',
      '12 Pine Street',
      'Denver, CO 80202',
      'United States',
      'ada@example.com',
      '(303) 555 - 0100',
    ]);
  });

  it('puts a German postal code before the city and names the country in the site language', () => {
    const berlin = {
      ...base,
      addressLine1: 'Torstraße 1',
      addressLine2: '3. OG',
      city: 'Berlin',
      country: 'DE',
      postalCode: '10119',
      province: undefined,
      phone: '3012345678',
    };
    expect(addressLines(berlin, 'de-de')).toEqual([
      'Ada Lovelace',
      'Torstraße 1',
      '3. OG',
      '10119 Berlin',
      'Deutschland',
      'ada@example.com',
      '3012 - 345 - 678',
    ]);
  });

  it('gives a British postcode its own line', () => {
    const london = { ...base, city: 'London', country: 'GB', postalCode: 'SW1A 1AA', province: '' };
    expect(addressLines(london, 'en-gb').slice(2, 5)).toEqual([
      'London',
      'SW1A 1AA',
      'United Kingdom',
    ]);
  });

  it('adds the dial code to a phone of another country than the site’s', () => {
    expect(addressLines(base, 'fr-ca').at(-1)).toBe('+1 (303) 555 - 0100');
    expect(addressLines(base, 'fr-fr').at(-1)).toBe('+1 (303) 555 - 0100');
    expect(addressLines(base, 'fr-fr').at(-3)).toBe('États-Unis');
  });
});
