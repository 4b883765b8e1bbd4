import { delay, type HttpHandler } from 'msw';
import * as routes from '#api/contract/checkout.ts';
import * as consumerRoutes from '#api/contract/consumer.ts';
import { catalogueLocales, DEFAULT_CATALOGUE_LOCALE } from '#api/contract/products.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import { addressValidation, shipmentOf } from '#commerce/checkout/addresses.ts';
import { type CardOutcome, cardToSave, savedCardView } from '#commerce/checkout/cards.ts';
import { giftCardBalanceAnswer, giftCardQuote } from '#commerce/checkout/giftCards.ts';
import { prepareVerdict } from '#commerce/checkout/orders.ts';
import { sandboxPaymentCategories, sessionAmount } from '#commerce/checkout/payLater.ts';
import { paymentMethodsFor, unknownInstrument } from '#commerce/checkout/payments.ts';
import { minorUnits } from '#commerce/checkout/verdict.ts';
import { answering, cartById, cartView, type MockCart } from './cart.ts';
import {
  applyCouponCode,
  chooseShippingMethod,
  convertDeliveries,
  demoCountry,
  saveBillingAddress,
  saveShippingAddress,
} from './checkout/cartChanges.ts';
import { completeChallenge, placeOrderOf } from './checkout/orders.ts';
import {
  addInstrument,
  applyRewardVoucher,
  openGiftCard,
  openSession,
} from './checkout/payments.ts';
import {
  deleteSavedCard,
  saveCard,
  savedCardOwner,
  savedCardsOf,
  updateSavedCard,
} from './checkout/savedCards.ts';
import { deleteSavedGiftCard, savedGiftCardsOf, saveGiftCard } from './checkout/savedGiftCards.ts';
import {
  answerCart,
  assertHuman,
  enforce,
  payerFacts,
  randomToken,
  signedIn,
} from './checkout/shopper.ts';
import {
  MockApiError,
  type MockRequest,
  type MockResolver,
  type MockRoute,
  mockRoute,
  refuse,
} from './http.ts';

export { voucherTiers as loyaltyVoucherTiers } from '#commerce/checkout/loyalty.ts';
export {
  checkoutAddresses,
  type MockCheckoutSetup,
  seedMockCheckout,
  seedMockOrder,
} from './checkout/setup.ts';

/*
 * MSW handlers of the checkout calls (api/contract/checkout.ts) on the mock carts of
 * ./cart.ts: thin in-memory adapters over the rules the service answers by
 * (commerce/checkout: coupons, addresses, payments, orders), on the demo coupons,
 * countries, gift cards and accounts. The state they keep is in ./checkout/ (cart changes,
 * payments, saved cards, orders; the set-up stories start from). The prices, promotions,
 * tax and payment shares come from the same commerce/cart code the service answers with;
 * server/checkout/contract.test.ts walks both alike. A failed call changes nothing
 * (`answering`).
 *
 * The sandbox card gateway and pay-later provider answer as the service's do (the test
 * cards of commerce/checkout/cards.ts; an authorization token `decline` is declined).
 */

/** Change the cart `basketId`, answer it as it stands after (nothing changes on a failure). */
function onCart<R extends AnyRoute>(
  basketIdOf: (request: MockRequest<R>) => string,
  change: (cart: MockCart, request: MockRequest<R>) => void,
): MockResolver<R> {
  return answering<R>((request) => {
    const cart = cartById(basketIdOf(request));
    change(cart, request);
    return answerCart(cart) as never;
  });
}

const placeOrderResolver =
  (forcedOutcome?: CardOutcome): MockResolver<typeof routes.placeOrder> =>
  ({ body }) =>
    placeOrderOf(body, forcedOutcome);

