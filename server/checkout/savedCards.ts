import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client.ts';
import { savedCards } from '../db/schema/checkout.ts';
import { ApiError } from '../http/errors.ts';
import { newId } from '../wishlists/owner.ts';

/*
 * Saved cards of signed-in consumers (spec §7 consumer payment_instruments): the gateway's
 * token and the card's brand, last four digits, expiry and holder. The first card saved is
 * the main one; making another main unsets the previous.
 */

export type SavedCardRow = typeof savedCards.$inferSelect;
export type SavedCardType = SavedCardRow['cardType'];

const brandTypes: Record<string, SavedCardType> = {
  Visa: 'VISA',
  Mastercard: 'MASTERCARD',
  'American Express': 'AMEX',
  Discover: 'DISCOVER',
};

/** The saved card type of a gateway brand; undefined for a brand cards are not saved of. */
export function cardTypeOf(brand: string): SavedCardType | undefined {
  return brandTypes[brand];
}

export function brandOf(type: SavedCardType): string {
  return Object.entries(brandTypes).find(([, value]) => value === type)?.[0] ?? 'Card';
}

export function savedCardView(row: SavedCardRow) {
  return {
    paymentInstrumentId: row.id,
    type: 'CREDIT_CARD' as const,
    main: row.main,
    card: {
      cardType: row.cardType,
      lastFour: row.lastFour,
      expirationMonth: row.expirationMonth,
      expirationYear: row.expirationYear,
      holderName: row.holderName,
    },
    billingAddressId: row.billingAddressId,
  };
}

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
  if (!row) throw new ApiError('PYT404', 'No saved card with this id');
  return row;
}

export interface NewSavedCard {
  token: string;
  cardType: SavedCardType;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
  holderName: string;
  billingAddressId: string | null;
  main: boolean;
}

/** Save a card: PYT300 when the consumer has it already (same type, last four, expiry). */
export async function saveCard(tx: Transaction, consumerId: string, card: NewSavedCard) {
  const held = await listSavedCards(tx, consumerId);
  const same = held.find(
    (row) =>
      row.cardType === card.cardType &&
      row.lastFour === card.lastFour &&
      row.expirationMonth === card.expirationMonth &&
      row.expirationYear === card.expirationYear,
  );
  if (same) throw new ApiError('PYT300', 'This card is saved already');
  const main = card.main || held.length === 0;
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
  const month = change.expirationMonth ?? row.expirationMonth;
  const year = change.expirationYear ?? row.expirationYear;
  if (Date.UTC(year, month, 1) <= now.getTime())
    throw new ApiError('FE309', 'The card has expired');
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

export async function deleteSavedCard(tx: Transaction, consumerId: string, id: string) {
  await savedCardOf(tx, consumerId, id);
  await tx.delete(savedCards).where(eq(savedCards.id, id));
}
