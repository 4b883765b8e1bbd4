import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Cart, CartPaymentInstrument } from '#api/contract/cart.ts';
import type { CatalogueModel } from '#commerce/catalogue/model.ts';
import { type CartRow, lockCart } from '../cart/service.ts';
import { voucherTiers } from '../consumer/loyalty.ts';
import type { Database, Executor, Transaction } from '../db/client.ts';
import { cartPayments, paymentSessions } from '../db/schema/checkout.ts';
import type { consumers } from '../db/schema/consumer.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { newId, type Owner } from '../wishlists/owner.ts';
import { GatewayError } from './gateway.ts';
import { MAX_GIFT_CARDS_PER_CART, openGiftCard } from './giftCards.ts';
import { PAYMENT_SESSION_TTL_MS, type PayLaterProvider, type PayLaterSession } from './payLater.ts';
import { brandOf, cardTypeOf, saveCard, savedCardOf } from './savedCards.ts';
import { answerCart, ownerConsumer, paymentsOf } from './service.ts';

/*
 * Payment instruments on a cart (spec §3 types, §8 GFC/REW/PAY codes). Gift cards, points
 * and rewards take their share of the total when the cart is answered (commerce/cart/view.ts
 * sharePayments); one instrument (card, PayPal, Klarna or the athletes' account) pays the
 * rest, so adding one replaces another. Nothing here spends: the order's transaction does.
 */

type PaymentType = CartPaymentInstrument['type'];
type ConsumerRow = typeof consumers.$inferSelect;

/** Instruments that pay what gift cards, points and rewards leave. */
export const remainderTypes: readonly PaymentType[] = [
  'CREDIT_CARD',
  'PAYPAL',
  'KLARNA',
  'ATHLETES_PAYMENT',
];

/** Buy now, pay later: the currencies and the order amounts (major units) it takes. */
export const klarnaLimits = { currencies: ['USD', 'GBP', 'EUR'], min: 35, max: 1500 } as const;

export interface AddInstrumentBody {
  type: PaymentType;
  amount?: number | undefined;
  card?:
    | { number: string; expiryMonth: number; expiryYear: number; cvv: string; holder: string }
    | undefined;
  savedCardId?: string | undefined;
  saveCard?: boolean | undefined;
  giftCard?: { number: string; pin: string } | undefined;
  points?: number | undefined;
  rewardCode?: string | undefined;
  paymentSessionId?: string | undefined;
  authorizationToken?: string | undefined;
}

const minor = (major: number) => Math.round(major * 100);

function assertKlarnaTakes(view: Cart) {
  if (
    !(klarnaLimits.currencies as readonly string[]).includes(view.currency) ||
    view.totals.remainingToPay < klarnaLimits.min ||
    view.totals.remainingToPay > klarnaLimits.max
  ) {
    throw new ApiError('PAY400', 'Klarna is not available for this order');
  }
}

/**
 * GET paymentSession: a session with the provider for what is left to pay (PAY400 when
 * Klarna does not take the order, or nothing is left), remembered for the cart with the
 * amount it covers. The provider is asked outside the cart's transaction; a session no
 * instrument names is dropped when the next one is opened.
 */
export async function openPaymentSession(
  db: Database,
  deps: AppDeps,
  model: CatalogueModel,
  owner: Owner,
  basketId: string,
  provider: PayLaterProvider,
): Promise<PayLaterSession & { provider: PayLaterProvider }> {
  const view = await db.transaction(async (tx) =>
    answerCart(tx, model, await lockCart(tx, owner, basketId, false)),
  );
  if (provider === 'KLARNA') assertKlarnaTakes(view);
  const amount = minor(view.totals.remainingToPay);
  if (amount <= 0) throw new ApiError('PAY400', 'Nothing is left to pay');
  const session = await deps.payLater.openSession({
    provider,
    amount,
    currency: view.currency,
    locale: view.locale,
    reference: view.id,
  });
  const now = deps.now();
  await db.transaction(async (tx) => {
    const cart = await lockCart(tx, owner, basketId);
    await tx
      .delete(paymentSessions)
      .where(
        and(
          eq(paymentSessions.cartId, cart.id),
          sql`not exists (select 1 from cart_payments p where p.payment_session_id = ${paymentSessions.id})`,
        ),
      );
    await tx.insert(paymentSessions).values({
      id: session.sessionId,
      cartId: cart.id,
      provider,
      amount,
      currency: view.currency,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PAYMENT_SESSION_TTL_MS),
    });
  });
  return { provider, ...session };
}

