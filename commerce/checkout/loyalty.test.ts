import { describe, expect, it } from 'vitest';
import type { CheckoutOrder } from '#api/contract/checkout.ts';
import {
  confirmedMember,
  loyaltyCallVerdict,
  memberVerdict,
  pointsEarned,
  pointsHeld,
  pointsToPay,
  rewardVoucherVerdict,
  voucherId,
  voucherNeeded,
  vouchersFor,
  voucherTier,
  voucherTiers,
  voucherToOffer,
} from './loyalty.ts';

const member = { isLoyaltyMember: true, memberId: '8000000101' };

describe('memberVerdict', () => {
  it('answers a confirmed member, refusing guests (REW401), others (REW130), unconfirmed (REW135)', () => {
    expect(memberVerdict(member)).toBe(member);
    expect(memberVerdict(undefined)).toMatchObject({ errorId: 'REW401' });
    expect(memberVerdict({ isLoyaltyMember: false, memberId: '1' })).toMatchObject({
      errorId: 'REW130',
    });
    expect(memberVerdict({ isLoyaltyMember: true, memberId: null })).toEqual({
      errorId: 'REW135',
      message: 'The loyalty membership is not confirmed',
    });
    expect(confirmedMember(member)).toBe(true);
    expect(confirmedMember({ isLoyaltyMember: true, memberId: null })).toBe(false);
  });
});

describe('loyaltyCallVerdict', () => {
  it('answers a member with a member record, else REW130 (no member) or 4044 (no record)', () => {
    expect(loyaltyCallVerdict(member)).toBe(member);
    expect(loyaltyCallVerdict({ isLoyaltyMember: false, memberId: '1' })).toMatchObject({
      errorId: 'REW130',
    });
    expect(loyaltyCallVerdict({ isLoyaltyMember: true, memberId: null })).toEqual({
      errorId: '4044',
      message: 'No loyalty member record for this profile',
    });
  });
});

describe('vouchers', () => {
  it('are named by points and currency, and listed for what a balance buys', () => {
    expect(voucherId(1000, 'EUR')).toBe('V1000-EUR');
    expect(voucherTier('V1000-EUR', 'EUR')).toEqual({ points: 1000, value: 10 });
    expect(voucherTier('V1000-EUR', 'USD')).toBeUndefined();
    expect(vouchersFor(2100, 'USD').map((voucher) => voucher.voucherId)).toEqual([
      'V500-USD',
      'V1000-USD',
      'V2000-USD',
    ]);
    expect(vouchersFor(499, 'USD')).toEqual([]);
  });

  it('go on a cart while the balance covers them with the points already there (REW140)', () => {
    const points = [{ id: 'p1', points: 600, rewardId: null }];
    expect(rewardVoucherVerdict(points, 'V500-USD', 'USD', 1100, 10_000)).toEqual({
      points: 500,
      value: 5,
    });
    expect(rewardVoucherVerdict(points, 'V500-USD', 'USD', 1099, 10_000)).toEqual({
      errorId: 'REW140',
      message: 'Not enough points for this reward',
      details: { balance: 1099, points: 500 },
    });
    expect(rewardVoucherVerdict(points, 'V500-CAD', 'USD', 9999, 10_000)).toEqual({
      errorId: 'REW140',
      message: 'No reward V500-CAD for this cart',
    });
  });

  it('on the cart already, are allowed as they are whatever the balance', () => {
    const held = [{ id: 'v1', points: 500, rewardId: 'V500-USD' }];
    expect(rewardVoucherVerdict(held, 'V500-USD', 'USD', 0, 0)).toEqual({ points: 500, value: 5 });
  });
});

describe('a reward the cart needs (issue 46)', () => {
  it('is worth no more than is left to pay, or the cheapest that covers it', () => {
    // $10.00 left: the $5 and $10 vouchers; the $25 one would take 2,000 points for $10.
    expect(voucherTiers.map((tier) => voucherNeeded(tier, 1000))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    // $20.00 left: $25 is the cheapest that covers it, $60 more than needed.
    expect(voucherTiers.map((tier) => voucherNeeded(tier, 2000))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // More than every voucher: each is needed. Nothing left: none.
    expect(voucherTiers.every((tier) => voucherNeeded(tier, 100_000))).toBe(true);
    expect(voucherTiers.some((tier) => voucherNeeded(tier, 0))).toBe(false);
  });

  it('is the one offered: the highest the points buy that the cart needs', () => {
    const offered = vouchersFor(2450, 'USD');
    expect(voucherToOffer(offered, 2450, 100_00)?.voucherId).toBe('V2000-USD');
    expect(voucherToOffer(offered, 2450, 9_50)?.voucherId).toBe('V1000-USD');
    expect(voucherToOffer(offered, 2450, 3_00)?.voucherId).toBe('V500-USD');
    expect(voucherToOffer(offered, 2450, 0)).toBeUndefined();
  });

  it('is refused when it takes more points than the cart needs (REW409)', () => {
    expect(rewardVoucherVerdict([], 'V2000-USD', 'USD', 2450, 10_00)).toEqual({
      errorId: 'REW409',
      message: 'This reward is worth more than is left to pay',
      details: { points: 2000, neededPoints: 1000 },
    });
    expect(rewardVoucherVerdict([], 'V500-USD', 'USD', 2450, 0)).toMatchObject({
      errorId: 'REW409',
      details: { neededPoints: 0 },
    });
    expect(rewardVoucherVerdict([], 'V1000-USD', 'USD', 2450, 10_00)).toEqual({
      points: 1000,
      value: 10,
    });
  });
});

describe('points payments', () => {
  const payments = [
    { id: 'points', points: 300 },
    { id: 'voucher', points: 500 },
    { id: 'card', points: null },
  ];

  it('count the points the other payments hold', () => {
    expect(pointsHeld(payments, 'points')).toBe(500);
    expect(pointsHeld(payments, '')).toBe(800);
  });

  it('take what is asked, or all the balance the others leave (REW140 past it)', () => {
    expect(pointsToPay(undefined, 2000, payments, 'points')).toBe(1500);
    expect(pointsToPay(1500, 2000, payments, 'points')).toBe(1500);
    expect(pointsToPay(1501, 2000, payments, 'points')).toEqual({
      errorId: 'REW140',
      message: 'Not enough points',
      details: { balance: 2000 },
    });
    expect(pointsToPay(undefined, 500, payments, 'points')).toMatchObject({ errorId: 'REW140' });
  });
});

describe('pointsEarned', () => {
  const order = (itemTotal: number, totalDiscount: number, giftCards: number[] = []) =>
    ({
      totals: { itemTotal, totalDiscount },
      items: [
        { isDigitalProduct: false, price: { priceAfterOrderDiscount: itemTotal } },
        ...giftCards.map((amount) => ({
          isDigitalProduct: true,
          price: { priceAfterOrderDiscount: amount },
        })),
      ],
    }) as unknown as CheckoutOrder;

  it('earns a point per whole major unit of merchandise after discounts', () => {
    expect(pointsEarned(order(120.99, 20))).toBe(100);
    expect(pointsEarned(order(10, 30))).toBe(0);
  });

  it('earns nothing for gift cards bought', () => {
    expect(pointsEarned(order(150, 0, [50]))).toBe(100);
  });
});
