export {
  type AmountRange,
  currencyDisplayFor,
  currencyForLocale,
  type FormattedPrice,
  formatMoney,
  formatMoneyRange,
  formatPercent,
  formatPrice,
  type PriceField,
  type PriceInput,
  type PriceModel,
  parsePrice,
  priceFields,
  roundDiscount,
  toAmount,
} from './formatPrice.ts';
export { priceSizes } from './Price.css.ts';
export { Price, type PriceProps } from './Price.tsx';
