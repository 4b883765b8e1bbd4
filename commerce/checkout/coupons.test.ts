import { describe, expect, it } from 'vitest';
import { guestShopper } from '../cart/promotions.ts';
import {
  type CouponFacts,
  type CouponWindow,
  couponCode,
  couponRedeemed,
  couponVerdict,
  MAX_COUPONS_PER_CART,
  type RedeemedCoupon,
  redemptionRefusal,
} from './coupons.ts';

const now = new Date('2025-06-01T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const member = { ...guestShopper, registered: true, loyalty: true };

const coupon = (extra: Partial<CouponWindow> = {}): CouponWindow => ({
  starts: [null, null],
  ends: [null, null],
  maxRedemptions: null,
  redemptions: 0,
  audience: 'all',
  boundTo: null,
  ...extra,
});

const facts = (extra: Partial<CouponFacts<CouponWindow>> = {}): CouponFacts<CouponWindow> => ({
  code: 'SAVE20',
  coupon: coupon(),
  shopper: guestShopper,
  consumerId: null,
  guest: true,
  held: [],
  now,
  ...extra,
});

describe('couponVerdict', () => {
  it('allows a running code for the shopper, answering its coupon', () => {
    const allowed = coupon({ starts: [new Date(now.getTime() - day), null] });
    expect(couponVerdict(facts({ coupon: allowed }))).toBe(allowed);
  });

  it('refuses an unknown code (PRM130), one not running yet (PRM135) or ended (PRM155)', () => {
    expect(couponVerdict(facts({ coupon: undefined }))).toEqual({
      errorId: 'PRM130',
      message: 'No promotion with the code SAVE20',
    });
    const later = coupon({ starts: [null, new Date(now.getTime() + day)] });
    expect(couponVerdict(facts({ coupon: later }))).toMatchObject({ errorId: 'PRM135' });
    // The end is exclusive: a code ending now has ended.
    const ended = coupon({ ends: [now, null] });
    expect(couponVerdict(facts({ coupon: ended }))).toEqual({
      errorId: 'PRM155',
      message: 'The code SAVE20 has expired',
    });
  });

  it('refuses a single-use code once it is used up (PRM150)', () => {
    expect(
      couponVerdict(facts({ coupon: coupon({ maxRedemptions: 1, redemptions: 0 }) })),
    ).not.toHaveProperty('errorId');
    expect(couponVerdict(facts({ coupon: coupon({ maxRedemptions: 1, redemptions: 1 }) }))).toEqual(
      {
        errorId: 'PRM150',
        message: 'The code SAVE20 has already been redeemed',
      },
    );
  });

  it('asks a guest to sign in for a member code, and tells an account it is not for it (PRM160)', () => {
    const members = coupon({ audience: 'loyalty' });
    expect(couponVerdict(facts({ coupon: members }))).toEqual({
      errorId: 'PRM160',
      message: 'Sign in to use the code SAVE20',
    });
    const registered = { ...guestShopper, registered: true };
    expect(couponVerdict(facts({ coupon: members, shopper: registered, guest: false }))).toEqual({
      errorId: 'PRM160',
      message: 'The code SAVE20 is not valid for this account',
    });
    expect(couponVerdict(facts({ coupon: members, shopper: member, guest: false }))).toBe(members);
  });

  it('answers a code bound to another consumer, or to a guest, as an unknown one (PRM130)', () => {
    // Ended and used up: nothing of the coupon may show through to whoever it is not for.
    const mine = coupon({ boundTo: 'maya', maxRedemptions: 1, redemptions: 1, ends: [now, null] });
    const unknown = couponVerdict(facts({ coupon: undefined }));
    expect(couponVerdict(facts({ coupon: mine }))).toEqual(unknown);
    const signedIn = { shopper: member, guest: false };
    expect(couponVerdict(facts({ coupon: mine, ...signedIn, consumerId: 'jonas' }))).toEqual(
      unknown,
    );
    expect(couponVerdict(facts({ coupon: mine, ...signedIn, consumerId: 'maya' }))).toMatchObject({
      errorId: 'PRM155',
    });
    const running = coupon({ boundTo: 'maya', maxRedemptions: 1 });
    expect(couponVerdict(facts({ coupon: running, ...signedIn, consumerId: 'maya' }))).toBe(
      running,
    );
  });

  it('refuses a code on the cart already (PRM416) and one more than a cart holds (PRM140)', () => {
    expect(couponVerdict(facts({ held: [{ code: 'SAVE20' }] }))).toMatchObject({
      errorId: 'PRM416',
    });
    const full = Array.from({ length: MAX_COUPONS_PER_CART }, (_, index) => ({
      code: `C${index}`,
    }));
    expect(couponVerdict(facts({ held: full }))).toEqual({
      errorId: 'PRM140',
      message: `A cart holds at most ${MAX_COUPONS_PER_CART} codes`,
    });
    expect(couponVerdict(facts({ held: full.slice(1) }))).not.toHaveProperty('errorId');
  });
});

describe('coupon codes', () => {
  it('are keyed trimmed and in upper case', () => {
    expect(couponCode('  save20 ')).toBe('SAVE20');
  });

  it('name the code in the PRM150 placing answers', () => {
    expect(couponRedeemed('ONCE25')).toEqual({
      errorId: 'PRM150',
      message: 'The code ONCE25 has already been redeemed',
      details: { code: 'ONCE25' },
    });
  });
});

describe('redemptionRefusal', () => {
  const applied = (extra: Partial<RedeemedCoupon> = {}): RedeemedCoupon => ({
    ends: null,
    maxRedemptions: 1,
    redemptions: 0,
    boundTo: null,
    ...extra,
  });

  it('lets placing redeem a code that still runs, is not spent and is the buyer’s', () => {
    expect(redemptionRefusal('ONCE25', applied(), null, now)).toBeNull();
    expect(
      redemptionRefusal(
        'WELCOME-X',
        applied({ boundTo: 'maya', ends: new Date(now.getTime() + day) }),
        'maya',
        now,
      ),
    ).toBeNull();
  });

  it('refuses one that ended since it was applied (PRM155), spent (PRM150) or not the buyer’s (PRM130)', () => {
    expect(redemptionRefusal('ONCE25', applied({ ends: now }), null, now)).toEqual({
      errorId: 'PRM155',
      message: 'The code ONCE25 has expired',
      details: { code: 'ONCE25' },
    });
    expect(redemptionRefusal('ONCE25', applied({ redemptions: 1 }), null, now)).toEqual(
      couponRedeemed('ONCE25'),
    );
    const unknown = {
      errorId: 'PRM130',
      message: 'No promotion with the code WELCOME-X',
      details: { code: 'WELCOME-X' },
    };
    expect(redemptionRefusal('WELCOME-X', applied({ boundTo: 'maya' }), 'jonas', now)).toEqual(
      unknown,
    );
    expect(redemptionRefusal('WELCOME-X', applied({ boundTo: 'maya' }), null, now)).toEqual(
      unknown,
    );
    expect(redemptionRefusal('WELCOME-X', undefined, 'maya', now)).toEqual(unknown);
  });
});