/** Why a buy-now-pay-later session cannot pay (PAY400's `details.reason`). */
export type SessionRefusal = 'missing' | 'unknown' | 'expired' | 'amountChanged' | 'declined';

const sessionRefusals: Record<SessionRefusal, string> = {
  missing: 'The payment session is missing',
  unknown: 'No such payment session for this cart',
  expired: 'The payment session has expired',
  amountChanged: 'The amount to pay changed since the payment was approved',
  declined: 'The provider declined the payment',
};

export function refuseSession(reason: SessionRefusal): never {
  throw new ApiError('PAY400', sessionRefusals[reason], { details: { reason } });
}

/**
 * The session `sessionId` as it may pay now: opened for this cart and provider, not
 * expired, for `amount` (minor units, what is left to pay) in the cart's currency, and
 * authorized when `authorized`; else PAY400 with the reason.
 */
export async function usableSession(
  tx: Executor,
  cart: CartRow,
  provider: PayLaterProvider,
  sessionId: string | null | undefined,
  amount: number,
  now: Date,
  authorized = false,
): Promise<typeof paymentSessions.$inferSelect> {
  if (!sessionId) refuseSession('missing');
  const [session] = await tx
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.id, sessionId),
        eq(paymentSessions.cartId, cart.id),
        eq(paymentSessions.provider, provider),
      ),
    );
  if (!session || (authorized && !session.authorizationId)) refuseSession('unknown');
  if (session.expiresAt.getTime() <= now.getTime()) refuseSession('expired');
  if (session.amount !== amount || session.currency !== cart.currency) {
    refuseSession('amountChanged');
  }
  return session;
}

/** A signed-in loyalty member: REW401 signed out, REW130 not a member, REW135 not confirmed. */
function loyaltyMember(consumer: ConsumerRow | undefined): ConsumerRow {
  if (!consumer) throw new ApiError('REW401', 'Sign in to use loyalty points and rewards');
  if (!consumer.isLoyaltyMember) throw new ApiError('REW130', 'This is for loyalty members');
  if (!consumer.memberId) throw new ApiError('REW135', 'The loyalty membership is not confirmed');
  return consumer;
}

/** Points the cart's instruments other than `except` already hold. */
function pointsHeld(payments: readonly (typeof cartPayments.$inferSelect)[], except: string) {
  return payments
    .filter((payment) => payment.id !== except && payment.points !== null)
    .reduce((sum, payment) => sum + (payment.points ?? 0), 0);
}

