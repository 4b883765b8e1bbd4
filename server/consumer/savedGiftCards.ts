import { and, asc, eq } from 'drizzle-orm';
import { giftCardDay } from '#commerce/checkout/giftCards.ts';
import {
  giftCardAlreadySaved,
  newSavedGiftCardVerdict,
  savableGiftCardVerdict,
  savedGiftCardToPay,
  savedGiftCardView,
} from '#commerce/checkout/savedGiftCards.ts';
import { tryGiftCardPin } from '../checkout/giftCards.ts';
import { enforce } from '../checkout/verdicts.ts';
import type { Database, Executor } from '../db/client.ts';
import { giftCards, savedGiftCards } from '../db/schema/checkout.ts';
import { consumers } from '../db/schema/consumer.ts';
import type { AppDeps } from '../http/context.ts';
import { newId, type Owner } from '../wishlists/owner.ts';

/*
 * Gift cards saved to a signed-in consumer's account (spec §7 consumer payment_instruments,
 * type GIFT_CARD), by the rules of commerce/checkout/savedGiftCards.ts. Saving opens the
 * card by its number and PIN with the cart's own check (tryGiftCardPin: the same hashes,
 * the same throttle per session and per card, GFC800 for whatever is wrong); the account
 * then keeps the card's id and last four digits, never the number or the PIN. The list
 * reads each card's balance as it stands, so it is what checkout would find.
 */

/** The account's saved gift cards, oldest first, with their balance now. */
export async function listSavedGiftCards(db: Executor, consumerId: string, now: Date) {
  const rows = await db
    .select({ saved: savedGiftCards, card: giftCards })
    .from(savedGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, savedGiftCards.giftCardId))
    .where(eq(savedGiftCards.consumerId, consumerId))
    .orderBy(asc(savedGiftCards.createdAt), asc(savedGiftCards.id));
  const today = giftCardDay(now);
  return rows.map(({ saved, card }) => savedGiftCardView(saved, card, today));
}

/**
 * Save the gift card a number and PIN open. The PIN is tried first, outside any
 * transaction (a wrong one stays counted, GFC799 past the limits); then, with the
 * consumer's row locked so that two saves at once count each other: GFC409 saved already,
 * GFC410 the account keeps the most it may, GFC812 / GFC725 / GFC740 a card that cannot pay.
 */
export async function saveGiftCard(
  db: Database,
  deps: AppDeps,
  owner: { consumerId: string; sessionId: string },
  credentials: { number: string; pin: string },
) {
  const opened = await tryGiftCardPin(db, deps, { ...credentials, sessionId: owner.sessionId });
  const now = deps.now();
  return db.transaction(async (tx) => {
    await tx
      .select({ id: consumers.id })
      .from(consumers)
      .where(eq(consumers.id, owner.consumerId))
      .for('update');
    const held = await tx
      .select({ giftCardId: savedGiftCards.giftCardId })
      .from(savedGiftCards)
      .where(eq(savedGiftCards.consumerId, owner.consumerId));
    enforce(newSavedGiftCardVerdict(held, opened.id));
    // The card as it stands now (an order may have spent it since the PIN was tried).
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, opened.id));
    if (!card) throw new Error('gift card gone after its PIN matched');
    const today = giftCardDay(now);
    enforce(savableGiftCardVerdict(card, today));
    const [saved] = await tx
      .insert(savedGiftCards)
      .values({
        id: newId(),
        consumerId: owner.consumerId,
        giftCardId: card.id,
        lastFour: card.last4,
      })
      .onConflictDoNothing()
      .returning();
    return savedGiftCardView(saved ?? enforce(giftCardAlreadySaved()), card, today);
  });
}

/** Remove a saved gift card of the consumer's; false when none has this id (the card stays). */
export async function deleteSavedGiftCard(
  tx: Executor,
  consumerId: string,
  id: string,
): Promise<boolean> {
  const removed = await tx
    .delete(savedGiftCards)
    .where(and(eq(savedGiftCards.consumerId, consumerId), eq(savedGiftCards.id, id)))
    .returning({ id: savedGiftCards.id });
  return removed.length > 0;
}

/**
 * The gift card behind a saved gift card of the cart's owner, to pay with it (no PIN: it
 * was checked when saved): GFC800 when the owner is not a signed-in member or keeps no
 * saved gift card of this id (another member's reads as unknown).
 */
export async function savedGiftCardOf(
  tx: Executor,
  owner: Owner,
  id: string,
): Promise<{ id: string }> {
  const [saved] =
    owner.kind === 'consumer'
      ? await tx
          .select({ id: savedGiftCards.giftCardId })
          .from(savedGiftCards)
          .where(and(eq(savedGiftCards.consumerId, owner.consumerId), eq(savedGiftCards.id, id)))
      : [];
  return enforce(savedGiftCardToPay(saved, owner.kind === 'consumer'));
}
