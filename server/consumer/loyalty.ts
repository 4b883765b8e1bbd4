import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Currency, SiteLocale } from '#api/contract/common.ts';
import { siteOf } from '#commerce/catalogue/site.ts';
import { loyaltyCallVerdict, vouchersFor } from '#commerce/checkout/loyalty.ts';
import { isRefusal } from '#commerce/checkout/verdict.ts';
import {
  WELCOME_CODE_PREFIX,
  WELCOME_MAX_REDEMPTIONS,
  WELCOME_PROMOTION_ID,
  welcomeCodeDue,
  welcomeOffer,
  welcomeWindow,
} from '#commerce/checkout/welcome.ts';
import type { ServerConfig } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import { coupons, promotions } from '../db/schema/checkout.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError, refusalError } from '../http/errors.ts';
import { newReference } from '../orders/service.ts';
import { type ConsumerRow, findConsumer } from './profile.ts';

/** How long the loyalty platform token of spec §7 (`loyalty/token`) is valid. */
export const LOYALTY_TOKEN_TTL_SECONDS = 15 * 60;

const currencyOfLocale: Record<SiteLocale, Currency> = {
  'en-us': 'USD',
  'en-ca': 'CAD',
  'fr-ca': 'CAD',
  'en-gb': 'GBP',
  'de-de': 'EUR',
  'fr-fr': 'EUR',
};

/**
 * Spec §6: loyalty calls are for loyalty members only (REW130 otherwise; 4044 for a member
 * whose member record is missing: commerce/checkout/loyalty.ts `loyaltyCallVerdict`).
 */
async function requireMember(db: Executor, consumerId: string) {
  const row = await findConsumer(db, consumerId);
  if (!row) throw new ApiError('PRO404', 'No profile for this session');
  const member = loyaltyCallVerdict(row);
  if (isRefusal(member)) throw refusalError(member);
  return member;
}

/**
 * A short-lived token for the loyalty platform, bound to the member, the shopper id and
 * the referral code (a referral is credited when the platform redeems it).
 */
export async function loyaltyToken(
  db: Executor,
  config: ServerConfig,
  consumerId: string,
  input: { usid: string; referralCode?: string | undefined },
  now: Date,
) {
  const member = await requireMember(db, consumerId);
  const expiresAt = new Date(now.getTime() + LOYALTY_TOKEN_TTL_SECONDS * 1000);
  const claims = [member.memberId, input.usid, input.referralCode ?? '', expiresAt.getTime()].join(
    '.',
  );
  const signature = createHmac('sha256', config.auth.tokenSecret)
    .update(claims)
    .digest('base64url');
  return {
    loyaltyToken: `${Buffer.from(claims).toString('base64url')}.${signature}`,
    expiresAt: expiresAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------
// The welcome offer (commerce/checkout/welcome.ts): a coupon of the welcome promotion bound
// to the member, drawn at random (the member id would let anyone guess it), single use.

/** The member's welcome coupon with the offer's words (the promotion's callouts). */
async function memberWelcomeCoupon(db: Executor, consumerId: string) {
  const [found] = await db
    .select({ coupon: coupons, callouts: promotions.callouts })
    .from(coupons)
    .innerJoin(promotions, eq(promotions.id, coupons.promotionId))
    .where(and(eq(coupons.consumerId, consumerId), eq(coupons.promotionId, WELCOME_PROMOTION_ID)));
  return found;
}

/**
 * Give a member their welcome code, running from `joinedAt`. Once per member (a member who
 * leaves and joins again keeps the one they had); none while the database holds no welcome
 * promotion. Answers the new coupon with the offer's words, undefined when none was made.
 */
export async function grantWelcomeCode(db: Executor, consumerId: string, joinedAt: Date) {
  const [promotion] = await db
    .select({ id: promotions.id, callouts: promotions.callouts })
    .from(promotions)
    .where(eq(promotions.id, WELCOME_PROMOTION_ID));
  if (!promotion) return undefined;
  const { startsAt, endsAt } = welcomeWindow(joinedAt);
  const [coupon] = await db
    .insert(coupons)
    .values({
      code: newReference(WELCOME_CODE_PREFIX),
      promotionId: promotion.id,
      maxRedemptions: WELCOME_MAX_REDEMPTIONS,
      startsAt,
      endsAt,
      consumerId,
    })
    .onConflictDoNothing({ target: [coupons.consumerId, coupons.promotionId] })
    .returning();
  return coupon && { coupon, callouts: promotion.callouts };
}

/**
 * A consumer just joined (spec §4 Loyalty enrollment): their welcome code, mailed once in
 * the caller's transaction with the end of the offer. Nothing for a member who had one.
 */
export async function welcomeNewMember(
  tx: Executor,
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  member: Pick<ConsumerRow, 'id' | 'email' | 'firstName'>,
  locale: SiteLocale | undefined,
  joinedAt: Date,
): Promise<void> {
  const granted = await grantWelcomeCode(tx, member.id, joinedAt);
  const endsAt = granted?.coupon.endsAt;
  if (!granted || !endsAt) return;
  const site = siteOf(locale);
  await deps.mailer.send(tx, {
    to: member.email,
    template: 'loyaltyWelcome',
    locale: site.locale,
    data: {
      firstName: member.firstName ?? '',
      offer: granted.callouts[site.language],
      code: granted.coupon.code,
      validUntil: new Intl.DateTimeFormat(site.tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
        endsAt,
      ),
      link: `${deps.config.publicUrl}/${site.locale}`,
    },
  });
}

/**
 * The welcome offer while the member's code may be used; `promo: null` once an order spent
 * it or it ended. A member who joined before codes were drawn (or a seeded one) and whose
 * offer still runs is given theirs here, once, in this transaction.
 */
export async function welcomePromo(
  db: Database,
  consumerId: string,
  locale: SiteLocale | undefined,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const member = await requireMember(tx, consumerId);
    let found = await memberWelcomeCoupon(tx, member.id);
    if (!found && member.loyaltyOptInDate && welcomeCodeDue(member.loyaltyOptInDate, now)) {
      await grantWelcomeCode(tx, member.id, member.loyaltyOptInDate);
      // Made here, or by a call that raced this one and committed first.
      found = await memberWelcomeCoupon(tx, member.id);
    }
    const offer = found && welcomeOffer(found.coupon, now);
    if (!found || !offer) return { promo: null };
    return {
      promo: {
        code: offer.code,
        description: found.callouts[siteOf(locale).language],
        expiresAt: offer.expiresAt?.toISOString() ?? null,
      },
    };
  });
}

/** The vouchers the balance can buy (commerce/checkout/loyalty.ts vouchersFor). */
export async function loyaltyVouchers(
  db: Executor,
  consumerId: string,
  locale: SiteLocale | undefined,
) {
  const member = await requireMember(db, consumerId);
  const currency = currencyOfLocale[locale ?? 'en-us'];
  return { balance: member.loyaltyPoints, vouchers: vouchersFor(member.loyaltyPoints, currency) };
}
