import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { isoFromSegments, parseIsoDate, toIsoDate } from './isoDate.ts';

describe('parseIsoDate', () => {
  it.each([
    ['2024-03-15', [2024, 3, 15]],
    ['2024-02-29', [2024, 2, 29]],
    ['1900-01-01', [1900, 1, 1]],
    ['0999-12-31', [999, 12, 31]],
  ])('%s is a real date', (value, [year, month, day]) => {
    const date = parseIsoDate(value);
    expect(date && [date.year, date.month, date.day]).toEqual([year, month, day]);
  });

  it.each([
    [''],
    ['2023-02-29'],
    ['2024-13-01'],
    ['2024-00-10'],
    ['2024-04-31'],
    ['0000-01-01'],
    ['2024-3-5'],
    ['03/15/2024'],
    ['15.03.2024'],
    ['2024-03-15T10:00'],
    ['+002024-03-15'],
    [' 2024-03-15'],
    ['NaN'],
    ['undefined'],
  ])('%j is not', (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });

  it('treats missing values as no date', () => {
    expect(parseIsoDate(undefined)).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
    expect(parseIsoDate(20240315 as unknown as string)).toBeNull();
  });
});

describe('toIsoDate', () => {
  it('writes YYYY-MM-DD with padding', () => {
    expect(toIsoDate(new CalendarDate(2024, 3, 5))).toBe('2024-03-05');
    expect(toIsoDate(new CalendarDate(987, 1, 1))).toBe('0987-01-01');
    expect(toIsoDate(new CalendarDateTime(2024, 3, 5, 10, 30))).toBe('2024-03-05');
  });

  it('gives an empty string for no date', () => {
    expect(toIsoDate(null)).toBe('');
    expect(toIsoDate(undefined)).toBe('');
  });

  it('round-trips every day of a leap year', () => {
    let date = new CalendarDate(2024, 1, 1);
    for (let i = 0; i < 366; i++) {
      expect(parseIsoDate(toIsoDate(date))?.compare(date)).toBe(0);
      date = date.add({ days: 1 });
    }
    expect(toIsoDate(date)).toBe('2025-01-01');
  });
});

describe('isoFromSegments', () => {
  const seg = (type: string, value: number | null, isPlaceholder = false) => ({
    type,
    value,
    isPlaceholder,
    isEditable: type !== 'literal',
  });
  const literal = { type: 'literal', value: null, isPlaceholder: false, isEditable: false };

  it.each([
    [
      'a full en-us date',
      [seg('month', 3), literal, seg('day', 15), literal, seg('year', 2024)],
      '2024-03-15',
    ],
    [
      'a full en-gb date',
      [seg('day', 5), literal, seg('month', 11), literal, seg('year', 987)],
      '0987-11-05',
    ],
    [
      'an empty year',
      [seg('month', 3), literal, seg('day', 15), literal, seg('year', 2024, true)],
      '',
    ],
    [
      'nothing typed',
      [seg('month', 1, true), literal, seg('day', 1, true), literal, seg('year', 2024, true)],
      '',
    ],
    ['31 April', [seg('day', 31), literal, seg('month', 4), literal, seg('year', 2024)], ''],
    [
      '29 February 2023',
      [seg('day', 29), literal, seg('month', 2), literal, seg('year', 2023)],
      '',
    ],
    [
      'a missing value',
      [seg('day', null), literal, seg('month', 4), literal, seg('year', 2024)],
      '',
    ],
    ['no segments', [], ''],
  ])('%s', (_name, segments, expected) => {
    expect(isoFromSegments(segments)).toBe(expected);
  });
});
