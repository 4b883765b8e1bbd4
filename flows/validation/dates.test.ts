import { CalendarDate } from '@internationalized/date';
import { describe, expect, it, vi } from 'vitest';
import { type SiteLocale, siteLocales } from '#i18n/locales.ts';
import {
  birthDateField,
  DEFAULT_MINIMUM_AGE,
  MIN_BIRTH_DATE,
  minimumAge,
  minimumAgeByCountry,
} from './birthDate.ts';
import {
  dateField,
  displayDateFormat,
  formatDateString,
  fromDisplayDate,
  parseDateFormat,
  parseDateString,
  toDisplayDate,
} from './dates.ts';
import type { ValidationMessage } from './messages.ts';
import { messageOf, outputOf } from './test/expectations.ts';

type Row = [value: unknown, expected: ValidationMessage | null];

describe('date formats', () => {
  it.each(['YYYYMMDD', 'DDMMYYYY', 'YYYY', ''])('%j has no separator and throws', (format) => {
    expect(() => parseDateFormat(format)).toThrow(
      'Date format provided does not contain separator',
    );
    expect(() => dateField({ format })).toThrow('Date format provided does not contain separator');
    expect(() => parseDateString('2024-01-01', format)).toThrow(
      'Date format provided does not contain separator',
    );
  });

  it.each(['YYYY-MM', 'YYYY-MM-MM', 'YY-MM-DD', 'YYYY-MM-DD-'])(
    '%j is not a full date',
    (format) => {
      expect(() => parseDateFormat(format)).toThrow(/must hold YYYY, MM and DD/);
    },
  );

  it.each([
    ['YYYY-MM-DD', '-', ['YYYY', 'MM', 'DD']],
    ['MM/DD/YYYY', '/', ['MM', 'DD', 'YYYY']],
    ['DD.MM.YYYY', '.', ['DD', 'MM', 'YYYY']],
  ])('%s reads as separator %j and order %j', (format, separator, order) => {
    expect(parseDateFormat(format)).toEqual({ format, separator, order });
  });
});

describe('date (default YYYY-MM-DD)', () => {
  const schema = dateField();
  const invalid = { key: 'date', params: { format: 'YYYY-MM-DD' } } as const;
  it.each<Row>([
    ['2024-02-29', null],
    ['1999-12-31', null],
    [' 2024-01-05 ', null],
    ['2023-02-29', invalid],
    ['2024-02-30', invalid],
    ['2023-04-31', invalid],
    ['2023-13-01', invalid],
    ['2023-00-10', invalid],
    ['2023-01-00', invalid],
    ['0000-01-01', invalid],
    ['2023-4-1', invalid],
    ['20230401', invalid],
    ['2023/04/01', invalid],
    ['04/01/2023', invalid],
    ['2023-04-01T00:00', invalid],
    ['abc', invalid],
    ['', { key: 'required' }],
    [null, { key: 'required' }],
  ])('%j → %j', (value, expected) => {
    expect(messageOf(schema, value)).toEqual(expected);
  });

  it('stores YYYY-MM-DD whatever the typed format', () => {
    expect(outputOf(schema, '2024-02-29')).toBe('2024-02-29');
    expect(outputOf(dateField({ format: 'MM/DD/YYYY' }), '02/29/2024')).toBe('2024-02-29');
    expect(outputOf(dateField({ format: 'DD.MM.YYYY' }), '29.02.2024')).toBe('2024-02-29');
    expect(outputOf(dateField({ required: false }), '  ')).toBeUndefined();
  });

  it('names the typed format in the message', () => {
    expect(messageOf(dateField({ format: 'MM/DD/YYYY' }), '29/02/2024')).toEqual({
      key: 'date',
      params: { format: 'MM/DD/YYYY' },
    });
  });
});

describe('min and max date (inclusive), shown in the field format', () => {
  const schema = dateField({ format: 'DD/MM/YYYY', min: '2024-01-01', max: '2024-12-31' });
  it.each<Row>([
    ['31/12/2023', { key: 'minDate', params: { date: '01/01/2024' } }],
    ['01/01/2024', null],
    ['31/12/2024', null],
    ['01/01/2025', { key: 'maxDate', params: { date: '31/12/2024' } }],
  ])('%j → %j', (value, expected) => {
    expect(messageOf(schema, value)).toEqual(expected);
  });

  it('accepts CalendarDate bounds', () => {
    const field = dateField({ max: new CalendarDate(2000, 1, 1) });
    expect(messageOf(field, '2000-01-02')).toEqual({
      key: 'maxDate',
      params: { date: '2000-01-01' },
    });
  });
});

