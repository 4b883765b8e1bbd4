import { giftCardDay, invalidGiftCard } from '#commerce/checkout/giftCards.ts';
import {
  newSavedGiftCardVerdict,
  type SavedGiftCardFacts,
  savableGiftCardVerdict,
  savedGiftCardToPay,
  savedGiftCardView,
} from '#commerce/checkout/savedGiftCards.ts';
import { type DemoGiftCard, demoGiftCards } from '#demo/checkout/index.ts';
import { type MockSavedGiftCard, mockCartState, mockId } from '../cart.ts';
import { refuse } from '../http.ts';
import { enforce } from './shopper.ts';

/*
 * The demo accounts' saved gift cards in the mock state (server/consumer/savedGiftCards.ts
 * keeps them in saved_gift_cards), by the rules of commerce/checkout/savedGiftCards.ts on
 * the demo gift cards, their balances as the mock orders left them. The mocks keep no
 * count of wrong PINs (the service's throttle, GFC799, is its own).
 */

/** A demo card as the saved gift card rules read it: its balance as orders left it. */
function factsOf(card: DemoGiftCard): SavedGiftCardFacts {
  return { ...card, balance: mockCartState().giftCards[card.number] ?? 0 };
}

const today = () => giftCardDay(new Date());

const viewOf = (saved: MockSavedGiftCard) => {
  const card = demoGiftCards.find((candidate) => candidate.number === saved.giftCardNumber);
  return card ? [savedGiftCardView(saved, factsOf(card), today())] : [];
};

/** An account's saved gift cards, oldest first, with their balance now. */
export function savedGiftCardsOf(email: string) {
  return mockCartState()
    .savedGiftCards.filter((saved) => saved.email === email)
    .flatMap(viewOf);
}

/**
 * Save the demo gift card a number and PIN open (GFC800 whatever is wrong), as the service
 * does: GFC409 saved already, GFC410 the most an account keeps, GFC812 / GFC725 / GFC740.
 */
export function saveGiftCard(email: string, credentials: { number: string; pin: string }) {
  const card = demoGiftCards.find((candidate) => candidate.number === credentials.number);
  if (!card || card.pin !== credentials.pin) refuse(invalidGiftCard());
  const state = mockCartState();
  const held = state.savedGiftCards
    .filter((saved) => saved.email === email)
    .map((saved) => ({ giftCardId: saved.giftCardNumber }));
  enforce(newSavedGiftCardVerdict(held, card.number));
  enforce(savableGiftCardVerdict(factsOf(card), today()));
  const saved: MockSavedGiftCard = {
    id: mockId('saved-gift-card'),
    email,
    giftCardNumber: card.number,
    lastFour: card.number.slice(-4),
  };
  state.savedGiftCards.push(saved);
  return savedGiftCardView(saved, factsOf(card), today());
}

/** Remove a saved gift card of the account's; false when none has this id. */
export function deleteSavedGiftCard(email: string, id: string): boolean {
  const state = mockCartState();
  const kept = state.savedGiftCards.filter((saved) => saved.email !== email || saved.id !== id);
  const removed = kept.length < state.savedGiftCards.length;
  state.savedGiftCards = kept;
  return removed;
}

/**
 * The number of the demo gift card behind an account's saved gift card, to pay with it (no
 * PIN), as the service's savedGiftCardOf: GFC800 for no signed-in account (`email`
 * undefined) or no saved gift card of this id on it.
 */
export function savedGiftCardNumberOf(email: string | undefined, id: string): string {
  const saved =
    email === undefined
      ? undefined
      : mockCartState().savedGiftCards.find(
          (candidate) => candidate.email === email && candidate.id === id,
        );
  return enforce(savedGiftCardToPay(saved, email !== undefined)).giftCardNumber;
}
