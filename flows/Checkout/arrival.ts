import type { TFunction } from 'i18next';
import type { ArrivalWindow } from '#api/contract/cartModel.ts';

/**
 * "Arrives Fri, Dec 4 – Tue, Dec 8" (or one day) in the site's language, from the service's
 * arrival window (calendar dates: formatted in UTC so no time zone moves them a day).
 */
export function arrivalText(arrival: ArrivalWindow, tag: string, t: TFunction<'flows'>): string {
  const format = new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const day = (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  // Two dates in our own words, not `formatRange`: its spacing differs between ICU versions
  // (the server's Node and the shopper's browser), which would break hydration.
  return arrival.earliest === arrival.latest
    ? t('checkout.arrives', { dates: day(arrival.earliest) })
    : t('checkout.arrivesBetween', {
        earliest: day(arrival.earliest),
        latest: day(arrival.latest),
      });
}
