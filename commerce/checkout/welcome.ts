import type { Promotion } from '../cart/promotions.ts';
import { couponUsedUp } from './coupons.ts';

/*
 * The loyalty welcome offer (spec §7 loyalty/promo/welcome): 10% off the merchandise of a
 * new member's next order, for WELCOME_PROMO_DAYS from the day they join. Each member has
 * a code of their own: a coupon of the welcome promotion bound to them (anyone else hears
 * PRM130, as for a code that does not exist, coupons.ts), spent by the first order placed
 * with it (PRM150), ending with the offer (PRM155). Drawing the code and keeping the coupon
 * are the caller's; this is the offer's shape and when it runs.
 */

export const WELCOME_PROMOTION_ID = 'LOYALTY-WELCOME';
/** A new member's welcome offer runs this long after they join. */
export const WELCOME_PROMO_DAYS = 30;
/** Welcome codes read `WELCOME-` and random characters. */
export const WELCOME_CODE_PREFIX = 'WELCOME';
/** One order. */
export const WELCOME_MAX_REDEMPTIONS = 1;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The welcome promotion (its names and callouts, in each language, are the data's). */
export const welcomePromotion = {
  id: WELCOME_PROMOTION_ID,
  level: 'ORDER',
  audience: 'loyalty',
  couponOnly: true,
  rule: { discount: { kind: 'percent', percent: 10 } },
} as const satisfies Omit<Promotion, 'name' | 'callout'>;

/** When a member's welcome code runs: from their joining, WELCOME_PROMO_DAYS long. */
export function welcomeWindow(joinedAt: Date): { startsAt: Date; endsAt: Date } {
  return { startsAt: joinedAt, endsAt: new Date(joinedAt.getTime() + WELCOME_PROMO_DAYS * DAY_MS) };
}

/**
 * Whether a member without a welcome code is given one now (a member who joined before
 * codes were drawn): only while the offer of their joining would still run.
 */
export const welcomeCodeDue = (joinedAt: Date | null, now: Date): boolean =>
  joinedAt !== null && welcomeWindow(joinedAt).endsAt > now;

/** What the offer reads of the member's welcome coupon. */
export interface WelcomeCoupon {
  code: string;
  endsAt: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
}

/**
 * The member's offer while their code may still be used: null without one, once an order
 * spent it (a cancelled order gives it back) or once it ended.
 */
export function welcomeOffer(
  coupon: WelcomeCoupon | undefined,
  now: Date,
): { code: string; expiresAt: Date | null } | null {
  if (!coupon) return null;
  if (coupon.endsAt !== null && coupon.endsAt <= now) return null;
  if (couponUsedUp(coupon.maxRedemptions, coupon.redemptions)) return null;
  return { code: coupon.code, expiresAt: coupon.endsAt };
}
