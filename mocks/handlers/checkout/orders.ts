import type { Cart } from '#api/contract/cart.ts';
import type { CheckoutOrder, patchOrder, placeOrder } from '#api/contract/checkout.ts';
import { API_BASE } from '#api/contract/common.ts';
import { orderView } from '#commerce/cart/order.ts';
import {
  authorizationVerdict,
  type CardOutcome,
  challengeUrl,
  SANDBOX_CHALLENGE_PATH,
  sandboxAuthorization,
} from '#commerce/checkout/cards.ts';
import { redemptionRefusal } from '#commerce/checkout/coupons.ts';
import { giftCardBalanceChanged } from '#commerce/checkout/giftCards.ts';
import { pointsEarned } from '#commerce/checkout/loyalty.ts';
import {
  challengeVerdict,
  orderableVerdict,
  orderSpend,
  payableVerdict,
  pointsRefusals,
  settledOrder,
  unknownOrder,
} from '#commerce/checkout/orders.ts';
import { remainderPayer } from '#commerce/checkout/payments.ts';
import { minorUnits } from '#commerce/checkout/verdict.ts';
import { demoGiftCards } from '#demo/checkout/index.ts';
import {
  cartById,
  cartView,
  type MockCart,
  type MockReservations,
  mockCartState,
} from '../cart.ts';
import { refuse } from '../http.ts';
import { checkedAddress, demoCoupon } from './cartChanges.ts';
import { usableSession } from './payments.ts';
import { assertHuman, type BodyOf, enforce, randomToken, signedIn } from './shopper.ts';

/*
 * Orders of the mock carts, placed once per cart with 3-D Secure, by commerce/checkout's
 * rules (server/checkout/orders.ts places them in one transaction): what placing takes
 * from the demo gift cards, points and single-use coupons, and gives back when the
 * challenge fails. The demo stock is not taken: the mocks' catalogue answers stay as they
 * are.
 */

/** Take gift card balances, points and single-use coupons for the order (orderSpend). */
function reserve(view: Cart, cart: MockCart): MockReservations {
  const state = mockCartState();
  const { payments } = cart.checkout;
  const spend = orderSpend(view, payments);
  const giftCards: MockReservations['giftCards'] = [];
  for (const { paymentId, amount } of spend.giftCards) {
    const number = payments.find((payment) => payment.id === paymentId)?.giftCardNumber;
    if (!number) continue;
    const balance = state.giftCards[number] ?? 0;
    const active = demoGiftCards.some((card) => card.number === number && card.status === 'active');
    if (!active || balance < amount) refuse(giftCardBalanceChanged(paymentId));
    state.giftCards[number] = balance - amount;
    giftCards.push({ number, amount });
  }
  const { points } = spend;
  if (points > 0) {
    if (!state.shopper) refuse(pointsRefusals.signedOut());
    if (state.shopper.points < points) refuse(pointsRefusals.spent());
    state.shopper.points -= points;
  }
  const coupons: string[] = [];
  const now = new Date();
  for (const { code, status } of view.couponItems) {
    if (status !== 'applied') continue;
    const coupon = demoCoupon(code, now);
    const redeemed = state.couponRedemptions[code] ?? 0;
    const refused = redemptionRefusal(
      code,
      coupon && { ...coupon, redemptions: redeemed },
      signedIn()?.profile.consumerId ?? null,
      now,
    );
    if (refused) refuse(refused);
    state.couponRedemptions[code] = redeemed + 1;
    coupons.push(code);
  }
  return { giftCards, points, coupons };
}

/** Give back what a failed order took. */
function release(reservations: MockReservations) {
  const state = mockCartState();
  for (const card of reservations.giftCards) {
    state.giftCards[card.number] = (state.giftCards[card.number] ?? 0) + card.amount;
  }
  if (state.shopper) state.shopper.points += reservations.points;
  for (const code of reservations.coupons) {
    state.couponRedemptions[code] = Math.max((state.couponRedemptions[code] ?? 0) - 1, 0);
  }
}

