import type { ProductDetails, ProductInventory } from '#api/contract/products.ts';
import { isInStock } from '#cms-blocks/QuickShop/quickShop.ts';
import { brandNames } from '#design-tokens/index.ts';
import { breadcrumbList } from '../seo.ts';
import { COLOR_PARAM, queryString, SIZE_PARAM } from './selection.ts';

const schema = 'https://schema.org';

/**
 * schema.org Product of a PDP for search engines: one Offer per variant (its price,
 * currency, stock and the URL that opens the page on it) and the aggregate rating when
 * there are reviews. Without a stock answer every offer reads as in stock, as the page
 * offers every size then.
 */
export function productJsonLd(
  product: ProductDetails,
  inventory: ProductInventory | undefined,
  origin: string,
) {
  const url = `${origin}${product.url}`;
  const colors = new Map(product.colors.map((color) => [color.code, color]));
  const sizes = new Map(product.sizes.map((size) => [size.code, size.label]));
  return {
    '@context': schema,
    '@type': 'Product',
    '@id': `${url}#product`,
    productID: product.masterId,
    sku: product.masterId,
    name: product.name,
    description: product.description,
    brand: { '@type': 'Brand', name: brandNames[product.brand] },
    image: product.colors.flatMap((color) =>
      color.images.map((image) => new URL(image.src, origin).href),
    ),
    url,
    offers: product.variants.map((variant) => {
      const search = new URLSearchParams({
        [COLOR_PARAM]: variant.color,
        [SIZE_PARAM]: variant.size,
      });
      return {
        '@type': 'Offer',
        sku: variant.sku,
        gtin12: variant.upc,
        name: [colors.get(variant.color)?.name, sizes.get(variant.size)].filter(Boolean).join(', '),
        price: variant.price.lowCurrent.toFixed(2),
        priceCurrency: variant.price.currency,
        itemCondition: `${schema}/NewCondition`,
        availability: isInStock(inventory, variant.sku)
          ? `${schema}/InStock`
          : `${schema}/OutOfStock`,
        url: `${url}${queryString(search)}`,
      };
    }),
    ...(product.rating.reviewsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.score,
            reviewCount: product.rating.reviewsCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The trail of the product page: its categories, root first, then the product itself. */
export function productTrail(product: Pick<ProductDetails, 'breadcrumbs' | 'name' | 'url'>) {
  return [
    ...product.breadcrumbs.map((link) => ({ name: link.name, path: link.url })),
    { name: product.name, path: product.url },
  ];
}

/** Both JSON-LD documents of the page: the Product and its BreadcrumbList. */
export function productPageJsonLd(
  product: ProductDetails,
  inventory: ProductInventory | undefined,
  origin: string,
) {
  return [
    productJsonLd(product, inventory, origin),
    breadcrumbList(productTrail(product), origin),
  ] as const;
}
