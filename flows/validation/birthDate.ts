import { z } from 'zod';
import type { SiteLocale } from '#i18n/locales.ts';
import { countryOf } from './country.ts';
import {
  type DateInput,
  displayDateFormat,
  parseDateString,
  resolveToday,
  toCalendarDate,
} from './dates.ts';
import { encodeMessage as m } from './messages.ts';

/** Spec §5: birth dates before a fixed minimum are not valid. */
export const MIN_BIRTH_DATE = '1900-01-01';

/**
 * Spec §9 "minimal age per country": the age of digital consent for an online account.
 * US and CA 13 (COPPA; Canada follows the same practice), GB 13 (UK GDPR), DE 16 (GDPR
 * article 8 default, which Germany kept), FR 15 (France's choice under article 8). Any other
 * country gets the GDPR default of 16, the strictest of the table.
 */
export const minimumAgeByCountry: Readonly<Record<string, number>> = {
  US: 13,
  CA: 13,
  GB: 13,
  DE: 16,
  FR: 15,
};
export const DEFAULT_MINIMUM_AGE = 16;

export function minimumAge(localeOrCountry: SiteLocale | string): number {
  return minimumAgeByCountry[countryOf(localeOrCountry)] ?? DEFAULT_MINIMUM_AGE;
}

export interface BirthDateFieldOptions {
  locale: SiteLocale;
  /** Spec §5: required only when configured. @default false */
  required?: boolean;
  /** @default minimumAge(locale) */
  minimumAge?: number;
  /** @default MIN_BIRTH_DATE */
  minDate?: DateInput;
  /** The format typed in. @default displayDateFormat(locale) */
  format?: string;
  /** "Today" for the age check (tests); a function is read at each validation. @default the local day */
  today?: DateInput | (() => DateInput);
}

/**
 * A birth date typed in the locale's display format (MM/DD/YYYY in North America,
 * DD/MM/YYYY in EMEA); the output is the stored YYYY-MM-DD. Not a real date or before the
 * minimum: dobValidationMsg; later than today minus the minimum age: dobAgeRestrictionMsg.
 */
export function birthDateField({
  locale,
  required = false,
  minimumAge: age = minimumAge(locale),
  minDate = MIN_BIRTH_DATE,
  format = displayDateFormat(locale),
  today,
}: BirthDateFieldOptions): z.ZodType<string | undefined, string | null | undefined> {
  const earliest = toCalendarDate(minDate);
  return z
    .string({ error: m('required') })
    .nullish()
    .transform((value, ctx) => {
      const text = value?.trim() ?? '';
      if (text === '') {
        if (required) ctx.addIssue({ code: 'custom', message: m('required') });
        return undefined;
      }
      const date = parseDateString(text, format);
      if (!date || date.compare(earliest) < 0) {
        ctx.addIssue({ code: 'custom', message: m('dobValidationMsg') });
        return undefined;
      }
      const latest = resolveToday(today).subtract({ years: age });
      if (date.compare(latest) > 0) {
        ctx.addIssue({ code: 'custom', message: m('dobAgeRestrictionMsg', { age }) });
        return undefined;
      }
      return date.toString();
    });
}