export async function addInstrument(
  tx: Transaction,
  deps: AppDeps,
  model: CatalogueModel,
  cart: CartRow,
  owner: Owner,
  body: AddInstrumentBody,
): Promise<void> {
  const now = deps.now();
  const payments = await paymentsOf(tx, cart.id);
  const cap = body.amount === undefined ? null : Math.round(body.amount * 100);
  const base = { id: newId(), cartId: cart.id, type: body.type, amount: cap };
  const replaceRemainder = () =>
    tx
      .delete(cartPayments)
      .where(
        and(eq(cartPayments.cartId, cart.id), inArray(cartPayments.type, [...remainderTypes])),
      );

  switch (body.type) {
    case 'CREDIT_CARD': {
      if (body.savedCardId) {
        if (owner.kind !== 'consumer') throw new ApiError('PYT404', 'No saved card with this id');
        const saved = await savedCardOf(tx, owner.consumerId, body.savedCardId);
        if (Date.UTC(saved.expirationYear, saved.expirationMonth, 1) <= now.getTime()) {
          throw new ApiError('FE309', 'The saved card has expired');
        }
        await replaceRemainder();
        await tx.insert(cartPayments).values({
          ...base,
          amount: null,
          cardToken: saved.token,
          cardBrand: brandOf(saved.cardType),
          cardLast4: saved.lastFour,
          cardExpiryMonth: saved.expirationMonth,
          cardExpiryYear: saved.expirationYear,
          cardHolder: saved.holderName,
        });
        return;
      }
      if (!body.card) throw new ApiError('PAY400', 'Card details are missing');
      let token: Awaited<ReturnType<AppDeps['cardGateway']['tokenize']>>;
      try {
        token = await deps.cardGateway.tokenize(body.card, now);
      } catch (error) {
        if (error instanceof GatewayError) throw new ApiError(error.errorId, error.message);
        throw error;
      }
      await replaceRemainder();
      await tx.insert(cartPayments).values({
        ...base,
        amount: null,
        cardToken: token.token,
        cardBrand: token.brand,
        cardLast4: token.last4,
        cardExpiryMonth: body.card.expiryMonth,
        cardExpiryYear: body.card.expiryYear,
        cardHolder: body.card.holder.trim(),
      });
      const cardType = cardTypeOf(token.brand);
      if (body.saveCard && owner.kind === 'consumer' && cardType) {
        await saveCard(tx, owner.consumerId, {
          token: token.token,
          cardType,
          lastFour: token.last4,
          expirationMonth: body.card.expiryMonth,
          expirationYear: body.card.expiryYear,
          holderName: body.card.holder.trim(),
          billingAddressId: null,
          main: false,
        }).catch((error: unknown) => {
          // Saved already: the payment goes on with the card typed.
          if (!(error instanceof ApiError && error.errorId === 'PYT300')) throw error;
        });
      }
      return;
    }
    case 'GIFT_CARD': {
      if (!body.giftCard) throw new ApiError('GFC400', 'The gift card number and PIN are missing');
      const card = await openGiftCard(
        tx,
        body.giftCard.number,
        body.giftCard.pin,
        cart.currency,
        now.toISOString().slice(0, 10),
      );
      if (payments.some((payment) => payment.giftCardId === card.id)) {
        throw new ApiError('GFC755', 'This gift card is applied already');
      }
      if (
        payments.filter((payment) => payment.type === 'GIFT_CARD').length >= MAX_GIFT_CARDS_PER_CART
      ) {
        throw new ApiError('GFC410', `At most ${MAX_GIFT_CARDS_PER_CART} gift cards per order`);
      }
      if (card.balance <= 0) throw new ApiError('GFC740', 'This gift card has no balance left');
      await tx.insert(cartPayments).values({ ...base, giftCardId: card.id });
      return;
    }
    case 'LOYALTY_POINTS': {
      const member = loyaltyMember(await ownerConsumer(tx, owner));
      const existing = payments.find((payment) => payment.type === 'LOYALTY_POINTS');
      const points = body.points ?? member.loyaltyPoints - pointsHeld(payments, existing?.id ?? '');
      if (points <= 0 || points + pointsHeld(payments, existing?.id ?? '') > member.loyaltyPoints) {
        throw new ApiError('REW140', 'Not enough points', {
          details: { balance: member.loyaltyPoints },
        });
      }
      if (existing) await tx.delete(cartPayments).where(eq(cartPayments.id, existing.id));
      await tx.insert(cartPayments).values({ ...base, points });
      return;
    }
    case 'REWARD_CODE':
    case 'REWARD_CARD': {
      if (!body.rewardCode) throw new ApiError('PAY400', 'The reward code is missing');
      await applyRewardVoucher(tx, cart, owner, body.rewardCode, true, body.type);
      return;
    }
    case 'PAYPAL':
    case 'KLARNA': {
      if (
        body.type === 'KLARNA' &&
        !(klarnaLimits.currencies as readonly string[]).includes(cart.currency)
      ) {
        throw new ApiError('PAY400', `Klarna does not take ${cart.currency}`);
      }
      // The provider approved what the session covered: it must be what is left to pay.
      const remaining = minor((await answerCart(tx, model, cart)).totals.remainingToPay);
      const session = await usableSession(
        tx,
        cart,
        body.type,
        body.paymentSessionId,
        remaining,
        now,
      );
      const authorization = await deps.payLater.authorize({
        provider: body.type,
        sessionId: session.id,
        authorizationToken: body.authorizationToken,
        amount: session.amount,
        currency: session.currency,
      });
      if (authorization.status !== 'authorized') refuseSession('declined');
      await replaceRemainder();
      await tx
        .update(paymentSessions)
        .set({ authorizationId: authorization.authorizationId })
        .where(eq(paymentSessions.id, session.id));
      await tx.insert(cartPayments).values({ ...base, amount: null, paymentSessionId: session.id });
      return;
    }
    case 'ATHLETES_PAYMENT': {
      const consumer = await ownerConsumer(tx, owner);
      if (!consumer?.athlete) throw new ApiError('PAY400', 'The athletes’ account is for athletes');
      await replaceRemainder();
      await tx.insert(cartPayments).values({ ...base, amount: null });
      return;
    }
  }
}

export async function removeInstrument(tx: Transaction, cart: CartRow, id: string) {
  const removed = await tx
    .delete(cartPayments)
    .where(and(eq(cartPayments.cartId, cart.id), eq(cartPayments.id, id)))
    .returning({ id: cartPayments.id });
  if (removed.length === 0) throw new ApiError('PYT404', 'No such payment instrument on the cart');
}