export const checkoutResolvers = {
  applyCoupon: onCart<typeof routes.applyCoupon>(
    ({ body }) => body.basketId,
    (cart, { body }) => applyCouponCode(cart, body.code),
  ),
  removeCoupon: onCart<typeof routes.removeCoupon>(
    ({ query }) => query.basketId,
    (cart, { query }) => {
      cart.checkout.coupons = cart.checkout.coupons.filter((c) => c.id !== query.couponItemId);
    },
  ),
  setShippingMethod: onCart<typeof routes.setShippingMethod>(
    ({ body }) => body.basketId,
    (cart, { body }) => chooseShippingMethod(cart, body.shippingId, body.code),
  ),
  getShippingMethods: (({ params }) =>
    enforce(
      shipmentOf(cartView(cartById(params.basketId)), params.shippingId),
    )) satisfies MockResolver<typeof routes.getShippingMethods>,
  setShippingAddress: onCart<typeof routes.setShippingAddress>(
    ({ params }) => params.basketId,
    (cart, { body }) => saveShippingAddress(cart, body),
  ),
  deleteShippingAddress: onCart<typeof routes.deleteShippingAddress>(
    ({ params }) => params.basketId,
    (cart) => {
      cart.checkout.shippingAddress = null;
      cart.checkout.taxQuote = null;
    },
  ),
  validateShippingAddress: (({ params, body }) =>
    addressValidation(
      body.address,
      demoCountry(body.address.country),
      cartById(params.basketId).locale,
    )) satisfies MockResolver<typeof routes.validateShippingAddress>,
  setBillingAddress: onCart<typeof routes.setBillingAddress>(
    ({ params }) => params.basketId,
    (cart, { body }) => saveBillingAddress(cart, body),
  ),
  deleteBillingAddress: onCart<typeof routes.deleteBillingAddress>(
    ({ params }) => params.basketId,
    (cart) => {
      cart.checkout.billingAddress = null;
    },
  ),
  // The mocks label the methods in English on every site, as they always did (the
  // storefront names them from its own i18n; the service labels them in the site's language).
  getPaymentMethods: (({ params }) =>
    paymentMethodsFor(
      cartView(cartById(params.basketId)),
      payerFacts(),
      'en',
    )) satisfies MockResolver<typeof routes.getPaymentMethods>,
  addPaymentInstrument: onCart<typeof routes.addPaymentInstrument>(
    ({ params }) => params.basketId,
    (cart, { body }) => addInstrument(cart, body),
  ),
  removePaymentInstrument: onCart<typeof routes.removePaymentInstrument>(
    ({ params }) => params.basketId,
    (cart, { query }) => {
      const { payments } = cart.checkout;
      if (!payments.some((payment) => payment.id === query.paymentInstrumentId)) {
        refuse(unknownInstrument());
      }
      cart.checkout.payments = payments.filter((p) => p.id !== query.paymentInstrumentId);
    },
  ),
  applyReward: answering<typeof routes.applyReward>(({ params, body }) => {
    // A consumer's call (auth 'user'): a guest is refused before the cart is read.
    if (!signedIn()) throw new MockApiError('AUT432', 'Sign in to use this call');
    const cart = cartById(params.basketId);
    applyRewardVoucher(cart, body.rewardId, body.apply);
    return answerCart(cart);
  }),
  giftCardBalance: (({ query, body }) => {
    const currency = catalogueLocales[query.locale ?? DEFAULT_CATALOGUE_LOCALE].currency;
    const card = openGiftCard(body.cardNumber, body.pin, currency);
    return enforce(giftCardBalanceAnswer({ ...card, last4: card.number.slice(-4) }, currency));
  }) satisfies MockResolver<typeof routes.giftCardBalance>,
  getPaymentSession: (({ query }) => {
    const cart = cartById(query.basketId);
    const amount = enforce(sessionAmount(cartView(cart), query.provider));
    return {
      provider: query.provider,
      sessionId: openSession(cart, query.provider, amount),
      clientToken: `sbx_client_${randomToken(16)}`,
      paymentMethodCategories: sandboxPaymentCategories(query.provider),
    };
  }) satisfies MockResolver<typeof routes.getPaymentSession>,
  prepareOrder: answering<typeof routes.prepareOrder>(({ body }) => {
    const cart = cartById(body.basketId);
    const notices = convertDeliveries(cart);
    const prepared = cartView(cart);
    const view = {
      ...prepared,
      customerNotifications: [...prepared.customerNotifications, ...notices],
    };
    enforce(prepareVerdict(view, cart.checkout.shippingAddress));
    cart.checkout.taxQuote = minorUnits(view.totals.tax);
    cart.checkout.giftCardQuote = giftCardQuote(view);
    return view;
  }),
  placeOrder: answering(placeOrderResolver()),
  patchOrder: answering<typeof routes.patchOrder>(({ params, body }) =>
    completeChallenge(params.orderNumber, body),
  ),
  sendDeviceFingerPrint: answering<typeof routes.sendDeviceFingerPrint>(({ body }) => {
    const cart = cartById(body.basketId);
    cart.checkout.deviceFingerPrint = body.fingerPrint;
    return { basketId: cart.id };
  }),
  // The signed-in account's saved cards (spec §7 consumer payment_instruments): the account
  // the cart calls see (`setMockCartShopper`), so a card saved with a payment is listed;
  // then its saved gift cards.
  getSavedPaymentInstruments: (() => {
    const email = savedCardOwner();
    return {
      paymentInstruments: [...savedCardsOf(email).map(savedCardView), ...savedGiftCardsOf(email)],
    };
  }) satisfies MockResolver<typeof consumerRoutes.getSavedPaymentInstruments>,
  addSavedPaymentInstrument: answering<typeof consumerRoutes.addSavedPaymentInstrument>(
    ({ body }) => {
      const email = savedCardOwner();
      assertHuman(body.captcha);
      if (body.type === 'GIFT_CARD') return saveGiftCard(email, body.giftCard);
      return savedCardView(saveCard(email, enforce(cardToSave(body, Date.now()))));
    },
  ),
  updateSavedPaymentInstrument: answering<typeof consumerRoutes.updateSavedPaymentInstrument>(
    ({ params, body }) =>
      savedCardView(updateSavedCard(savedCardOwner(), params.paymentInstrumentId, body)),
  ),
  deleteSavedPaymentInstrument: answering<typeof consumerRoutes.deleteSavedPaymentInstrument>(
    ({ params }) => {
      const email = savedCardOwner();
      if (!deleteSavedGiftCard(email, params.paymentInstrumentId)) {
        deleteSavedCard(email, params.paymentInstrumentId);
      }
      return undefined;
    },
  ),
};

