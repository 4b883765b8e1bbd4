import type { setBillingAddress, setShippingAddress } from '#api/contract/checkout.ts';
import { type AddressInput, storedParts } from '#commerce/cart/address.ts';
import { deliveryChanges } from '#commerce/cart/conversions.ts';
import * as addresses from '#commerce/checkout/addresses.ts';
import { couponCode, couponVerdict } from '#commerce/checkout/coupons.ts';
import {
  WELCOME_MAX_REDEMPTIONS,
  WELCOME_PROMOTION_ID,
  welcomeWindow,
} from '#commerce/checkout/welcome.ts';
import { bookWith, sameAddress, savedAsMainAddress } from '#commerce/consumer/addressBook.ts';
import { demoStock } from '#demo/catalogue/views.ts';
import { demoCoupons, demoPromotions, demoWelcomeCodes } from '#demo/checkout/index.ts';
import { demoAccount, findDemoAccountByEmail } from '#demo/profiles/index.ts';
import { addressBookOf, keepAddressBook } from '../addressBook.ts';
import { cartView, type MockCart, mockCartState, mockId, shopperFacts } from '../cart.ts';
import { mockCatalogue } from '../products.ts';
import { assertHuman, type BodyOf, enforce, signedIn } from './shopper.ts';

/*
 * What checkout changes on a mock cart before it is paid for, by commerce/checkout's rules
 * on the demo coupons, countries and stock: coupons, addresses, delivery methods.
 */

export type AddressBody = AddressInput;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo coupon's day, counted from the seeding day, which for the mocks is now. */
const inDays = (now: Date, days: number | undefined) =>
  days === undefined ? null : new Date(now.getTime() + days * DAY_MS);

/**
 * A demo code's coupon as the service seeds it (server/checkout/seed.ts): a demo coupon,
 * or a demo member's welcome code, bound to them; undefined for an unknown code.
 */
export function demoCoupon(code: string, now: Date) {
  const coupon = demoCoupons.find((candidate) => candidate.code === code);
  if (coupon) {
    return {
      promotionId: coupon.promotionId,
      starts: inDays(now, coupon.startsInDays),
      ends: inDays(now, coupon.endsInDays),
      maxRedemptions: coupon.maxRedemptions,
      boundTo: null,
    };
  }
  const welcome = demoWelcomeCodes.find((candidate) => candidate.code === code);
  const member = welcome && findDemoAccountByEmail(welcome.email);
  if (!welcome || !member) return undefined;
  const { startsAt, endsAt } = welcomeWindow(inDays(now, -welcome.joinedDaysAgo) ?? now);
  return {
    promotionId: WELCOME_PROMOTION_ID,
    starts: startsAt,
    ends: endsAt,
    maxRedemptions: WELCOME_MAX_REDEMPTIONS,
    boundTo: member.profile.consumerId,
  };
}

export function applyCouponCode(cart: MockCart, asked: string) {
  const code = couponCode(asked);
  const now = new Date();
  const coupon = demoCoupon(code, now);
  const promotion = demoPromotions.find((candidate) => candidate.id === coupon?.promotionId);
  const consumer = signedIn();
  const allowed = enforce(
    couponVerdict({
      code,
      coupon: coupon &&
        promotion && {
          promotionId: promotion.id,
          starts: [coupon.starts],
          ends: [coupon.ends],
          maxRedemptions: coupon.maxRedemptions,
          redemptions: mockCartState().couponRedemptions[code] ?? 0,
          audience: promotion.audience,
          boundTo: coupon.boundTo,
        },
      shopper: shopperFacts(),
      consumerId: consumer?.profile.consumerId ?? null,
      guest: !consumer,
      held: cart.checkout.coupons,
      now,
    }),
  );
  cart.checkout.coupons.push({ id: mockId('coupon'), code, promotionId: allowed.promotionId });
}

/** The demo country of a code (the rows the service seeds). */
export const demoCountry = (code: string) =>
  mockCatalogue().countries.find((candidate) => candidate.code === code.toUpperCase());

/** The address checked against its demo country's rules for the cart's site (checkAddress). */
export function checkedAddress<A extends AddressBody>(
  cart: MockCart,
  address: A,
  kind: addresses.AddressKind,
) {
  return enforce(addresses.checkAddress(address, demoCountry(address.country), kind, cart.locale));
}

/**
 * A signed-in shopper's address goes to the profile's book (the same one saved before is
 * reused, the first of its type is main), as the service does: the cart keeps its id.
 */
function profileAddressId(
  saveToProfile: boolean,
  address: AddressBody,
  approachType: 'S' | 'B',
): string | null {
  const consumer = signedIn();
  if (!saveToProfile || !consumer) return null;
  const account = demoAccount(consumer.shopper.key);
  const book = addressBookOf(account);
  const held = book.find((entry) => sameAddress(entry, { ...address, approachType }));
  if (held) return held.id;
  const added = {
    id: mockId('address'),
    approachType,
    main: savedAsMainAddress(false, book, approachType),
    ...storedParts(address),
  };
  keepAddressBook(account, bookWith(book, added));
  return added.id;
}

export function saveShippingAddress(cart: MockCart, body: BodyOf<typeof setShippingAddress>) {
  if (body.recaptcha_response !== undefined) assertHuman(body.recaptcha_response);
  const address = checkedAddress(cart, body.address, 'shipping');
  if (addresses.namesPoBox(address)) enforce(addresses.poBoxVerdict(cartView(cart)));
  cart.checkout.shippingAddress = {
    ...address,
    addressId: profileAddressId(body.saveToProfile, address, 'S'),
  };
  cart.checkout.taxQuote = null;
}

export function saveBillingAddress(cart: MockCart, body: BodyOf<typeof setBillingAddress>) {
  const source = enforce(
    addresses.billingSource<AddressBody & { addressId?: string | null }>(
      body,
      cart.checkout.shippingAddress,
    ),
  );
  const address = checkedAddress(cart, source, 'billing');
  cart.checkout.billingAddress = {
    ...address,
    addressId: profileAddressId(body.saveToProfile, address, 'B'),
  };
}

export function chooseShippingMethod(cart: MockCart, shippingId: string, code: string) {
  enforce(addresses.shippingMethodVerdict(cartView(cart), shippingId, code));
  cart.checkout.shippingMethods[shippingId] = code;
}

/**
 * The service's delivery changes of prepareOrder (commerce/cart/conversions.ts) on the demo
 * stock: the lines moved, the methods downgraded, the notices for the summary.
 */
export function convertDeliveries(cart: MockCart) {
  const catalogue = mockCatalogue();
  const { online, stores: shelves } = demoStock(catalogue);
  const { conversions, downgrades, notices } = deliveryChanges(
    cart.lines,
    {
      online,
      shelves,
      services: new Map(catalogue.stores.map((store) => [store.id, store.services])),
    },
    cart.checkout.shippingMethods,
    cart.checkout.shippingAddress,
  );
  for (const conversion of conversions) {
    const line = cart.lines.find((candidate) => candidate.id === conversion.itemId);
    if (!line) continue;
    line.shippingCode = conversion.to;
    line.storeId = conversion.storeId;
  }
  for (const downgrade of downgrades) {
    cart.checkout.shippingMethods[downgrade.shippingId] = downgrade.to;
  }
  return notices;
}
