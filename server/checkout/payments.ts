import { and, eq, inArray } from 'drizzle-orm';
import type { Cart, CartPaymentInstrument } from '#api/contract/cart.ts';
import type { CartRow } from '../cart/service.ts';
import { voucherTiers } from '../consumer/loyalty.ts';
import type { Transaction } from '../db/client.ts';
import { cartPayments } from '../db/schema/checkout.ts';
import type { consumers } from '../db/schema/consumer.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { newId, type Owner } from '../wishlists/owner.ts';
import { GatewayError } from './gateway.ts';
import { MAX_GIFT_CARDS_PER_CART, openGiftCard } from './giftCards.ts';
import { brandOf, cardTypeOf, saveCard, savedCardOf } from './savedCards.ts';
import { ownerConsumer, paymentsOf } from './service.ts';

/*
 * Payment instruments on a cart (spec §3 types, §8 GFC/REW/PAY codes). Gift cards, points
 * and rewards take their share of the total when the cart is answered (api/cart/view.ts
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
      await replaceRemainder();
      await tx.insert(cartPayments).values({ ...base, amount: null });
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
