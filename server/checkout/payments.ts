import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Cart, CartPaymentInstrument } from '#api/contract/cart.ts';
import type { CatalogueModel } from '#commerce/catalogue/model.ts';
import { brandOf, cardTypeOf, expiryVerdict, noSavedCard } from '#commerce/checkout/cards.ts';
import { giftCardDay, giftCardPaymentVerdict } from '#commerce/checkout/giftCards.ts';
import { memberVerdict, pointsToPay, rewardVoucherVerdict } from '#commerce/checkout/loyalty.ts';
import {
  PAYMENT_SESSION_TTL_MS,
  type PayLaterProvider,
  sessionAmount,
  sessionRefusal,
  usableSession as usableSessionOf,
} from '#commerce/checkout/payLater.ts';
import {
  athletesVerdict,
  instrumentVerdict,
  paymentMethodsFor as methodsFor,
  type PayerFacts,
  paymentLanguageOf,
  remainderTypes,
  unknownInstrument,
} from '#commerce/checkout/payments.ts';
import { minorUnits } from '#commerce/checkout/verdict.ts';
import { type CartRow, lockCart } from '../cart/service.ts';
import { savedGiftCardOf } from '../consumer/savedGiftCards.ts';
import type { Database, Executor, Transaction } from '../db/client.ts';
import { cartPayments, paymentSessions } from '../db/schema/checkout.ts';
import type { consumers } from '../db/schema/consumer.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError, refusalError } from '../http/errors.ts';
import { newId, type Owner } from '../wishlists/owner.ts';
import { GatewayError } from './gateway.ts';
import { type GiftCardRow, usableGiftCard } from './giftCards.ts';
import type { PayLaterSession } from './payLater.ts';
import { saveCard, savedCardOf } from './savedCards.ts';
import { answerCart, ownerConsumer, paymentsOf } from './service.ts';
import { enforce } from './verdicts.ts';

export { paymentTypeLabel } from '#commerce/checkout/payments.ts';

/*
 * Payment instruments on a cart (spec §3 types, §8 GFC/REW/PAY codes), by the rules of
 * commerce/checkout. Gift cards, points and rewards take their share of the total when the
 * cart is answered (commerce/cart/view.ts sharePayments); one instrument (card, PayPal,
 * Klarna or the athletes' account) pays the rest, so adding one replaces another. Nothing
 * here spends: the order's transaction does.
 */

type PaymentType = CartPaymentInstrument['type'];
type ConsumerRow = typeof consumers.$inferSelect;

export interface AddInstrumentBody {
  type: PaymentType;
  amount?: number | undefined;
  card?:
    | { number: string; expiryMonth: number; expiryYear: number; cvv: string; holder: string }
    | undefined;
  savedCardId?: string | undefined;
  saveCard?: boolean | undefined;
  giftCard?: { number: string; pin: string } | undefined;
  savedGiftCardId?: string | undefined;
  points?: number | undefined;
  rewardCode?: string | undefined;
  paymentSessionId?: string | undefined;
  authorizationToken?: string | undefined;
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
  const amount = enforce(sessionAmount(view, provider));
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
  const [session] = sessionId
    ? await tx
        .select()
        .from(paymentSessions)
        .where(
          and(
            eq(paymentSessions.id, sessionId),
            eq(paymentSessions.cartId, cart.id),
            eq(paymentSessions.provider, provider),
          ),
        )
    : [];
  return enforce(
    usableSessionOf(
      sessionId,
      session,
      (row) => ({
        amount: row.amount,
        currency: row.currency,
        authorized: row.authorizationId !== null,
        expiresAt: row.expiresAt.getTime(),
      }),
      { amount, currency: cart.currency, now: now.getTime(), authorized },
    ),
  );
}

/** What the loyalty rules read of a consumer row. */
const memberFacts = (consumer: ConsumerRow | undefined) =>
  consumer && ({ ...consumer, points: consumer.loyaltyPoints } satisfies PayerFacts);

/**
 * Put an instrument on the cart the caller holds locked. A gift card comes opened: its
 * number and PIN were tried outside the transaction (giftCards.ts tryGiftCardPin); a saved
 * one is the member's own, found in the transaction (savedGiftCardOf).
 */
