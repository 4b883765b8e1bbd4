import type { Currency, SiteLocale } from '#api/contract/common.ts';
import {
  type CatalogueLanguage,
  catalogueLocales,
  DEFAULT_CATALOGUE_LOCALE,
} from '#api/contract/products.ts';
import type { SizeSystem } from './model.ts';

/*
 * What a site locale means for an answer of commerce/catalogue/ and commerce/cart/ (shared by the
 * service and the mocks): language, currency, country, size system.
 */

export interface Site {
  locale: SiteLocale;
  language: CatalogueLanguage;
  currency: Currency;
  country: string;
  /** BCP 47 tag for Intl (names, sorting, money). */
  tag: string;
  sizeSystem: SizeSystem;
}

/** The site of a locale (the default one without); `currency` overrides (a cart's own). */
export function siteOf(locale: SiteLocale | undefined, currency?: Currency): Site {
  const site = locale ?? DEFAULT_CATALOGUE_LOCALE;
  const info = catalogueLocales[site];
  const sizeSystem: SizeSystem =
    info.country === 'GB' ? 'uk' : info.country === 'DE' || info.country === 'FR' ? 'eu' : 'us';
  return {
    locale: site,
    language: info.language,
    currency: currency ?? info.currency,
    country: info.country,
    tag: info.tag,
    sizeSystem,
  };
}
