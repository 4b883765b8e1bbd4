import { and, asc, desc, eq, ne } from 'drizzle-orm';
import {
  billingAddressVerdict,
  expiryVerdict,
  type NewSavedCard,
  newSavedCardVerdict,
  noSavedCard,
  savedAsMain,
} from '#commerce/checkout/cards.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { savedCards } from '../db/schema/checkout.ts';
import { consumerAddresses } from '../db/schema/consumer.ts';
import { newId } from '../wishlists/owner.ts';
import { enforce } from './verdicts.ts';

/*
 * Saved cards of signed-in consumers (spec §7 consumer payment_instruments): the gateway's
 * token and the card's brand, last four digits, expiry and holder, by the saved-card rules
 * of commerce/checkout/cards.ts. The first card saved is the main one; making another
 * main unsets the previous.
 */

export type SavedCardRow = typeof savedCards.$inferSelect;

export async function listSavedCards(db: Executor, consumerId: string): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(eq(savedCards.consumerId, consumerId))
    .orderBy(desc(savedCards.main), asc(savedCards.createdAt));
}

export async function savedCardOf(db: Executor, consumerId: string, id: string) {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.consumerId, consumerId), eq(savedCards.id, id)));
  return row ?? enforce(noSavedCard());
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PYT405 / PYT406 unless `addressId` is a complete address of the consumer's book. */
async function assertBillingAddress(db: Executor, consumerId: string, addressId: string) {
  const [address] = UUID.test(addressId)
    ? await db
        .select()
        .from(consumerAddresses)
        .where(
          and(eq(consumerAddresses.id, addressId), eq(consumerAddresses.consumerId, consumerId)),
        )
        .limit(1)
    : [];
  enforce(billingAddressVerdict(address));
}

/**
 * Save a card: PYT300 when the consumer has it already (same type, last four, expiry);
 * PYT405 / PYT406 for a billing address that is not a complete one of theirs.
 */
export async function saveCard(tx: Transaction, consumerId: string, card: NewSavedCard) {
  if (card.billingAddressId) await assertBillingAddress(tx, consumerId, card.billingAddressId);
  const held = await listSavedCards(tx, consumerId);
  enforce(newSavedCardVerdict(held, card));
  const main = savedAsMain(card.main, held);
  const id = newId();
  if (main) {
    await tx.update(savedCards).set({ main: false }).where(eq(savedCards.consumerId, consumerId));
  }
  const [row] = await tx
    .insert(savedCards)
    .values({ id, consumerId, ...card, main })
    .returning();
  if (!row) throw new Error('saved card not written');
  return row;
}

export async function updateSavedCard(
  tx: Transaction,
  consumerId: string,
  id: string,
  change: {
    main?: boolean | undefined;
    expirationMonth?: number | undefined;
    expirationYear?: number | undefined;
    billingAddressId?: string | undefined;
  },
  now: Date,
) {
  const row = await savedCardOf(tx, consumerId, id);
  if (change.billingAddressId) await assertBillingAddress(tx, consumerId, change.billingAddressId);
  const month = change.expirationMonth ?? row.expirationMonth;
  const year = change.expirationYear ?? row.expirationYear;
  enforce(expiryVerdict(month, year, now.getTime()));
  if (change.main) {
    await tx
      .update(savedCards)
      .set({ main: false })
      .where(and(eq(savedCards.consumerId, consumerId), ne(savedCards.id, id)));
  }
  const [updated] = await tx
    .update(savedCards)
    .set({
      main: change.main ?? row.main,
      expirationMonth: month,
      expirationYear: year,
      billingAddressId: change.billingAddressId ?? row.billingAddressId,
    })
    .where(eq(savedCards.id, id))
    .returning();
  if (!updated) throw new Error('saved card not updated');
  return updated;
}

/** Delete a card; when it was the main one, the oldest of the others becomes main. */
export async function deleteSavedCard(tx: Transaction, consumerId: string, id: string) {
  const card = await savedCardOf(tx, consumerId, id);
  await tx.delete(savedCards).where(eq(savedCards.id, id));
  if (!card.main) return;
  const [oldest] = await tx
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(eq(savedCards.consumerId, consumerId))
    .orderBy(asc(savedCards.createdAt))
    .limit(1);
  if (oldest) await tx.update(savedCards).set({ main: true }).where(eq(savedCards.id, oldest.id));
}
