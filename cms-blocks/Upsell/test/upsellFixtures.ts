import type { SiteLocale } from '#api/contract/common.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { productDetails, siteContext } from '#demo/catalogue/views.ts';
import type { UpsellProduct } from '../Upsell.schema.ts';

/**
 * Upsells built from the demo catalogue, as the personalization engine would send them:
 * one variant (sku) of each product, priced in the site's currency.
 */
export function upsellOf(
  productId: string,
  sku: string,
  locale: SiteLocale = 'en-us',
): UpsellProduct {
  const details = productDetails(getCatalogue(), productId, siteContext(locale));
  const variant = details.variants.find((entry) => entry.sku === sku);
  if (!variant) throw new Error(`${sku} is not a variant of ${productId}`);
  const image = details.colors.find((color) => color.code === variant.color)?.images[0];
  return {
    id: productId,
    sku,
    name: details.name,
    url: details.url,
    image: { src: image?.src ?? details.images[0]?.src ?? '', alt: '' },
    price: variant.price,
  };
}

/** Demo skus: in stock, except RDGJK100111 (Forest M) and the sold-out RDGJK1007. */
export const UPSELL_SKUS = {
  fleece: ['RDGJK1002', 'RDGJK100212'],
  jacket: ['RDGJK1003', 'RDGJK100312'],
  soldOutSize: ['RDGJK1001', 'RDGJK100111'],
  soldOutProduct: ['RDGJK1007', 'RDGJK100712'],
  shell: ['RDGJK1004', 'RDGJK100412'],
  rain: ['RDGJK1001', 'RDGJK100112'],
} as const;

export function upsellList(
  keys: readonly (keyof typeof UPSELL_SKUS)[],
  locale: SiteLocale = 'en-us',
): UpsellProduct[] {
  return keys.map((key) => upsellOf(UPSELL_SKUS[key][0], UPSELL_SKUS[key][1], locale));
}
