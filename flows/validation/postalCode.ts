import type { SiteLocale } from '#i18n/locales.ts';
import { countryOf } from './country.ts';
import { textField } from './rules.ts';

export interface PostalCodeRule {
  /** Whole-value pattern, checked on the upper-cased value. */
  pattern: string;
  minLength: number;
}

/**
 * Postal codes of the site countries (spec §5: pattern and min length from the locale),
 * written for upper-cased input. Countries without a rule only need a value.
 */
export const postalCodeRules: Readonly<Record<string, PostalCodeRule>> = {
  /** ZIP (12345) or ZIP+4 (12345-6789, 123456789). */
  US: { pattern: '\\d{5}(?:-?\\d{4})?', minLength: 5 },
  /** A1A 1A1, space optional; letters Canada Post never uses (D F I O Q U, W Z first) fail. */
  CA: {
    pattern: '[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d',
    minLength: 6,
  },
  /** UK postcodes: outward code (A9, A99, AA9, AA99, A9A, AA9A), space optional, inward 9AA. */
  GB: {
    pattern:
      '(?:GIR ?0AA|(?:[A-Z]\\d{1,2}|[A-Z][A-HJ-Y]\\d{1,2}|[A-Z]\\d[A-Z]|[A-Z][A-HJ-Y]\\d[A-Z]) ?\\d[A-Z]{2})',
    minLength: 5,
  },
  DE: { pattern: '\\d{5}', minLength: 5 },
  FR: { pattern: '\\d{5}', minLength: 5 },
};

export interface PostalCodeFieldOptions {
  /** A site locale (its country) or an ISO country code. */
  country: SiteLocale | string;
  /** @default true */
  required?: boolean;
  /** Replaces parts of the country's rule (per-locale or service rules). */
  rule?: Partial<PostalCodeRule>;
}

/** Spec §5 postal code: upper-cased, required, min length then pattern ("postalCode"). */
export function postalCodeField({ country, required = true, rule }: PostalCodeFieldOptions) {
  const base = postalCodeRules[countryOf(country)];
  const pattern = rule?.pattern ?? base?.pattern;
  return textField({
    required,
    uppercase: true,
    minLength: rule?.minLength ?? base?.minLength,
    pattern,
    patternMessage: { key: 'postalCode' },
  });
}
