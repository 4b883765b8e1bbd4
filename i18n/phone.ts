/**
 * Phone numbering per country: the dial code and the input mask whose X's are the
 * national digits (spec §9 default masks). Country names come from Intl.DisplayNames
 * in the shopper's language, so nothing here needs translating.
 */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** International dial code, with the plus. */
  dialCode: string;
  /** X = one national digit; everything else is shown as typed punctuation. */
  mask: string;
  /** North American Numbering Plan: ten digits, the first one 2–9. */
  nanp?: boolean;
  /** Trunk prefix written before national numbers and dropped internationally (UK: 0). */
  trunkPrefix?: string;
}

export const NORTH_AMERICA_MASK = '(XXX) XXX - XXXX';
export const DEFAULT_MASK = 'XXXX - XXX - XXX';

export const phoneCountries: PhoneCountry[] = [
  { code: 'US', dialCode: '+1', mask: NORTH_AMERICA_MASK, nanp: true },
  { code: 'CA', dialCode: '+1', mask: NORTH_AMERICA_MASK, nanp: true },
  { code: 'GB', dialCode: '+44', mask: DEFAULT_MASK, trunkPrefix: '0' },
  { code: 'IE', dialCode: '+353', mask: DEFAULT_MASK, trunkPrefix: '0' },
  { code: 'DE', dialCode: '+49', mask: DEFAULT_MASK, trunkPrefix: '0' },
  { code: 'AT', dialCode: '+43', mask: DEFAULT_MASK, trunkPrefix: '0' },
  { code: 'CH', dialCode: '+41', mask: DEFAULT_MASK, trunkPrefix: '0' },
  { code: 'FR', dialCode: '+33', mask: DEFAULT_MASK, trunkPrefix: '0' },
  { code: 'BE', dialCode: '+32', mask: DEFAULT_MASK, trunkPrefix: '0' },
  { code: 'NL', dialCode: '+31', mask: DEFAULT_MASK, trunkPrefix: '0' },
  { code: 'IT', dialCode: '+39', mask: DEFAULT_MASK },
  { code: 'ES', dialCode: '+34', mask: DEFAULT_MASK },
];

/** The phone numbering of a country; unknown countries get the default mask. */
export function phoneCountry(code: string | undefined): PhoneCountry {
  const upper = (code ?? '').toUpperCase();
  return (
    phoneCountries.find((country) => country.code === upper) ?? {
      code: upper,
      dialCode: '',
      mask: DEFAULT_MASK,
    }
  );
}

/** How many national digits a mask holds (default masks: 10). */
export function maskDigitCount(mask: string): number {
  return [...mask].filter((char) => char === 'X').length;
}
