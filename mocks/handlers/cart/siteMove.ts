import type { Cart } from '#api/contract/cart.ts';
import type { SiteLocale } from '#api/contract/common.ts';
import { planSiteMove, type SiteMove, withSiteMove } from '#commerce/cart/siteMove.ts';
import { mockCatalogue } from '../products.ts';
import { cartById, type MockCart } from './state.ts';
import { cartView } from './view.ts';

/*
 * A call on another site than its cart's moves the cart there first, by the service's rule
 * (commerce/cart/siteMove.ts; server/cart/siteMove.ts does the same in its transaction).
 */

/** The cart moved to the site `asked` (the call's `locale`), when it is on another one. */
export function moveMockCart(cart: MockCart, asked: SiteLocale | undefined): SiteMove | null {
  const { checkout } = cart;
  const country = checkout.shippingAddress?.country.toUpperCase();
  const move = planSiteMove({
    cart: { locale: cart.locale, currency: cart.currency },
    asked,
    shippingAddress: checkout.shippingAddress,
    shippingCountry: mockCatalogue().countries.find((candidate) => candidate.code === country),
    payments: checkout.payments,
    priceAdjustments: checkout.priceAdjustments,
  });
  if (!move) return null;
  const dropped = new Set([...move.droppedPayments, ...move.droppedAdjustments]);
  cart.locale = move.locale;
  cart.currency = move.currency;
  checkout.payments = checkout.payments.filter((payment) => !dropped.has(payment.id));
  checkout.priceAdjustments = checkout.priceAdjustments.filter(
    (adjustment) => !dropped.has(adjustment.id),
  );
  // A pay-later session covers an amount in the old currency.
  if (move.currency !== move.from.currency) checkout.paymentSessions = [];
  checkout.shippingMethods = {};
  if (!move.keepShippingAddress) checkout.shippingAddress = null;
  checkout.taxQuote = null;
  checkout.giftCardQuote = null;
  return move;
}

/** The open cart `basketId` names (cartById), on the call's site. */
export function siteCartById(
  basketId: string,
  asked: SiteLocale | undefined,
): { cart: MockCart; move: SiteMove | null } {
  const cart = cartById(basketId);
  return { cart, move: moveMockCart(cart, asked) };
}

/** The cart's answer, with what moving it said. */
export const movedCartView = (cart: MockCart, move: SiteMove | null): Cart =>
  withSiteMove(cartView(cart), move);
