/*
 * How far a moment is from now, in the one unit a person would say it in ("in 2 days",
 * "3 hours ago"): the preview bar's distance to the date it previews, counted on the
 * service's clock (shopper/serverTime.ts).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The value and unit of `Intl.RelativeTimeFormat` for a distance in milliseconds. */
export function relativeParts(distanceMs: number): {
  value: number;
  unit: Intl.RelativeTimeFormatUnit;
} {
  const size = Math.abs(distanceMs);
  if (size < HOUR) return { value: Math.round(distanceMs / MINUTE), unit: 'minute' };
  if (size < DAY) return { value: Math.round(distanceMs / HOUR), unit: 'hour' };
  if (size < 60 * DAY) return { value: Math.round(distanceMs / DAY), unit: 'day' };
  if (size < 730 * DAY) return { value: Math.round(distanceMs / (30.44 * DAY)), unit: 'month' };
  return { value: Math.round(distanceMs / (365.25 * DAY)), unit: 'year' };
}

/** The distance in the locale's words ("in 2 days", "dans 2 jours", "vor 3 Stunden"). */
export function relativeTime(distanceMs: number, locale: string): string {
  const { value, unit } = relativeParts(distanceMs);
  // `auto`: "tomorrow", "this minute" where the language says it so.
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
}
