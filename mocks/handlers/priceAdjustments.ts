import type { HttpHandler } from 'msw';
import {
  addPriceAdjustment,
  deletePriceAdjustment,
  updatePriceAdjustment,
} from '#api/contract/cart.ts';
import {
  type AdjustmentRefusal,
  adjustmentBase,
  adjustmentProblem,
  type PriceAdjustmentFact,
  refusalMessage,
} from '#commerce/cart/adjustments.ts';
import { answering, cartById, cartView, DetailedMockError, type MockCart, mockId } from './cart.ts';
import { MockApiError, type MockRequest, mockRoute } from './http.ts';
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

function refuse(refusal: AdjustmentRefusal, itemId: string | null): never {
  throw new DetailedMockError('PRC400', refusalMessage(refusal, itemId), {
    itemId,
    reason: refusal,
  });
}

/** Check `wanted` against the cart priced without `replacing`, as the service does. */
function checkAdjustment(cart: MockCart, wanted: PriceAdjustmentFact, replacing?: string): void {
  const { itemId } = wanted;
  if (itemId !== null && !cart.lines.some((line) => line.id === itemId)) {
    throw new MockApiError('ORD404', `No item ${itemId} in the cart`);
  }
  const others = cart.checkout.priceAdjustments.filter((a) => a.id !== replacing);
  if (others.some((other) => other.itemId === itemId)) refuse('alreadyAdjusted', itemId);
  const view = cartView({ ...cart, checkout: { ...cart.checkout, priceAdjustments: others } });
  const base = adjustmentBase(view, itemId);
  const problem = base === null ? 'notAdjustable' : adjustmentProblem(base, wanted);
  if (problem) refuse(problem, itemId);
}

export const priceAdjustmentHandlers = {
  addPriceAdjustment: mockRoute(
    addPriceAdjustment,
    answering(({ params, body, cookies }: MockRequest<typeof addPriceAdjustment>) => {
      requireAssociate(cookies);
      const cart = cartById(params.basketId);
      const wanted: PriceAdjustmentFact = { id: mockId('adjustment'), ...body };
      checkAdjustment(cart, wanted);
      cart.checkout.priceAdjustments.push(wanted);
      return cartView(cart);
    }),
  ),
  updatePriceAdjustment: mockRoute(
    updatePriceAdjustment,
    answering(({ params, body, cookies }: MockRequest<typeof updatePriceAdjustment>) => {
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
    deletePriceAdjustment,
    answering(({ params, cookies }: MockRequest<typeof deletePriceAdjustment>) => {
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
