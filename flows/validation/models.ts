import { z } from 'zod';
import type { SiteLocale } from '#i18n/locales.ts';
import { birthDateField } from './birthDate.ts';
import { countryOf } from './country.ts';
import type { DateInput } from './dates.ts';
import { checkPhone, findPhoneCode, type PhoneCodeEntry } from './phoneNumber.ts';
import { postalCodeField } from './postalCode.ts';
import {
  checkboxField,
  emailField,
  nameField,
  passwordField,
  sameAs,
  selectField,
  textField,
} from './rules.ts';

/** Spec §9: sign-in email max 100. */
export const SIGN_IN_EMAIL_MAX_LENGTH = 100;

/** Object-level checks run even when another field already failed, so all errors show at once. */
const always = { when: () => true };

/** Spec §3 sign-in model; spec §5: email required, valid, max 100; password required. */
export const signInSchema = z.object({
  email: emailField({ maxLength: SIGN_IN_EMAIL_MAX_LENGTH }),
  password: passwordField(),
});

/** The store and employee ids of the associate login (the service's rule: 1–20 of A–Z, 0–9, -). */
const storeCode = () =>
  textField({ maxLength: 20, pattern: /^[A-Za-z0-9-]+$/, patternMessage: { key: 'storeCode' } });

/** Spec §6 associate login: store id, employee id and the associate's password, all required. */
export const associateLoginSchema = z.object({
  storeId: storeCode(),
  storeEmployeeId: storeCode(),
  password: passwordField(),
});

// In a module of its own: the newsletter form (every site's pop-up) does not fetch what the
// other models need (birth dates, postal codes, phone numbers).
export { newsletterSchema } from './newsletter.ts';

/** Change password: current required; new required and strong; confirm the same as new. */
export const changePasswordSchema = z
  .object({
    currentPassword: passwordField(),
    newPassword: passwordField({ check: true }),
    confirmPassword: passwordField(),
  })
  .superRefine(sameAs('confirmPassword', 'newPassword', { $t: 'fieldNewPassword' }), always);

export type SignUpRequiredField =
  | 'firstName'
  | 'lastName'
  | 'birthDate'
  | 'phone'
  | 'postalCode'
  | 'policy'
  | 'loyaltyTerms'
  | 'brandTerms';

/** Which sign-up fields are required when the configuration says nothing. */
export const signUpRequiredDefaults: Readonly<Record<SignUpRequiredField, boolean>> = {
  firstName: true,
  lastName: true,
  /** Spec §5: birth date required only when configured. */
  birthDate: false,
  /** Spec §5: phone required only for configured locales. */
  phone: false,
  /** Spec §5: postal code required. */
  postalCode: true,
  policy: true,
  loyaltyTerms: false,
  brandTerms: false,
};

export interface SignUpConfig {
  locale: SiteLocale;
  /** Overrides of `signUpRequiredDefaults`. */
  required?: Partial<Record<SignUpRequiredField, boolean>>;
  /** Spec §3: gender only in locales requiring it; a required select there. @default false */
  gender?: boolean | { options: readonly string[] };
  /** Phone code entries from the service. @default #i18n/phone.ts */
  phoneCodes?: readonly PhoneCodeEntry[];
  /** @default minimumAge(locale) */
  minimumAge?: number;
  /** "Today" for the birth-date age check (tests). */
  today?: DateInput | (() => DateInput);
}

/**
 * Spec §3 sign-up form model for a locale's configuration. `phone` is checked against the
 * numbering of `phoneCode` (an ISO country code; default the locale's country) and comes out
 * in international form (E.164); `birthDate` is typed in the locale's display format and
 * comes out as YYYY-MM-DD; `gender` comes out undefined where the locale does not ask for it.
 */
export function signUpSchema(config: SignUpConfig) {
  const { locale, gender = false, phoneCodes } = config;
  const required = { ...signUpRequiredDefaults, ...config.required };
  const defaultPhoneCode = countryOf(locale);
  const genderField =
    gender === false
      ? z
          .string()
          .nullish()
          .transform(() => undefined)
      : selectField({ required: true, options: gender === true ? undefined : gender.options });

  return z
    .object({
      firstName: nameField({ required: required.firstName }),
      lastName: nameField({ required: required.lastName }),
      birthDate: birthDateField({
        locale,
        required: required.birthDate,
        minimumAge: config.minimumAge,
        today: config.today,
      }),
      phone: z.string().nullish(),
      phoneCode: z.string().nullish(),
      email: emailField(),
      password: passwordField({ check: true }),
      newsletter: checkboxField(),
      loyaltyTerms: checkboxField({ required: required.loyaltyTerms }),
      brandTerms: checkboxField({ required: required.brandTerms }),
      policy: checkboxField({ required: required.policy }),
      postalCode: postalCodeField({ country: locale, required: required.postalCode }),
      gender: genderField,
      optInAccepted: checkboxField(),
    })
    .superRefine((values, ctx) => {
      const entry = findPhoneCode(values.phoneCode || defaultPhoneCode, phoneCodes);
      // SMS opt-in (spec §4) needs a phone even where the phone is otherwise optional.
      const phoneRequired = required.phone || values.optInAccepted === true;
      const { message } = checkPhone(values.phone, entry, phoneRequired);
      if (message) ctx.addIssue({ code: 'custom', path: ['phone'], message });
    }, always)
    .transform((values) => {
      const phoneCode = findPhoneCode(values.phoneCode || defaultPhoneCode, phoneCodes).code;
      const { e164 } = checkPhone(values.phone, findPhoneCode(phoneCode, phoneCodes), false);
      return { ...values, phone: e164, phoneCode };
    });
}
export type SignUpValues = z.output<ReturnType<typeof signUpSchema>>;
export type SignUpInput = z.input<ReturnType<typeof signUpSchema>>;

export { type EnrollmentDetails, isPartiallyEnrolled } from './enrollment.ts';
