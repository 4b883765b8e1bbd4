/*
 * When a parcel arrives (issue 46: "Arrives Thu, Dec 10"): a method's business days counted
 * from the day it leaves the warehouse, on the calendar of the country it ships in. A day
 * is a business day unless it is a Saturday, a Sunday or one of the country's public
 * holidays (the national ones; regional days such as a German Land's are not counted).
 * Orders placed after the warehouse's cut-off leave on the next business day. Pure, shared
 * by the service and the MSW handlers; dates are calendar dates (`YYYY-MM-DD`).
 */

/** The countries of the sites (i18n/locales.ts). */
export type Country = 'US' | 'CA' | 'GB' | 'DE' | 'FR';

/** The warehouse's local time zone per country; its daily cut-off is CUTOFF_HOUR local. */
const warehouses: Record<Country, { timeZone: string }> = {
  US: { timeZone: 'America/Denver' },
  CA: { timeZone: 'America/Toronto' },
  GB: { timeZone: 'Europe/London' },
  DE: { timeZone: 'Europe/Berlin' },
  FR: { timeZone: 'Europe/Paris' },
};
export const CUTOFF_HOUR = 14;

export interface BusinessDays {
  min: number;
  max: number;
}

export interface ArrivalWindow {
  earliest: string;
  latest: string;
}

const DAY_MS = 86_400_000;

/** A calendar date as a day number (days since 1970-01-01), and back. */
const dayOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (day: number) => new Date(day * DAY_MS).getUTCDay();

/** Western Easter Sunday (the anonymous Gregorian algorithm). */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, day);
}

/** The n-th (1-based) given weekday of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = dayOf(year, month, 1);
    return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = dayOf(year, month + 1, 1) - 1;
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

/**
 * A fixed-date holiday on a weekend is observed on a weekday where the country does so
 * (US: Friday or Monday; CA, GB: the next Monday, or Tuesday for the second of two).
 */
function observed(day: number, rule: 'us' | 'next' | 'none'): number {
  const weekday = weekdayOf(day);
  if (rule === 'us') return weekday === 6 ? day - 1 : weekday === 0 ? day + 1 : day;
  if (rule === 'next') return weekday === 6 ? day + 2 : weekday === 0 ? day + 1 : day;
  return day;
}

/** The country's national public holidays of a year, as day numbers. */
export function publicHolidays(country: Country, year: number): Set<number> {
  const on = (month: number, day: number) => dayOf(year, month, day);
  const sunday = easter(year);
  const days: number[] = [];
  switch (country) {
    case 'US':
      days.push(
        observed(on(1, 1), 'us'),
        nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
        nthWeekday(year, 2, 1, 3), // Presidents' Day
        nthWeekday(year, 5, 1, -1), // Memorial Day
        observed(on(6, 19), 'us'),
        observed(on(7, 4), 'us'),
        nthWeekday(year, 9, 1, 1), // Labor Day
        nthWeekday(year, 10, 1, 2), // Columbus Day
        observed(on(11, 11), 'us'),
        nthWeekday(year, 11, 4, 4), // Thanksgiving
        observed(on(12, 25), 'us'),
      );
      break;
    case 'CA':
      days.push(
        observed(on(1, 1), 'next'),
        sunday - 2, // Good Friday
        // Victoria Day: the last Monday before 25 May.
        on(5, 25) - ((weekdayOf(on(5, 25)) + 6) % 7 || 7),
        observed(on(7, 1), 'next'),
        nthWeekday(year, 9, 1, 1), // Labour Day
        nthWeekday(year, 10, 1, 2), // Thanksgiving
        observed(on(12, 25), 'next'),
        // Boxing Day moves past Christmas's own observed day.
        weekdayOf(on(12, 26)) === 0 || weekdayOf(on(12, 26)) === 1
          ? on(12, 28)
          : observed(on(12, 26), 'next'),
      );
      break;
    case 'GB':
      days.push(
        observed(on(1, 1), 'next'),
        sunday - 2,
        sunday + 1,
        nthWeekday(year, 5, 1, 1), // Early May bank holiday
        nthWeekday(year, 5, 1, -1), // Spring bank holiday
        nthWeekday(year, 8, 1, -1), // Summer bank holiday
        observed(on(12, 25), 'next'),
        weekdayOf(on(12, 26)) === 0 || weekdayOf(on(12, 26)) === 1
          ? on(12, 28)
          : observed(on(12, 26), 'next'),
      );
      break;
    case 'DE':
      days.push(
        on(1, 1),
        sunday - 2,
        sunday + 1,
        on(5, 1),
        sunday + 39, // Ascension
        sunday + 50, // Whit Monday
        on(10, 3),
        on(12, 25),
        on(12, 26),
      );
      break;
    case 'FR':
      days.push(
        on(1, 1),
        sunday + 1,
        on(5, 1),
        on(5, 8),
        sunday + 39,
        sunday + 50,
        on(7, 14),
        on(8, 15),
        on(11, 1),
        on(11, 11),
        on(12, 25),
      );
      break;
  }
  return new Set(days);
}

const holidayCache = new Map<string, Set<number>>();
function isBusinessDay(country: Country, day: number): boolean {
  const weekday = weekdayOf(day);
  if (weekday === 0 || weekday === 6) return false;
  const year = new Date(day * DAY_MS).getUTCFullYear();
  const key = `${country}-${year}`;
  let holidays = holidayCache.get(key);
  if (!holidays) {
    holidays = publicHolidays(country, year);
    holidayCache.set(key, holidays);
  }
  return !holidays.has(day);
}

/** The warehouse's local date (day number) and hour at an instant. */
function localNow(country: Country, now: number): { day: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: warehouses[country].timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(now));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { day: dayOf(part('year'), part('month'), part('day')), hour: part('hour') };
}

/** The day a parcel ordered at `now` leaves: today before the cut-off on a business day. */
export function dispatchDay(country: Country, now: number): number {
  const { day, hour } = localNow(country, now);
  let leaves = hour < CUTOFF_HOUR ? day : day + 1;
  while (!isBusinessDay(country, leaves)) leaves += 1;
  return leaves;
}

function addBusinessDays(country: Country, from: number, count: number): number {
  let day = from;
  for (let left = count; left > 0; ) {
    day += 1;
    if (isBusinessDay(country, day)) left -= 1;
  }
  return day;
}

/** The first and last day a method of these business days delivers an order placed at `now`. */
export function arrivalWindow(country: Country, days: BusinessDays, now: number): ArrivalWindow {
  const leaves = dispatchDay(country, now);
  return {
    earliest: isoOf(addBusinessDays(country, leaves, days.min)),
    latest: isoOf(addBusinessDays(country, leaves, days.max)),
  };
}
