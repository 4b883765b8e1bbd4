/*
 * MSW handlers of spec §7 Cart (the calls issue 3 implements) and the saved-for-later list,
 * answering from the demo catalogue by the service's rules: prices in the cart's currency,
 * stock checks (INV700/INV406/INV409, INV408 with maxAllowedQty), lines of one sku adding
 * up, failed calls changing nothing. The state lives in memory: every story or test starts
 * with `resetCartMocks()` (the browser shopper owns every cart; `cartStates.invalidCustomer`
 * gives the AUT498 answer).
 *
 * A cart also holds its checkout (coupons, shipping methods, addresses, payments; the calls
 * are in ./checkout.ts) and is answered with the demo promotions, so the mock carts price
 * like the service's seeded ones. The shopper is a guest until `setMockCartShopper(key)`
 * signs a demo account in for the cart calls (audiences, points, rewards).
 *
 * The code lives by responsibility in ./cart/: the state and its resets (state.ts), the
 * line rules (lines.ts), the cart's priced view (view.ts), the saved-for-later list
 * (savedForLater.ts), the handlers (handlers.ts) and the states stories and tests start
 * from (states.ts). This module is what the rest imports: it re-exports their public names.
 */

export { cartHandlers, cartResolvers } from './cart/handlers.ts';
export { savedForLaterAnswer } from './cart/savedForLater.ts';
export type {
  MockCart,
  MockCheckout,
  MockOrder,
  MockPayment,
  MockPaymentSession,
  MockReservations,
  MockSavedCard,
  MockSavedGiftCard,
  MockSavedItem,
  MockShopper,
} from './cart/state.ts';
export {
  answering,
  cartById,
  DetailedMockError,
  emptyCheckout,
  forgetMockCarts,
  mockCartState,
  mockId,
  mockSaveForLaterState,
  oncePerMockRun,
  resetCartMocks,
  setMockCartShopper,
} from './cart/state.ts';
export { cartHappyPath, cartStates, mockOpenCart, seedMockCart } from './cart/states.ts';
export { cartView, checkoutFacts, listProduct, shopperFacts } from './cart/view.ts';
