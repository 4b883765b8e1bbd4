import { eq } from 'drizzle-orm';
import {
  WELCOME_MAX_REDEMPTIONS,
  WELCOME_PROMOTION_ID,
  welcomeWindow,
} from '#commerce/checkout/welcome.ts';
import type { Transaction } from '../db/client.ts';
import { coupons, giftCards, promotions, savedCards } from '../db/schema/checkout.ts';
import { consumers } from '../db/schema/consumer.ts';
import type { SeedContext } from '../db/seed.ts';
import { newId } from '../wishlists/owner.ts';
import { giftCardNumberHash, giftCardPinHash } from './giftCards.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shapes of demo/checkout (server/db/seed.ts hands the data in). */
export interface CheckoutSeed {
  promotions: (typeof promotions.$inferInsert)[];
  coupons: {
    code: string;
    promotionId: string;
    maxRedemptions: number | null;
    /** Days from the seeding day; negative: in the past. */
    startsInDays?: number;
    endsInDays?: number;
  }[];
  giftCards: {
    number: string;
    pin: string;
    currency: string;
    balance: number;
    status: 'active' | 'blocked';
    expiresOn: string | null;
  }[];
  /** Cards saved by demo accounts (by email), as the sandbox gateway's tokens. */
  savedCards: {
    email: string;
    token: string;
    cardType: 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER';
    lastFour: string;
    expirationMonth: number;
    expirationYear: number;
    holderName: string;
  }[];
}

/** The demo promotions, coupons and gift cards of demo/checkout. */
export async function seedCheckout(
  tx: Transaction,
  { now, config }: SeedContext,
  data: CheckoutSeed,
): Promise<void> {
  const { promotions: demoPromotions, coupons: demoCoupons, giftCards: demoGiftCards } = data;
  await tx.insert(promotions).values(demoPromotions).onConflictDoNothing();
  const at = (days: number | undefined) =>
    days === undefined ? null : new Date(now.getTime() + days * DAY_MS);
  await tx
    .insert(coupons)
    .values(
      demoCoupons.map((coupon) => ({
        code: coupon.code,
        promotionId: coupon.promotionId,
        maxRedemptions: coupon.maxRedemptions,
        startsAt: at(coupon.startsInDays),
        endsAt: at(coupon.endsInDays),
      })),
    )
    .onConflictDoNothing();
  // None in production without demo data (server/db/seed.ts).
  if (demoGiftCards.length > 0) {
    await tx
      .insert(giftCards)
      .values(
        demoGiftCards.map((card) => {
          const id = newId();
          return {
            id,
            numberHash: giftCardNumberHash(card.number),
            pinHash: giftCardPinHash(config.giftCardPinKey, id, card.pin),
            last4: card.number.slice(-4),
            currency: card.currency,
            balance: card.balance,
            status: card.status,
            expiresOn: card.expiresOn,
          };
        }),
      )
      .onConflictDoNothing();
  }
  for (const card of data.savedCards) {
    // Demo accounts are not seeded everywhere (production without DEMO_PASSWORD).
    const [consumer] = await tx
      .select({ id: consumers.id })
      .from(consumers)
      .where(eq(consumers.email, card.email));
    if (!consumer) continue;
    const { email: _email, ...fields } = card;
    await tx
      .insert(savedCards)
      .values({
        id: newId(),
        consumerId: consumer.id,
        ...fields,
        billingAddressId: null,
        main: true,
      })
      .onConflictDoNothing();
  }
}

/**
 * The demo promotions a database seeded before they were added does not hold yet (the
 * brands' gifts with purchase); the others are left as they are.
 */
export async function seedMissingPromotions(
  tx: Transaction,
  list: CheckoutSeed['promotions'],
): Promise<void> {
  await tx.insert(promotions).values(list).onConflictDoNothing();
}

/**
 * The demo members' welcome codes (demo/checkout demoWelcomeCodes), bound to them, with the
 * welcome promotion for a database seeded before it was added. A member not seeded here
 * (production without DEMO_PASSWORD) is skipped.
 */
export async function seedWelcomeCodes(
  tx: Transaction,
  { now }: SeedContext,
  data: Pick<CheckoutSeed, 'promotions'> & {
    /** By the member's email; the offer runs as if they joined `joinedDaysAgo`. */
    welcomeCodes: readonly { email: string; code: string; joinedDaysAgo: number }[];
  },
): Promise<void> {
  await seedMissingPromotions(tx, data.promotions);
  for (const welcome of data.welcomeCodes) {
    const [consumer] = await tx
      .select({ id: consumers.id })
      .from(consumers)
      .where(eq(consumers.email, welcome.email));
    if (!consumer) continue;
    const { startsAt, endsAt } = welcomeWindow(
      new Date(now.getTime() - welcome.joinedDaysAgo * DAY_MS),
    );
    await tx
      .insert(coupons)
      .values({
        code: welcome.code,
        promotionId: WELCOME_PROMOTION_ID,
        maxRedemptions: WELCOME_MAX_REDEMPTIONS,
        startsAt,
        endsAt,
        consumerId: consumer.id,
      })
      .onConflictDoNothing();
  }
}
