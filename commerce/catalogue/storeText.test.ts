import { describe, expect, it } from 'vitest';
import { addressLine, formatDistance, placeOfText } from './storeText.ts';

const plain = (text: string) => text.replace(/\s+/g, ' ');

describe('placeOfText', () => {
  it('reads a postal code (it holds a digit, upper-cased) or a city', () => {
    expect(placeOfText(' sw1a 1aa ')).toEqual({ postalCode: 'SW1A 1AA' });
    expect(placeOfText('80202')).toEqual({ postalCode: '80202' });
    expect(placeOfText(' Montréal ')).toEqual({ city: 'Montréal' });
  });
});

describe('addressLine', () => {
  const base = { addressLine1: '12 Main St', addressLine2: null, city: 'Denver', province: 'CO' };
  it('writes each country in its own order', () => {
    expect(addressLine({ ...base, postalCode: '80202', country: 'US' })).toBe(
      '12 Main St, Denver, CO 80202',
    );
    expect(
      addressLine({
        ...base,
        city: 'London',
        province: null,
        postalCode: 'WC2N 5DU',
        country: 'GB',
      }),
    ).toBe('12 Main St, London WC2N 5DU');
    expect(
      addressLine({
        addressLine1: '4 rue de Rivoli',
        addressLine2: 'Bâtiment B',
        city: 'Paris',
        province: null,
        postalCode: '75004',
        country: 'FR',
      }),
    ).toBe('4 rue de Rivoli, Bâtiment B, 75004 Paris');
  });
});

describe('formatDistance', () => {
  it('uses the unit of the answer and the site’s numbers', () => {
    expect(plain(formatDistance(1.25, 'mi', 'en-US'))).toBe('1.3 mi');
    expect(plain(formatDistance(3.4, 'km', 'fr-FR'))).toBe('3,4 km');
  });
});
