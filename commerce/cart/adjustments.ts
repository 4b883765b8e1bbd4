import type { Cart, CartPriceAdjustment } from '#api/contract/cartModel.ts';

/*
 * Price adjustments (spec §7 `/cart/v1/cart/{basketId}/price_adjustments`): an in-store
 * associate takes an amount or a percentage off one line, or off the order, with a reason
 * (a price match, a damaged item). Priced here, in minor units, for the service and the MSW
 * handlers alike: an adjustment applies after the promotions, on what the line (or the
 * order) still costs, and never takes it below zero.
 */

/** The reasons an associate can give (the store's list; the service takes any code). */
export const adjustmentReasons = [
  'PRICE_MATCH',
  'DAMAGED_ITEM',
  'CUSTOMER_SERVICE',
  'MISSED_PROMOTION',
] as const;
export type AdjustmentReason = (typeof adjustmentReasons)[number];

/** An adjustment as a cart holds it. `value`: major units for `amount`, percent otherwise. */
export interface PriceAdjustmentFact {
  id: string;
  /** null: the whole order. */
  itemId: string | null;
  discountType: 'amount' | 'percentage';
  value: number;
  reasonCode: string;
}

/** What an adjustment takes off `base` (minor units): never more than the base. */
export function adjustmentAmount(
  base: number,
  adjustment: Pick<PriceAdjustmentFact, 'discountType' | 'value'>,
): number {
  if (base <= 0) return 0;
  const off =
    adjustment.discountType === 'percentage'
      ? Math.round((base * Math.min(adjustment.value, 100)) / 100)
      : Math.round(adjustment.value * 100);
  return Math.max(0, Math.min(off, base));
}

/**
 * Why an adjustment cannot be made on `base` (minor units), or null when it can: a
 * percentage above 100, an amount with fractions of a cent or above what is left.
 */
export function adjustmentProblem(
  base: number,
  adjustment: Pick<PriceAdjustmentFact, 'discountType' | 'value'>,
): 'percentageAbove100' | 'amountNotInCents' | 'amountAboveBase' | 'nothingToAdjust' | null {
  if (base <= 0) return 'nothingToAdjust';
  if (adjustment.discountType === 'percentage') {
    return adjustment.value > 100 ? 'percentageAbove100' : null;
  }
  const cents = adjustment.value * 100;
  if (Math.abs(cents - Math.round(cents)) > 1e-6) return 'amountNotInCents';
  return Math.round(cents) > base ? 'amountAboveBase' : null;
}

/** Why the service refuses an adjustment (PRC400 `details.reason`). */
export type AdjustmentRefusal =
  | NonNullable<ReturnType<typeof adjustmentProblem>>
  | 'alreadyAdjusted'
  | 'notAdjustable';

/** The refusal's message (the store shows its own words for each `reason`). */
export function refusalMessage(refusal: AdjustmentRefusal, itemId: string | null): string {
  const target = itemId === null ? 'order' : 'line';
  switch (refusal) {
    case 'alreadyAdjusted':
      return `The ${target} has a price adjustment already: change that one.`;
    case 'notAdjustable':
      return 'A gift card or a gift with purchase takes no price adjustment.';
    case 'nothingToAdjust':
      return `The ${target} costs nothing: there is nothing to adjust.`;
    case 'percentageAbove100':
      return 'A percentage adjustment cannot be more than 100 %.';
    case 'amountNotInCents':
      return 'The amount has fractions of a cent.';
    case 'amountAboveBase':
      return `The adjustment is more than the ${target} costs.`;
  }
}

export interface AdjustedPrices {
  /** The adjustments' discount per line id (minor units). */
  lineDiscounts: Map<string, number>;
  /** The order-level adjustments' discount (minor units). */
  orderDiscount: number;
  /** The adjustments the cart shows: those whose line is still there, with their amount. */
  applied: CartPriceAdjustment[];
}

/**
 * The adjustments priced on a cart: `lineBases` what each adjustable line costs after its
 * promotions, `orderBase` what the order costs after the line and order promotions. The
 * line adjustments come first; the order's apply to what is left. An adjustment whose line
 * has gone (removed, or a gift card) is left out.
 */
