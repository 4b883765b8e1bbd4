import type { Cart, CartItemInput } from '#api/contract/cart.ts';
import {
  addPaymentInstrument,
  type CheckoutOrder,
  placeOrder,
  setBillingAddress,
  setShippingAddress,
} from '#api/contract/checkout.ts';
import type { SiteLocale } from '#api/contract/common.ts';
import { minorUnits } from '#commerce/checkout/verdict.ts';
import { cartView, seedMockCart } from '../cart.ts';
import {
  type AddressBody,
  applyCouponCode,
  chooseShippingMethod,
  saveBillingAddress,
  saveShippingAddress,
} from './cartChanges.ts';
import { placeOrderOf } from './orders.ts';
import { addInstrument, openSession } from './payments.ts';
import { answerCart } from './shopper.ts';

/*
 * Where checkout stories and tests start: a site's valid address, a cart set up by the
 * rules the calls follow, an order placed from it.
 */

/** A shopper's address on each site, valid by its country's rules (demo/catalogue). */
export const checkoutAddresses: Record<SiteLocale, AddressBody> = {
  'en-us': {
    firstName: 'Ada',
    lastName: 'Lovelace',
    addressLine1: '12 Pine Street',
    city: 'Denver',
    province: 'CO',
    postalCode: '80202',
    country: 'US',
    email: 'ada@example.com',
    phone: '+13035550100',
  },
  'en-ca': {
    firstName: 'Jordan',
    lastName: 'Okafor',
    addressLine1: '100 Queen Street West',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5H 2N2',
    country: 'CA',
    email: 'jordan@example.com',
    phone: '+14165550100',
  },
  'fr-ca': {
    firstName: 'Camille',
    lastName: 'Tremblay',
    addressLine1: '1200 rue Sainte-Catherine',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H3B 1K9',
    country: 'CA',
    email: 'camille@example.com',
    phone: '+15145550100',
  },
  'en-gb': {
    firstName: 'Oliver',
    lastName: 'Bennett',
    addressLine1: '221B Baker Street',
    city: 'London',
    postalCode: 'NW1 6XE',
    country: 'GB',
    email: 'oliver@example.com',
    phone: '+442079460000',
  },
  'de-de': {
    firstName: 'Lena',
    lastName: 'Fischer',
    addressLine1: 'Invalidenstraße 117',
    city: 'Berlin',
    postalCode: '10115',
    country: 'DE',
    email: 'lena@example.com',
    phone: '+493012345678',
  },
  'fr-fr': {
    firstName: 'Manon',
    lastName: 'Martin',
    addressLine1: '8 rue de Rivoli',
    city: 'Paris',
    postalCode: '75004',
    country: 'FR',
    email: 'manon@example.com',
    phone: '+33142000000',
  },
};

/** Where a checkout story or test starts: the cart's lines and what checkout put on it. */
export interface MockCheckoutSetup {
  /** The site of the cart. @default 'en-us' */
  locale?: SiteLocale | undefined;
  items: readonly CartItemInput[];
  coupons?: readonly string[];
  /** A method per shipment id (`{ standard: 'EXP' }`). */
  shippingMethods?: Record<string, string>;
  /** `true`: the site's address of `checkoutAddresses`. */
  shippingAddress?: AddressBody | true;
  billingAddress?: AddressBody | 'sameAsShipping';
  giftCards?: readonly { number: string; pin: string; amount?: number }[];
  /** What pays the rest: a sandbox card number, a saved card, PayPal or Klarna. */
  payment?: { cardNumber: string } | { savedCardId: string } | { type: 'PAYPAL' | 'KLARNA' };
}

/**
 * The shopper's open cart put where a checkout story or test starts, by the rules the
 * calls follow (a refusal throws, as a failed call would answer). Sign a member in first
 * (`setMockCartShopper`) for member codes and saved cards. Answers the cart as getCart does.
 */
export function seedMockCheckout(setup: MockCheckoutSetup): Cart {
  const locale = setup.locale ?? 'en-us';
  const cart = seedMockCart(locale, setup.items);
  for (const code of setup.coupons ?? []) applyCouponCode(cart, code);
  for (const [shippingId, code] of Object.entries(setup.shippingMethods ?? {})) {
    chooseShippingMethod(cart, shippingId, code);
  }
  if (setup.shippingAddress) {
    const address =
      setup.shippingAddress === true ? checkoutAddresses[locale] : setup.shippingAddress;
    saveShippingAddress(cart, setShippingAddress.body.parse({ address }));
  }
  if (setup.billingAddress) {
    saveBillingAddress(
      cart,
      setBillingAddress.body.parse(
        setup.billingAddress === 'sameAsShipping'
          ? { sameAsShipping: true }
          : { address: setup.billingAddress },
      ),
    );
  }
  for (const { amount, ...giftCard } of setup.giftCards ?? []) {
    addInstrument(cart, addPaymentInstrument.body.parse({ type: 'GIFT_CARD', giftCard, amount }));
  }
  const { payment } = setup;
  if (payment) {
    const holder = `${checkoutAddresses[locale].firstName} ${checkoutAddresses[locale].lastName}`;
    addInstrument(
      cart,
      addPaymentInstrument.body.parse(
        'cardNumber' in payment
          ? {
              type: 'CREDIT_CARD',
              card: {
                number: payment.cardNumber,
                expiryMonth: 12,
                expiryYear: new Date().getUTCFullYear() + 3,
                cvv: '737',
                holder,
              },
            }
          : 'savedCardId' in payment
            ? { type: 'CREDIT_CARD', savedCardId: payment.savedCardId }
            : {
                type: payment.type,
                paymentSessionId: openSession(
                  cart,
                  payment.type,
                  minorUnits(cartView(cart).totals.remainingToPay),
                ),
              },
      ),
    );
  }
  return answerCart(cart);
}

/**
 * An order placed from a cart set up like `seedMockCheckout`, as placeOrder answers it
 * (`payment_pending` with its challenge for the 3-D Secure card). The confirmation's set-up.
 */
export function seedMockOrder(setup: MockCheckoutSetup): CheckoutOrder {
  const cart = seedMockCheckout(setup);
  return placeOrderOf(placeOrder.body.parse({ basketId: cart.id, recaptcha_response: 'story' }));
}
