import type { WishlistProduct } from '#api/contract/wishlists.ts';
import { type PaymentFact, rewardFact } from '#commerce/cart/payments.ts';
import { guestShopper, type ShopperFacts } from '#commerce/cart/promotions.ts';
import {
  type CheckoutFacts,
  cartView as cartAnswer,
  listProduct as listAnswer,
  viewSkus,
} from '#commerce/cart/view.ts';
import type { ProductModel } from '#commerce/catalogue/model.ts';
import { type Site, siteOf } from '#commerce/catalogue/site.ts';
import { demoPrices, demoStock } from '#demo/catalogue/views.ts';
import { demoPromotionsIn } from '#demo/checkout/index.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { mockCatalogue, mockModel } from '../products.ts';
import { mockPlaces } from './lines.ts';
import { type MockCart, mockCartState } from './state.ts';

/*
 * What the cart calls answer, priced as the service prices them: the cart's view from the
 * demo prices, stock and promotions with what checkout adds to it (the shopper's audiences,
 * coupons, addresses, payments), and a product as a list shows it.
 */

/** What a list shows of a product or one of its skus (favorites, saved for later). */
export function listProduct(
  product: ProductModel,
  sku: string | null,
  site: Site,
): WishlistProduct {
  const catalogue = mockCatalogue();
  const skus = product.variants.map((variant) => variant.sku);
  return listAnswer(
    product,
    sku,
    demoPrices(catalogue, skus, site.currency),
    demoStock(catalogue).online,
    site,
  );
}

/** Who the shopper is for promotion audiences (server/checkout/facts.ts). */
export function shopperFacts(): ShopperFacts {
  const state = mockCartState();
  if (!state.shopper) return guestShopper;
  const { profile } = demoAccount(state.shopper.key);
  return {
    registered: true,
    loyalty: profile.isLoyaltyMember,
    employee: profile.consumerDetails.employee && profile.isEmployeeDiscountTCAccepted,
    athlete: profile.consumerDetails.athlete,
    prosumer: profile.consumerDetails.prosumer,
  };
}

/**
 * The demo's clock for arrival dates (Tuesday 1 December 2026, 09:00 in Denver): a story's
 * "Arrives …" reads the same on every day it is shot.
 */
export const MOCK_NOW = Date.parse('2026-12-01T16:00:00Z');

/**
 * What checkout adds to the cart's answer, as server/checkout/facts.ts reads it: the demo
 * promotions in the cart's language, its coupons, addresses, methods and payments (gift
 * card balances as they stand now).
 */
export function checkoutFacts(cart: MockCart): CheckoutFacts {
  const state = mockCartState();
  const site = siteOf(cart.locale, cart.currency);
  const money = new Intl.NumberFormat(site.tag, { style: 'currency', currency: cart.currency });
  const { checkout } = cart;
  return {
    promotions: demoPromotionsIn(site.language),
    coupons: checkout.coupons,
    priceAdjustments: checkout.priceAdjustments,
    shopper: shopperFacts(),
    shippingMethods: checkout.shippingMethods,
    shippingAddress: checkout.shippingAddress,
    billingAddress: checkout.billingAddress,
    now: MOCK_NOW,
    payments: checkout.payments.map(
      (payment): PaymentFact => ({
        id: payment.id,
        type: payment.type,
        amount: payment.amount,
        giftCard: payment.giftCardNumber
          ? {
              last4: payment.giftCardNumber.slice(-4),
              balance: state.giftCards[payment.giftCardNumber] ?? 0,
            }
          : null,
        points: payment.type === 'LOYALTY_POINTS' ? (payment.points ?? 0) : null,
        reward: rewardFact(payment.rewardId, payment.rewardValue, money),
        card: payment.card,
      }),
    ),
  };
}

/** The cart as the service answers it (commerce/cart/view.ts), from the demo prices and stock. */
export function cartView(cart: MockCart) {
  const catalogue = mockCatalogue();
  const checkout = checkoutFacts(cart);
  const gifts = checkout.promotions.flatMap((promotion) =>
    promotion.rule.discount.kind === 'bonus' ? [promotion.rule.discount.sku] : [],
  );
  const skus = [
    ...viewSkus(
      mockModel(),
      cart.lines.map((line) => line.sku),
    ),
    ...gifts,
  ];
  return cartAnswer(
    mockModel(),
    cart,
    cart.lines,
    demoPrices(catalogue, skus, cart.currency),
    demoStock(catalogue),
    checkout,
    mockPlaces(),
  );
}
