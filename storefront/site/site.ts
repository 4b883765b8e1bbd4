import { type Brand, brands } from '#api/contract/common.ts';
import {
  defaultLocale,
  isSiteLocale,
  localeInfo,
  type SiteLocale,
  type SiteLocaleInfo,
  siteLocales,
} from '#i18n/index.ts';

/*
 * A site is a brand on a regional locale (spec §2): the brand comes from the request's host
 * through the site table, the locale from the first path segment (`/{xx-yy}`). Everything
 * else about a site (language, currency, country, formats, consent region) follows from
 * the locale (i18n/locales.ts).
 */

export interface Site {
  brand: Brand;
  locale: SiteLocale;
  /** The content service's site id: `ridgeline-en-us`. */
  siteId: `${Brand}-${SiteLocale}`;
  info: SiteLocaleInfo;
}

export function siteOf(brand: Brand, locale: SiteLocale): Site {
  return { brand, locale, siteId: `${brand}-${locale}`, info: localeInfo[locale] };
}

export function isBrand(value: unknown): value is Brand {
  return typeof value === 'string' && (brands as readonly string[]).includes(value);
}

/** Host names (without port) to brands. */
export type SiteTable = Readonly<Record<string, Brand>>;

/** What works out of the box: `ridgeline.localhost` and `tread.localhost`. */
export const defaultSiteTable: SiteTable = Object.freeze({
  'ridgeline.localhost': 'ridgeline',
  'tread.localhost': 'tread',
});

/**
 * `SITE_HOSTS=shop.ridgeline.example=ridgeline,tread.example=tread` over the defaults.
 * Throws on an entry that is not `host=brand` with a known brand.
 */
export function siteTableOf(value: string | undefined): SiteTable {
  const table: Record<string, Brand> = { ...defaultSiteTable };
  for (const entry of (value ?? '').split(',')) {
    if (!entry.trim()) continue;
    const [host, brand] = entry.split('=').map((part) => part.trim().toLowerCase());
    if (!host || !isBrand(brand)) {
      throw new Error(`SITE_HOSTS holds ${entry.trim()}, not host=brand (${brands.join(', ')})`);
    }
    table[host] = brand;
  }
  return Object.freeze(table);
}

/** The brand of a request's Host header (port and case ignored), else the fallback. */
/** The host name of a Host header: no port, lower case, no trailing dot. */
export function hostNameOf(host: string | null | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

export function brandOfHost(
  host: string | null | undefined,
  table: SiteTable,
  fallback: Brand,
): Brand {
  return table[hostNameOf(host)] ?? fallback;
}

interface LanguageRange {
  tag: string;
  q: number;
  order: number;
}

function languageRanges(header: string | null | undefined): LanguageRange[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params
        .map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1])
        .find((value) => value !== undefined);
      return { tag: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((range) => range.tag && range.tag !== '*' && range.q > 0 && !Number.isNaN(range.q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
}

/**
 * The site locale that best matches an Accept-Language header (RFC 9110 §12.5.4): the
 * first range by weight that names a site locale exactly (`fr-ca`), else whose language a
 * site has (`fr` → `fr-fr`, `de-AT` → `de-de`: the language's first site in
 * `siteLocales`, or the one of the same country); `defaultLocale` when none does.
 */
export function bestLocale(acceptLanguage: string | null | undefined): SiteLocale {
  for (const { tag } of languageRanges(acceptLanguage)) {
    if (isSiteLocale(tag)) return tag;
    const [language, country] = tag.split('-');
    const sameLanguage = siteLocales.filter((locale) => localeInfo[locale].language === language);
    const sameCountry = sameLanguage.find(
      (locale) => localeInfo[locale].country.toLowerCase() === country,
    );
    const home = sameLanguage.find((locale) => locale.endsWith(`-${language}`));
    const match = sameCountry ?? home ?? sameLanguage[0];
    if (match) return match;
  }
  return defaultLocale;
}
