import type { addPaymentInstrument } from '#api/contract/checkout.ts';
import {
  brandOf,
  cardBrand,
  cardTypeOf,
  cardVerdict,
  expiryVerdict,
  newSavedCardVerdict,
  noSavedCard,
  sandboxOutcome,
  sandboxToken,
  tokenOutcome,
} from '#commerce/checkout/cards.ts';
import {
  giftCardDay,
  giftCardPaymentVerdict,
  openedGiftCard,
} from '#commerce/checkout/giftCards.ts';
import { pointsToPay, rewardVoucherVerdict } from '#commerce/checkout/loyalty.ts';
import {
  PAYMENT_SESSION_TTL_MS,
  type PayLaterProvider,
  sandboxDeclines,
  sessionRefusal,
  usableSession as usableSessionOf,
} from '#commerce/checkout/payLater.ts';
import {
  athletesVerdict,
  instrumentVerdict,
  type PaymentType,
  paysRemainder,
} from '#commerce/checkout/payments.ts';
import { minorUnits } from '#commerce/checkout/verdict.ts';
import { demoGiftCards } from '#demo/checkout/index.ts';
import {
  cartView,
  type MockCart,
  type MockPayment,
  type MockPaymentSession,
  mockCartState,
  mockId,
} from '../cart.ts';
import { refuse } from '../http.ts';
import { saveCard, savedCardOf, savedCardsOf } from './savedCards.ts';
import { savedGiftCardNumberOf } from './savedGiftCards.ts';
import { type BodyOf, enforce, loyaltyMember, randomToken, signedIn } from './shopper.ts';

/*
 * Payment instruments on a mock cart, by commerce/checkout's rules on the demo gift cards,
 * saved cards and points, with the sandbox card gateway and pay-later provider the service
 * uses (server/checkout/payments.ts keeps them in cart_payments and payment_sessions).
 */

/**
 * The demo gift card a number and PIN open in `currency` (`pin` null: opened already, a
 * saved gift card's), with its balance as orders left it.
 */
export function openGiftCard(number: string, pin: string | null, currency: string) {
  const card = demoGiftCards.find((candidate) => candidate.number === number);
  const pinMatches = card !== undefined && (pin === null || card.pin === pin);
  const opened = enforce(openedGiftCard(card, pinMatches, currency, giftCardDay(new Date())));
  return { ...opened, balance: mockCartState().giftCards[number] ?? 0 };
}

function newPayment(type: PaymentType, amount: number | null): MockPayment {
  return {
    id: mockId('payment'),
    type,
    amount,
    giftCardNumber: null,
    points: null,
    rewardId: null,
    rewardValue: null,
    card: null,
    cardOutcome: null,
    paymentSessionId: null,
  };
}

/** One instrument pays what the others leave: adding one replaces the one there was. */
function replaceRemainder(cart: MockCart, payment: MockPayment) {
  cart.checkout.payments = [
    ...cart.checkout.payments.filter((held) => !paysRemainder(held.type)),
    payment,
  ];
}

/** Spend a loyalty voucher on the cart (rewardVoucherVerdict); `apply` false takes it off. */
export function applyRewardVoucher(
  cart: MockCart,
  rewardId: string,
  apply: boolean,
  type: 'REWARD_CARD' | 'REWARD_CODE' = 'REWARD_CARD',
) {
  const { payments } = cart.checkout;
  const existing = payments.find((payment) => payment.rewardId === rewardId);
  if (!apply) {
    if (existing) cart.checkout.payments = payments.filter((payment) => payment !== existing);
    return;
  }
  const member = loyaltyMember();
  const remaining = existing ? 0 : minorUnits(cartView(cart).totals.remainingToPay);
  const tier = enforce(
    rewardVoucherVerdict(payments, rewardId, cart.currency, member.points, remaining),
  );
  if (existing) return;
  payments.push({
    ...newPayment(type, null),
    rewardId,
    points: tier.points,
    rewardValue: minorUnits(tier.value),
  });
}

function paySavedCard(cart: MockCart, savedCardId: string) {
  const consumer = signedIn();
  if (!consumer) refuse(noSavedCard());
  const saved = savedCardOf(consumer.profile.consumerDetails.email, savedCardId);
  enforce(expiryVerdict(saved.expirationMonth, saved.expirationYear, Date.now(), true));
  replaceRemainder(cart, {
    ...newPayment('CREDIT_CARD', null),
    card: {
      brand: brandOf(saved.cardType),
      last4: saved.lastFour,
      expiryMonth: saved.expirationMonth,
      expiryYear: saved.expirationYear,
      holder: saved.holderName,
    },
    cardOutcome: tokenOutcome(saved.token),
  });
}

type CardBody = NonNullable<BodyOf<typeof addPaymentInstrument>['card']>;

