import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { invalidGiftCard, openedGiftCard } from '#commerce/checkout/giftCards.ts';
import type { Executor } from '../db/client.ts';
import { authThrottle } from '../db/schema/auth.ts';
import { giftCards } from '../db/schema/checkout.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError, refusalError } from '../http/errors.ts';
import { type RateVerdict, secondsUntil, takeRate } from '../http/rate-limit.ts';
import { enforce } from './verdicts.ts';

/*
 * Gift cards (spec §8 GFC codes; the rules in commerce/checkout/giftCards.ts). The number is
 * looked up by its hash and the PIN checked against a hash salted with the card's id and
 * keyed with the server's secret (config.giftCardPinKey): neither is stored in clear, and
 * a copy of the database alone cannot be searched for PINs. Balances change only in the
 * order's transaction, by a conditional update that never goes below zero.
 */

export function giftCardNumberHash(number: string): string {
  return createHash('sha256').update(`cairn-gift-card:${number}`).digest('hex');
}

/** Keyed hashes carry this prefix; a hash without it is the salted digest stored before. */
const KEYED = 'k1:';

const pinDigest = (id: string, pin: string) =>
  createHash('sha256').update(`${id}:${pin}`).digest('hex');

/** The digest under the key: a hash stored before the key can be keyed without its PIN. */
const keyedDigest = (key: string, digest: string) =>
  `${KEYED}${createHmac('sha256', key).update(digest).digest('hex')}`;

/** A PIN as stored (`key`: config.giftCardPinKey). */
export function giftCardPinHash(key: string, id: string, pin: string): string {
  return keyedDigest(key, pinDigest(id, pin));
}

export type GiftCardRow = typeof giftCards.$inferSelect;

function pinMatches(key: string, card: GiftCardRow, pin: string): boolean {
  const digest = pinDigest(card.id, pin);
  const expected = Buffer.from(card.pinHash);
  const given = Buffer.from(card.pinHash.startsWith(KEYED) ? keyedDigest(key, digest) : digest);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Throws GFC799 (429, the spec's balance-check error) when `verdict` is over its limit. */
export function assertGiftCardRate(verdict: RateVerdict, now: Date): void {
  if (verdict.allowed) return;
  throw new ApiError('GFC799', 'Too many gift card attempts; try again later', {
    headers: { 'Retry-After': String(secondsUntil(verdict.retryAt, now)) },
  });
}

/**
 * The gift card a number and PIN open, for adding it to a cart or checking its balance:
 * GFC800 for an unknown number, a wrong PIN and a card over its limit of wrong PINs alike
 * (config.rateLimits.giftCardPinPerCard), 429 GFC799 for a session over its own. Run on the
 * database, outside any transaction, so that a refused attempt stays counted (a refusal
 * rolls a transaction back). Each attempt is counted before the PIN is compared, or
 * parallel guesses would all pass a count made after them; the right PIN gives it back,
 * so only wrong ones add up. What else makes the card unusable (currency, expiry, status,
 * balance) is the caller's, once the PIN matched.
 */
export async function tryGiftCardPin(
  db: Executor,
  deps: AppDeps,
  attempt: { number: string; pin: string; sessionId: string },
): Promise<GiftCardRow> {
  const now = deps.now();
  const limits = deps.config.rateLimits;
  const key = deps.config.giftCardPinKey;
  const numberHash = giftCardNumberHash(attempt.number);
  const sessionKey = `rate:gift-card-pin:session:${attempt.sessionId}`;
  const cardKey = `rate:gift-card-pin:card:${numberHash}`;
  assertGiftCardRate(await takeRate(db, sessionKey, limits.giftCardPinPerSession, now), now);
  const card = await takeRate(db, cardKey, limits.giftCardPinPerCard, now);
  const [row] = card.allowed
    ? await db.select().from(giftCards).where(eq(giftCards.numberHash, numberHash))
    : [];
  if (!row || !pinMatches(key, row, attempt.pin)) throw refusalError(invalidGiftCard());
  await db
    .update(authThrottle)
    .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
    .where(inArray(authThrottle.key, [sessionKey, cardKey]));
  if (!row.pinHash.startsWith(KEYED)) {
    // Stored before PINs were keyed (seeded, or issued by an older version): keyed now.
    const pinHash = keyedDigest(key, row.pinHash);
    await db
      .update(giftCards)
      .set({ pinHash })
      .where(and(eq(giftCards.id, row.id), eq(giftCards.pinHash, row.pinHash)));
    return { ...row, pinHash };
  }
  return row;
}

/**
 * The card `card` (opened by tryGiftCardPin) as it stands now, usable in `currency` on
 * `today` (YYYY-MM-DD), as openedGiftCard decides. The balance is not checked here (GFC740
 * is the caller's).
 */
export async function usableGiftCard(
  tx: Executor,
  card: Pick<GiftCardRow, 'id'>,
  currency: string,
  today: string,
): Promise<GiftCardRow> {
  const [row] = await tx.select().from(giftCards).where(eq(giftCards.id, card.id));
  return enforce(openedGiftCard(row, true, currency, today));
}
