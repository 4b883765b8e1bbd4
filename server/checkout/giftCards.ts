import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openedGiftCard } from '#commerce/checkout/giftCards.ts';
import type { Executor } from '../db/client.ts';
import { giftCards } from '../db/schema/checkout.ts';
import { enforce } from './verdicts.ts';

/*
 * Gift cards (spec §8 GFC codes; the rules in commerce/checkout/giftCards.ts). The number is
 * looked up by its hash and the PIN checked against a hash salted with the card's id:
 * neither is stored in clear. Balances change only in the order's transaction, by a
 * conditional update that never goes below zero.
 */

export function giftCardNumberHash(number: string): string {
  return createHash('sha256').update(`cairn-gift-card:${number}`).digest('hex');
}

export function giftCardPinHash(id: string, pin: string): string {
  return createHash('sha256').update(`${id}:${pin}`).digest('hex');
}

export type GiftCardRow = typeof giftCards.$inferSelect;

function pinMatches(card: GiftCardRow, pin: string): boolean {
  const expected = Buffer.from(card.pinHash);
  const given = Buffer.from(giftCardPinHash(card.id, pin));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The gift card a number and PIN open, usable in `currency` on `today` (YYYY-MM-DD), as
 * openedGiftCard decides. The balance is not checked here (GFC740 is the caller's).
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
  return enforce(openedGiftCard(card, card ? pinMatches(card, pin) : false, currency, today));
}
