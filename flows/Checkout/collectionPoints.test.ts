import { describe, expect, it } from 'vitest';
import { isAlwaysOpen, openingHoursText } from './collectionPoints.ts';

const plain = (text: string) => text.replace(/\s+/g, ' ');

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
