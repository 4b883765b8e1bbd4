import { z } from 'zod';
import type { SiteLocale } from '#i18n/locales.ts';
// The English messages only (their keys are every language's): not the store's texts.
import englishValidation from '#i18n/resources/en/validation.json' with { type: 'json' };
import { countryOf } from './country.ts';
import type { ValidationKey } from './messages.ts';
import { findPhoneCode, type PhoneCodeEntry, phoneField } from './phoneNumber.ts';
import { postalCodeRules } from './postalCode.ts';
import { selectField, type TextRules, textField } from './rules.ts';

/** Spec §3 "Address rule fields (shipping and billing)". */
export const addressRuleFields = [
  'addressLine1',
  'addressLine2',
  'city',
  'country',
  'email',
  'firstName',
  'lastName',
  'phone',
  'postalCode',
  'province',
] as const;
export type AddressRuleField = (typeof addressRuleFields)[number];
export const addressKinds = ['shipping', 'billing'] as const;
export type AddressKind = (typeof addressKinds)[number];

const validationKeys = Object.keys(englishValidation) as [ValidationKey, ...ValidationKey[]];

/** Spec §3: province (and country) list entries are a name and a code. */
export const addressOptionSchema = z.object({ name: z.string(), code: z.string() });
export type AddressOption = z.infer<typeof addressOptionSchema>;

/**
 * One field's rule, as the service's `/consumers-v3/utilities/i18n/{countryCode}` answer or
 * a locale's configuration sends it. Every part is optional: a layer overrides only what it
 * names. `pattern` is a regular-expression source matched against the whole (trimmed) value.
 */
export const addressFieldRuleSchema = z.object({
  required: z.boolean().optional(),
  minLength: z.number().int().nonnegative().optional(),
  maxLength: z.number().int().positive().optional(),
  pattern: z.string().optional(),
  /** A `validation` key shown when `pattern` fails (default: the field's own message). */
  message: z.enum(validationKeys).optional(),
  /** Selects (province, country): the allowed entries. */
  options: z.array(addressOptionSchema).optional(),
});
export type AddressFieldRule = z.infer<typeof addressFieldRuleSchema>;

export const addressRuleSetSchema = z.partialRecord(
  z.enum(addressRuleFields),
  addressFieldRuleSchema,
);
export type AddressRuleSet = z.infer<typeof addressRuleSetSchema>;

/** Rules per address kind: the shape a locale or country layer is written in. */
export const addressRulesSchema = z.object({
  shipping: addressRuleSetSchema.optional(),
  billing: addressRuleSetSchema.optional(),
});
export type AddressRules = z.infer<typeof addressRulesSchema>;

/** Spec §5 and §9 address defaults, for shipping and billing alike. */
export const defaultAddressRuleSet: Readonly<Record<AddressRuleField, AddressFieldRule>> = {
  addressLine1: { required: true, maxLength: 30 },
  addressLine2: { required: false, maxLength: 30 },
  city: { required: true, maxLength: 30 },
  country: { required: true },
  email: { required: true },
  firstName: { required: true, minLength: 2, maxLength: 30 },
  lastName: { required: true, minLength: 2, maxLength: 30 },
  phone: { required: true },
  postalCode: { required: true },
  province: { required: false },
};

/** The built-in layer of a country: its postal code pattern and min length. */
export function countryAddressRules(country: string): AddressRules {
  const postal = postalCodeRules[country.toUpperCase()];
  if (!postal) return {};
  const set: AddressRuleSet = { postalCode: { ...postal } };
  return { shipping: set, billing: set };
}

/**
 * The rules of one address kind: the defaults, then each layer in order (a later layer wins
 * field by field, part by part): typically the country's built-in layer, the locale's
 * configuration, then the service's answer for the country.
 */
export function resolveAddressRules(
  kind: AddressKind,
  layers: readonly (AddressRules | undefined)[],
): Record<AddressRuleField, AddressFieldRule> {
  const resolved = { ...defaultAddressRuleSet };
  for (const layer of layers) {
    for (const field of addressRuleFields) {
      const rule = layer?.[kind]?.[field];
      if (!rule) continue;
      const defined = Object.entries(rule).filter(([, value]) => value !== undefined);
      resolved[field] = { ...resolved[field], ...Object.fromEntries(defined) };
    }
  }
  return resolved;
}

/** A rule as text-field rules; a failed pattern shows the rule's message, else the field's. */
function textRules(rule: AddressFieldRule, fieldMessage?: ValidationKey): TextRules {
  const key = rule.message ?? fieldMessage;
  return {
    required: rule.required ?? false,
    minLength: rule.minLength,
    maxLength: rule.maxLength,
    pattern: rule.pattern,
    patternMessage: key ? { key } : undefined,
  };
}

export interface AddressSchemaOptions {
  /** @default 'shipping' */
  kind?: AddressKind;
  locale: SiteLocale;
  /** The address's country (ISO). @default the locale's country */
  country?: string;
  /** Locale and service layers, applied after the country's built-in layer. */
  rules?: readonly (AddressRules | undefined)[];
  /** Phone code entries from the service. @default #i18n/phone.ts */
  phoneCodes?: readonly PhoneCodeEntry[];
}

/**
 * The address form model (shipping or billing) of one country. Rebuild it when the shopper
 * picks another country (its rules come from the service per country). Output: trimmed
 * values, the postal code upper-cased, the phone in international form (E.164).
 */
export function addressSchema({
  kind = 'shipping',
  locale,
  country = countryOf(locale),
  rules = [],
  phoneCodes,
}: AddressSchemaOptions) {
  const rule = resolveAddressRules(kind, [countryAddressRules(country), ...rules]);
  const optionCodes = (field: 'country' | 'province') => rule[field].options?.map((o) => o.code);
  const phoneEntry = findPhoneCode(country, phoneCodes);
  return z.object({
    firstName: textField({ ...textRules(rule.firstName, 'name'), name: true }),
    lastName: textField({ ...textRules(rule.lastName, 'name'), name: true }),
    addressLine1: textField(textRules(rule.addressLine1)),
    addressLine2: textField(textRules(rule.addressLine2)),
    city: textField(textRules(rule.city)),
    province: selectField({
      required: rule.province.required ?? false,
      options: optionCodes('province'),
    }),
    postalCode: textField({ ...textRules(rule.postalCode, 'postalCode'), uppercase: true }),
    country: selectField({
      required: rule.country.required ?? true,
      options: optionCodes('country'),
    }),
    email: textField({ ...textRules(rule.email, 'email'), email: true }),
    phone: phoneField({
      country: rule.phone.pattern ? { ...phoneEntry, pattern: rule.phone.pattern } : phoneEntry,
      required: rule.phone.required ?? false,
    }),
  });
}
export type AddressValues = z.output<ReturnType<typeof addressSchema>>;
export type AddressInput = z.input<ReturnType<typeof addressSchema>>;
