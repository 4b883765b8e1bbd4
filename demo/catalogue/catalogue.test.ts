import { describe, expect, it } from 'vitest';
import {
  categoryId,
  colorFamilies,
  currencies,
  productBadges,
  productId,
  productTypes,
  retailStore,
  siteLocales,
} from '#api/contract/index.ts';
import { buildCatalogue, getCatalogue, upcWithCheckDigit } from './index.ts';
import { createRandom } from './random.ts';

const catalogue = getCatalogue();
const { products, categories } = catalogue;
const variants = products.flatMap((product) => product.variants);

describe('the demo catalogue generator', () => {
  it('is deterministic: the same seed gives the same catalogue, another seed another one', () => {
    expect(buildCatalogue()).toEqual(catalogue);
    expect(buildCatalogue(7).products[0]?.name).not.toEqual(catalogue.products[0]?.name);
  });

  it('holds at least 150 products of every product type, from both brands', () => {
    expect(products.length).toBeGreaterThanOrEqual(150);
    expect(new Set(products.map((product) => product.productType))).toEqual(new Set(productTypes));
    const apparel = products.filter((product) =>
      ['jacket', 'fleece', 'baseLayer', 'pants'].includes(product.productType),
    );
    const footwear = products.filter((product) =>
      ['boots', 'trailShoes', 'sandals'].includes(product.productType),
    );
    // Ridgeline is apparel-first, Tread footwear-first.
    expect(apparel.filter((product) => product.brand === 'ridgeline').length).toBeGreaterThan(
      apparel.length * 0.7,
    );
    expect(footwear.filter((product) => product.brand === 'tread').length).toBeGreaterThan(
      footwear.length * 0.7,
    );
  });

  it('gives product ids of 8–11 upper-case letters or digits, unique with their skus', () => {
    const ids = [
      ...products.map((product) => product.id),
      ...variants.map((variant) => variant.sku),
    ];
    for (const id of ids) expect(productId.safeParse(id).success, id).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const set of catalogue.productSets)
      expect(productId.safeParse(set.id).success, set.id).toBe(true);
  });

  it('builds a three-level category tree with 4–10 digit ids, every product in a leaf', () => {
    for (const category of categories)
      expect(categoryId.safeParse(category.id).success, category.id).toBe(true);
    const byId = new Map(categories.map((category) => [category.id, category]));
    for (const category of categories) {
      const parent = category.parentId ? byId.get(category.parentId) : undefined;
      expect(category.level).toBe(parent ? parent.level + 1 : 1);
    }
    expect(Math.max(...categories.map((category) => category.level))).toBe(3);
    for (const product of products) expect(byId.get(product.categoryId)?.level, product.id).toBe(3);
  });

  it('localizes names, slugs and descriptions in en, fr and de', () => {
    for (const product of products) {
      for (const language of ['en', 'fr', 'de'] as const) {
        expect(product.name[language].length, product.id).toBeGreaterThan(3);
        expect(product.description[language].length).toBeGreaterThan(20);
        expect(product.slug[language]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(product.features[language].length).toBeGreaterThanOrEqual(3);
      }
      expect(product.name.fr).not.toBe(product.name.en);
    }
    expect(new Set(products.map((product) => product.name.en)).size).toBe(products.length);
  });

  it('gives every product colour × size variants with a price in every currency', () => {
    for (const product of products) {
      expect(product.variants.length, product.id).toBe(
        product.colors.length * product.sizes.length,
      );
      for (const variant of product.variants) {
        expect(variant.upc).toMatch(/^\d{12}$/);
        expect(upcWithCheckDigit(variant.upc.slice(0, 11))).toBe(variant.upc);
        for (const currency of currencies) {
          const price = variant.prices[currency];
          expect(Number.isInteger(price.list) && price.list > 0, `${variant.sku} ${currency}`).toBe(
            true,
          );
          if (price.sale !== null) expect(price.sale).toBeLessThan(price.list);
          expect(price.historicBest).toBeLessThanOrEqual(price.list);
        }
      }
    }
  });

  it('has sale prices, previous best sale prices, every badge and eyebrows', () => {
    expect(variants.some((variant) => variant.prices.EUR.sale !== null)).toBe(true);
    expect(variants.some((variant) => variant.prices.GBP.previousBestSale !== null)).toBe(true);
    expect(
      variants.some((variant) => variant.prices.USD.historicBest < variant.prices.USD.list),
    ).toBe(true);
    expect(new Set(products.map((product) => product.badge).filter(Boolean))).toEqual(
      new Set(productBadges),
    );
    expect(products.some((product) => product.eyebrow !== null)).toBe(true);
    for (const product of products.filter((item) => item.badge === 'sale')) {
      expect(product.variants.every((variant) => variant.prices.USD.sale !== null)).toBe(true);
    }
  });

  it('stocks some variants out, some low, some whole products out', () => {
    expect(variants.some((variant) => variant.stock === 0)).toBe(true);
    expect(variants.some((variant) => variant.stock > 0 && variant.stock <= 5)).toBe(true);
    expect(
      products.some((product) => product.variants.every((variant) => variant.stock === 0)),
    ).toBe(true);
    const skus = new Set(variants.map((variant) => variant.sku));
    for (const entry of catalogue.storeStock) {
      expect(skus.has(entry.sku)).toBe(true);
      expect(entry.quantity).toBeGreaterThan(0);
    }
  });

  it('draws colours from the facet families and images as valid public ids', () => {
    for (const product of products) {
      for (const color of product.colors) {
        expect(colorFamilies).toContain(color.family);
        expect(color.swatch).toMatch(/^#[0-9a-f]{6}$/);
        for (const image of color.images) {
          expect(image).toMatch(/^[a-z0-9_.-]+(\/[a-z0-9_.-]+)*$/);
          expect(
            image.startsWith(
              `products/${product.brand}/${product.id.toLowerCase()}/${color.code}-`,
            ),
          ).toBe(true);
        }
      }
    }
  });

  it('has at least 12 stores, several per site country, valid for the contract', () => {
    expect(catalogue.stores.length).toBeGreaterThanOrEqual(12);
    for (const country of ['US', 'CA', 'GB', 'DE', 'FR']) {
      expect(
        catalogue.stores.filter((store) => store.address.country === country).length,
        country,
      ).toBeGreaterThanOrEqual(2);
    }
    for (const store of catalogue.stores) {
      expect(retailStore.safeParse(store).success, store.id).toBe(true);
      expect(
        catalogue.employees.some((employee) => employee.storeId === store.id && employee.active),
      ).toBe(true);
    }
  });

  it('writes reviews (some long, some flagged, with votes) and answered questions', () => {
    const { reviews, questions } = catalogue;
    expect(reviews.length).toBeGreaterThan(500);
    expect(reviews.some((review) => review.text.en.length > 500)).toBe(true);
    expect(reviews.some((review) => review.flags.length >= 3)).toBe(true);
    expect(reviews.some((review) => review.helpfulVotes > 10)).toBe(true);
    expect(new Set(reviews.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(reviews.map((review) => review.language))).toEqual(new Set(['en', 'fr', 'de']));
    expect(new Set(reviews.map((review) => review.id)).size).toBe(reviews.length);
    expect(questions.some((question) => question.answers.some((item) => item.isStaff))).toBe(true);
    expect(
      products.some((product) => !reviews.some((review) => review.productId === product.id)),
    ).toBe(true);
  });

  it('has address rules for every site country and a country list for every site', () => {
    for (const locale of siteLocales) {
      expect(
        catalogue.countries.some((country) => country.sites.includes(locale)),
        locale,
      ).toBe(true);
    }
    const us = catalogue.countries.find((country) => country.code === 'US');
    expect(us?.shipping.province.list.length).toBe(51);
    expect(new RegExp(us?.shipping.postalCode.pattern ?? '').test('80202')).toBe(true);
  });
});

describe('the seeded random generator', () => {
  it('repeats its sequence for a seed and stays in range', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const draws = Array.from({ length: 100 }, () => a.int(3, 9));
    expect(draws).toEqual(Array.from({ length: 100 }, () => b.int(3, 9)));
    expect(Math.min(...draws)).toBe(3);
    expect(Math.max(...draws)).toBe(9);
    expect(new Set(createRandom(1).sample([1, 2, 3, 4, 5], 5))).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});
