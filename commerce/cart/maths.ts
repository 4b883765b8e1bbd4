import { DEFAULT_MAX_QTY } from '#api/contract/cart.ts';

/*
 * Cart maths in integer minor units (cents): every amount the cart answers is computed
 * here from catalogue prices and quantities, then turned into the contract's decimal
 * numbers once, at the edge. Promotions, shipping, tax and payments arrive as inputs so
 * their issues only have to compute those amounts. In commerce/ because the service (which
 * decides money inside its transactions) and the MSW handlers price carts with the same
 * code, so they cannot drift.
 */

/** One line as priced by the catalogue (minor units). */
export interface LineInput {
  qty: number;
  /** Unit list price. */
  unitList: number;
  /** Unit markdown price, null when not on sale. */
  unitSale: number | null;
  /** Item-level promotion discount for the whole line. @default 0 */
  itemDiscount?: number;
  /** Tax of the line. @default 0 */
  tax?: number;
  /** Takes no share of the order discount (a gift card is money, not merchandise). */
  undiscounted?: boolean;
}

export interface LinePrice {
  current: number;
  original: number;
  highCurrent: number;
  highOriginal: number;
  rowTotal: number;
  amount: number;
  priceAfterItemDiscount: number;
  priceAfterOrderDiscount: number;
  taxTotal: number;
}

export interface TotalsInput {
  /** Order-level promotion and adjustment discounts. @default 0 */
  orderDiscount?: number;
  /** Shipping charged. @default 0 */
  shipping?: number;
  /** Tax on shipping (line tax comes with the lines). @default 0 */
  shippingTax?: number;
  /** Already covered by gift cards, points, rewards. @default 0 */
  paid?: number;
}

export interface Totals {
  itemTotal: number;
  itemSubTotal: number;
  totalDiscount: number;
  shipping: number;
  totalWithoutTax: number;
  netAmount: number;
  tax: number;
  taxAmount: number;
  total: number;
  remainingToPay: number;
  totalDiscountPercentage: number;
  totalUnits: number;
}

function assertMinor(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer of minor units, got ${value}`);
  }
}

/**
 * Split `amount` over `weights` in proportion, in whole units, the remainders going to the
 * largest fractions (largest remainder method): the shares always add up to `amount`.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  assertMinor(amount, 'amount');
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((total, share) => total + share, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** The price fields of each line; the order discount is shared in proportion to lines. */
export function priceLines(lines: readonly LineInput[], orderDiscount = 0): LinePrice[] {
  const afterItem = lines.map((line) => {
    assertMinor(line.qty, 'qty');
    assertMinor(line.unitList, 'unitList');
    if (line.unitSale !== null) assertMinor(line.unitSale, 'unitSale');
    const current = line.unitSale ?? line.unitList;
    const rowTotal = current * line.qty;
    const itemDiscount = Math.min(line.itemDiscount ?? 0, rowTotal);
    assertMinor(itemDiscount, 'itemDiscount');
    return { line, current, rowTotal, after: rowTotal - itemDiscount };
  });
  const base = afterItem.map(({ line, after }) => (line.undiscounted ? 0 : after));
  const cappedOrderDiscount = Math.min(
    orderDiscount,
    base.reduce((total, after) => total + after, 0),
  );
  const shares = allocate(cappedOrderDiscount, base);
  return afterItem.map(({ line, current, rowTotal, after }, index) => ({
    current,
    original: line.unitList,
    highCurrent: current,
    highOriginal: line.unitList,
    rowTotal,
    amount: line.unitList * line.qty,
    priceAfterItemDiscount: after,
    priceAfterOrderDiscount: after - (shares[index] ?? 0),
    taxTotal: line.tax ?? 0,
  }));
}

/** Spec §9: a discount percentage is rounded to one decimal. */
export function discountPercentage(discount: number, base: number): number {
  if (base <= 0 || discount <= 0) return 0;
  return Math.round((discount / base) * 1000) / 10;
}

/** The cart's totals (see the top of api/contract/cart.ts for each field). */
export function computeTotals(
  lines: readonly LineInput[],
  input: TotalsInput = {},
): { lines: LinePrice[]; totals: Totals } {
  const priced = priceLines(lines, input.orderDiscount ?? 0);
  const itemTotal = priced.reduce((total, line) => total + line.rowTotal, 0);
  const itemSubTotal = priced.reduce((total, line) => total + line.priceAfterItemDiscount, 0);
  const afterOrder = priced.reduce((total, line) => total + line.priceAfterOrderDiscount, 0);
  const totalDiscount = itemTotal - afterOrder;
  const shipping = input.shipping ?? 0;
  assertMinor(shipping, 'shipping');
  const totalWithoutTax = afterOrder + shipping;
  const tax = priced.reduce((total, line) => total + line.taxTotal, 0) + (input.shippingTax ?? 0);
  const total = totalWithoutTax + tax;
  const paid = Math.min(input.paid ?? 0, total);
  return {
    lines: priced,
    totals: {
      itemTotal,
      itemSubTotal,
      totalDiscount,
      shipping,
      totalWithoutTax,
      netAmount: totalWithoutTax,
      tax,
      taxAmount: tax,
      total,
      remainingToPay: total - paid,
      totalDiscountPercentage: discountPercentage(totalDiscount, itemTotal),
      totalUnits: lines.reduce((units, line) => units + line.qty, 0),
    },
  };
}

/** Minor units to the contract's decimal number (all our currencies have two decimals). */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

/** Spec §9: the most a line may hold: its per-item limit (default 999999) and the stock. */
export function maxQuantity(stock: number, perItemLimit: number = DEFAULT_MAX_QTY): number {
  return Math.max(0, Math.min(perItemLimit, DEFAULT_MAX_QTY, stock));
}

export type QuantityCheck =
  | { ok: true }
  | { ok: false; errorId: 'INV700' }
  | { ok: false; errorId: 'INV408'; maxAllowedQty: number };

/**
 * Whether a line may hold `wanted` units: INV700 when the sku is out of stock, INV408 with
 * the most it may hold when `wanted` passes the line's max.
 */
export function checkQuantity(
  wanted: number,
  stock: number,
  perItemLimit: number = DEFAULT_MAX_QTY,
): QuantityCheck {
  if (stock <= 0) return { ok: false, errorId: 'INV700' };
  const max = maxQuantity(stock, perItemLimit);
  if (wanted > max) return { ok: false, errorId: 'INV408', maxAllowedQty: max };
  return { ok: true };
}
