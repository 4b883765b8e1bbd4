import { localeInfo, type SiteLocale } from '#i18n/locales.ts';

/** The ISO country of a site locale (`en-gb` → `GB`), or an ISO code upper-cased. */
export function countryOf(localeOrCountry: SiteLocale | string): string {
  return Object.hasOwn(localeInfo, localeOrCountry)
    ? localeInfo[localeOrCountry as SiteLocale].country
    : localeOrCountry.toUpperCase();
}
