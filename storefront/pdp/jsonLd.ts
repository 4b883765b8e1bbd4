import type { ProductDetails, ProductInventory } from '#api/contract/products.ts';

/**
 * schema.org Product of a PDP: one Offer per variant (its price, currency and stock) and
 * the aggregate rating when there are reviews.
 */
export function productJsonLd(
  product: ProductDetails,
  inventory: ProductInventory | undefined,
  origin: string,
) {
  const inStock = (sku: string) =>
    inventory === undefined || inventory.variants[sku]?.inventoryState === 'InStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    productID: product.masterId,
    name: product.name,
    description: product.description,
    brand: { '@type': 'Brand', name: product.brand === 'tread' ? 'Tread' : 'Ridgeline' },
    image: product.images.map((image) => new URL(image.src, origin).href),
    url: `${origin}${product.url}`,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.sku,
      gtin12: variant.upc,
      price: variant.price.lowCurrent.toFixed(2),
      priceCurrency: variant.price.currency,
      availability: inStock(variant.sku)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      url: `${origin}${product.url}?color=${variant.color}&size=${encodeURIComponent(variant.size)}`,
    })),
    ...(product.rating.reviewsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.score,
            reviewCount: product.rating.reviewsCount,
          },
        }
      : {}),
  };
}
