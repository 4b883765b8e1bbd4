import { useLocale } from 'react-aria-components';
import { defaultLocale, localeInfo, type SiteLocale, siteLocales } from '#i18n/locales.ts';

/** The site locale of a BCP 47 tag (`en-GB` → `en-gb`); the default for unknown tags. */
export function siteLocaleOfTag(tag: string): SiteLocale {
  const lower = tag.toLowerCase();
  return (
    siteLocales.find((locale) => localeInfo[locale].tag.toLowerCase() === lower) ?? defaultLocale
  );
}

/** The site locale the flow runs in, from react-aria's I18nProvider (set by the app). */
export function useSiteLocale(): SiteLocale {
  return siteLocaleOfTag(useLocale().locale);
}

/** A storefront path on the current site: `sitePath('en-gb', '/help/contact-us')`. */
export function sitePath(locale: SiteLocale, path: `/${string}`): string {
  return `/${locale}${path}`;
}
