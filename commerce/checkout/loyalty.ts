import type { CheckoutOrder } from '#api/contract/checkout.ts';
import { type Refusal, refusal } from './verdict.ts';

/*
 * Loyalty at checkout (spec §6, §8 REW codes): the voucher tiers and their ids, who may pay
 * with points or vouchers, how many points a payment may hold, and the points an order
 * earns. The balance is the caller's to read (the consumer row, the demo shopper).
 */

/** Reward tiers: points spent for a voucher worth `value` (major units) in the site's currency. */
export const voucherTiers = [
  { points: 500, value: 5 },
  { points: 1000, value: 10 },
  { points: 2000, value: 25 },
  { points: 4000, value: 60 },
] as const;

/** Loyalty members earn a point per major unit of merchandise they pay for. */
export const POINTS_PER_MAJOR_UNIT = 1;

/** A voucher's id, as GET loyalty/vouchers lists it and a cart applies it. */
export const voucherId = (points: number, currency: string): string => `V${points}-${currency}`;

/** The tier a voucher id names in `currency`; undefined for none. */
export const voucherTier = (rewardId: string, currency: string) =>
  voucherTiers.find((tier) => voucherId(tier.points, currency) === rewardId);

/** The vouchers a balance can buy, cheapest first (the storefront picks the highest). */
export function vouchersFor<C extends string>(balance: number, currency: C) {
  return voucherTiers
    .filter((tier) => tier.points <= balance)
    .map((tier) => ({
      voucherId: voucherId(tier.points, currency),
      points: tier.points,
      value: tier.value,
      currency,
      expiresAt: null,
    }));
}

/** What the rules read of the signed-in shopper. */
export interface MemberFacts {
  isLoyaltyMember: boolean;
  memberId?: string | null | undefined;
}

/**
 * A signed-in loyalty member (undefined: a guest): REW401 signed out, REW130 not a member,
 * REW135 the membership not confirmed. Answers the member it was given.
 */
export function memberVerdict<M extends MemberFacts>(member: M | undefined): M | Refusal {
  if (!member) return refusal('REW401', 'Sign in to use loyalty points and rewards');
  if (!member.isLoyaltyMember) return refusal('REW130', 'This is for loyalty members');
  if (!member.memberId) return refusal('REW135', 'The loyalty membership is not confirmed');
  return member;
}

/**
 * Whom the loyalty calls (spec §7 loyalty/token, promo/welcome, vouchers) answer: REW130
 * a shopper who is no member; 4044 (loyalty member not found) one enrolled whose member
 * record, the member id the programme knows them by, cannot be found (an enrolment always
 * draws one: a profile in this state came from elsewhere, an import or a data repair).
 * Checkout words the same member as not confirmed (REW135, `memberVerdict`): points and
 * rewards wait for the membership, while these calls are answered from the record itself.
 */
export function loyaltyCallVerdict<M extends MemberFacts>(
  member: M,
): (M & { memberId: string }) | Refusal {
  if (!member.isLoyaltyMember) return refusal('REW130', 'Loyalty calls are for loyalty members');
  if (!member.memberId) return refusal('4044', 'No loyalty member record for this profile');
  return member as M & { memberId: string };
}

/** A confirmed member (the payment methods offer points and rewards to one). */
export const confirmedMember = (member: MemberFacts | undefined): boolean =>
  Boolean(member?.isLoyaltyMember && member.memberId);

/** What the points rules read of a cart's payments. */
export interface PointsHolder {
  id: string;
  points: number | null;
}

/** Points the cart's payments other than `except` already hold. */
export function pointsHeld(payments: readonly PointsHolder[], except: string): number {
  return payments
    .filter((payment) => payment.id !== except && payment.points !== null)
    .reduce((sum, payment) => sum + (payment.points ?? 0), 0);
}

/**
 * The points a LOYALTY_POINTS payment holds: those asked for, else all the balance the
 * other payments leave (the points payment `existingId` is replaced); REW140 when none are
 * left or more are asked for than the balance holds.
 */
export function pointsToPay(
  asked: number | undefined,
  balance: number,
  payments: readonly PointsHolder[],
  existingId: string,
): number | Refusal {
  const held = pointsHeld(payments, existingId);
  const points = asked ?? balance - held;
  if (points <= 0 || points + held > balance) {
    return refusal('REW140', 'Not enough points', { balance });
  }
  return points;
}

/**
 * Whether a voucher is one a cart with `remaining` (minor units) left to pay needs: worth
 * no more than that, or the cheapest tier that covers it. A bigger one would take more
 * points than the cart needs (issue 46: a $25 reward on a $10 cart); none is needed once
 * nothing is left to pay.
 */
export function voucherNeeded(voucher: { points: number }, remaining: number): boolean {
  if (remaining <= 0) return false;
  const covering = voucherTiers.find((tier) => tier.value * 100 >= remaining);
  return covering === undefined || voucher.points <= covering.points;
}

/**
 * The voucher to offer (spec §9): the highest whose points fit the `free` points and that
 * the cart needs (`voucherNeeded`); undefined for none.
 */
export function voucherToOffer<V extends { points: number; value: number }>(
  vouchers: readonly V[],
  free: number,
  remaining: number,
): V | undefined {
  return [...vouchers]
    .filter((voucher) => voucher.points <= free && voucherNeeded(voucher, remaining))
    .sort((a, b) => b.value - a.value)[0];
}

/**
 * Whether a member with `balance` points may put the voucher `rewardId` (in the cart's
 * `currency`) on a cart holding `payments` with `remaining` (minor units) left to pay
 * before it: REW140 for a voucher of no tier, or when the points it costs, with the points
 * already on the cart, pass the balance; REW409 when the cart does not need it
 * (`voucherNeeded`). Answers its tier; a voucher the cart holds already is allowed as it is.
 */
export function rewardVoucherVerdict(
  payments: readonly (PointsHolder & { rewardId: string | null })[],
  rewardId: string,
  currency: string,
  balance: number,
  remaining: number,
): (typeof voucherTiers)[number] | Refusal {
  const tier = voucherTier(rewardId, currency);
  if (!tier) return refusal('REW140', `No reward ${rewardId} for this cart`);
  const onCart = payments.some((payment) => payment.rewardId === rewardId);
  if (onCart) return tier;
  if (tier.points + pointsHeld(payments, '') > balance) {
    return refusal('REW140', 'Not enough points for this reward', {
      balance,
      points: tier.points,
    });
  }
  if (!voucherNeeded(tier, remaining)) {
    const covering = voucherTiers.find((candidate) => candidate.value * 100 >= remaining);
    return refusal('REW409', 'This reward is worth more than is left to pay', {
      points: tier.points,
      neededPoints: remaining > 0 ? (covering?.points ?? null) : 0,
    });
  }
  return tier;
}

/** Points a placed order earns a loyalty member (taken back when it is cancelled). */
export function pointsEarned(view: Pick<CheckoutOrder, 'items' | 'totals'>): number {
  // Gift cards bought are money, not merchandise: they earn nothing.
  const giftCards = view.items
    .filter((item) => item.isDigitalProduct)
    .reduce((sum, item) => sum + item.price.priceAfterOrderDiscount, 0);
  const merchandise = view.totals.itemTotal - view.totals.totalDiscount - giftCards;
  return Math.floor(Math.max(0, merchandise) * POINTS_PER_MAJOR_UNIT);
}
