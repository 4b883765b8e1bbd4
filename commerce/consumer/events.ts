/*
 * Spec §3 event content and §5 event form: which days a shopper may attend and how the
 * registration payload writes them. In commerce/ because the CMS block's schema (storefront),
 * the event form (flows), the MSW handler and the service all apply the same rule.
 */

/** Spec §3: the selected dates are joined by comma and space. */
export const ATTENDING_DAYS_SEPARATOR = ', ';

/** The longest event the CMS may schedule, in days (the form lists each day). */
export const MAX_EVENT_DAYS = 31;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD day. */
export function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
function isDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(time) &&
    new Date(time).toISOString().startsWith(value)
  );
}

/**
 * Spec §5: each day between the start and end date, both included, as `YYYY-MM-DD` (calendar
 * days, whatever the time zone). Empty when a date is not a real one or the end is before the
 * start; at most MAX_EVENT_DAYS days.
 */
export function eventDays(startDate: string, endDate: string): string[] {
  if (!isDay(startDate) || !isDay(endDate)) return [];
  const first = dayNumber(startDate);
  const last = Math.min(dayNumber(endDate), first + MAX_EVENT_DAYS - 1);
  const days: string[] = [];
  for (let day = first; day <= last; day += 1) {
    days.push(new Date(day * DAY_MS).toISOString().slice(0, 10));
  }
  return days;
}

/** The payload's attendingDays: the chosen days in calendar order, each once. */
export function joinAttendingDays(days: Iterable<string>): string {
  return [...new Set(days)].sort().join(ATTENDING_DAYS_SEPARATOR);
}

/** The days of an attendingDays value. */
export function splitAttendingDays(value: string): string[] {
  return value === '' ? [] : value.split(ATTENDING_DAYS_SEPARATOR);
}

/** Why attendingDays does not fit the event, or undefined when every day is one of its days. */
export function attendingDaysProblem(
  attendingDays: string,
  event: { startDate: string; endDate: string },
): 'none' | 'repeated' | 'outsideEvent' | undefined {
  const days = splitAttendingDays(attendingDays);
  if (days.length === 0) return 'none';
  if (new Set(days).size !== days.length) return 'repeated';
  const allowed = new Set(eventDays(event.startDate, event.endDate));
  return days.every((day) => allowed.has(day)) ? undefined : 'outsideEvent';
}
