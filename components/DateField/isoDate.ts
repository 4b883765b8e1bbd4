import { type CalendarDate, parseDate } from '@internationalized/date';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A 'YYYY-MM-DD' string (spec §5: dates are stored YYYY-MM-DD) as a calendar date, or null
 * for anything else: empty, another format, or a day that does not exist (2023-02-29).
 */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null;
  try {
    const date = parseDate(value);
    // The library clamps some values (year 0 becomes 1): only an exact round trip counts.
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

/** A complete date as 'YYYY-MM-DD'; an incomplete or missing one as ''. */
export function toIsoDate(date: { toString(): string } | null | undefined): string {
  if (!date) return '';
  const text = date.toString().slice(0, 10);
  return ISO_DATE.test(text) ? text : '';
}

/** The part of a react-aria date segment the value is read from. */
export interface SegmentLike {
  type: string;
  value?: number | null;
  isPlaceholder: boolean;
  isEditable: boolean;
}

/**
 * The date the segments on screen spell, as 'YYYY-MM-DD': '' while any segment is empty
 * or when they spell a day that does not exist (31 April). Gregorian calendar, as in
 * every site locale.
 */
export function isoFromSegments(segments: readonly SegmentLike[]): string {
  if (segments.some((segment) => segment.isEditable && segment.isPlaceholder)) return '';
  const part = (type: string) => segments.find((segment) => segment.type === type)?.value;
  const [year, month, day] = [part('year'), part('month'), part('day')];
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return '';
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return parseIsoDate(iso) ? iso : '';
}
