import { describe, expect, it } from 'vitest';
import { relativeParts, relativeTime } from './relativeTime.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('says a distance in the one unit a person would use', () => {
    expect(relativeParts(20 * MINUTE)).toEqual({ value: 20, unit: 'minute' });
    expect(relativeParts(-5 * HOUR)).toEqual({ value: -5, unit: 'hour' });
    expect(relativeParts(20 * HOUR)).toEqual({ value: 20, unit: 'hour' });
    // Two days less the moment a reading takes is still two days.
    expect(relativeParts(2 * DAY - 150)).toEqual({ value: 2, unit: 'day' });
    expect(relativeParts(2 * DAY + HOUR)).toEqual({ value: 2, unit: 'day' });
    expect(relativeParts(90 * DAY)).toEqual({ value: 3, unit: 'month' });
    expect(relativeParts(-800 * DAY)).toEqual({ value: -2, unit: 'year' });
  });

  it('in the site’s language', () => {
    expect(relativeTime(3 * DAY, 'en-US')).toBe('in 3 days');
    expect(relativeTime(3 * DAY, 'fr-FR')).toBe('dans 3 jours');
    expect(relativeTime(-3 * HOUR, 'de-DE')).toBe('vor 3 Stunden');
    expect(relativeTime(10_000, 'en-GB')).toBe('this minute');
  });
});