export function priceAdjustments(
  adjustments: readonly PriceAdjustmentFact[],
  lineBases: ReadonlyMap<string, number>,
  orderBase: number,
  toMajor: (minor: number) => number,
): AdjustedPrices {
  const lineDiscounts = new Map<string, number>();
  const applied: CartPriceAdjustment[] = [];
  const view = (adjustment: PriceAdjustmentFact, amount: number): CartPriceAdjustment => ({
    adjustmentId: adjustment.id,
    itemId: adjustment.itemId,
    discountType: adjustment.discountType,
    value: adjustment.value,
    amount: toMajor(amount),
    reasonCode: adjustment.reasonCode,
  });
  let lineAdjusted = 0;
  for (const adjustment of adjustments) {
    if (adjustment.itemId === null) continue;
    const base = lineBases.get(adjustment.itemId);
    if (base === undefined) continue;
    const already = lineDiscounts.get(adjustment.itemId) ?? 0;
    const amount = adjustmentAmount(base - already, adjustment);
    lineDiscounts.set(adjustment.itemId, already + amount);
    lineAdjusted += amount;
    applied.push(view(adjustment, amount));
  }
  let orderDiscount = 0;
  for (const adjustment of adjustments) {
    if (adjustment.itemId !== null) continue;
    const amount = adjustmentAmount(orderBase - lineAdjusted - orderDiscount, adjustment);
    orderDiscount += amount;
    applied.push(view(adjustment, amount));
  }
  return { lineDiscounts, orderDiscount, applied };
}

/**
 * What an adjustment on `itemId` (null: the order) may take off the priced `cart` (minor
 * units), the cart priced without that adjustment: the line after its promotions and other
 * adjustments, or every adjustable line after the order's. Null when the cart has no such
 * adjustable line (gone, a gift card, a gift with purchase).
 */
export function adjustmentBase(cart: Cart, itemId: string | null): number | null {
  const adjustable = cart.items.filter((item) => !item.bonus && !item.isDigitalProduct);
  const minor = (major: number) => Math.round(major * 100);
  if (itemId === null) {
    return adjustable.reduce((sum, item) => sum + minor(item.price.priceAfterOrderDiscount), 0);
  }
  const item = adjustable.find((candidate) => candidate.id === itemId);
  return item ? minor(item.price.priceAfterItemDiscount) : null;
}

export type AdjustmentVerdict = {
  errorId: 'PRC400';
  message: string;
  details: { itemId: string | null; reason: AdjustmentRefusal };
};

/**
 * PRC400 for an adjustment the cart cannot take: its target (`itemId`, null: the order) has
 * one already among `others` (the store changes that one), is a gift card or a gift, or
 * costs too little on `cart` (priced without the adjustment wanted) for it
 * (`adjustmentProblem`); null when it may be made.
 */
export function adjustmentVerdict(
  cart: Cart,
  others: readonly Pick<PriceAdjustmentFact, 'itemId'>[],
  wanted: Pick<PriceAdjustmentFact, 'itemId' | 'discountType' | 'value'>,
): AdjustmentVerdict | null {
  const { itemId } = wanted;
  const base = adjustmentBase(cart, itemId);
  const reason: AdjustmentRefusal | null = others.some((other) => other.itemId === itemId)
    ? 'alreadyAdjusted'
    : base === null
      ? 'notAdjustable'
      : adjustmentProblem(base, wanted);
  if (!reason) return null;
  return {
    errorId: 'PRC400',
    message: refusalMessage(reason, itemId),
    details: { itemId, reason },
  };
}

/**
 * What the target (`itemId`, null: the order) of an adjustment shown on a priced `cart`
 * cost before that adjustment (minor units): the base the adjustment was checked on, for a
 * form that changes it. Null as `adjustmentBase`.
 */
export function baseBeforeOwnAdjustment(cart: Cart, itemId: string | null): number | null {
  const base = adjustmentBase(cart, itemId);
  if (base === null) return null;
  const own = cart.priceAdjustments.find((adjustment) => adjustment.itemId === itemId);
  return base + Math.round((own?.amount ?? 0) * 100);
}
