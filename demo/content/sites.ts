import type { Brand, SiteLocale } from '#api/contract/index.ts';
import { catalogueLocales } from '#api/contract/index.ts';

export type Lang = 'en' | 'fr' | 'de';
/** A text in every content language. */
export type Text = Record<Lang, string>;

export const T = (en: string, fr: string, de: string): Text => ({ en, fr, de });

export interface ContentSite {
  brand: Brand;
  locale: SiteLocale;
  /** `{brand}-{locale}`: the siteId of every content call. */
  siteId: string;
  lang: Lang;
  currency: 'USD' | 'CAD' | 'GBP' | 'EUR';
  /** Intl tag of the locale (`fr-CA`). */
  tag: string;
  /** The brand's display name. */
  brandName: string;
}

const brandNames: Record<Brand, string> = { ridgeline: 'Ridgeline', tread: 'Tread' };

const brandList: readonly Brand[] = ['ridgeline', 'tread'];
const localeList: readonly SiteLocale[] = ['en-us', 'en-ca', 'fr-ca', 'en-gb', 'de-de', 'fr-fr'];

/** Both brands on every regional site: twelve sites. */
export const contentSites: readonly ContentSite[] = brandList.flatMap((brand) =>
  localeList.map((locale) => {
    const info = catalogueLocales[locale];
    return {
      brand,
      locale,
      siteId: `${brand}-${locale}`,
      lang: info.language,
      currency: info.currency,
      tag: info.tag,
      brandName: brandNames[brand],
    };
  }),
);

export function findContentSite(siteId: string): ContentSite | undefined {
  return contentSites.find((site) => site.siteId === siteId);
}

/** The storefront path of a slug on a site: `/en-us/help/contact-us`, `/en-us` for home. */
export function sitePath(site: Pick<ContentSite, 'locale'>, slug: string): string {
  return slug === '' ? `/${site.locale}` : `/${site.locale}/${slug}`;
}

/**
 * An amount for marketing copy in the site's currency (spec §9: the code for CAD, the symbol
 * otherwise), whole units.
 */
export function formatAmount(site: ContentSite, amounts: Record<ContentSite['currency'], number>) {
  const amount = amounts[site.currency];
  return new Intl.NumberFormat(site.tag, {
    style: 'currency',
    currency: site.currency,
    currencyDisplay: site.currency === 'CAD' ? 'code' : 'symbol',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** The free-shipping threshold per currency, used in promo copy and shipping terms. */
export const freeShippingThreshold = { USD: 75, CAD: 100, GBP: 60, EUR: 70 } as const;
/** The days a shopper has to return an item. */
export const RETURN_DAYS = 60;