export const checkoutHandlers = {
  applyCoupon: mockRoute(routes.applyCoupon, checkoutResolvers.applyCoupon),
  removeCoupon: mockRoute(routes.removeCoupon, checkoutResolvers.removeCoupon),
  setShippingMethod: mockRoute(routes.setShippingMethod, checkoutResolvers.setShippingMethod),
  getShippingMethods: mockRoute(routes.getShippingMethods, checkoutResolvers.getShippingMethods),
  setShippingAddress: mockRoute(routes.setShippingAddress, checkoutResolvers.setShippingAddress),
  deleteShippingAddress: mockRoute(
    routes.deleteShippingAddress,
    checkoutResolvers.deleteShippingAddress,
  ),
  validateShippingAddress: mockRoute(
    routes.validateShippingAddress,
    checkoutResolvers.validateShippingAddress,
  ),
  setBillingAddress: mockRoute(routes.setBillingAddress, checkoutResolvers.setBillingAddress),
  deleteBillingAddress: mockRoute(
    routes.deleteBillingAddress,
    checkoutResolvers.deleteBillingAddress,
  ),
  getPaymentMethods: mockRoute(routes.getPaymentMethods, checkoutResolvers.getPaymentMethods),
  addPaymentInstrument: mockRoute(
    routes.addPaymentInstrument,
    checkoutResolvers.addPaymentInstrument,
  ),
  removePaymentInstrument: mockRoute(
    routes.removePaymentInstrument,
    checkoutResolvers.removePaymentInstrument,
  ),
  applyReward: mockRoute(routes.applyReward, checkoutResolvers.applyReward),
  giftCardBalance: mockRoute(routes.giftCardBalance, checkoutResolvers.giftCardBalance),
  getPaymentSession: mockRoute(routes.getPaymentSession, checkoutResolvers.getPaymentSession),
  prepareOrder: mockRoute(routes.prepareOrder, checkoutResolvers.prepareOrder),
  placeOrder: mockRoute(routes.placeOrder, checkoutResolvers.placeOrder),
  patchOrder: mockRoute(routes.patchOrder, checkoutResolvers.patchOrder),
  sendDeviceFingerPrint: mockRoute(
    routes.sendDeviceFingerPrint,
    checkoutResolvers.sendDeviceFingerPrint,
  ),
  getSavedPaymentInstruments: mockRoute(
    consumerRoutes.getSavedPaymentInstruments,
    checkoutResolvers.getSavedPaymentInstruments,
  ),
  addSavedPaymentInstrument: mockRoute(
    consumerRoutes.addSavedPaymentInstrument,
    checkoutResolvers.addSavedPaymentInstrument,
  ),
  updateSavedPaymentInstrument: mockRoute(
    consumerRoutes.updateSavedPaymentInstrument,
    checkoutResolvers.updateSavedPaymentInstrument,
  ),
  deleteSavedPaymentInstrument: mockRoute(
    consumerRoutes.deleteSavedPaymentInstrument,
    checkoutResolvers.deleteSavedPaymentInstrument,
  ),
} satisfies Record<string, MockRoute<AnyRoute>>;

/** The same answer after `ms` (pending buttons that then resolve). */
function slow<R extends AnyRoute>(resolver: MockResolver<R>, ms: number): MockResolver<R> {
  return async (request) => {
    await delay(ms);
    return resolver(request);
  };
}

