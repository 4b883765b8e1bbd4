import { formatMoney } from '#components/Price/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { formatDay } from '../../product/reviews/format.ts';

/** A day of an order in the site's format ("Oct 28, 2026", "28 oct. 2026"). */
export function orderDay(iso: string, locale: SiteLocale): string {
  return formatDay(iso, localeInfo[locale]);
}

/** An amount of the order in its own currency, written for the site. */
export function orderMoney(amount: number, currency: string, locale: SiteLocale): string {
  return formatMoney(amount, localeInfo[locale].tag, currency);
}
