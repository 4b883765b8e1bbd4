import { describe, expect, it } from 'vitest';
import { sizedProductTypes } from '#api/contract/products.ts';
import { footSizes } from '../../fapi/footSizes.ts';
import { productTypeSlug, sizeChartOf } from '../../fapi/sizeCharts.ts';
import { footFitsOf, footRowsOf, isFootwear, sizeChartSlug, storefrontBaseOf } from './sizing.ts';

describe('sizeChartSlug', () => {
  it('names the chart of every product type the storefront answers, as its route does', () => {
    for (const type of sizedProductTypes) {
      expect(sizeChartSlug(type), type).toBe(productTypeSlug(type));
      expect(sizeChartOf(type, 'en-us').rows.length, type).toBeGreaterThan(0);
    }
  });

  it('has no chart for a type the storefront does not know', () => {
    expect(sizeChartSlug('kayak' as never)).toBe(null);
  });
});

describe('foot sizes', () => {
  it('knows footwear from apparel', () => {
    expect(isFootwear('boots')).toBe(true);
    expect(isFootwear('trailShoes')).toBe(true);
    expect(isFootwear('sandals')).toBe(true);
    expect(isFootwear('jacket')).toBe(false);
    expect(isFootwear('accessory')).toBe(false);
  });

  it('shows the wearers’ table, both for unisex', () => {
    expect(footFitsOf('men')).toEqual(['men']);
    expect(footFitsOf('women')).toEqual(['women']);
    expect(footFitsOf('unisex')).toEqual(['men', 'women']);
  });

  it('splits the service’s rows by fit and drops the fit letter', () => {
    const rows = footSizes();
    const men = footRowsOf(rows, 'men');
    const women = footRowsOf(rows, 'women');
    expect(men.length + women.length).toBe(rows.length);
    expect(men[0]).toEqual({ us: '7', uk: '6', eu: '40', cm: 24.6 });
    expect(women[0]).toEqual({ us: '5', uk: '3', eu: '36', cm: 22 });
    expect(men.every((row) => /^\d+(\.5)?$/.test(row.us))).toBe(true);
  });
});

describe('storefrontBaseOf', () => {
  it('is the origin the service’s /api sits under', () => {
    expect(storefrontBaseOf('/api')).toBe('');
    expect(storefrontBaseOf('/api/')).toBe('');
    expect(storefrontBaseOf('https://shop.example/api')).toBe('https://shop.example');
  });
});
