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
}

export interface CouponFacts<C extends CouponWindow> {
  /** The code, as `couponCode` keys it. */
  code: string;
  /** The code's coupon with its promotion; undefined when no promotion has the code. */
  coupon: C | undefined;
  shopper: ShopperFacts;
  /** A guest is asked to sign in for a code of another audience. */
  guest: boolean;
  /** The codes the cart holds. */
  held: readonly { code: string }[];
  now: Date;
}

/**
 * Whether the code may go on the cart: PRM130 unknown code, PRM135 not running yet, PRM155
 * ended, PRM150 used up (single use), PRM160 not for this shopper, PRM416 on the cart
 * already, PRM140 the cart holds the most coupons it may. Answers the coupon it allows.
 */
export function couponVerdict<C extends CouponWindow>(facts: CouponFacts<C>): C | Refusal {
  const { code, coupon, shopper, guest, held, now } = facts;
  if (!coupon) return refusal('PRM130', `No promotion with the code ${code}`);
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

/** PRM150 when placing finds a single-use code spent by another order meanwhile. */
export const couponRedeemed = (code: string) =>
  refusal('PRM150', `The code ${code} has already been redeemed`, { code });
