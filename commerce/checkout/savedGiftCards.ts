import type { Currency } from '#api/contract/common.ts';
import type { SavedGiftCardState } from '#api/contract/consumer.ts';
import { type GiftCardFacts, openedGiftCard } from './giftCards.ts';
import { type Refusal, refusal, type Verdict } from './verdict.ts';

/*
 * Gift cards saved to a member's account (spec §7 consumer payment_instruments, type
 * GIFT_CARD; spec §8 "gift card save failed or already exists"). Saving one takes its
 * number and PIN, opened by the same check as a cart's (the caller's: hashes and the
 * throttle in the service, the demo cards in the mocks); the account then keeps only a
 * reference to the card and its last four digits, and reads the balance when listing.
 */

/** Most gift cards one account keeps saved (GFC410). */
export const MAX_SAVED_GIFT_CARDS = 10;

/** What the saved gift card rules read of a card, its balance in minor units. */
export interface SavedGiftCardFacts extends GiftCardFacts {
  balance: number;
}

/** GFC409: this gift card is saved to the account already. */
export const giftCardAlreadySaved = () =>
  refusal('GFC409', 'This gift card is saved to your account already');

/**
 * Whether the account may save one more gift card besides `held` (the card references it
 * keeps): GFC409 when `giftCardId` is one of them, GFC410 when it keeps the most it may.
 */
export function newSavedGiftCardVerdict(
  held: readonly { giftCardId: string }[],
  giftCardId: string,
): Verdict {
  if (held.some((saved) => saved.giftCardId === giftCardId)) return giftCardAlreadySaved();
  if (held.length >= MAX_SAVED_GIFT_CARDS) {
    return refusal('GFC410', `At most ${MAX_SAVED_GIFT_CARDS} gift cards may be saved`, {
      max: MAX_SAVED_GIFT_CARDS,
    });
  }
  return null;
}

/**
 * Whether a card whose PIN matched is worth saving on `today` (YYYY-MM-DD): GFC812 expired,
 * GFC725 blocked, as a cart refuses them, then GFC740 nothing left on it. The account keeps
 * cards of every currency (each listed in its own), so no currency is refused.
 */
export function savableGiftCardVerdict(card: SavedGiftCardFacts, today: string): Verdict {
  const opened = openedGiftCard(card, true, card.currency, today);
  if ('errorId' in opened) return opened;
  return card.balance <= 0 ? refusal('GFC740', 'This gift card has no balance left') : null;
}

/**
 * GFC800, as for a number and PIN that open nothing: no saved gift card of this id on the
 * account (another account's reads alike, and so does any for a shopper not signed in).
 */
export const unknownSavedGiftCard = () =>
  refusal('GFC800', 'No gift card of this id is saved to your account');

/**
 * The saved gift card a cart may be paid with (spec §7 a member's payment instrument):
 * `saved`, the account's card of the id asked (undefined: none), when the shopper is a
 * signed-in member; else GFC800. Its PIN was checked when it was saved; whether the card
 * can pay the cart (currency, expiry, status, balance, on it already) is the gift card
 * rules' (giftCards.ts openedGiftCard, giftCardPaymentVerdict), as for a typed card.
 */
export function savedGiftCardToPay<S>(saved: S | undefined, signedIn: boolean): S | Refusal {
  return signedIn && saved !== undefined ? saved : unknownSavedGiftCard();
}

/** What a saved card is on `today`: blocked and expired first (they cannot pay at all). */
export function savedGiftCardState(card: SavedGiftCardFacts, today: string): SavedGiftCardState {
  if (card.status !== 'active') return 'blocked';
  if (card.expiresOn !== null && card.expiresOn < today) return 'expired';
  return card.balance > 0 ? 'usable' : 'empty';
}

/** A saved gift card as the consumer calls answer it, its balance (minor units) as it is now. */
export function savedGiftCardView(
  saved: { id: string; lastFour: string },
  card: SavedGiftCardFacts,
  today: string,
) {
  return {
    paymentInstrumentId: saved.id,
    type: 'GIFT_CARD' as const,
    main: false,
    card: null,
    billingAddressId: null,
    giftCard: {
      lastFour: saved.lastFour,
      balance: card.balance / 100,
      // Cards are issued in the sites' currencies only (a site's order, the demo seed).
      currency: card.currency as Currency,
      expirationDate: card.expiresOn,
      state: savedGiftCardState(card, today),
    },
  };
}
