import { describe, expect, it } from 'vitest';
import type { ProductInventory } from '#api/contract/products.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { productDetails, productInventory, siteContext } from '#demo/catalogue/views.ts';
import { productJsonLd, productPageJsonLd, productTrail } from './jsonLd.ts';

const catalogue = getCatalogue();
const origin = 'https://ridgeline.example';
// RDGJK1001: 4 colours × 5 sizes, forest M (RDGJK100111) sold out, rated.
const product = productDetails(catalogue, 'RDGJK1001', siteContext('de-de'));
const inventory = productInventory(catalogue, 'RDGJK1001');

describe('productJsonLd', () => {
  const ld = productJsonLd(product, inventory, origin);

  it('describes the style with its brand, images and canonical URL', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      productID: 'RDGJK1001',
      name: product.name,
      brand: { '@type': 'Brand', name: 'Ridgeline' },
      url: `${origin}${product.url}`,
    });
    expect(ld.image).toHaveLength(product.colors.flatMap((color) => color.images).length);
    expect(ld.image[0]).toMatch(/^https:\/\/ridgeline\.example\/api\/images\//);
  });

  it('has one offer per variant with its price, currency, stock and URL', () => {
    expect(ld.offers).toHaveLength(product.variants.length);
    const forestM = ld.offers.find((offer) => offer.sku === 'RDGJK100111');
    const forestL = ld.offers.find((offer) => offer.sku === 'RDGJK100112');
    expect(forestM).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/OutOfStock',
      url: `${origin}${product.url}?color=forest&size=M`,
    });
    expect(forestM?.price).toMatch(/^\d+\.\d{2}$/);
    expect(forestL?.availability).toBe('https://schema.org/InStock');
  });

  it('reads every offer as in stock without a stock answer', () => {
    const offers = productJsonLd(product, undefined, origin).offers;
    expect(new Set(offers.map((offer) => offer.availability))).toEqual(
      new Set(['https://schema.org/InStock']),
    );
    const empty: ProductInventory = { ...inventory, variants: {} };
    expect(productJsonLd(product, empty, origin).offers[0]?.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('rates only a product with reviews', () => {
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: product.rating.score,
      reviewCount: product.rating.reviewsCount,
      bestRating: 5,
      worstRating: 1,
    });
    const unrated = { ...product, rating: { score: 0, reviewsCount: 0 } };
    expect(productJsonLd(unrated, inventory, origin)).not.toHaveProperty('aggregateRating');
  });
});

describe('productPageJsonLd', () => {
  it('adds the breadcrumb trail, the product last', () => {
    const [, breadcrumbs] = productPageJsonLd(product, inventory, origin);
    const trail = productTrail(product);
    expect(trail.at(-1)).toEqual({ name: product.name, path: product.url });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(breadcrumbs.itemListElement).toHaveLength(product.breadcrumbs.length + 1);
    expect(breadcrumbs.itemListElement[0]).toMatchObject({ position: 1, name: 'Herren' });
  });
});
