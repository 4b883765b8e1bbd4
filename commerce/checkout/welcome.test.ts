import { describe, expect, it } from 'vitest';
import { guestShopper, pricePromotions } from '../cart/promotions.ts';
import {
  WELCOME_MAX_REDEMPTIONS,
  WELCOME_PROMO_DAYS,
  type WelcomeCoupon,
  welcomeCodeDue,
  welcomeOffer,
  welcomePromotion,
  welcomeWindow,
} from './welcome.ts';

const joined = new Date('2026-11-02T10:00:00Z');
const day = 24 * 60 * 60 * 1000;
const ends = new Date(joined.getTime() + WELCOME_PROMO_DAYS * day);

describe('welcomeWindow', () => {
  it('runs from joining for WELCOME_PROMO_DAYS (30)', () => {
    expect(WELCOME_PROMO_DAYS).toBe(30);
    expect(welcomeWindow(joined)).toEqual({
      startsAt: joined,
      endsAt: new Date('2026-12-02T10:00:00Z'),
    });
  });
});

describe('welcomeCodeDue', () => {
  it('gives a member without a code one only while their offer would still run', () => {
    expect(welcomeCodeDue(joined, joined)).toBe(true);
    expect(welcomeCodeDue(joined, new Date(ends.getTime() - 1))).toBe(true);
    expect(welcomeCodeDue(joined, ends)).toBe(false);
    expect(welcomeCodeDue(null, joined)).toBe(false);
  });
});

describe('welcomeOffer', () => {
  const coupon = (extra: Partial<WelcomeCoupon> = {}): WelcomeCoupon => ({
    code: 'WELCOME-7KQ2M9TDXA',
    endsAt: ends,
    maxRedemptions: WELCOME_MAX_REDEMPTIONS,
    redemptions: 0,
    ...extra,
  });

  it('answers the member’s code and its end while it may be used', () => {
    expect(welcomeOffer(coupon(), joined)).toEqual({ code: 'WELCOME-7KQ2M9TDXA', expiresAt: ends });
  });

  it('answers none without a code, once an order spent it, or once it ended', () => {
    expect(welcomeOffer(undefined, joined)).toBeNull();
    expect(welcomeOffer(coupon({ redemptions: 1 }), joined)).toBeNull();
    expect(welcomeOffer(coupon(), ends)).toBeNull();
  });
});

describe('welcomePromotion', () => {
  it('takes 10% off the merchandise of a member’s cart holding the code, and only then', () => {
    const promotion = { ...welcomePromotion, name: 'Welcome offer', callout: 'Welcome offer' };
    const member = { ...guestShopper, registered: true, loyalty: true };
    const input = {
      currency: 'USD' as const,
      lines: [
        {
          id: 'l1',
          sku: 'S1',
          masterId: 'M1',
          brand: 'ridgeline' as const,
          categoryIds: [],
          qty: 2,
          unit: 4_995,
        },
      ],
      promotions: [promotion],
      coupons: [{ id: 'c1', code: 'WELCOME-7KQ2M9TDXA', promotionId: welcomePromotion.id }],
      shopper: member,
      formatMoney: String,
    };
    const priced = pricePromotions(input);
    expect(priced.orderDiscount).toBe(999);
    expect(priced.coupons.get('c1')).toEqual({ applied: true, statusCode: null });
    expect(pricePromotions({ ...input, coupons: [] }).orderDiscount).toBe(0);
    // Members only: a shopper who left the programme keeps no discount from it.
    expect(pricePromotions({ ...input, shopper: guestShopper }).orderDiscount).toBe(0);
  });
});
