import { describe, expect, it } from 'vitest';
import {
  currencyDisplayFor,
  currencyForLocale,
  formatMoney,
  formatPrice,
  type PriceInput,
  parsePrice,
  roundDiscount,
  toAmount,
} from './formatPrice.ts';

// Intl separates amount and currency with a no-break space (U+00A0) and groups French
// thousands with a narrow no-break space (U+202F).
const nb = '\u00a0';
const nnb = '\u202f';

describe('toAmount', () => {
  it.each([
    [0, 0],
    [129.99, 129.99],
    ['129.99', 129.99],
    [' 80 ', 80],
    ['', null],
    ['   ', null],
    ['12,50', null],
    ['abc', null],
    ['-5', null],
    [-5, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [{}, null],
    [true, null],
  ])('%o → %o', (value, expected) => {
    expect(toAmount(value)).toBe(expected);
  });
});

describe('roundDiscount (spec §9: one decimal)', () => {
  it.each([
    [20, 20],
    [12.45, 12.5],
    [12.44, 12.4],
    [33.333333, 33.3],
    [66.66, 66.7],
    [0.04, 0],
    [1e-7, 0],
    [99.95, 100],
  ])('%d → %d', (value, expected) => {
    expect(roundDiscount(value)).toBe(expected);
  });

  it('gives NaN for a non-finite value', () => {
    expect(roundDiscount(Number.NaN)).toBeNaN();
  });
});

describe('parsePrice', () => {
  it.each<[string, PriceInput | null | undefined, ReturnType<typeof parsePrice>]>([
    [
      'a single price',
      { lowCurrent: 100, highCurrent: 100, lowOriginal: 100, highOriginal: 100 },
      {
        current: { low: 100, high: 100, isRange: false },
        original: null,
        discountPercent: null,
        historicBestPrice: null,
        previousBestSalesPrice: null,
      },
    ],
    [
      'a range',
      { lowCurrent: 80, highCurrent: 120 },
      {
        current: { low: 80, high: 120, isRange: true },
        original: null,
        discountPercent: null,
        historicBestPrice: null,
        previousBestSalesPrice: null,
      },
    ],
    [
      'a discount with the server percentage, rounded',
      { lowCurrent: 80, lowOriginal: 100, percentagePriceDiscount: 19.96, historicBestPrice: 75 },
      {
        current: { low: 80, high: 80, isRange: false },
        original: { low: 100, high: 100, isRange: false },
        discountPercent: 20,
        historicBestPrice: 75,
        previousBestSalesPrice: null,
      },
    ],
    [
      'a discount without a percentage computes it from the low prices',
      { lowCurrent: '66.67', lowOriginal: '100', previousBestSalesPrice: 70 },
      {
        current: { low: 66.67, high: 66.67, isRange: false },
        original: { low: 100, high: 100, isRange: false },
        discountPercent: 33.3,
        historicBestPrice: null,
        previousBestSalesPrice: 70,
      },
    ],
    [
      'a discount only at the top of the range',
      { lowCurrent: 80, highCurrent: 100, lowOriginal: 80, highOriginal: 120 },
      {
        current: { low: 80, high: 100, isRange: true },
        original: { low: 80, high: 120, isRange: true },
        discountPercent: null,
        historicBestPrice: null,
        previousBestSalesPrice: null,
      },
    ],
    [
      'an out-of-range server percentage falls back to the computed one',
      { lowCurrent: 75, lowOriginal: 100, percentagePriceDiscount: 250 },
      {
        current: { low: 75, high: 75, isRange: false },
        original: { low: 100, high: 100, isRange: false },
        discountPercent: 25,
        historicBestPrice: null,
        previousBestSalesPrice: null,
      },
    ],
    [
      'a percentage without a lower price is ignored',
      { lowCurrent: 100, lowOriginal: 100, percentagePriceDiscount: 20 },
      {
        current: { low: 100, high: 100, isRange: false },
        original: null,
        discountPercent: null,
        historicBestPrice: null,
        previousBestSalesPrice: null,
      },
    ],
    [
      'a high below the low is ignored',
      { lowCurrent: 100, highCurrent: 50 },
      {
        current: { low: 100, high: 100, isRange: false },
        original: null,
        discountPercent: null,
        historicBestPrice: null,
        previousBestSalesPrice: null,
      },
    ],
    [
      'a missing current price falls back to the original',
      { lowOriginal: 90, highCurrent: Number.NaN },
      {
        current: { low: 90, high: 90, isRange: false },
        original: null,
        discountPercent: null,
        historicBestPrice: null,
        previousBestSalesPrice: null,
      },
    ],
    [
      'bad optional fields are dropped',
      {
        lowCurrent: 10,
        highCurrent: '',
        lowOriginal: -20,
        historicBestPrice: Number.NaN,
        previousBestSalesPrice: 'n/a',
      },
      {
        current: { low: 10, high: 10, isRange: false },
        original: null,
        discountPercent: null,
        historicBestPrice: null,
        previousBestSalesPrice: null,
      },
    ],
    ['null', null, null],
    ['undefined', undefined, null],
    ['an empty object', {}, null],
    ['only empty strings', { lowCurrent: '', lowOriginal: '' }, null],
    ['NaN', { lowCurrent: Number.NaN }, null],
    ['a negative price', { lowCurrent: -1, highCurrent: 10 }, null],
    ['null fields', { lowCurrent: null, lowOriginal: null }, null],
  ])('%s', (_, input, expected) => {
    expect(parsePrice(input)).toEqual(expected);
  });
});

describe('currency display (spec §9: code for CAD, symbol otherwise)', () => {
  it.each([
    ['CAD', 'code'],
    ['cad', 'code'],
    ['USD', 'symbol'],
    ['GBP', 'symbol'],
    ['EUR', 'symbol'],
  ])('%s → %s', (currency, expected) => {
    expect(currencyDisplayFor(currency)).toBe(expected);
  });

  it.each([
    ['en-US', 129, 'USD', '$129.00'],
    ['en-CA', 129, 'CAD', `CAD${nb}129.00`],
    ['fr-CA', 1299.5, 'CAD', `1${nb}299,50${nb}CAD`],
    ['en-GB', 129, 'GBP', '£129.00'],
    ['de-DE', 1299.5, 'EUR', `1.299,50${nb}€`],
    ['fr-FR', 1299.5, 'EUR', `1${nnb}299,50${nb}€`],
  ])('%s %d %s → %s', (locale, amount, currency, expected) => {
    expect(formatMoney(amount, locale, currency)).toBe(expected);
  });

  it.each([
    ['en-US', 'USD'],
    ['en-CA', 'CAD'],
    ['fr-CA', 'CAD'],
    ['en-GB', 'GBP'],
    ['de-DE', 'EUR'],
    ['fr-FR', 'EUR'],
    ['es-ES', undefined],
    ['', undefined],
  ])('the site currency of %s is %s', (locale, expected) => {
    expect(currencyForLocale(locale)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it('formats a discounted range with the percentage and the 30-day low', () => {
    expect(
      formatPrice(
        {
          lowCurrent: 80,
          highCurrent: 120,
          lowOriginal: 100,
          highOriginal: 150,
          percentagePriceDiscount: 20,
          historicBestPrice: 75,
        },
        { locale: 'en-US', currency: 'USD' },
      ),
    ).toEqual({
      current: '$80.00 – $120.00',
      original: '$100.00 – $150.00',
      discount: { value: 20, text: '20%', badge: '-20%' },
      historicBestPrice: '$75.00',
      previousBestSalesPrice: null,
      isDiscounted: true,
    });
  });

  it('uses the locale for the range and the percentage', () => {
    expect(
      formatPrice(
        { lowCurrent: 87.5, lowOriginal: 100, highCurrent: 90, highOriginal: 100 },
        { locale: 'de-DE', currency: 'EUR' },
      ),
    ).toMatchObject({
      current: `87,50–90,00${nb}€`,
      original: `100,00${nb}€`,
      discount: { value: 12.5, text: `12,5${nb}%`, badge: `-12,5${nb}%` },
    });
  });

  it('shows CAD with its code in French Canada', () => {
    expect(formatPrice({ lowCurrent: 10 }, { locale: 'fr-CA', currency: 'CAD' })?.current).toBe(
      `10,00${nb}CAD`,
    );
  });

  it('formats an undiscounted price without original or badge', () => {
    expect(
      formatPrice({ lowCurrent: 5, lowOriginal: 5 }, { locale: 'en-GB', currency: 'GBP' }),
    ).toEqual({
      current: '£5.00',
      original: null,
      discount: null,
      historicBestPrice: null,
      previousBestSalesPrice: null,
      isDiscounted: false,
    });
  });

  it.each<[string, PriceInput | null | undefined, string, string]>([
    ['no price', {}, 'en-US', 'USD'],
    ['NaN', { lowCurrent: Number.NaN }, 'en-US', 'USD'],
    ['a negative price', { lowCurrent: -3 }, 'en-US', 'USD'],
    ['an empty string', { lowCurrent: '' }, 'en-US', 'USD'],
    ['null', null, 'en-US', 'USD'],
    ['an unknown currency', { lowCurrent: 10 }, 'en-US', 'DOLLARS'],
    ['an empty currency', { lowCurrent: 10 }, 'en-US', ''],
    ['a malformed locale', { lowCurrent: 10 }, 'not a locale!', 'USD'],
  ])('gives null for %s', (_, input, locale, currency) => {
    expect(formatPrice(input, { locale, currency })).toBeNull();
  });
});
