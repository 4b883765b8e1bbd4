import { z } from 'zod';
import { maskDigitCount, type PhoneCountry, phoneCountries, phoneCountry } from '#i18n/phone.ts';
import { encodeMessage as m } from './messages.ts';
import { isBlank, toPattern } from './rules.ts';

/**
 * A phone code entry (spec §3: code, dialCode, mask and name), as #i18n/phone.ts holds it
 * or the service sends it, with an optional country pattern that replaces the mask's
 * digit count and the North American rule (spec §5: "country-specific pattern may override").
 */
export interface PhoneCodeEntry extends PhoneCountry {
  name?: string;
  /** Whole-value pattern for the national digits (trunk prefix already dropped). */
  pattern?: string;
}

/** Spec §5: "default 10 digits" when a mask holds none. */
export const DEFAULT_PHONE_DIGITS = 10;

export interface ParsedPhone {
  /** National significant number: digits only, trunk prefix dropped. */
  national: string;
  /**
   * International form (E.164): dial code and national number, `+447700900123`; just the
   * national digits for a country without a known dial code.
   */
  e164: string;
}

/** Mask punctuation and spacing a shopper may type or paste between digits. */
const FORMATTING = /[\s().\-/]/g;

/** The phone code entry of a country code: from `entries`, else #i18n/phone.ts. */
export function findPhoneCode(
  code: string | undefined,
  entries: readonly PhoneCodeEntry[] = phoneCountries,
): PhoneCodeEntry {
  const upper = (code ?? '').toUpperCase();
  return entries.find((entry) => entry.code === upper) ?? phoneCountry(upper);
}

/**
 * Spec §5 phone: digits only (mask punctuation ignored), as many as the X's of the country
 * mask (default 10), counted with or without the trunk prefix; North America ten digits with
 * the first one 2–9; a country pattern (matched without the trunk prefix) overrides both.
 * The international form drops the trunk prefix (UK 0); a pasted `+<dial code>` is accepted.
 * Undefined when the number is not valid.
 */
export function parsePhone(value: string, entry: PhoneCodeEntry): ParsedPhone | undefined {
  let digits = value.replace(FORMATTING, '');
  const international = Boolean(entry.dialCode) && digits.startsWith(entry.dialCode);
  if (international) digits = digits.slice(entry.dialCode.length);
  if (!/^\d+$/.test(digits)) return undefined;
  const trunk = entry.trunkPrefix;
  const national = trunk && digits.startsWith(trunk) ? digits.slice(trunk.length) : digits;
  if (entry.pattern !== undefined) {
    if (!toPattern(entry.pattern).test(national)) return undefined;
  } else {
    // The mask counts the digits as a shopper writes them: a UK mobile fits it without its 0
    // (7700 900 123), a French one with it (06 12 34 56 78); both are accepted.
    const expected = maskDigitCount(entry.mask) || DEFAULT_PHONE_DIGITS;
    // In international form the trunk prefix is left out: +33 1 42 00 00 00 is 01 42 00 00 00.
    const withoutTrunk = international && trunk ? expected - trunk.length : -1;
    if (
      digits.length !== expected &&
      national.length !== expected &&
      national.length !== withoutTrunk
    ) {
      return undefined;
    }
    if (entry.nanp && !/^[2-9]/.test(digits)) return undefined;
  }
  return { national, e164: `${entry.dialCode}${national}` };
}

/** The national digits written into a mask: `(212) 555 - 1234`; extra digits are appended. */
export function applyPhoneMask(national: string, mask: string): string {
  const digits = [...national];
  let text = '';
  for (const char of mask) {
    if (digits.length === 0) break;
    text += char === 'X' ? digits.shift() : char;
  }
  return text + digits.join('');
}

export interface PhoneFieldOptions {
  /** The country whose numbering applies (an ISO code or a phone code entry). */
  country: string | PhoneCodeEntry;
  /** Spec §5: phone required only for configured locales. @default true */
  required?: boolean;
  /** Phone code entries from the service; default #i18n/phone.ts. */
  entries?: readonly PhoneCodeEntry[];
}

/** Check a phone value on an object-level context: the message and the E.164 form. */
export function checkPhone(
  value: string | null | undefined,
  entry: PhoneCodeEntry,
  required: boolean,
): { e164?: string; message?: string } {
  if (isBlank(value)) return required ? { message: m('required') } : {};
  const parsed = parsePhone(value ?? '', entry);
  return parsed ? { e164: parsed.e164 } : { message: m('phone') };
}

/**
 * A phone field of a fixed country. Output: the international form (E.164), or undefined
 * when an optional field is left blank.
 */
export function phoneField({
  country,
  required = true,
  entries,
}: PhoneFieldOptions): z.ZodType<string | undefined, string | null | undefined> {
  const entry = typeof country === 'string' ? findPhoneCode(country, entries) : country;
  return z
    .string({ error: m('required') })
    .nullish()
    .transform((value, ctx) => {
      const { e164, message } = checkPhone(value, entry, required);
      if (message) ctx.addIssue({ code: 'custom', message });
      return e164;
    });
}
