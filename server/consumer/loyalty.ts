import { createHmac } from 'node:crypto';
import type { Currency, SiteLocale } from '#api/contract/common.ts';
import { vouchersFor } from '#commerce/checkout/loyalty.ts';
import type { ServerConfig } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { ApiError } from '../http/errors.ts';
import { type ConsumerRow, findConsumer } from './profile.ts';

/** How long the loyalty platform token of spec §7 (`loyalty/token`) is valid. */
export const LOYALTY_TOKEN_TTL_SECONDS = 15 * 60;
/** A new member's welcome offer runs this long after enrolment. */
export const WELCOME_PROMO_DAYS = 30;

const currencyOfLocale: Record<SiteLocale, Currency> = {
  'en-us': 'USD',
  'en-ca': 'CAD',
  'fr-ca': 'CAD',
  'en-gb': 'GBP',
  'de-de': 'EUR',
  'fr-fr': 'EUR',
};

// The service may not import the storefront's i18n resources; its few texts of its own
// live beside the code that sends them (as the mail templates do).
const welcomeText: Record<'en' | 'fr' | 'de', string> = {
  en: '10% off your next order, for new members',
  fr: '10 % de réduction sur votre prochaine commande, pour les nouveaux membres',
  de: '10 % Rabatt auf Ihre nächste Bestellung für neue Mitglieder',
};

/** Spec §6: loyalty calls are for loyalty members only (REW130 otherwise). */
async function requireMember(db: Executor, consumerId: string): Promise<ConsumerRow> {
  const row = await findConsumer(db, consumerId);
  if (!row) throw new ApiError('PRO404', 'No profile for this session');
  if (!row.isLoyaltyMember || !row.memberId) {
    throw new ApiError('REW130', 'Loyalty calls are for loyalty members');
  }
  return row;
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

/** The welcome offer while it runs (the first WELCOME_PROMO_DAYS of a membership). */
export async function welcomePromo(
  db: Executor,
  consumerId: string,
  locale: SiteLocale | undefined,
  now: Date,
) {
  const member = await requireMember(db, consumerId);
  const since = member.loyaltyOptInDate;
  if (!since) return { promo: null };
  const ends = new Date(since.getTime() + WELCOME_PROMO_DAYS * 24 * 60 * 60 * 1000);
  if (ends <= now) return { promo: null };
  const language = (locale ?? 'en-us').slice(0, 2) as keyof typeof welcomeText;
  return {
    promo: {
      code: `WELCOME-${member.memberId}`,
      description: welcomeText[language] ?? welcomeText.en,
      expiresAt: ends.toISOString(),
    },
  };
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
