import { describe, expect, it } from 'vitest';
import { arrivalWindow, dispatchDay, publicHolidays } from './arrival.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const holidays = (country: Parameters<typeof publicHolidays>[0], year: number) =>
  [...publicHolidays(country, year)].map(iso).sort();

describe('arrivalWindow', () => {
  it('counts business days from today before the cut-off, from the next business day after it', () => {
    // Tuesday 1 December 2026, 09:00 in Denver: leaves today; 3–5 business days.
    expect(arrivalWindow('US', { min: 3, max: 5 }, at('2026-12-01T16:00:00Z'))).toEqual({
      earliest: '2026-12-04',
      latest: '2026-12-08',
    });
    // 15:00 in Denver: leaves on Wednesday.
    expect(arrivalWindow('US', { min: 3, max: 5 }, at('2026-12-01T22:00:00Z'))).toEqual({
      earliest: '2026-12-07',
      latest: '2026-12-09',
    });
  });

  it('skips weekends: a Friday afternoon order leaves on Monday', () => {
    // Friday 4 December 2026, 16:00 in Berlin.
    expect(iso(dispatchDay('DE', at('2026-12-04T15:00:00Z')))).toBe('2026-12-07');
    expect(arrivalWindow('DE', { min: 1, max: 2 }, at('2026-12-04T15:00:00Z'))).toEqual({
      earliest: '2026-12-08',
      latest: '2026-12-09',
    });
  });

  it('skips the country’s public holidays: Christmas in Germany, Thanksgiving in the US', () => {
    // Wednesday 23 December 2026, morning in Berlin: 24th, then 25th and 26th are holidays
    // (the 26th a Saturday), the 27th a Sunday.
    expect(arrivalWindow('DE', { min: 1, max: 2 }, at('2026-12-23T08:00:00Z'))).toEqual({
      earliest: '2026-12-24',
      latest: '2026-12-28',
    });
    // Wednesday 25 November 2026, morning in Denver: Thursday is Thanksgiving.
    expect(arrivalWindow('US', { min: 1, max: 1 }, at('2026-11-25T15:00:00Z'))).toEqual({
      earliest: '2026-11-27',
      latest: '2026-11-27',
    });
  });

  it('reads the local date of the warehouse, not UTC’s', () => {
    // 02:00 UTC on Saturday is Friday 19:00 in Denver: after the cut-off, so Monday.
    expect(iso(dispatchDay('US', at('2026-12-05T02:00:00Z')))).toBe('2026-12-07');
  });
});

describe('publicHolidays', () => {
  it('knows the movable feasts: Easter 2027 is 28 March', () => {
    expect(holidays('GB', 2027)).toEqual(
      expect.arrayContaining(['2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31']),
    );
    expect(holidays('DE', 2027)).toEqual(
      expect.arrayContaining(['2027-05-06', '2027-05-17', '2027-10-03']),
    );
  });

  it('observes a weekend holiday on a weekday where the country does', () => {
    // 4 July 2026 is a Saturday: observed on Friday the 3rd in the US.
    expect(holidays('US', 2026)).toContain('2026-07-03');
    // Christmas 2027 is a Saturday: the UK's bank holidays are Monday 27 and Tuesday 28.
    expect(holidays('GB', 2027)).toEqual(expect.arrayContaining(['2027-12-27', '2027-12-28']));
    // Canada's Victoria Day 2026: Monday 18 May.
    expect(holidays('CA', 2026)).toContain('2026-05-18');
  });
});
