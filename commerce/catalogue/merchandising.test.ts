import { describe, expect, it } from 'vitest';
import {
  activitiesOf,
  isNewArrival,
  isOnSale,
  listingBadgesOf,
  NEW_ARRIVAL_DAYS,
  SALES_WINDOW_DAYS,
  salesWindowStart,
  unitsSold,
} from './merchandising.ts';
import {
  buildCatalogueModel,
  type CategoryModel,
  type PriceRow,
  type ProductModel,
} from './model.ts';

const text = (en: string) => ({ en, fr: en, de: en });
const category = (id: string, parentId: string | null, en: string): CategoryModel => ({
  id,
  parentId,
  level: parentId ? 2 : 1,
  position: 0,
  names: text(en),
  slugs: text(en.toLowerCase()),
});
const price = (list: number, sale: number | null): PriceRow => ({
  list,
  sale,
  historicBest: sale ?? list,
  previousBestSale: null,
});

function product(
  id: string,
  categoryId: string,
  name: string,
  features: string[],
  extra: Partial<ProductModel> = {},
): ProductModel {
  return {
    id,
    brand: 'tread',
    productType: 'boots',
    gender: 'men',
    categoryId,
    model: 'Basin',
    names: text(name),
    slugs: text(id),
    descriptions: text(''),
    features: { en: features, fr: [], de: [] },
    eyebrow: null,
    badge: null,
    isNew: false,
    releaseDate: '2026-01-01',
    unitsSold: 0,
    colors: [],
    sizes: [],
    variants: [
      {
        sku: `${id}1`,
        upc: '',
        colorCode: 'a',
        sizeCode: 'M',
        prices: { USD: price(10_000, null) },
      },
    ],
    rating: { score: 0, reviewsCount: 0 },
    inStock: true,
    ...extra,
  };
}

const model = buildCatalogueModel({
  categories: [
    category('1000', null, 'Men'),
    category('150020', '1000', 'Winter boots'),
    category('150030', '1000', 'Trail running shoes'),
    category('330010', '1000', 'E-gift cards'),
  ],
  products: [],
  sets: [],
});

describe('new arrivals', () => {
  it('are released within NEW_ARRIVAL_DAYS before the catalogue date, not after it', () => {
    expect(NEW_ARRIVAL_DAYS).toBe(60);
    expect(isNewArrival('2026-11-01', '2026-11-01')).toBe(true);
    expect(isNewArrival('2026-09-02', '2026-11-01')).toBe(true);
    expect(isNewArrival('2026-09-01', '2026-11-01')).toBe(false);
    expect(isNewArrival('2026-11-02', '2026-11-01')).toBe(false);
  });
});

describe('the sale', () => {
  it('holds a product marked down in the currency asked, and only then', () => {
    const marked = product('B1', '150020', 'Winter Boot', [], {
      variants: [
        {
          sku: 'B11',
          upc: '',
          colorCode: 'a',
          sizeCode: 'M',
          prices: { USD: price(10_000, 7_999), EUR: price(9_500, null) },
        },
      ],
      isNew: true,
    });
    expect(isOnSale(marked, 'USD')).toBe(true);
    expect(isOnSale(marked, 'EUR')).toBe(false);
    expect(isOnSale(marked, 'GBP')).toBe(false);
    expect(listingBadgesOf(marked, 'USD')).toEqual(['new', 'sale']);
    expect(listingBadgesOf(marked, 'EUR')).toEqual(['new']);
    expect(listingBadgesOf(product('B2', '150020', 'Boot', []), 'USD')).toEqual([]);
  });
});

describe('activities', () => {
  it('follow the category, the name and the features, as whole words', () => {
    expect(activitiesOf(model, product('W1', '150020', "Men's Basin Winter Boot", []))).toEqual([
      'winter',
    ]);
    expect(
      activitiesOf(
        model,
        product('T1', '150030', "Men's Gravel Trail Running Shoe", ['Rock plate underfoot']),
      ),
    ).toEqual(['trail-running']);
    // "Waterproof membrane" is hiking; "Insulated for cold conditions" winter; "downhill"
    // is not "down".
    expect(
      activitiesOf(
        model,
        product('T2', '150030', "Men's Downhill Hiking Shoe", [
          'Waterproof membrane',
          'Insulated for cold conditions',
        ]),
      ),
    ).toEqual(['hiking', 'trail-running', 'winter']);
  });

  it('are none for a gift card', () => {
    const card = product('GC', '330010', 'Gift Card', ['Waterproof'], { productType: 'giftCard' });
    expect(activitiesOf(model, card)).toEqual([]);
  });
});

describe('units sold', () => {
  it('add the orders of the window to the baseline', () => {
    expect(unitsSold(120, undefined)).toBe(120);
    expect(unitsSold(120, 7)).toBe(127);
    const now = Date.parse('2026-12-02T00:00:00Z');
    expect(salesWindowStart(now).toISOString()).toBe('2026-09-03T00:00:00.000Z');
    expect(SALES_WINDOW_DAYS).toBe(90);
  });
});
