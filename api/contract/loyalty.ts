import { z } from 'zod';
import { currency, isoDateTime, money } from './common.ts';
import { consumerPath } from './consumer.ts';
import { defineRoute } from './route.ts';

/**
 * Spec §7 Consumer: the loyalty programme of a signed-in shopper: the token a referral or
 * the loyalty widget needs, the welcome promotion and the vouchers the points balance buys.
 */

export const getLoyaltyToken = defineRoute({
  name: 'getLoyaltyToken',
  method: 'POST',
  path: `${consumerPath}/loyalty/token`,
  body: z.object({ usid: z.string().max(64), referralCode: z.string().max(64).optional() }),
  response: z.object({ loyaltyToken: z.string(), expiresAt: isoDateTime }),
  auth: 'user',
  errors: ['API400', 'AUT432', 'REW130', '4044'],
  description: 'Only for loyalty members (spec §6): REW130 otherwise.',
});

export const getLoyaltyWelcomePromo = defineRoute({
  name: 'getLoyaltyWelcomePromo',
  method: 'GET',
  path: `${consumerPath}/loyalty/promo/welcome`,
  response: z.object({
    promo: z
      .object({ code: z.string(), description: z.string(), expiresAt: isoDateTime.nullable() })
      .nullable(),
  }),
  auth: 'user',
  errors: ['AUT432', 'REW130', '4044'],
});

export const loyaltyVoucher = z.object({
  voucherId: z.string(),
  points: z.number().int().positive(),
  value: money,
  currency,
  expiresAt: isoDateTime.nullable(),
});

export const getLoyaltyVouchers = defineRoute({
  name: 'getLoyaltyVouchers',
  method: 'GET',
  path: `${consumerPath}/loyalty/vouchers`,
  response: z.object({
    balance: z.number().int().nonnegative(),
    vouchers: z.array(loyaltyVoucher),
  }),
  auth: 'user',
  errors: ['AUT432', 'REW130', '4044'],
  description:
    'The vouchers the balance may buy; the storefront picks the highest whose points fit (spec §9).',
});

/** Every loyalty call of spec §7 Consumer (spread into `routes` of `./index.ts`). */
export const loyaltyRoutes = {
  getLoyaltyToken,
  getLoyaltyWelcomePromo,
  getLoyaltyVouchers,
} as const;
