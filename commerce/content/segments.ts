import type { SegmentCondition } from '#api/contract/contentSections.ts';

/**
 * What is known about the shopper, turned into the segment conditions of spec §4. One
 * piece of logic for the service's audience query and the renderer's stories and tests.
 */
export interface ShopperState {
  loggedIn: boolean;
  loyaltyMember?: boolean;
  employee?: boolean;
  /** Items in the cart; unknown leaves both cart conditions false. */
  cartItems?: number;
  /** Identity types of the profile (spec §3: WRANX, IPA) and athlete status. */
  identities?: readonly ('WRANX' | 'IPA')[];
  athlete?: boolean;
}

export function segmentConditions(state: ShopperState): Record<SegmentCondition, boolean> {
  const loyalty = state.loggedIn && state.loyaltyMember === true;
  const employee = state.loggedIn && state.employee === true;
  const wranx = state.identities?.includes('WRANX') ?? false;
  const ipa = state.identities?.includes('IPA') ?? false;
  const athlete = state.loggedIn && state.athlete === true;
  const known = state.cartItems !== undefined;
  return {
    'logged-out': !state.loggedIn,
    'logged-in': state.loggedIn,
    'loyalty-member': loyalty,
    'non-loyalty-logged-in': state.loggedIn && !loyalty,
    employee,
    'non-employee': !employee,
    'cart-empty': known && state.cartItems === 0,
    'cart-not-empty': known && (state.cartItems ?? 0) > 0,
    'ipa-wranx': ipa && wranx,
    'non-ipa-wranx': !(ipa && wranx),
    wranx,
    'non-wranx': !wranx,
    ipa,
    'non-ipa': !ipa,
    athletes: athlete,
    'non-athletes': !athlete,
  };
}
