import { delay, type HttpHandler, http } from 'msw';
import { type Cart, type CartItemInput, createCart, updateCartItem } from '#api/contract/cart.ts';
import type { SiteLocale } from '#api/contract/common.ts';
import type { ErrorId } from '#api/contract/errors.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import { siteOf } from '#commerce/catalogue/site.ts';
import { errorResponse, methodOf, mockPath } from '../http.ts';
import { cartHandlers, cartResolvers } from './handlers.ts';
import { addLines } from './lines.ts';
import { emptyCheckout, forgetMockCarts, type MockCart, mockCartState, openCart } from './state.ts';
import { cartView } from './view.ts';

/*
 * What stories and tests start from: a seeded open cart, the open cart as getCart answers
 * it, the cart states they ask for by name (empty, slow, lost, refused …) and the happy path.
 */

/**
 * The shopper's open cart with `items` added as createCartWithItem adds them: the set-up of
 * stories and tests that start further on (at checkout). Throws what the call would answer.
 */
export function seedMockCart(
  locale: SiteLocale | undefined,
  items: readonly CartItemInput[],
): MockCart {
  const cart = openCart(locale);
  addLines(
    cart,
    items.map((item) => ({ ...item, qty: item.qty ?? 1 })),
  );
  return cart;
}

/** The shopper's open cart as getCart answers it; null before there is one. */
export function mockOpenCart(): Cart | null {
  const state = mockCartState();
  const cart = state.openCartId ? state.carts.get(state.openCartId) : undefined;
  return cart ? cartView(cart) : null;
}

/** States stories and tests ask for by name. */
export const cartStates = {
  /** A cart without lines (the empty-cart page). */
  empty: (): HttpHandler[] => [
    cartHandlers.getCart.with(({ params, query }) => {
      const site = siteOf(query.locale);
      return cartView({
        id: params.basketId,
        locale: site.locale,
        currency: site.currency,
        lines: [],
        status: 'open',
        checkout: emptyCheckout(),
      });
    }),
  ],
  /** The cart arrives late (skeletons, disabled buttons). */
  slow: (ms = 1500): HttpHandler[] => [
    cartHandlers.getCart.with(async (request) => {
      await delay(ms);
      return cartResolvers.get(request);
    }),
    cartHandlers.addCartItems.with(async (request) => {
      await delay(ms);
      return cartResolvers.add(request);
    }),
  ],
  /** Spec §8 CART_NOT_FOUND: the client recreates the cart with its items. */
  cartNotFound: (): HttpHandler[] => [
    cartHandlers.getCart.error('BSK404'),
    cartHandlers.addCartItems.error('BSK404'),
    cartHandlers.updateCartItem.error('BSK404'),
  ],
  /**
   * Spec §8 CART_NOT_FOUND, once: at the first call of `route` (a line update by default)
   * the service has lost the shopper's carts and answers BSK404; the cart the client makes
   * again with its items, and every later call, are answered as usual.
   */
  cartLost: (route: AnyRoute = updateCartItem): HttpHandler =>
    methodOf(route)(
      mockPath(route),
      () => {
        forgetMockCarts();
        return errorResponse('BSK404');
      },
      { once: true },
    ),
  /**
   * Spec §8 INVALID_CUSTOMER at a call of `route` (a line update by default): the cart is
   * another customer's (AUT498). The new cart the client then makes is empty.
   */
  invalidCustomerAt: (route: AnyRoute = updateCartItem): HttpHandler[] => [
    methodOf(route)(mockPath(route), () => errorResponse('AUT498')),
    http.post(mockPath(createCart), () => {
      forgetMockCarts();
      return undefined;
    }),
  ],
  /** Spec §8 INVALID_CUSTOMER: the cart belongs to someone else. */
  invalidCustomer: (): HttpHandler[] => [
    cartHandlers.getCart.error('AUT498'),
    cartHandlers.addCartItems.error('AUT498'),
  ],
  /** Spec §8 ITEM_OOS on add. */
  outOfStock: (productId = 'RDGJK100110'): HttpHandler =>
    cartHandlers.addCartItems.with(() =>
      errorResponse('INV700', {
        message: `${productId} is out of stock`,
        details: {
          productIds: [productId],
          type: 'ProductItemRequired',
        },
      }),
    ),
  /** Spec §8 ADDED_MAX_QUANTITY, with the quantity the message shows. */
  maxQuantity: (maxAllowedQty = 3, productId = 'RDGJK100110'): HttpHandler[] =>
    [cartHandlers.addCartItems, cartHandlers.updateCartItem].map((handler) =>
      handler.with(() =>
        errorResponse('INV408', {
          message: `At most ${maxAllowedQty} of ${productId} can be in the cart`,
          details: {
            type: 'ProductItemMaxQuantity',
            productId,
            maxAllowedQty,
            qtyInCart: 0,
          },
        }),
      ),
    ),
  /** INV408 without details: the client falls back to its generic message. */
  maxQuantityWithoutDetails: (): HttpHandler => cartHandlers.addCartItems.error('INV408'),
  /**
   * A line update (PUT …/item) the service refuses when it sets that part of the line, its
   * gift option (removing it too) or its delivery: SHP404, GFO404, API400 naming a field …
   * Any other update goes on to the next handler and is answered as usual.
   */
  itemUpdateRefused: (
    part: 'giftOption' | 'shippingOptions',
    errorId: ErrorId,
    options: { message?: string; details?: Record<string, unknown> } = {},
  ): HttpHandler =>
    http.put(mockPath(updateCartItem), async ({ request }) => {
      const body: unknown = await request
        .clone()
        .json()
        .catch(() => null);
      if (body && typeof body === 'object' && part in body) return errorResponse(errorId, options);
      return undefined;
    }),
};

/** The happy path of the cart calls issue 3 implements. */
export const cartHappyPath: HttpHandler[] = Object.values(cartHandlers).map((handler) =>
  handler.ok(),
);
