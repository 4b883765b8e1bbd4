import type { updateSavedPaymentInstrument } from '#api/contract/consumer.ts';
import {
  billingAddressVerdict,
  expiryVerdict,
  newSavedCardVerdict,
  noSavedCard,
  savedAsMain,
} from '#commerce/checkout/cards.ts';
import { findDemoAccountByEmail } from '#demo/profiles/index.ts';
import { addressBookOf } from '../addressBook.ts';
import { type MockSavedCard, mockCartState, mockId } from '../cart.ts';
import { MockApiError, refuse } from '../http.ts';
import { type BodyOf, enforce, signedIn } from './shopper.ts';

/*
 * The demo accounts' saved cards in the mock state (server/checkout/savedCards.ts keeps
 * them in saved_cards), by the saved-card rules of commerce/checkout/cards.ts.
 */

/** The signed-in account's email, whose saved cards the consumer calls see; AUT432 for a guest. */
export function savedCardOwner(): string {
  const consumer = signedIn();
  if (!consumer) throw new MockApiError('AUT432', 'Sign in to use this call');
  return consumer.profile.consumerDetails.email;
}

/** An account's saved cards, the main one first, then oldest first (as the service lists). */
export function savedCardsOf(email: string): MockSavedCard[] {
  const held = mockCartState().savedCards.filter((card) => card.email === email);
  return [...held.filter((card) => card.main), ...held.filter((card) => !card.main)];
}

export function savedCardOf(email: string, id: string): MockSavedCard {
  return savedCardsOf(email).find((candidate) => candidate.id === id) ?? refuse(noSavedCard());
}

/** PYT405 / PYT406 unless `addressId` is a complete address of the account's book. */
function assertBillingAddress(email: string, addressId: string) {
  const account = findDemoAccountByEmail(email);
  const book = account ? addressBookOf(account) : [];
  enforce(billingAddressVerdict(book.find((address) => address.id === addressId)));
}

/** Save a card (PYT300 when the account has it already; PYT405 / PYT406 as the service). */
export function saveCard(email: string, card: Omit<MockSavedCard, 'id' | 'email'>): MockSavedCard {
  if (card.billingAddressId) assertBillingAddress(email, card.billingAddressId);
  const held = savedCardsOf(email);
  enforce(newSavedCardVerdict(held, card));
  const main = savedAsMain(card.main, held);
  if (main) for (const row of held) row.main = false;
  const saved: MockSavedCard = { ...card, id: mockId('saved-card'), email, main };
  mockCartState().savedCards.push(saved);
  return saved;
}

export function updateSavedCard(
  email: string,
  id: string,
  change: BodyOf<typeof updateSavedPaymentInstrument>,
): MockSavedCard {
  const card = savedCardOf(email, id);
  if (change.billingAddressId) assertBillingAddress(email, change.billingAddressId);
  const month = change.expirationMonth ?? card.expirationMonth;
  const year = change.expirationYear ?? card.expirationYear;
  enforce(expiryVerdict(month, year, Date.now()));
  if (change.main) {
    for (const row of savedCardsOf(email)) if (row !== card) row.main = false;
  }
  card.main = change.main ?? card.main;
  card.expirationMonth = month;
  card.expirationYear = year;
  card.billingAddressId = change.billingAddressId ?? card.billingAddressId;
  return card;
}

/** Delete a card; when it was the main one, the oldest of the others becomes main. */
export function deleteSavedCard(email: string, id: string) {
  const card = savedCardOf(email, id);
  const state = mockCartState();
  state.savedCards = state.savedCards.filter((held) => held !== card);
  const oldest = state.savedCards.find((held) => held.email === email);
  if (card.main && oldest) oldest.main = true;
}