export async function addInstrument(
  tx: Transaction,
  deps: AppDeps,
  model: CatalogueModel,
  cart: CartRow,
  owner: Owner,
  body: AddInstrumentBody,
  giftCard?: Pick<GiftCardRow, 'id'>,
): Promise<void> {
  const now = deps.now();
  const payments = await paymentsOf(tx, cart.id);
  const cap = body.amount === undefined ? null : minorUnits(body.amount);
  const base = { id: newId(), cartId: cart.id, type: body.type, amount: cap };
  const replaceRemainder = () =>
    tx
      .delete(cartPayments)
      .where(
        and(eq(cartPayments.cartId, cart.id), inArray(cartPayments.type, [...remainderTypes])),
      );

  enforce(instrumentVerdict(body, cart.currency));
  switch (body.type) {
    case 'CREDIT_CARD': {
      if (body.savedCardId) {
        if (owner.kind !== 'consumer') throw refusalError(noSavedCard());
        const saved = await savedCardOf(tx, owner.consumerId, body.savedCardId);
        enforce(expiryVerdict(saved.expirationMonth, saved.expirationYear, now.getTime(), true));
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
      if (!body.card) return; // refused by instrumentVerdict
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
      // A member's saved gift card pays without its PIN (checked when it was saved).
      const opened = body.savedGiftCardId
        ? await savedGiftCardOf(tx, owner, body.savedGiftCardId)
        : giftCard;
      if (!opened) return; // refused by instrumentVerdict: no number and PIN
      const card = await usableGiftCard(tx, opened, cart.currency, giftCardDay(now));
      enforce(giftCardPaymentVerdict(payments, (p) => p.giftCardId === card.id, card.balance));
      await tx.insert(cartPayments).values({ ...base, giftCardId: card.id });
      return;
    }
    case 'LOYALTY_POINTS': {
      const member = enforce(memberVerdict(memberFacts(await ownerConsumer(tx, owner))));
      const existing = payments.find((payment) => payment.type === 'LOYALTY_POINTS');
      const points = enforce(pointsToPay(body.points, member.points, payments, existing?.id ?? ''));
      if (existing) await tx.delete(cartPayments).where(eq(cartPayments.id, existing.id));
      await tx.insert(cartPayments).values({ ...base, points });
      return;
    }
    case 'REWARD_CODE':
    case 'REWARD_CARD': {
      if (!body.rewardCode) return; // refused by instrumentVerdict
      await applyRewardVoucher(tx, model, cart, owner, body.rewardCode, true, body.type);
      return;
    }
    case 'PAYPAL':
    case 'KLARNA': {
      // The provider approved what the session covered: it must be what is left to pay.
      const remaining = minorUnits((await answerCart(tx, model, cart)).totals.remainingToPay);
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
      if (authorization.status !== 'authorized') throw refusalError(sessionRefusal('declined'));
      await replaceRemainder();
      await tx
        .update(paymentSessions)
        .set({ authorizationId: authorization.authorizationId })
        .where(eq(paymentSessions.id, session.id));
      await tx.insert(cartPayments).values({ ...base, amount: null, paymentSessionId: session.id });
      return;
    }
    case 'ATHLETES_PAYMENT': {
      enforce(athletesVerdict(Boolean((await ownerConsumer(tx, owner))?.athlete)));
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
  if (removed.length === 0) throw refusalError(unknownInstrument());
}

/**
 * Spend a loyalty voucher on the cart (`V{points}-{currency}`, as GET loyalty/vouchers
 * lists them): REW140 when the points it costs, with the points already on the cart, pass
 * the balance; REW409 when it is worth more than the cart needs (what is left to pay, read
 * in this transaction). `apply` false takes it off.
 */
export async function applyRewardVoucher(
  tx: Transaction,
  model: CatalogueModel,
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
  const member = enforce(memberVerdict(memberFacts(await ownerConsumer(tx, owner))));
  const remaining = existing
    ? 0
    : minorUnits((await answerCart(tx, model, cart)).totals.remainingToPay);
  const tier = enforce(
    rewardVoucherVerdict(payments, rewardId, cart.currency, member.points, remaining),
  );
  if (existing) return;
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

/** The payment methods of a cart for this shopper (spec §7 paymentMethods). */
export function paymentMethodsFor(view: Cart, consumer: ConsumerRow | undefined) {
  return methodsFor(view, memberFacts(consumer), paymentLanguageOf(view.locale));
}
