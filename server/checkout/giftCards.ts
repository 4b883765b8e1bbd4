import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { giftCards } from '../db/schema/checkout.ts';
import { ApiError } from '../http/errors.ts';

/*
 * Gift cards (spec §8 GFC codes). The number is looked up by its hash and the PIN checked
 * against a hash salted with the card's id: neither is stored in clear. Balances change
 * only in the order's transaction, by a conditional update that never goes below zero.
 */

/** Most gift cards one cart may hold (GFC410). */
export const MAX_GIFT_CARDS_PER_CART = 3;

export function giftCardNumberHash(number: string): string {
  return createHash('sha256').update(`cairn-gift-card:${number}`).digest('hex');
}

export function giftCardPinHash(id: string, pin: string): string {
  return createHash('sha256').update(`${id}:${pin}`).digest('hex');
}

export type GiftCardRow = typeof giftCards.$inferSelect;

/**
 * The gift card a number and PIN open, usable in `currency` on `today` (YYYY-MM-DD):
 * GFC800 unknown, GFC700 wrong PIN, GFC760 another currency, GFC812 expired, GFC725
 * blocked. The balance is not checked here (GFC740 is the caller's).
 */
export async function openGiftCard(
  tx: Executor,
  number: string,
  pin: string,
  currency: string,
  today: string,
): Promise<GiftCardRow> {
  const [card] = await tx
    .select()
    .from(giftCards)
    .where(eq(giftCards.numberHash, giftCardNumberHash(number)));
  if (!card) throw new ApiError('GFC800', 'No gift card with this number');
  const expected = Buffer.from(card.pinHash);
  const given = Buffer.from(giftCardPinHash(card.id, pin));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new ApiError('GFC700', 'The PIN does not match this gift card');
  }
  if (card.currency !== currency) {
    throw new ApiError('GFC760', `This gift card is in ${card.currency}, the cart in ${currency}`);
  }
  if (card.expiresOn !== null && card.expiresOn < today) {
    throw new ApiError('GFC812', 'This gift card has expired');
  }
  if (card.status !== 'active') throw new ApiError('GFC725', 'This gift card may not be used');
  return card;
}
