import { describe, expect, it } from 'vitest';
import { sizedProductTypes } from '#api/contract/products.ts';
import { footSizes } from '../../fapi/footSizes.ts';
import { productTypeSlug, sizeChartOf } from '../../fapi/sizeCharts.ts';
import {
  defaultChartUnit,
  footFitsOf,
  footRowsOf,
  isFootwear,
  sizeChartSlug,
  storefrontBaseOf,
} from './sizing.ts';

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

describe('sizeChartOf', () => {
  it('gives a men’s product the men’s rows alone, without a fit column', () => {
    const chart = sizeChartOf('jacket', 'en-gb', { gender: 'men' });
    expect(chart.columns).toEqual(['Size', 'Chest (cm)', 'Waist (cm)', 'Hip (cm)']);
    expect(chart.rows.map((row) => row[0])).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(chart.title).toBe('Jackets size chart – Men');
  });

  it('shows every fit, each named, for a unisex product or none said', () => {
    for (const gender of ['unisex', undefined] as const) {
      const chart = sizeChartOf('pants', 'en-gb', { gender });
      expect(chart.columns[0]).toBe('Fit');
      expect(new Set(chart.rows.map((row) => row[0]))).toEqual(new Set(['Women', 'Men']));
    }
  });

  it('answers in inches on US sites, in cm elsewhere, and in the units asked', () => {
    expect(defaultChartUnit('en-us')).toBe('in');
    expect(defaultChartUnit('en-ca')).toBe('cm');
    expect(defaultChartUnit('de-de')).toBe('cm');
    const us = sizeChartOf('jacket', 'en-us', { gender: 'men' });
    expect(us.unit).toBe('in');
    // 88–96 cm to the half inch.
    expect(us.rows[0]).toEqual(['S', '34.5–38', '28.5–32', '34.5–38']);
    expect(sizeChartOf('jacket', 'en-us', { gender: 'men', unit: 'cm' }).rows[0]).toEqual([
      'S',
      '88–96',
      '73–81',
      '88–96',
    ]);
    const boots = sizeChartOf('boots', 'de-de', { gender: 'women', unit: 'in' });
    expect(boots.columns).toEqual(['US', 'UK', 'EU', 'Fußlänge (Zoll)']);
    // W 7: 23.7 cm, 9.3 in, in the site's number format; the size without its fit letter.
    expect(boots.rows).toContainEqual(['7', '5', '38', '9,3']);
  });

  it('has one value per column in every row', () => {
    for (const type of sizedProductTypes)
      for (const gender of ['men', 'women', 'unisex'] as const)
        for (const unit of ['cm', 'in'] as const) {
          const chart = sizeChartOf(type, 'fr-ca', { gender, unit });
          for (const row of chart.rows) expect(row, type).toHaveLength(chart.columns.length);
        }
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
