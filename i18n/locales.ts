/**
 * The regional sites. A site locale is the `xx-yy` first segment of every storefront
 * URL (spec §2); everything else about a site follows from it.
 */
export const siteLocales = ['en-us', 'en-ca', 'fr-ca', 'en-gb', 'de-de', 'fr-fr'] as const;
export type SiteLocale = (typeof siteLocales)[number];

export const defaultLocale: SiteLocale = 'en-us';

export type Currency = 'USD' | 'CAD' | 'GBP' | 'EUR';
export type Region = 'NA' | 'EMEA';

export interface SiteLocaleInfo {
  /** BCP 47 tag for Intl and react-aria. */
  tag: string;
  /** i18next language resources (falls back to en). */
  language: 'en' | 'fr' | 'de';
  country: 'US' | 'CA' | 'GB' | 'DE' | 'FR';
  currency: Currency;
  region: Region;
}

export const localeInfo: Record<SiteLocale, SiteLocaleInfo> = {
  'en-us': { tag: 'en-US', language: 'en', country: 'US', currency: 'USD', region: 'NA' },
  'en-ca': { tag: 'en-CA', language: 'en', country: 'CA', currency: 'CAD', region: 'NA' },
  'fr-ca': { tag: 'fr-CA', language: 'fr', country: 'CA', currency: 'CAD', region: 'NA' },
  'en-gb': { tag: 'en-GB', language: 'en', country: 'GB', currency: 'GBP', region: 'EMEA' },
  'de-de': { tag: 'de-DE', language: 'de', country: 'DE', currency: 'EUR', region: 'EMEA' },
  'fr-fr': { tag: 'fr-FR', language: 'fr', country: 'FR', currency: 'EUR', region: 'EMEA' },
};

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (siteLocales as readonly string[]).includes(value);
}