/** A placed order: the cart is done (the next createCart opens a new one), points earned. */
function completeOrder(cartId: string, view: CheckoutOrder) {
  const state = mockCartState();
  const cart = state.carts.get(cartId);
  if (cart) cart.status = 'ordered';
  if (state.openCartId === cartId) state.openCartId = null;
  const consumer = signedIn();
  if (consumer?.profile.isLoyaltyMember) consumer.shopper.points += pointsEarned(view);
}

/** The sandbox's 3-D Secure challenge of an order: its transaction and page. */
function sandboxChallenge(): NonNullable<CheckoutOrder['challenge']> {
  const transactionId = `${randomToken(12)}.${randomToken(22)}`;
  return {
    url: challengeUrl(`${API_BASE}${SANDBOX_CHALLENGE_PATH}`, transactionId),
    transactionId,
  };
}

export function placeOrderOf(
  body: BodyOf<typeof placeOrder>,
  forcedOutcome?: CardOutcome,
): CheckoutOrder {
  const state = mockCartState();
  assertHuman(body.recaptcha_response);
  // The same cart placed again (a double click, a retried request): the same order.
  const live = [...state.orders.values()].find(
    (order) => order.cartId === body.basketId && order.status !== 'failed',
  );
  if (live && state.carts.has(body.basketId)) return live.view;
  const cart = cartById(body.basketId);
  const view = cartView(cart);
  enforce(orderableVerdict(view, cart.checkout.shippingAddress));
  const payer = remainderPayer(cart.checkout.payments);
  const billing = enforce(
    payableVerdict({
      view,
      billing: body.billingAddress
        ? checkedAddress(cart, body.billingAddress, 'billing')
        : cart.checkout.billingAddress,
      taxQuote: cart.checkout.taxQuote,
      giftCardQuote: cart.checkout.giftCardQuote,
      payer,
    }),
  );
  const remaining = minorUnits(view.totals.remainingToPay);
  // PayPal or Klarna: the session the shopper approved must still cover what is left to pay.
  if (remaining > 0 && (payer?.type === 'PAYPAL' || payer?.type === 'KLARNA')) {
    usableSession(cart, payer.type, payer.paymentSessionId, remaining, true);
  }

  const reservations = reserve(view, cart);
  state.orderSequence += 1;
  const orderNumber = `CRN${state.orderSequence}`;
  let challenge: CheckoutOrder['challenge'] = null;
  if (remaining > 0 && payer?.type === 'CREDIT_CARD') {
    const status = sandboxAuthorization(forcedOutcome ?? payer.cardOutcome ?? 'ok');
    enforce(authorizationVerdict(status));
    if (status === 'challenge') challenge = sandboxChallenge();
  }
  const order = orderView(view, { orderNumber, createdAt: new Date(), billing }, challenge);
  state.orders.set(orderNumber, {
    cartId: cart.id,
    status: order.status,
    view: order,
    transactionId: challenge?.transactionId ?? null,
    reservations,
  });
  cart.checkout.billingAddress = billing;
  cart.checkout.deviceFingerPrint = body.deviceFingerPrint ?? cart.checkout.deviceFingerPrint;
  if (!challenge) completeOrder(cart.id, order);
  return order;
}

/**
 * The 3-D Secure result (settledOrder): passed places the order, failed or cancelled gives
 * back what it took. ORD409 for an unknown order or a transaction that is not the order's.
 */
export function completeChallenge(orderNumber: string, body: BodyOf<typeof patchOrder>) {
  const order = mockCartState().orders.get(orderNumber);
  if (!order) refuse(unknownOrder(orderNumber));
  if (order.status !== 'payment_pending') return order.view;
  enforce(challengeVerdict(order.transactionId, body.transactionId));
  const passed = body.result === 'authenticated';
  order.view = settledOrder(order.view, orderNumber, passed);
  order.status = order.view.status;
  if (passed) completeOrder(order.cartId, order.view);
  else release(order.reservations);
  return order.view;
}
