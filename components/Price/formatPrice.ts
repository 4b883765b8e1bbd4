import { type Currency, localeInfo, siteLocales } from '#i18n/locales.ts';

/** Spec §3 Price: the fields the API sends for a product or an item. */
export const priceFields = [
  'lowOriginal',
  'highOriginal',
  'lowCurrent',
  'highCurrent',
  'historicBestPrice',
  'previousBestSalesPrice',
  'percentagePriceDiscount',
] as const;
export type PriceField = (typeof priceFields)[number];

/** A price as it may arrive: any field missing, null, empty or malformed. */
export type PriceInput = Partial<Record<PriceField, number | string | null | undefined>>;

export interface AmountRange {
  low: number;
  high: number;
  /** True when low and high differ: shown as "low – high". */
  isRange: boolean;
}

export interface PriceModel {
  current: AmountRange;
  /** The price before the discount; only when the current price is lower. */
  original: AmountRange | null;
  /** Percentage off, rounded to one decimal (spec §9); only when discounted. */
  discountPercent: number | null;
  historicBestPrice: number | null;
  previousBestSalesPrice: number | null;
}

const decimal = /^\d+(?:\.\d+)?$/;

/** A money amount: a finite, non-negative number (or a plain decimal string); else null. */
export function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && decimal.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * Rounds half up to one decimal on the decimal digits the value was written with, so
 * 12.45 gives 12.5 (binary floating point alone would give 12.4).
 */
export function roundDiscount(percent: number): number {
  if (!Number.isFinite(percent)) return Number.NaN;
  const shifted = Number(`${percent}e1`);
  return (Number.isFinite(shifted) ? Math.round(shifted) : Math.round(percent * 10)) / 10;
}

function range(low: number, high: number | null): AmountRange {
  const top = high !== null && high > low ? high : low;
  return { low, high: top, isRange: top !== low };
}

/** Checks and normalises a price; null when there is no usable current price. */
export function parsePrice(input: PriceInput | null | undefined): PriceModel | null {
  if (input === null || typeof input !== 'object') return null;
  const lowOriginal = toAmount(input.lowOriginal);
  const lowCurrent = toAmount(input.lowCurrent) ?? lowOriginal;
  if (lowCurrent === null) return null;

  const current = range(lowCurrent, toAmount(input.highCurrent));
  const original = lowOriginal === null ? null : range(lowOriginal, toAmount(input.highOriginal));
  const isDiscounted =
    original !== null && (original.low > current.low || original.high > current.high);

  let discountPercent: number | null = null;
  if (isDiscounted) {
    const given = toAmount(input.percentagePriceDiscount);
    const percent =
      given !== null && given > 0 && given < 100
        ? given
        : original.low > 0
          ? (1 - current.low / original.low) * 100
          : null;
    const rounded = percent === null ? null : roundDiscount(percent);
    discountPercent = rounded !== null && rounded > 0 ? rounded : null;
  }

  return {
    current,
    original: isDiscounted ? original : null,
    discountPercent,
    historicBestPrice: toAmount(input.historicBestPrice),
    previousBestSalesPrice: toAmount(input.previousBestSalesPrice),
  };
}

/** Spec §9: the currency is shown with its code for CAD, with its symbol otherwise. */
export function currencyDisplayFor(currency: string): 'code' | 'symbol' {
  return currency.toUpperCase() === 'CAD' ? 'code' : 'symbol';
}

/** The currency of the site whose BCP 47 tag is `locale` (en-CA → CAD), if any. */
export function currencyForLocale(locale: string): Currency | undefined {
  const site = siteLocales.find((id) => localeInfo[id].tag.toLowerCase() === locale.toLowerCase());
  return site === undefined ? undefined : localeInfo[site].currency;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One number format per locale and options, made once: making an `Intl.NumberFormat` costs
 * far more than formatting with it, and a product grid formats hundreds of numbers.
 */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions,
  key: string,
): Intl.NumberFormat {
  const id = `${locale}|${key}`;
  let format = formatters.get(id);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(id, format);
  }
  return format;
}

function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  return numberFormat(
    locale,
    { style: 'currency', currency, currencyDisplay: currencyDisplayFor(currency) },
    `currency:${currency}`,
  );
}

/** One amount in the locale's currency format; throws on an unknown locale or currency. */
export function formatMoney(amount: number, locale: string, currency: string): string {
  return moneyFormat(locale, currency).format(amount);
}

/** "$80.00" or "$80.00 – $120.00", in the locale's own range format. */
export function formatMoneyRange(value: AmountRange, locale: string, currency: string): string {
  const format = moneyFormat(locale, currency);
  return value.isRange ? format.formatRange(value.low, value.high) : format.format(value.low);
}

/** "12.5%" in the locale's percent format (12,5 % in German and French). */
export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }, 'percent').format(
    percent / 100,
  );
}

export interface FormattedPrice {
  current: string;
  original: string | null;
  /**
   * The rounded percentage as a number, as locale text and as the badge shows it:
   * `{ value: 12.5, text: '12.5%', badge: '-12.5%' }`.
   */
  discount: { value: number; text: string; badge: string } | null;
  historicBestPrice: string | null;
  previousBestSalesPrice: string | null;
  isDiscounted: boolean;
}

export interface FormatPriceOptions {
  /** BCP 47 tag, e.g. 'fr-CA'. */
  locale: string;
  /** ISO 4217 code, e.g. 'CAD'. */
  currency: string;
}

/**
 * Everything the Price component shows, as text for the locale; null when the input holds
 * no usable price or the locale or currency is unknown, so nothing renders rather than NaN.
 */
export function formatPrice(
  input: PriceInput | null | undefined,
  { locale, currency }: FormatPriceOptions,
): FormattedPrice | null {
  const model = parsePrice(input);
  if (model === null || typeof currency !== 'string' || currency.trim() === '') return null;
  try {
    const money = (amount: number | null) =>
      amount === null ? null : formatMoney(amount, locale, currency);
    return {
      current: formatMoneyRange(model.current, locale, currency),
      original: model.original ? formatMoneyRange(model.original, locale, currency) : null,
      discount:
        model.discountPercent === null
          ? null
          : {
              value: model.discountPercent,
              text: formatPercent(model.discountPercent, locale),
              badge: formatPercent(-model.discountPercent, locale),
            },
      historicBestPrice: money(model.historicBestPrice),
      previousBestSalesPrice: money(model.previousBestSalesPrice),
      isDiscounted: model.original !== null,
    };
  } catch {
    return null;
  }
}
