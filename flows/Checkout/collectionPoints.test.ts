import { describe, expect, it } from 'vitest';
import {
  addressLine,
  formatDistance,
  isAlwaysOpen,
  openingHoursText,
  placeOfText,
} from './collectionPoints.ts';

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

describe('opening hours', () => {
  const allWeek = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
    dayOfWeek,
    opens: '00:00',
    closes: '23:59',
  }));
  it('knows a point open round the clock every day', () => {
    expect(isAlwaysOpen(allWeek)).toBe(true);
    expect(isAlwaysOpen(allWeek.slice(0, 6))).toBe(false);
    expect(
      isAlwaysOpen([...allWeek.slice(1), { dayOfWeek: 1, opens: '08:00', closes: '23:59' }]),
    ).toBe(false);
    expect(isAlwaysOpen([])).toBe(false);
  });

  it('groups days in a row with the same hours; a missing day is closed', () => {
    const week = [
      ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, opens: '09:00', closes: '18:00' })),
      { dayOfWeek: 6, opens: '10:00', closes: '16:00' },
    ];
    expect(plain(openingHoursText(week, 'en-GB'))).toBe('Mon–Fri 9:00–18:00, Sat 10:00–16:00');
    expect(plain(openingHoursText([...week].reverse(), 'en-US'))).toBe(
      'Mon–Fri 9:00 AM–6:00 PM, Sat 10:00 AM–4:00 PM',
    );
    // Wednesday closed: Monday–Tuesday and Thursday–Friday are two runs.
    const gap = week.filter((entry) => entry.dayOfWeek !== 3);
    expect(plain(openingHoursText(gap, 'de-DE'))).toBe(
      'Mo–Di 9:00–18:00, Do–Fr 9:00–18:00, Sa 10:00–16:00',
    );
    expect(openingHoursText([], 'en-US')).toBe('');
  });
});
