import { maskDigitCount, type PhoneCountry } from '#i18n/phone.ts';

/** The slot character of a mask: one national digit. */
export const MASK_SLOT = 'X';

/**
 * The ASCII digits of anything: '(555) 123-4567' → '5551234567'. Letters, signs,
 * spaces, 'NaN', null and numbers that are not strings give what digits they hold.
 */
export function stripToDigits(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[^0-9]/g, '') : '';
}

/**
 * Lays digits into the mask's X slots: applyMask('5551234', '(XXX) XXX - XXXX') →
 * '(555) 123 - 4'. Stops after the last digit placed, so no dangling punctuation is
 * left to delete; digits beyond the mask's slots are dropped; non-digits are ignored.
 */
export function applyMask(digits: string, mask: string): string {
  const queue = stripToDigits(digits);
  if (queue === '') return '';
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next === queue.length) break;
    if (char === MASK_SLOT) {
      out += queue[next];
      next += 1;
    } else {
      out += char;
    }
  }
  return out;
}

/** How many digits stand before `index` in `text`. */
export function digitsBefore(text: string, index: number): number {
  return stripToDigits(text.slice(0, Math.max(0, index))).length;
}

/** The caret index just after the `count`-th digit of `text` (0 digits: the start). */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/[0-9]/.test(text[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/**
 * What was typed or pasted, as the national digits of `country`: the international
 * prefix and dial code go ('+1 555…', '0044 7700…', or one digit too many that starts
 * with the dial code), then the trunk prefix (spec §5: UK numbers drop a leading 0),
 * and the rest is cut to the mask's length. `dropped` counts the leading digits removed.
 */
export function toNationalDigits(
  raw: string,
  country: Pick<PhoneCountry, 'dialCode' | 'mask' | 'trunkPrefix'>,
): { digits: string; dropped: number } {
  const max = maskDigitCount(country.mask);
  const dial = stripToDigits(country.dialCode);
  let digits = stripToDigits(raw);
  const start = digits.length;
  const international = /^\s*(\+|00)/.test(raw);
  if (international && /^\s*00/.test(raw)) digits = digits.slice(2);
  if (dial && digits.startsWith(dial) && (international || digits.length > max)) {
    digits = digits.slice(dial.length);
  }
  if (country.trunkPrefix && digits.startsWith(country.trunkPrefix)) {
    digits = digits.slice(country.trunkPrefix.length);
  }
  const dropped = start - digits.length;
  return { digits: digits.slice(0, max), dropped };
}

export type EditKind = 'deleteBackward' | 'deleteForward' | 'other';

/**
 * One edit of a masked input: the digits before it, the raw text the browser now holds
 * and its caret. Returns the new digits and the caret in digits. Deleting only
 * punctuation (Backspace right after ') ') deletes the digit beyond it instead, so the
 * key never seems stuck.
 */
export function editPhone(
  previousDigits: string,
  raw: string,
  caret: number,
  kind: EditKind,
  country: Pick<PhoneCountry, 'dialCode' | 'mask' | 'trunkPrefix'>,
): { digits: string; caretDigits: number } {
  const before = digitsBefore(raw, caret);
  const typed = stripToDigits(raw);
  if (kind !== 'other' && typed === previousDigits) {
    const at = kind === 'deleteBackward' ? before - 1 : before;
    if (at < 0 || at >= typed.length) return { digits: typed, caretDigits: before };
    return { digits: typed.slice(0, at) + typed.slice(at + 1), caretDigits: at };
  }
  const { digits, dropped } = toNationalDigits(raw, country);
  return { digits, caretDigits: Math.min(Math.max(0, before - dropped), digits.length) };
}
