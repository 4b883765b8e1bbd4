import type { HttpHandler } from 'msw';
import * as routes from '#api/contract/cart.ts';
import { adjustmentVerdict, type PriceAdjustmentFact } from '#commerce/cart/adjustments.ts';
import { answering, cartById, cartView, type MockCart, mockId } from './cart.ts';
import { assertAllowed, MockApiError, type MockRequest, mockRoute } from './http.ts';
import { readMockSession } from './session.ts';

/*
 * The associate's price adjustments (spec §7), as the service answers them
 * (server/cart/priceAdjustments.ts): an associate session only, one adjustment per line and
 * one for the order, never more than what is left to pay for it, priced by the shared
 * commerce/cart/adjustments.ts.
 */

function requireAssociate(cookies: Record<string, string>): void {
  if (readMockSession(cookies).kind !== 'agent') {
    throw new MockApiError('AUT432', 'An associate session is required');
  }
}

/** The cart's adjustment `adjustmentId`, else BSK404 as the service answers. */
function adjustmentOf(cart: MockCart, adjustmentId: string): PriceAdjustmentFact {
  const found = cart.checkout.priceAdjustments.find((a) => a.id === adjustmentId);
  if (!found) throw new MockApiError('BSK404', `No price adjustment ${adjustmentId} on the cart`);
  return found;
}

/** Check `wanted` against the cart priced without `replacing`, as the service does. */
function checkAdjustment(cart: MockCart, wanted: PriceAdjustmentFact, replacing?: string): void {
  const { itemId } = wanted;
  if (itemId !== null && !cart.lines.some((line) => line.id === itemId)) {
    throw new MockApiError('ORD404', `No item ${itemId} in the cart`);
  }
  const others = cart.checkout.priceAdjustments.filter((a) => a.id !== replacing);
  const view = cartView({ ...cart, checkout: { ...cart.checkout, priceAdjustments: others } });
  assertAllowed(adjustmentVerdict(view, others, wanted));
}

export const priceAdjustmentHandlers = {
  addPriceAdjustment: mockRoute(
    routes.addPriceAdjustment,
    answering(({ params, body, cookies }: MockRequest<typeof routes.addPriceAdjustment>) => {
      requireAssociate(cookies);
      const cart = cartById(params.basketId);
      const wanted: PriceAdjustmentFact = { id: mockId('adjustment'), ...body };
      checkAdjustment(cart, wanted);
      cart.checkout.priceAdjustments.push(wanted);
      return cartView(cart);
    }),
  ),
  updatePriceAdjustment: mockRoute(
    routes.updatePriceAdjustment,
    answering(({ params, body, cookies }: MockRequest<typeof routes.updatePriceAdjustment>) => {
      requireAssociate(cookies);
      const cart = cartById(params.basketId);
      const current = adjustmentOf(cart, params.adjustmentId);
      const wanted: PriceAdjustmentFact = {
        ...current,
        ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)),
      };
      checkAdjustment(cart, wanted, current.id);
      Object.assign(current, wanted);
      return cartView(cart);
    }),
  ),
  deletePriceAdjustment: mockRoute(
    routes.deletePriceAdjustment,
    answering(({ params, cookies }: MockRequest<typeof routes.deletePriceAdjustment>) => {
      requireAssociate(cookies);
      const cart = cartById(params.basketId);
      const current = adjustmentOf(cart, params.adjustmentId);
      cart.checkout.priceAdjustments = cart.checkout.priceAdjustments.filter((a) => a !== current);
      return cartView(cart);
    }),
  ),
};

export const priceAdjustmentHappyPath: HttpHandler[] = Object.values(priceAdjustmentHandlers).map(
  (handler) => handler.ok(),
);
