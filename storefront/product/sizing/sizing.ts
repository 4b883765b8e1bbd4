import type { SizeChartUnit } from '#api/contract/internal.ts';
import type { ProductDetails, ProductType } from '#api/contract/products.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';

/*
 * The size chart and foot sizes of a product, the parts without React: which chart the
 * storefront's `/fapi/components/size-chart/{productType}` has for it, and which foot-size
 * rows (`/fapi/components/foot-sizes`) fit its wearers.
 */

/** The product types `/fapi/components/size-chart/{productType}` answers (storefront/fapi). */
const chartedTypes: ReadonlySet<ProductType> = new Set<ProductType>([
  'jacket',
  'fleece',
  'baseLayer',
  'pants',
  'boots',
  'trailShoes',
  'sandals',
  'pack',
  'accessory',
]);

const footwear: ReadonlySet<ProductType> = new Set<ProductType>(['boots', 'trailShoes', 'sandals']);

/**
 * The chart's URL segment (`trailShoes` → `trail-shoes`), or null when there is no chart for
 * the type: the page then shows no size chart button.
 */
export function sizeChartSlug(type: ProductType): string | null {
  return chartedTypes.has(type)
    ? type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    : null;
}

/**
 * The units a site's size charts start in: inches where shoppers measure in inches (the
 * US), else centimetres. The dialog lets the shopper switch.
 */
export function defaultChartUnit(locale: SiteLocale): SizeChartUnit {
  return localeInfo[locale].country === 'US' ? 'in' : 'cm';
}

export function isFootwear(type: ProductType): boolean {
  return footwear.has(type);
}

export const footFits = ['men', 'women'] as const;
export type FootFit = (typeof footFits)[number];

/** Whose feet the product's sizes are cut for: unisex footwear shows both tables. */
export function footFitsOf(gender: ProductDetails['gender']): FootFit[] {
  return gender === 'unisex' ? [...footFits] : [gender];
}

export interface FootSizeRow {
  us: string;
  uk: string;
  eu: string;
  cm: number;
}

/**
 * The rows of one fit. The service's US sizes carry the fit (`M 9`, `W 7.5`); the table of
 * one fit shows the number alone.
 */
export function footRowsOf(rows: readonly FootSizeRow[], fit: FootFit): FootSizeRow[] {
  const prefix = fit === 'men' ? 'M ' : 'W ';
  return rows
    .filter((row) => row.us.startsWith(prefix))
    .map((row) => ({ ...row, us: row.us.slice(prefix.length) }));
}

/** Where the storefront's own calls live beside the service's `/api` (same origin). */
export function storefrontBaseOf(apiBaseUrl: string): string {
  return apiBaseUrl.replace(/\/api\/?$/, '');
}