/** States checkout stories and tests ask for by name (each errorId: `.error(id)` of a handler). */
export const checkoutStates = {
  /** Every card asks for 3-D Secure when the order is placed, whatever its number. */
  challenge: (): HttpHandler =>
    checkoutHandlers.placeOrder.with(answering(placeOrderResolver('3ds'))),
  /** Every card is declined when the order is placed (spec §8 PAYMENT_ERROR). */
  declined: (): HttpHandler =>
    checkoutHandlers.placeOrder.with(answering(placeOrderResolver('decline'))),
  /** Every card fails the fraud check (spec §8 PAYMENT_FRAUD_VERIFICATION_EXCEPTION). */
  fraud: (): HttpHandler =>
    checkoutHandlers.placeOrder.with(answering(placeOrderResolver('fraud'))),
  /** Placing the order answers `errorId` (TAX310, PYT400, INV406 …), with optional details. */
  placeOrderFails: (
    errorId: (typeof routes.placeOrder.errors)[number],
    details?: Record<string, unknown>,
  ): HttpHandler => checkoutHandlers.placeOrder.error(errorId, details ? { details } : {}),
  /**
   * Spec §8 ITEM_NO_LONGER_AVAILABLE: placing answers ORD430 with the line's flash (the
   * client reloads the cart and shows it).
   */
  itemNoLongerAvailable: (productId = 'RDGJK100110', itemId = 'mock-item-1'): HttpHandler =>
    checkoutHandlers.placeOrder.error('ORD430', {
      message: 'An item is no longer available',
      details: {
        flash: [
          {
            code: 'ProductItemNotAvailable',
            type: 'error',
            details: { itemId, productId, qty: 1 },
          },
        ],
      },
    }),
  /** A payment instrument is refused: FE309, PAY400, GFC…, REW… (the input's notice). */
  paymentRefused: (errorId: (typeof routes.addPaymentInstrument.errors)[number]): HttpHandler =>
    checkoutHandlers.addPaymentInstrument.error(errorId),
  /** A promo code is refused: PRM130, PRM155 … (the promo input's notice). */
  couponRefused: (errorId: (typeof routes.applyCoupon.errors)[number] = 'PRM130'): HttpHandler =>
    checkoutHandlers.applyCoupon.error(errorId),
  /** Spec §8 CANT_SHIP_THERE: the site does not ship to the address's country. */
  cantShipThere: (): HttpHandler =>
    checkoutHandlers.setShippingAddress.error('PAY401', { details: { field: 'country' } }),
  /**
   * Spec §8 CANT_SHIP_THERE for the address already on the cart: its validation answers
   * PAY401 (the site stopped shipping to its country since it was saved).
   */
  cartAddressCantShipThere: (): HttpHandler =>
    checkoutHandlers.validateShippingAddress.reply({
      valid: false,
      errors: [{ field: 'country', errorId: 'PAY401' }],
      suggestions: [],
    }),
  /** A gift card balance check is refused: GFC799, GFC800 … (the balance form's input). */
  giftCardBalanceRefused: (errorId: (typeof routes.giftCardBalance.errors)[number]): HttpHandler =>
    checkoutHandlers.giftCardBalance.error(errorId),
  /** Tax cannot be calculated (TAX309) at the summary and when placing. */
  taxFailed: (): HttpHandler[] => [
    checkoutHandlers.prepareOrder.error('TAX309'),
    checkoutHandlers.placeOrder.error('TAX309'),
  ],
  /** The buy-now-pay-later provider answers no session (its dialog shows PAY400). */
  paymentSessionFails: (): HttpHandler => checkoutHandlers.getPaymentSession.error('PAY400'),
  /** Coupons, addresses, payments and placing answer late (pending buttons). */
  slow: (ms = 1500): HttpHandler[] => [
    checkoutHandlers.applyCoupon.with(slow(checkoutResolvers.applyCoupon, ms)),
    checkoutHandlers.setShippingAddress.with(slow(checkoutResolvers.setShippingAddress, ms)),
    checkoutHandlers.setBillingAddress.with(slow(checkoutResolvers.setBillingAddress, ms)),
    checkoutHandlers.addPaymentInstrument.with(slow(checkoutResolvers.addPaymentInstrument, ms)),
    checkoutHandlers.placeOrder.with(slow(checkoutResolvers.placeOrder, ms)),
    checkoutHandlers.patchOrder.with(slow(checkoutResolvers.patchOrder, ms)),
  ],
};

/** The happy path of every checkout call. */
export const checkoutHappyPath: HttpHandler[] = Object.values(checkoutHandlers).map((handler) =>
  handler.ok(),
);
