import type { Brand, Currency } from '#api/contract/common.ts';

/*
 * The promotion engine (spec §3 promotions, promoSummary; §4 approaching promotions and
 * gift with purchase): which promotions a cart earns and how much each takes off, in
 * integer minor units. Pure, so the service (promotions read in its transaction) and the
 * MSW handlers price alike. The rules that keep it predictable for a shopper:
 * - PRODUCT promotions do not stack: each line gets the one that takes most off it.
 * - ORDER promotions with a discount do not stack either: the largest one applies, on the
 *   merchandise left after item discounts.
 * - SHIPPING promotions make the cheapest home-delivery method free.
 * - Gift-with-purchase (bonus) promotions add their gift whenever their condition holds.
 * - A coupon-only promotion counts only while one of its coupons is on the cart.
 */

export const promotionAudiences = [
  'all',
  'guest',
  'registered',
  'loyalty',
  'employee',
  'athlete',
  'prosumer',
] as const;
export type PromotionAudience = (typeof promotionAudiences)[number];

export type MoneyByCurrency = Partial<Record<Currency, number>>;

export interface PromotionRule {
  discount:
    | { kind: 'percent'; percent: number }
    /** Per line unit (PRODUCT) or once per order (ORDER), minor units per currency. */
    | { kind: 'amount'; amounts: MoneyByCurrency }
    | { kind: 'freeShipping' }
    /** Gift with purchase: one unit of `sku`, free. */
    | { kind: 'bonus'; sku: string };
  /**
   * PRODUCT level: the lines it takes off (any listed matches; none listed: every line).
   * Other levels: the cart must hold one of them.
   */
  skus?: readonly string[];
  masterIds?: readonly string[];
  categoryIds?: readonly string[];
  /** Only lines of these brands count (with the lists above, when there are any). */
  brands?: readonly Brand[];
  /** Condition on the merchandise after item discounts (ORDER, SHIPPING, bonus). */
  minSubtotal?: MoneyByCurrency;
  /** From this subtotal on the callout says how far the shopper is (approaching). */
  approachingFrom?: MoneyByCurrency;
}

export interface Promotion {
  id: string;
  level: 'ORDER' | 'PRODUCT' | 'SHIPPING';
  /** In the cart's language. */
  name: string;
  /**
   * `default|approaching|earned` in the cart's language; `{distance}` and `{threshold}`
   * are replaced by formatted amounts.
   */
  callout: string;
  audience: PromotionAudience;
  couponOnly: boolean;
  rule: PromotionRule;
}

/** Who the shopper is, for audiences (the employee discount only after the terms). */
export interface ShopperFacts {
  registered: boolean;
  loyalty: boolean;
  employee: boolean;
  athlete: boolean;
  prosumer: boolean;
}

export const guestShopper: ShopperFacts = {
  registered: false,
  loyalty: false,
  employee: false,
  athlete: false,
  prosumer: false,
};

export interface PricingLine {
  id: string;
  sku: string;
  masterId: string;
  brand: Brand;
  /** The line's category and its ancestors. */
  categoryIds: readonly string[];
  qty: number;
  /** Current unit price, minor units. */
  unit: number;
}

export interface CouponOnCart {
  /** couponItemId. */
  id: string;
  code: string;
  promotionId: string;
}

export interface AppliedPromotion {
  promotionId: string;
  promotionName: string;
  calloutMessage: string;
  discount: number;
}

export interface PromoSummaryEntry {
  promotionId: string;
  promotionName: string;
  level: Promotion['level'];
  calloutMessage: string;
  approachingDisplayLevel: 'default' | 'approaching' | 'earned' | null;
  distanceFromConditionThreshold: number | null;
}

export interface PricingResult {
  /** Item-level promotion per line id (at most one). */
  lineDiscounts: Map<string, AppliedPromotion>;
  orderDiscount: number;
  orderPromotions: AppliedPromotion[];
  /** A shipping promotion holds: the cheapest home method is free. */
  freeShipping: AppliedPromotion | null;
  /** Gifts earned (one unit each). */
  bonuses: { promotionId: string; promotionName: string; sku: string }[];
  promoSummary: PromoSummaryEntry[];
  /** Per coupon: applied when its promotion took something off or gave a gift. */
  coupons: Map<string, { applied: boolean; statusCode: string | null }>;
}

export function audienceMatches(audience: PromotionAudience, shopper: ShopperFacts): boolean {
  switch (audience) {
    case 'all':
      return true;
    case 'guest':
      return !shopper.registered;
    case 'registered':
      return shopper.registered;
    default:
      return shopper[audience];
  }
}

function lineMatches(rule: PromotionRule, line: PricingLine): boolean {
  if (rule.brands?.length && !rule.brands.includes(line.brand)) return false;
  const lists = [rule.skus, rule.masterIds, rule.categoryIds].filter(
    (list): list is readonly string[] => list !== undefined && list.length > 0,
  );
  if (lists.length === 0) return true;
  return (
    (rule.skus?.includes(line.sku) ?? false) ||
    (rule.masterIds?.includes(line.masterId) ?? false) ||
    line.categoryIds.some((id) => rule.categoryIds?.includes(id) ?? false)
  );
}

