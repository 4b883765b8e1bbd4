import { CalendarDate, getLocalTimeZone, today as localToday } from '@internationalized/date';
import { z } from 'zod';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { encodeMessage as m } from './messages.ts';

/** How dates are stored and sent (spec §5). */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

type DatePart = 'YYYY' | 'MM' | 'DD';
const DATE_PARTS: readonly DatePart[] = ['YYYY', 'MM', 'DD'];

export interface DateFormat {
  format: string;
  separator: string;
  order: [DatePart, DatePart, DatePart];
}

/**
 * Read a format such as `MM/DD/YYYY`. Spec §8: a format without a separator throws
 * 'Date format provided does not contain separator' (a programming error, not user input).
 */
export function parseDateFormat(format: string): DateFormat {
  const separator = format.match(/[^YMD]/)?.[0];
  if (separator === undefined) throw new Error('Date format provided does not contain separator');
  const parts = format.split(separator);
  const unique = new Set(parts);
  if (
    parts.length !== 3 ||
    unique.size !== 3 ||
    !parts.every((part) => (DATE_PARTS as readonly string[]).includes(part))
  ) {
    throw new Error(`Date format "${format}" must hold YYYY, MM and DD once each`);
  }
  return { format, separator, order: parts as DateFormat['order'] };
}

/** A real calendar date written in `format`, or undefined (wrong shape, 30 February …). */
export function parseDateString(
  value: string,
  format: string = ISO_DATE_FORMAT,
): CalendarDate | undefined {
  const { separator, order } = parseDateFormat(format);
  const parts = value.trim().split(separator);
  if (parts.length !== 3) return undefined;
  const fields: Partial<Record<DatePart, number>> = {};
  for (const [index, part] of order.entries()) {
    const text = parts[index] ?? '';
    if (!/^\d+$/.test(text) || text.length !== part.length) return undefined;
    fields[part] = Number(text);
  }
  const { YYYY: year = 0, MM: month = 0, DD: day = 0 } = fields;
  if (month < 1 || month > 12 || day < 1) return undefined;
  // CalendarDate clamps out-of-range values (30 February becomes 28 or 29): compare back.
  const date = new CalendarDate(year, month, day);
  return date.year === year && date.month === month && date.day === day ? date : undefined;
}

/** Write a date in `format`. */
export function formatDateString(date: CalendarDate, format: string = ISO_DATE_FORMAT): string {
  const { separator, order } = parseDateFormat(format);
  const text: Record<DatePart, string> = {
    YYYY: String(date.year).padStart(4, '0'),
    MM: String(date.month).padStart(2, '0'),
    DD: String(date.day).padStart(2, '0'),
  };
  return order.map((part) => text[part]).join(separator);
}

/**
 * The format a shopper types dates in: month first on the North American sites (en-us, en-ca,
 * fr-ca), day first on the EMEA sites (en-gb, de-de, fr-fr). Spec §5: display MM/DD/YYYY,
 * another format in EMEA, DD/MM/YYYY also seen; one separator everywhere keeps the mask simple.
 */
export function displayDateFormat(locale: SiteLocale): string {
  return localeInfo[locale].region === 'NA' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}

/** A stored date (YYYY-MM-DD) as the locale shows it; '' when it is not a real date. */
export function toDisplayDate(iso: string, locale: SiteLocale): string {
  const date = parseDateString(iso);
  return date ? formatDateString(date, displayDateFormat(locale)) : '';
}

/** A date typed in the locale's format as stored (YYYY-MM-DD); undefined when not a date. */
export function fromDisplayDate(value: string, locale: SiteLocale): string | undefined {
  return parseDateString(value, displayDateFormat(locale))?.toString();
}

export type DateInput = CalendarDate | string;

/** A date given as a CalendarDate or an ISO string. */
export function toCalendarDate(value: DateInput): CalendarDate {
  if (typeof value !== 'string') return value;
  const date = parseDateString(value);
  if (!date) throw new Error(`"${value}" is not a YYYY-MM-DD date`);
  return date;
}

/** Today in the shopper's time zone, or a fixed day (tests, server-decided "now"). */
export function resolveToday(today?: DateInput | (() => DateInput)): CalendarDate {
  if (today === undefined) return localToday(getLocalTimeZone());
  return toCalendarDate(typeof today === 'function' ? today() : today);
}

export interface DateFieldOptions {
  /** @default true */
  required?: boolean;
  /** The format the value is typed in. @default 'YYYY-MM-DD' */
  format?: string;
  /** Earliest allowed day (inclusive): "Date must be same or after {date}". */
  min?: DateInput;
  /** Latest allowed day (inclusive): "Date must be same or before {date}". */
  max?: DateInput;
}

/**
 * A date typed in `format`, checked to be a real day within min and max; the output is the
 * stored form YYYY-MM-DD. Message parameters show dates in the field's own format.
 */
export function dateField(
  options: DateFieldOptions & { required: false },
): z.ZodType<string | undefined, string | null | undefined>;
export function dateField(options?: DateFieldOptions): z.ZodType<string, string | null | undefined>;
export function dateField({
  required = true,
  format = ISO_DATE_FORMAT,
  min,
  max,
}: DateFieldOptions = {}): z.ZodType<string | undefined, string | null | undefined> {
  parseDateFormat(format);
  const minDate = min === undefined ? undefined : toCalendarDate(min);
  const maxDate = max === undefined ? undefined : toCalendarDate(max);
  return z
    .string({ error: m('required') })
    .nullish()
    .transform((value, ctx) => {
      const text = value?.trim() ?? '';
      if (text === '') {
        if (required) ctx.addIssue({ code: 'custom', message: m('required') });
        return undefined;
      }
      const date = parseDateString(text, format);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: m('date', { format }) });
      } else if (minDate && date.compare(minDate) < 0) {
        const shown = formatDateString(minDate, format);
        ctx.addIssue({ code: 'custom', message: m('minDate', { date: shown }) });
      } else if (maxDate && date.compare(maxDate) > 0) {
        const shown = formatDateString(maxDate, format);
        ctx.addIssue({ code: 'custom', message: m('maxDate', { date: shown }) });
      }
      return date?.toString();
    });
}