/**
 * Spend a loyalty voucher on the cart (`V{points}-{currency}`, as GET loyalty/vouchers
 * lists them): REW140 when the points it costs, with the points already on the cart, pass
 * the balance. `apply` false takes it off.
 */
export async function applyRewardVoucher(
  tx: Transaction,
  cart: CartRow,
  owner: Owner,
  rewardId: string,
  apply: boolean,
  type: 'REWARD_CARD' | 'REWARD_CODE' = 'REWARD_CARD',
): Promise<void> {
  const payments = await paymentsOf(tx, cart.id);
  const existing = payments.find((payment) => payment.rewardId === rewardId);
  if (!apply) {
    if (existing) await tx.delete(cartPayments).where(eq(cartPayments.id, existing.id));
    return;
  }
  const member = loyaltyMember(await ownerConsumer(tx, owner));
  const tier = voucherTiers.find((t) => `V${t.points}-${cart.currency}` === rewardId);
  if (!tier) throw new ApiError('REW140', `No reward ${rewardId} for this cart`);
  if (existing) return;
  if (tier.points + pointsHeld(payments, '') > member.loyaltyPoints) {
    throw new ApiError('REW140', 'Not enough points for this reward', {
      details: { balance: member.loyaltyPoints, points: tier.points },
    });
  }
  await tx.insert(cartPayments).values({
    id: newId(),
    cartId: cart.id,
    type,
    amount: null,
    rewardId,
    points: tier.points,
    rewardValue: tier.value * 100,
  });
}

const languageOf = (locale: string): 'en' | 'fr' | 'de' =>
  locale.startsWith('fr') ? 'fr' : locale.startsWith('de') ? 'de' : 'en';

// The service's few texts live beside the code that sends them (as the mail templates do).
const paymentLabels: Record<'en' | 'fr' | 'de', Record<PaymentType, string>> = {
  en: {
    CREDIT_CARD: 'Credit or debit card',
    GIFT_CARD: 'Gift card',
    LOYALTY_POINTS: 'Loyalty points',
    ATHLETES_PAYMENT: 'Athletes’ account',
    KLARNA: 'Klarna',
    PAYPAL: 'PayPal',
    REWARD_CODE: 'Reward code',
    REWARD_CARD: 'Reward voucher',
  },
  fr: {
    CREDIT_CARD: 'Carte de crédit ou de débit',
    GIFT_CARD: 'Carte cadeau',
    LOYALTY_POINTS: 'Points de fidélité',
    ATHLETES_PAYMENT: 'Compte athlète',
    KLARNA: 'Klarna',
    PAYPAL: 'PayPal',
    REWARD_CODE: 'Code de récompense',
    REWARD_CARD: 'Bon de récompense',
  },
  de: {
    CREDIT_CARD: 'Kredit- oder Debitkarte',
    GIFT_CARD: 'Geschenkkarte',
    LOYALTY_POINTS: 'Treuepunkte',
    ATHLETES_PAYMENT: 'Athletenkonto',
    KLARNA: 'Klarna',
    PAYPAL: 'PayPal',
    REWARD_CODE: 'Prämiencode',
    REWARD_CARD: 'Prämiengutschein',
  },
};

/** What a payment type is called on the site of `locale` (an order's payment lines). */
export function paymentTypeLabel(type: PaymentType, locale: string): string {
  return paymentLabels[languageOf(locale)][type];
}

/** The payment methods of a cart for this shopper (spec §7 paymentMethods). */
export function paymentMethodsFor(view: Cart, consumer: ConsumerRow | undefined) {
  const member = Boolean(consumer?.isLoyaltyMember && consumer.memberId);
  const klarna =
    (klarnaLimits.currencies as readonly string[]).includes(view.currency) &&
    view.totals.remainingToPay >= klarnaLimits.min &&
    view.totals.remainingToPay <= klarnaLimits.max;
  const labels = paymentLabels[languageOf(view.locale)];
  const enabled: Record<PaymentType, boolean> = {
    CREDIT_CARD: true,
    GIFT_CARD: true,
    LOYALTY_POINTS: member && (consumer?.loyaltyPoints ?? 0) > 0,
    ATHLETES_PAYMENT: Boolean(consumer?.athlete),
    KLARNA: klarna,
    PAYPAL: true,
    REWARD_CODE: member,
    REWARD_CARD: member,
  };
  return {
    paymentMethods: (Object.keys(labels) as PaymentType[]).map((type) => ({
      type,
      label: labels[type],
      enabled: enabled[type],
      minAmount: type === 'KLARNA' ? klarnaLimits.min : null,
      maxAmount: type === 'KLARNA' ? klarnaLimits.max : null,
    })),
  };
}
