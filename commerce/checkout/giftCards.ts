import type { Cart } from '#api/contract/cart.ts';
import { minorUnits, type Refusal, refusal, type Verdict } from './verdict.ts';

/*
 * Gift cards as payment (spec §8 GFC codes): whether a number and PIN open a card usable
 * on the cart, whether it may go on the cart, and what the balance check answers. How the
 * card is found and its PIN compared (hashes in the service) is the caller's.
 */

/** Most gift cards one cart may hold (GFC410). */
export const MAX_GIFT_CARDS_PER_CART = 3;

/** What the checks read of a gift card. */
export interface GiftCardFacts {
  currency: string;
  /** YYYY-MM-DD, the last day it may be used; null: no end. */
  expiresOn: string | null;
  status: string;
}

/** The day of `now` as gift card dates are written (YYYY-MM-DD, UTC). */
export const giftCardDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * GFC800 for an unknown number and for a wrong PIN alike (and for a card locked after too
 * many wrong PINs): telling them apart would tell a guesser which numbers exist.
 */
export const invalidGiftCard = () =>
  refusal('GFC800', 'This gift card number and PIN do not open a gift card');

/**
 * The card a number found (undefined: none) if it opens with the PIN given and is usable
 * in `currency` on `today`: GFC800 unknown or wrong PIN, then (the PIN matched) GFC760
 * another currency, GFC812 expired, GFC725 blocked. The balance is not checked here
 * (GFC740 is the caller's).
 */
export function openedGiftCard<C extends GiftCardFacts>(
  card: C | undefined,
  pinMatches: boolean,
  currency: string,
  today: string,
): C | Refusal {
  if (!card || !pinMatches) return invalidGiftCard();
  if (card.currency !== currency) {
    return refusal('GFC760', `This gift card is in ${card.currency}, the cart in ${currency}`);
  }
  if (card.expiresOn !== null && card.expiresOn < today) {
    return refusal('GFC812', 'This gift card has expired');
  }
  if (card.status !== 'active') return refusal('GFC725', 'This gift card may not be used');
  return card;
}

const noBalance = () => refusal('GFC740', 'This gift card has no balance left');

/**
 * Whether an opened card (balance in minor units) may pay for the cart besides `payments`:
 * GFC755 on it already (`isThisCard`), GFC410 the cart holds the most gift cards it may,
 * GFC740 nothing left on it.
 */
export function giftCardPaymentVerdict<P extends { type: string }>(
  payments: readonly P[],
  isThisCard: (payment: P) => boolean,
  balance: number,
): Verdict {
  if (payments.some(isThisCard)) return refusal('GFC755', 'This gift card is applied already');
  if (
    payments.filter((payment) => payment.type === 'GIFT_CARD').length >= MAX_GIFT_CARDS_PER_CART
  ) {
    return refusal('GFC410', `At most ${MAX_GIFT_CARDS_PER_CART} gift cards per order`);
  }
  return balance <= 0 ? noBalance() : null;
}

/** giftCardBalance's answer for an opened card (balance in minor units); GFC740 when empty. */
export function giftCardBalanceAnswer<C extends string>(
  card: { last4: string; balance: number; expiresOn: string | null },
  currency: C,
): { last4: string; balance: number; currency: C; expirationDate: string | null } | Refusal {
  if (card.balance <= 0) return noBalance();
  return {
    last4: card.last4,
    balance: card.balance / 100,
    currency,
    expirationDate: card.expiresOn,
  };
}

/** GFC740 when placing finds a gift card's balance spent (or the card blocked) meanwhile. */
export const giftCardBalanceChanged = (paymentInstrumentId: string) =>
  refusal('GFC740', 'The gift card balance changed; check the payment again', {
    paymentInstrumentId,
  });

/** A summary's gift card quote: what it showed each gift card paying (minor units, by payment id). */
export type GiftCardQuote = Record<string, number>;

/** What the summary `view` shows each gift card paying: placing checks it is still there. */
export function giftCardQuote(view: Pick<Cart, 'payment_instruments'>): GiftCardQuote {
  return Object.fromEntries(
    view.payment_instruments
      .filter((instrument) => instrument.type === 'GIFT_CARD')
      .map((instrument) => [instrument.id, minorUnits(instrument.amount)]),
  );
}

/**
 * GFC740 when a gift card's balance no longer holds what the summary showed it paying
 * (`quote`): another order spent it meanwhile, and its share would fall to the card,
 * charged more than the shopper was shown. A share that shrank because the order did
 * (the balance still holds the quote) is no refusal.
 */
export function giftCardQuoteVerdict(
  view: Pick<Cart, 'payment_instruments'>,
  quote: GiftCardQuote,
): Verdict {
  const drained = view.payment_instruments.find(
    (instrument) =>
      instrument.type === 'GIFT_CARD' &&
      minorUnits(instrument.giftCard?.balance ?? 0) < (quote[instrument.id] ?? 0),
  );
  return drained ? giftCardBalanceChanged(drained.id) : null;
}