describe('locale date orders', () => {
  it.each<[SiteLocale, string, string, string]>([
    ['en-us', 'MM/DD/YYYY', '07/04/1990', '1990-07-04'],
    ['en-ca', 'MM/DD/YYYY', '07/04/1990', '1990-07-04'],
    ['fr-ca', 'MM/DD/YYYY', '07/04/1990', '1990-07-04'],
    ['en-gb', 'DD/MM/YYYY', '07/04/1990', '1990-04-07'],
    ['de-de', 'DD/MM/YYYY', '07/04/1990', '1990-04-07'],
    ['fr-fr', 'DD/MM/YYYY', '07/04/1990', '1990-04-07'],
  ])('%s shows %s: %s is stored as %s', (locale, format, shown, stored) => {
    expect(displayDateFormat(locale)).toBe(format);
    expect(fromDisplayDate(shown, locale)).toBe(stored);
    expect(toDisplayDate(stored, locale)).toBe(shown);
  });

  it('rejects a day-first date in a month-first locale and the reverse', () => {
    expect(fromDisplayDate('13/01/1990', 'en-us')).toBeUndefined();
    expect(fromDisplayDate('01/13/1990', 'en-gb')).toBeUndefined();
    expect(toDisplayDate('1990-02-30', 'en-gb')).toBe('');
  });

  it('pads short years and parts', () => {
    expect(formatDateString(new CalendarDate(987, 3, 4), 'DD/MM/YYYY')).toBe('04/03/0987');
  });
});

describe('birth date', () => {
  const today = '2026-11-21';
  const invalid = { key: 'dobValidationMsg' } as const;
  const tooYoung = (age: number): ValidationMessage => ({
    key: 'dobAgeRestrictionMsg',
    params: { age },
  });

  it('minimal age per country: US, CA, GB 13; DE 16; FR 15; others 16', () => {
    expect(minimumAgeByCountry).toEqual({ US: 13, CA: 13, GB: 13, DE: 16, FR: 15 });
    expect(siteLocales.map((locale) => minimumAge(locale))).toEqual([13, 13, 13, 13, 16, 15]);
    expect(minimumAge('ZZ')).toBe(DEFAULT_MINIMUM_AGE);
    expect(DEFAULT_MINIMUM_AGE).toBe(16);
    expect(MIN_BIRTH_DATE).toBe('1900-01-01');
  });

  it.each<[SiteLocale, string, ValidationMessage | null]>([
    ['en-us', '11/21/2013', null],
    ['en-us', '11/22/2013', tooYoung(13)],
    ['en-us', '01/01/2030', tooYoung(13)],
    ['en-us', '01/01/1900', null],
    ['en-us', '12/31/1899', invalid],
    ['en-us', '02/30/2000', invalid],
    ['en-us', '21/11/2000', invalid],
    ['en-us', '2000-01-01', invalid],
    ['en-us', '01012000', invalid],
    ['en-ca', '11/21/2013', null],
    ['en-gb', '21/11/2013', null],
    ['en-gb', '22/11/2013', tooYoung(13)],
    ['en-gb', '11/21/2000', invalid],
    ['de-de', '21/11/2010', null],
    ['de-de', '22/11/2010', tooYoung(16)],
    ['fr-fr', '21/11/2011', null],
    ['fr-fr', '22/11/2011', tooYoung(15)],
  ])('%s %j → %j', (locale, value, expected) => {
    expect(messageOf(birthDateField({ locale, today }), value)).toEqual(expected);
  });

  it('is stored as YYYY-MM-DD', () => {
    expect(outputOf(birthDateField({ locale: 'en-us', today }), '07/04/1990')).toBe('1990-07-04');
    expect(outputOf(birthDateField({ locale: 'en-gb', today }), '07/04/1990')).toBe('1990-04-07');
  });

  it('is required only when configured', () => {
    expect(outputOf(birthDateField({ locale: 'en-us', today }), '')).toBeUndefined();
    expect(messageOf(birthDateField({ locale: 'en-us', today, required: true }), ' ')).toEqual({
      key: 'required',
    });
  });

  it('takes a configured age and minimum date', () => {
    const field = birthDateField({ locale: 'en-us', today, minimumAge: 18, minDate: '1920-01-01' });
    expect(messageOf(field, '11/22/2008')).toEqual(tooYoung(18));
    expect(messageOf(field, '12/31/1919')).toEqual(invalid);
    expect(messageOf(field, '01/01/1920')).toBeNull();
  });

  it('a 29 February birthday comes of age on 1 March in a common year', () => {
    expect(
      messageOf(birthDateField({ locale: 'en-gb', today: '2025-02-28' }), '29/02/2012'),
    ).toEqual(tooYoung(13));
    expect(
      messageOf(birthDateField({ locale: 'en-gb', today: '2025-03-01' }), '29/02/2012'),
    ).toBeNull();
  });

  it('reads "today" at each validation when given a function', () => {
    const clock = vi.fn(() => '2026-11-21');
    const field = birthDateField({ locale: 'en-us', today: clock });
    expect(messageOf(field, '11/22/2013')).toEqual(tooYoung(13));
    clock.mockReturnValue('2026-11-22');
    expect(messageOf(field, '11/22/2013')).toBeNull();
    expect(clock).toHaveBeenCalledTimes(2);
  });
});
