/*
 * Money formatters, one per language tag and currency for the life of the process:
 * building an Intl.NumberFormat costs far more than formatting with it, and the cart
 * answer, its checkout facts and the order mail each need one per call.
 */

const formatters = new Map<string, Intl.NumberFormat>();

/** The currency formatter of `tag` (a BCP 47 language tag) and `currency`. */
export function moneyFormat(tag: string, currency: string): Intl.NumberFormat {
  const key = `${tag}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format;
}

/**
 * An amount as a summary row shows it (commerce/cart/summary.ts), in `format`'s money: one
 * taken off (a discount, what a gift card covers) after the typographic minus, "−$3.60",
 * alike in every language.
 */
export function signedMoney(amount: number, format: (amount: number) => string): string {
  return amount < 0 ? `\u2212${format(-amount)}` : format(amount);
}
