import { z } from 'zod';
import { localeQuery } from './common.ts';
import { defineRoute } from './route.ts';
import { isoCountryCode, retailStore, storeId } from './stores.ts';

/*
 * Spec §7 "Utilities" (under /consumers-v3/utilities): the country list, the address and
 * phone rules of a country (spec §3 "Address rule fields", "Country list entries", "Phone
 * code entries"), the store list and a store's employees (associate login, spec §3
 * Associate session). Names are answered in the language of `?locale=`.
 */

// ---------------------------------------------------------------------------------------
// GET /consumers-v3/utilities/countryList

export const countryListEntry = z.object({ name: z.string(), code: z.string() });
export type CountryListEntry = z.infer<typeof countryListEntry>;

export const getCountryList = defineRoute({
  name: 'getCountryList',
  auth: 'none',
  method: 'GET',
  path: '/consumers-v3/utilities/countryList',
  query: localeQuery,
  response: z.object({ countries: z.array(countryListEntry) }),
  description:
    "The countries the site ships to (its own country first, then by name in the site's " +
    'language).',
});

// ---------------------------------------------------------------------------------------
// GET /consumers-v3/utilities/i18n/:countryCode

/**
 * How one address field is validated (spec §5 defaults, overridden per country). `pattern`
 * is a regular expression source the whole value must match (after upper-casing when
 * `uppercase`); null for no pattern.
 */
export const addressFieldRule = z.object({
  required: z.boolean(),
  minLength: z.number().int().min(0).nullable(),
  maxLength: z.number().int().min(1).nullable(),
  pattern: z.string().nullable(),
  /** Upper-case the value before validating and saving (postal codes). */
  uppercase: z.boolean(),
});
export type AddressFieldRule = z.infer<typeof addressFieldRule>;

export const provinceOption = z.object({ name: z.string(), code: z.string() });
export type ProvinceOption = z.infer<typeof provinceOption>;

/** Spec §3 address rule fields; `province.list` is empty where the country has none. */
export const addressRules = z.object({
  addressLine1: addressFieldRule,
  addressLine2: addressFieldRule,
  city: addressFieldRule,
  country: addressFieldRule,
  email: addressFieldRule,
  firstName: addressFieldRule,
  lastName: addressFieldRule,
  phone: addressFieldRule,
  postalCode: addressFieldRule,
  province: addressFieldRule.extend({ list: z.array(provinceOption) }),
});
export type AddressRules = z.infer<typeof addressRules>;

/** Spec §3 phone code entry; `mask` X's are national digits (spec §9 default masks). */
export const phoneCodeEntry = z.object({
  code: z.string(),
  dialCode: z.string().regex(/^\+\d{1,4}$/),
  mask: z.string(),
  name: z.string(),
});
export type PhoneCodeEntry = z.infer<typeof phoneCodeEntry>;

export const dateFormats = ['MM/DD/YYYY', 'DD/MM/YYYY', 'DD.MM.YYYY'] as const;

export const countryI18n = z.object({
  countryCode: z.string(),
  name: z.string(),
  shipping: addressRules,
  billing: addressRules,
  /** Every phone country a shopper may pick; the asked country first. */
  phoneCodes: z.array(phoneCodeEntry).min(1),
  /** Spec §9 "minimal age per country" (sign-up birth date). */
  minimumAge: z.number().int().min(0),
  /** How birth dates are shown and typed in this country (stored as YYYY-MM-DD). */
  dateFormat: z.enum(dateFormats),
});
export type CountryI18n = z.infer<typeof countryI18n>;

export const getCountryI18n = defineRoute({
  name: 'getCountryI18n',
  auth: 'none',
  method: 'GET',
  path: '/consumers-v3/utilities/i18n/:countryCode',
  params: z.object({ countryCode: isoCountryCode }),
  query: localeQuery,
  response: countryI18n,
  errors: ['API404'],
  description: 'Case-insensitive country code; a country without rules is 404 API404.',
});

// ---------------------------------------------------------------------------------------
// GET /consumers-v3/utilities/stores

export const getUtilityStores = defineRoute({
  name: 'getUtilityStores',
  auth: 'none',
  method: 'GET',
  path: '/consumers-v3/utilities/stores',
  query: localeQuery.extend({
    /** Only the stores of this country. */
    country: isoCountryCode.optional(),
  }),
  response: z.object({ stores: z.array(retailStore) }),
  description: 'Every store (associate login, store pickers), by country then name.',
});

// ---------------------------------------------------------------------------------------
// GET /consumers-v3/utilities/stores/:storeId/employees

/** Employee numbers are six digits; the associate session's storeEmployeeId. */
export const storeEmployeeId = z.string().regex(/^\d{6}$/, 'employee id is 6 digits');

export const storeEmployee = z.object({
  employeeId: storeEmployeeId,
  /** Display name: first name and last initial ("Maya R."), as shown on the login picker. */
  name: z.string(),
});
export type StoreEmployee = z.infer<typeof storeEmployee>;

export const getStoreEmployees = defineRoute({
  name: 'getStoreEmployees',
  // The roster names staff and their ids: for the store's own signed-in associates only.
  auth: 'agent',
  method: 'GET',
  path: '/consumers-v3/utilities/stores/:storeId/employees',
  params: z.object({ storeId }),
  query: localeQuery,
  response: z.object({ storeId, employees: z.array(storeEmployee) }),
  errors: ['STR404', 'AUT432'],
  description:
    'Active employees of the store, by name, for an associate signed in at that store (AUT432 without an associate session or for another store); an unknown store is 404 STR404.',
});

/** Every Utilities call, keyed by name (spread into `routes` of `./index.ts`). */
export const utilityRoutes = {
  getCountryList,
  getCountryI18n,
  getUtilityStores,
  getStoreEmployees,
} as const;
