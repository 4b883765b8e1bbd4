import { audienceMatches, type PromotionAudience, type ShopperFacts } from '../cart/promotions.ts';
import { type Refusal, refusal } from './verdict.ts';

/*
 * Promo codes on a cart (spec §8 PRM codes): whether a code may go on it now. Where the
 * coupon comes from (the database, the demo coupons) and how its redemptions are counted
 * is the caller's.
 */

/** Most coupons one cart may hold (PRM140). */
export const MAX_COUPONS_PER_CART = 3;

/** The code as coupons are keyed: trimmed, upper case. */
export const couponCode = (asked: string): string => asked.trim().toUpperCase();

/** Whether a coupon with at most `maxRedemptions` (null: any number) is used up. */
export const couponUsedUp = (maxRedemptions: number | null, redemptions: number): boolean =>
  maxRedemptions !== null && redemptions >= maxRedemptions;

/** What the checks read of a code's coupon and its promotion. */
export interface CouponWindow {
  /** When the coupon and its promotion start (null: always did). */
  starts: readonly (Date | null)[];
  /** When they end (null: never). */
  ends: readonly (Date | null)[];
  maxRedemptions: number | null;
  redemptions: number;
  audience: PromotionAudience;
  /** The consumer whose code it is alone (a member's welcome code); null: anyone's. */
  boundTo: string | null;
}

/**
 * Whether the shopper (`consumerId`, null for a guest) may use the coupon at all: a code
 * bound to a consumer is unknown to everybody else.
 */
export const couponIsFor = (coupon: Pick<CouponWindow, 'boundTo'>, consumerId: string | null) =>
  coupon.boundTo === null || coupon.boundTo === consumerId;

export interface CouponFacts<C extends CouponWindow> {
  /** The code, as `couponCode` keys it. */
  code: string;
  /** The code's coupon with its promotion; undefined when no promotion has the code. */
  coupon: C | undefined;
  shopper: ShopperFacts;
  /** The signed-in consumer; null for a guest. */
  consumerId: string | null;
  /** A guest is asked to sign in for a code of another audience. */
  guest: boolean;
  /** The codes the cart holds. */
  held: readonly { code: string }[];
  now: Date;
}

/**
 * Whether the code may go on the cart: PRM130 unknown code (or another consumer's: the same
 * answer, which tells nobody whether the code exists), PRM135 not running yet, PRM155 ended,
 * PRM150 used up (single use), PRM160 not for this shopper, PRM416 on the cart already,
 * PRM140 the cart holds the most coupons it may. Answers the coupon it allows.
 */
export function couponVerdict<C extends CouponWindow>(facts: CouponFacts<C>): C | Refusal {
  const { code, coupon, shopper, consumerId, guest, held, now } = facts;
  if (!coupon || !couponIsFor(coupon, consumerId)) return unknownCoupon(code);
  if (coupon.starts.some((start) => start !== null && start > now)) {
    return refusal('PRM135', `The code ${code} is not available yet`);
  }
  if (coupon.ends.some((end) => end !== null && end <= now)) {
    return refusal('PRM155', `The code ${code} has expired`);
  }
  if (couponUsedUp(coupon.maxRedemptions, coupon.redemptions)) {
    return refusal('PRM150', `The code ${code} has already been redeemed`);
  }
  if (!audienceMatches(coupon.audience, shopper)) {
    return refusal(
      'PRM160',
      guest ? `Sign in to use the code ${code}` : `The code ${code} is not valid for this account`,
    );
  }
  if (held.some((onCart) => onCart.code === code)) {
    return refusal('PRM416', `The code ${code} is applied already`);
  }
  if (held.length >= MAX_COUPONS_PER_CART) {
    return refusal('PRM140', `A cart holds at most ${MAX_COUPONS_PER_CART} codes`);
  }
  return coupon;
}

function unknownCoupon(code: string, details?: { code: string }) {
  return refusal('PRM130', `No promotion with the code ${code}`, details);
}

/** PRM150 when placing finds a single-use code spent by another order meanwhile. */
export const couponRedeemed = (code: string) =>
  refusal('PRM150', `The code ${code} has already been redeemed`, { code });

/** What placing reads of an applied code's coupon. */
export type RedeemedCoupon = Pick<CouponWindow, 'maxRedemptions' | 'redemptions' | 'boundTo'> & {
  /** When the coupon ends (null: never). */
  ends: Date | null;
};

/**
 * Whether placing an order may redeem a code on its cart once more: PRM155 the coupon ended
 * since it was applied, PRM150 a single-use code spent meanwhile, PRM130 no longer there or
 * not the buyer's (`consumerId`, null for a guest). Null: it may. The caller takes the
 * redemption by an update under the same conditions (concurrent orders) and asks this for
 * the refusal when that update finds nothing.
 */
export function redemptionRefusal(
  code: string,
  coupon: RedeemedCoupon | undefined,
  consumerId: string | null,
  now: Date,
): Refusal | null {
  if (!coupon || !couponIsFor(coupon, consumerId)) return unknownCoupon(code, { code });
  if (coupon.ends !== null && coupon.ends <= now) {
    return refusal('PRM155', `The code ${code} has expired`, { code });
  }
  if (couponUsedUp(coupon.maxRedemptions, coupon.redemptions)) return couponRedeemed(code);
  return null;
}