function lineDiscount(rule: PromotionRule, line: PricingLine, currency: Currency): number {
  const rowTotal = line.unit * line.qty;
  const { discount } = rule;
  if (discount.kind === 'percent') return Math.round((rowTotal * discount.percent) / 100);
  if (discount.kind === 'amount') {
    return Math.min(rowTotal, (discount.amounts[currency] ?? 0) * line.qty);
  }
  return 0;
}

export interface PricingInput {
  currency: Currency;
  lines: readonly PricingLine[];
  /** The promotions running now (dates already checked). */
  promotions: readonly Promotion[];
  coupons: readonly CouponOnCart[];
  shopper: ShopperFacts;
  /** Formats minor units in the cart's currency and language (callout placeholders). */
  formatMoney: (minor: number) => string;
}

/** The callout with its amounts filled in. */
function fillCallout(
  text: string,
  distance: number | null,
  threshold: number | null,
  input: PricingInput,
) {
  return text
    .replaceAll('{distance}', distance === null ? '' : input.formatMoney(distance))
    .replaceAll('{threshold}', threshold === null ? '' : input.formatMoney(threshold));
}

/** The part of a `default|approaching|earned` callout for a state (the whole when unsplit). */
export function calloutPart(callout: string, state: string): string {
  const parts = callout.split('|');
  if (parts.length < 3) return callout;
  const index = state === 'earned' ? 2 : state === 'approaching' ? 1 : 0;
  return parts[index] ?? callout;
}

export function pricePromotions(input: PricingInput): PricingResult {
  const { currency, lines, shopper } = input;
  const couponPromotions = new Set(input.coupons.map((coupon) => coupon.promotionId));
  const running = input.promotions.filter(
    (promotion) =>
      audienceMatches(promotion.audience, shopper) &&
      (!promotion.couponOnly || couponPromotions.has(promotion.id)),
  );
  const contributed = new Set<string>();

  // Item level: the best promotion of each line.
  const lineDiscounts = new Map<string, AppliedPromotion>();
  for (const line of lines) {
    let best: AppliedPromotion | null = null;
    for (const promotion of running) {
      if (promotion.level !== 'PRODUCT' || !lineMatches(promotion.rule, line)) continue;
      const discount = lineDiscount(promotion.rule, line, currency);
      if (discount > 0 && (!best || discount > best.discount)) {
        best = {
          promotionId: promotion.id,
          promotionName: promotion.name,
          calloutMessage: calloutPart(promotion.callout, 'earned'),
          discount,
        };
      }
    }
    if (best) {
      lineDiscounts.set(line.id, best);
      contributed.add(best.promotionId);
    }
  }
  const subtotal = lines.reduce(
    (sum, line) => sum + line.unit * line.qty - (lineDiscounts.get(line.id)?.discount ?? 0),
    0,
  );

  // Order, shipping and gift promotions: conditions on the subtotal.
  const promoSummary: PromoSummaryEntry[] = [];
  let bestOrder: AppliedPromotion | null = null;
  let freeShipping: AppliedPromotion | null = null;
  const bonuses: PricingResult['bonuses'] = [];
  for (const promotion of running) {
    if (promotion.level === 'PRODUCT') continue;
    // Products listed on an order promotion: the cart must hold one of them.
    if (!lines.some((line) => lineMatches(promotion.rule, line))) continue;
    const threshold = promotion.rule.minSubtotal?.[currency] ?? 0;
    const earned = subtotal > 0 && subtotal >= threshold;
    const approachingFrom = promotion.rule.approachingFrom?.[currency];
    const state = earned
      ? 'earned'
      : approachingFrom !== undefined && subtotal >= approachingFrom
        ? 'approaching'
        : 'default';
    const distance = earned ? null : threshold - subtotal;
    if (threshold > 0) {
      promoSummary.push({
        promotionId: promotion.id,
        promotionName: promotion.name,
        level: promotion.level,
        calloutMessage: fillCallout(promotion.callout, distance, threshold, input),
        approachingDisplayLevel: state,
        distanceFromConditionThreshold: distance,
      });
    }
    if (!earned) continue;
    const applied = (discount: number): AppliedPromotion => ({
      promotionId: promotion.id,
      promotionName: promotion.name,
      calloutMessage: fillCallout(calloutPart(promotion.callout, 'earned'), null, threshold, input),
      discount,
    });
    const { discount } = promotion.rule;
    if (discount.kind === 'freeShipping') {
      freeShipping ??= applied(0);
    } else if (discount.kind === 'bonus') {
      bonuses.push({ promotionId: promotion.id, promotionName: promotion.name, sku: discount.sku });
      contributed.add(promotion.id);
    } else {
      const amount = Math.min(
        subtotal,
        discount.kind === 'percent'
          ? Math.round((subtotal * discount.percent) / 100)
          : (discount.amounts[currency] ?? 0),
      );
      if (amount > 0 && (!bestOrder || amount > bestOrder.discount)) bestOrder = applied(amount);
    }
  }
  if (bestOrder) contributed.add(bestOrder.promotionId);
  if (freeShipping) contributed.add(freeShipping.promotionId);

  const coupons = new Map(
    input.coupons.map((coupon) => {
      const applied = contributed.has(coupon.promotionId);
      return [coupon.id, { applied, statusCode: applied ? null : 'PRM175' }] as const;
    }),
  );
  return {
    lineDiscounts,
    orderDiscount: bestOrder?.discount ?? 0,
    orderPromotions: bestOrder ? [bestOrder] : [],
    freeShipping,
    bonuses,
    promoSummary,
    coupons,
  };
}