/** A typed card, through the sandbox gateway's checks; kept as the service keeps it. */
function payCard(cart: MockCart, card: CardBody, save: boolean | undefined) {
  enforce(cardVerdict(card, Date.now()));
  const outcome = sandboxOutcome(card.number);
  const brand = cardBrand(card.number);
  // Like the service, only the brand, the last four digits and the expiry are kept.
  replaceRemainder(cart, {
    ...newPayment('CREDIT_CARD', null),
    card: {
      brand,
      last4: card.number.slice(-4),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      holder: card.holder.trim(),
    },
    cardOutcome: outcome,
  });
  const consumer = signedIn();
  const cardType = cardTypeOf(brand);
  if (!save || !consumer || !cardType) return;
  const email = consumer.profile.consumerDetails.email;
  const saved = {
    token: sandboxToken(outcome, randomToken(16)),
    cardType,
    lastFour: card.number.slice(-4),
    expirationMonth: card.expiryMonth,
    expirationYear: card.expiryYear,
    holderName: card.holder.trim(),
    billingAddressId: null,
    main: false,
  };
  // Saved already: the payment goes on with the card typed.
  if (!newSavedCardVerdict(savedCardsOf(email), saved)) saveCard(email, saved);
}

export function addInstrument(cart: MockCart, body: BodyOf<typeof addPaymentInstrument>) {
  enforce(instrumentVerdict(body, cart.currency));
  const cap = body.amount === undefined ? null : minorUnits(body.amount);
  const { payments } = cart.checkout;
  switch (body.type) {
    case 'CREDIT_CARD': {
      if (body.savedCardId) paySavedCard(cart, body.savedCardId);
      else if (body.card) payCard(cart, body.card, body.saveCard);
      return;
    }
    case 'GIFT_CARD': {
      // A member's saved gift card pays without its PIN (checked when it was saved).
      const card = body.savedGiftCardId
        ? openGiftCard(
            savedGiftCardNumberOf(signedIn()?.profile.consumerDetails.email, body.savedGiftCardId),
            null,
            cart.currency,
          )
        : body.giftCard
          ? openGiftCard(body.giftCard.number, body.giftCard.pin, cart.currency)
          : undefined;
      if (!card) return; // refused by instrumentVerdict
      enforce(
        giftCardPaymentVerdict(payments, (p) => p.giftCardNumber === card.number, card.balance),
      );
      payments.push({ ...newPayment('GIFT_CARD', cap), giftCardNumber: card.number });
      return;
    }
    case 'LOYALTY_POINTS': {
      const member = loyaltyMember();
      const existing = payments.find((payment) => payment.type === 'LOYALTY_POINTS');
      const points = enforce(pointsToPay(body.points, member.points, payments, existing?.id ?? ''));
      cart.checkout.payments = [
        ...payments.filter((payment) => payment !== existing),
        { ...newPayment('LOYALTY_POINTS', cap), points },
      ];
      return;
    }
    case 'REWARD_CODE':
    case 'REWARD_CARD': {
      if (body.rewardCode) applyRewardVoucher(cart, body.rewardCode, true, body.type);
      return;
    }
    case 'PAYPAL':
    case 'KLARNA': {
      // The provider approved what the session covered: it must be what is left to pay.
      const remaining = minorUnits(cartView(cart).totals.remainingToPay);
      const session = usableSession(cart, body.type, body.paymentSessionId, remaining);
      if (sandboxDeclines(body.authorizationToken)) refuse(sessionRefusal('declined'));
      session.authorized = true;
      replaceRemainder(cart, { ...newPayment(body.type, null), paymentSessionId: session.id });
      return;
    }
    case 'ATHLETES_PAYMENT': {
      enforce(athletesVerdict(Boolean(signedIn()?.profile.consumerDetails.athlete)));
      replaceRemainder(cart, newPayment('ATHLETES_PAYMENT', null));
      return;
    }
  }
}

/** The cart's session `sessionId` of `provider` as it may pay `amount` now (usableSession). */
export function usableSession(
  cart: MockCart,
  provider: PayLaterProvider,
  sessionId: string | null | undefined,
  amount: number,
  authorized = false,
): MockPaymentSession {
  const session = cart.checkout.paymentSessions.find(
    (held) => held.id === sessionId && held.provider === provider,
  );
  return enforce(
    usableSessionOf(sessionId, session, (held) => held, {
      amount,
      currency: cart.currency,
      now: Date.now(),
      authorized,
    }),
  );
}

/**
 * Remember a session for `amount` (minor units); the sessions no instrument names are
 * dropped, as the service does. Answers its id.
 */
export function openSession(cart: MockCart, provider: PayLaterProvider, amount: number): string {
  const named = new Set(cart.checkout.payments.map((payment) => payment.paymentSessionId));
  const id = `sbx_${randomToken(12)}`;
  cart.checkout.paymentSessions = [
    ...cart.checkout.paymentSessions.filter((session) => named.has(session.id)),
    {
      id,
      provider,
      amount,
      currency: cart.currency,
      authorized: false,
      expiresAt: Date.now() + PAYMENT_SESSION_TTL_MS,
    },
  ];
  return id;
}
