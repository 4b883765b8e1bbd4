import { z } from 'zod';
import { failWith } from './errors.ts';

/** The `/api` base every path of spec §7 sits below. */
export const API_BASE = '/api';

export const siteLocales = ['en-us', 'en-ca', 'fr-ca', 'en-gb', 'de-de', 'fr-fr'] as const;
export const siteLocale = z.enum(siteLocales);
export type SiteLocale = z.infer<typeof siteLocale>;

export const brands = ['ridgeline', 'tread'] as const;
export const brand = z.enum(brands);
export type Brand = z.infer<typeof brand>;

export const currencies = ['USD', 'CAD', 'GBP', 'EUR'] as const;
export const currency = z.enum(currencies);
export type Currency = z.infer<typeof currency>;

/** Spec §2: 8 to 11 upper-case letters or digits. */
export const productId = z
  .string()
  .regex(/^[A-Z0-9]{8,11}$/, 'productId is 8 to 11 upper-case letters or digits');
/** Spec §2: 4 to 10 digits. */
export const categoryId = z.string().regex(/^\d{4,10}$/, 'categoryId is 4 to 10 digits');
/** A site is a brand on a regional locale: `ridgeline-en-us`. */
export const siteId = z.string().regex(/^[a-z]+-[a-z]{2}-[a-z]{2}$/, 'siteId is {brand}-{locale}');

/** Opaque server identifiers (basketId, itemId, addressId …): bounded, URL-safe. */
export const opaqueId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'identifier holds letters, digits, _ and - only');

/** Every call carries the site locale as a query parameter (spec §7). */
export const localeQuery = z.object({ locale: siteLocale.optional() });

/** Money as a decimal number in the currency's major unit; the server computes it. */
export const money = z.number().finite();

/** Spec §3 Price. */
export const price = z.object({
  lowOriginal: money.nullable(),
  highOriginal: money.nullable(),
  lowCurrent: money,
  highCurrent: money,
  historicBestPrice: money.nullable(),
  previousBestSalesPrice: money.nullable(),
  percentagePriceDiscount: z.number().nullable(),
  currency,
});
export type Price = z.infer<typeof price>;

/** Spec §3/§8 error body. */
export const errorDetail = z.object({
  errorId: z.string(),
  message: z.string(),
  /**
   * Values the shopper's message needs, e.g. `{ maxAllowedQty: 3 }` with INV408 (spec §8
   * ADDED_MAX_QUANTITY: "message with maxAllowedQty, else generic") or the productIds of
   * INV406. Not in the spec's body ("not shown"): an addition of this contract.
   */
  details: z.record(z.string(), z.unknown()).optional(),
});
export const errorBody = z.object({
  errorDetails: z.array(errorDetail).min(1),
  /** The app that answered: errors.ts `SERVICE_APP_ID`, or the bot check's on its refusal. */
  appId: z.string(),
  correlationId: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Paging used by lists (favorites, saved for later, search): spec names start and count. */
export const pageQuery = z.object({
  start: z.coerce.number().int().min(0).max(10_000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(24),
});

// ——— Shared field rules (spec §5, §9). Tagged checks answer their catalogue code. ———

/** ISO date `YYYY-MM-DD` that exists on the calendar (spec §5: stored YYYY-MM-DD). */
export const isoDate = z.iso.date();

/** ISO 8601 instant with offset, as the service sends timestamps. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** Spec §9: sign-in email max 100. Trimmed and lower-cased: one account per address. */
export const emailAddress = z
  .string()
  .trim()
  .max(100, failWith('AUT453', 'Email must not be longer than 100 characters'))
  .pipe(z.email(failWith('AUT453', 'Email is not valid')))
  .transform((email) => email.toLowerCase());

/** Spec §5/§9: at least 8 characters with an upper-case letter, a lower-case letter, a digit. */
export const newPassword = z
  .string()
  .min(8, failWith('FE872', 'Password must contain at least 8 characters'))
  .max(128, failWith('FE872', 'Password must not be longer than 128 characters'))
  .regex(/[A-Z]/, failWith('FE872', 'Password must contain at least one character in upper case'))
  .regex(/[a-z]/, failWith('FE872', 'Password must contain at least one character in lower case'))
  .regex(/\d/, failWith('FE872', 'Password must contain at least one number'));

/** A password as typed at sign-in (no policy: accounts predate rule changes). */
export const passwordInput = z.string().min(1).max(128);

/**
 * Spec §5: letters (incl. accented), whitespace, comma, period, apostrophe, backtick, hyphen;
 * the same as the forms' rule (flows/validation/rules.ts): combining marks count with their
 * letter and the typographic apostrophe ’ (phone keyboards type it) as an apostrophe.
 */
export const personName = z
  .string()
  .trim()
  .min(2)
  .max(30)
  .regex(/^[\p{L}\p{M}\s,.'’`-]+$/u, 'Name is not valid');

/** Spec §9: address fields max 30 characters. */
export const addressField = z.string().trim().max(30);

/** ISO 3166-1 alpha-2 country code. */
export const countryCode = z.string().regex(/^[A-Z]{2}$/, 'country is an ISO 3166 alpha-2 code');

/** National phone digits (spec §5: digits only; masks give the length per country). */
export const phoneNumber = z
  .string()
  .trim()
  .regex(/^\d{6,15}$/, 'A valid phone number is required');

/** Postal code: upper-cased (spec §5), letters, digits, space and hyphen. */
export const postalCode = z
  .string()
  .trim()
  .min(2)
  .max(10)
  .regex(/^[A-Za-z0-9 -]+$/, 'Postal code is not valid')
  .transform((code) => code.toUpperCase());

/** A bot-check (captcha) token for the actions login and register (spec §7). */
export const captchaToken = z.string().max(4096);
