import type { z } from 'zod';
import type { internalLocationSelector } from '#api/contract/internal.ts';
import { localeInfo, type Region, type SiteLocale, siteLocales } from '#i18n/index.ts';

type LocationSelector = z.output<typeof internalLocationSelector>;

const regions: readonly Region[] = ['NA', 'EMEA'];

/**
 * A site as a shopper picks it, in the site's own language: "United States (English)",
 * "Canada (français)", "Deutschland (Deutsch)".
 */
export function siteLabel(locale: SiteLocale): string {
  const { tag, country, language } = localeInfo[locale];
  const countryName = new Intl.DisplayNames([tag], { type: 'region' }).of(country) ?? country;
  const languageName = new Intl.DisplayNames([tag], { type: 'language' }).of(language) ?? language;
  return `${countryName} (${languageName})`;
}

/**
 * The location selector: the brand's regional sites (every site locale of
 * i18n/locales.ts; each brand runs all six) by region, each linking to its home page on
 * the same host, so the brand stays the one of the host.
 */
export function locationSelector(): LocationSelector {
  return {
    regions: regions.map((region) => ({
      region,
      sites: siteLocales
        .filter((locale) => localeInfo[locale].region === region)
        .map((locale) => ({ locale, label: siteLabel(locale), url: `/${locale}` })),
    })),
  };
}
