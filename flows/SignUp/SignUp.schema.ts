import type { SignUpRequest } from '#api/contract/auth.ts';
import type { SiteLocale } from '#i18n/locales.ts';
import {
  type SignUpInput,
  type SignUpRequiredField,
  type SignUpValues,
  signUpSchema,
  type SignUpConfig as ValidationConfig,
} from '../validation/models.ts';
import { findPhoneCode, parsePhone } from '../validation/phoneNumber.ts';

export type { SignUpInput, SignUpValues };

/** Spec §2: the sign-up form and its loyalty, compact and simplified variants. */
export const signUpVariants = ['standard', 'loyalty', 'compact', 'simplified'] as const;
export type SignUpVariant = (typeof signUpVariants)[number];

/**
 * The fields a configuration may list, in the order it lists them (spec §2 "fields in a
 * configured order"). `phone` includes its country code; `smsOptIn` is the SMS opt-in box
 * (optInAccepted), shown only in SMS locales and only with a phone.
 */
export const signUpFieldNames = [
  'firstName',
  'lastName',
  'email',
  'password',
  'phone',
  'smsOptIn',
  'birthDate',
  'postalCode',
  'gender',
  'newsletter',
  'loyaltyTerms',
  'brandTerms',
  'policy',
] as const;
export type SignUpFieldName = (typeof signUpFieldNames)[number];

/** The default field order of each variant. */
export const signUpFieldOrders: Readonly<Record<SignUpVariant, readonly SignUpFieldName[]>> = {
  standard: [
    'firstName',
    'lastName',
    'email',
    'password',
    'phone',
    'smsOptIn',
    'birthDate',
    'postalCode',
    'gender',
    'newsletter',
    'brandTerms',
    'policy',
  ],
  loyalty: [
    'firstName',
    'lastName',
    'email',
    'password',
    'birthDate',
    'phone',
    'smsOptIn',
    'postalCode',
    'gender',
    'newsletter',
    'loyaltyTerms',
    'policy',
  ],
  compact: ['email', 'password', 'firstName', 'lastName', 'postalCode', 'policy'],
  // The simplified enrolment (spec §2): loyalty without the policy box.
  simplified: ['email', 'password', 'firstName', 'lastName', 'birthDate', 'loyaltyTerms'],
};

/** Which fields each variant requires beyond `signUpRequiredDefaults`. */
export const signUpVariantRequired: Readonly<
  Record<SignUpVariant, Partial<Record<SignUpRequiredField, boolean>>>
> = {
  standard: {},
  // Loyalty membership needs a birth date (the service answers PRO411 without one).
  loyalty: { loyaltyTerms: true, birthDate: true },
  compact: {},
  simplified: { loyaltyTerms: true, birthDate: true },
};

/** Spec §3: gender only in locales requiring it (configurable; here the EU sites). */
export const defaultGenderLocales: readonly SiteLocale[] = ['de-de', 'fr-fr'];
/** The contract's genders. */
export const genderOptions = ['F', 'M', 'X'] as const;

export interface SignUpFormConfig {
  locale: SiteLocale;
  /** @default 'standard' */
  variant?: SignUpVariant;
  /** The fields, in order. @default signUpFieldOrders[variant] */
  fields?: readonly SignUpFieldName[];
  /** Required overrides (after the variant's). */
  required?: Partial<Record<SignUpRequiredField, boolean>>;
  /** @default defaultGenderLocales */
  genderLocales?: readonly SiteLocale[];
  /** Locales with SMS opt-in. @default SmsOptIn's defaultSmsOptInLocales */
  smsOptInLocales?: readonly SiteLocale[];
  /** The birth-date age check's today (tests). */
  today?: ValidationConfig['today'];
}

export interface ResolvedSignUpForm {
  fields: readonly SignUpFieldName[];
  required: Partial<Record<SignUpRequiredField, boolean>>;
  gender: boolean;
}

/**
 * The fields shown and required: the configured order minus what the locale does not
 * ask for (gender outside gender locales, SMS opt-in outside SMS locales or without phone).
 */
export function resolveSignUpForm(
  config: SignUpFormConfig,
  smsOptInLocales: readonly SiteLocale[],
): ResolvedSignUpForm {
  const variant = config.variant ?? 'standard';
  const gender = (config.genderLocales ?? defaultGenderLocales).includes(config.locale);
  const listed = config.fields ?? signUpFieldOrders[variant];
  const fields = listed.filter((name) => {
    if (name === 'gender') return gender;
    if (name === 'smsOptIn')
      return listed.includes('phone') && smsOptInLocales.includes(config.locale);
    return true;
  });
  const required: Partial<Record<SignUpRequiredField, boolean>> = {
    ...signUpVariantRequired[variant],
    ...config.required,
  };
  // A field that is not on the form cannot be required.
  for (const name of [
    'firstName',
    'lastName',
    'birthDate',
    'phone',
    'postalCode',
    'policy',
    'loyaltyTerms',
    'brandTerms',
  ] as const) {
    if (!fields.includes(name)) required[name] = false;
  }
  return { fields, required, gender: gender && fields.includes('gender') };
}

/** The zod schema of the resolved form (flows/validation's signUpSchema). */
export function signUpFormSchema(
  config: SignUpFormConfig,
  resolved: ResolvedSignUpForm,
  extraRequired: Partial<Record<SignUpRequiredField, boolean>> = {},
) {
  return signUpSchema({
    locale: config.locale,
    required: { ...resolved.required, ...extraRequired },
    gender: resolved.gender ? { options: genderOptions } : false,
    today: config.today,
  });
}

/** The form's starting values. */
export function signUpDefaults(country: string): SignUpInput {
  return {
    firstName: '',
    lastName: '',
    birthDate: '',
    phone: '',
    phoneCode: country,
    email: '',
    password: '',
    newsletter: false,
    loyaltyTerms: false,
    brandTerms: false,
    policy: false,
    postalCode: '',
    gender: null,
    optInAccepted: false,
  };
}

/** Spec §2 sign-up page query parameters. */
export interface SignUpQuery {
  /** With email: prefill from the existing profile (POST retrieveUserData). */
  consumerId?: string;
  email?: string;
  /** The mailed sign-up link's token: the service prefills only with it (issue 44). */
  token?: string;
  /** source.store. */
  storeNum?: string;
  /** source.campaignName. */
  enrollment_marketing_source?: string;
  /** Sent as the request header `source`. */
  leadSource?: string;
  /** The loyalty token is fetched with it after sign-up. */
  referral_code?: string;
}

const queryNames = [
  'consumerId',
  'email',
  'token',
  'storeNum',
  'enrollment_marketing_source',
  'leadSource',
  'referral_code',
] as const;

/** The sign-up query parameters of a URL's search part; blanks are left out. */
export function readSignUpQuery(search: URLSearchParams | string): SignUpQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query: SignUpQuery = {};
  for (const name of queryNames) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

export interface SignUpRequestContext {
  /** The fields on the form (whether the policy box was shown). */
  fields: readonly SignUpFieldName[];
  query: SignUpQuery;
  /** The bot-check token of the action `register`. */
  recaptchaResponse: string;
}

/**
 * Spec §3 "Sign-up request": the form fields minus the consents, plus isTermsConfirmed,
 * isTemporaryPassword true, subscriptions {newsletterConsent, loyaltyConsent,
 * smsNotificationConsent; with loyalty accepted loyaltyEnrollment "Full" and
 * loyaltyNewsletterConsent true}, source {store, acquisitionType "Registered",
 * campaignName}, recaptcha_response, and termsConditionsAndPolicy true when loyalty is
 * accepted without the policy box. The phone goes as national digits with its country.
 */
export function buildSignUpRequest(
  values: SignUpValues,
  { fields, query, recaptchaResponse }: SignUpRequestContext,
): SignUpRequest {
  const loyalty = values.loyaltyTerms === true;
  const phone = values.phone
    ? parsePhone(values.phone, findPhoneCode(values.phoneCode))?.national
    : undefined;
  const request: SignUpRequest = {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email,
    password: values.password,
    isTermsConfirmed: true,
    isTemporaryPassword: true,
    subscriptions: {
      newsletterConsent: values.newsletter === true,
      loyaltyConsent: loyalty,
      smsNotificationConsent: values.optInAccepted === true && phone !== undefined,
      ...(loyalty ? { loyaltyEnrollment: 'Full' as const, loyaltyNewsletterConsent: true } : {}),
    },
    source: {
      ...(query.storeNum ? { store: query.storeNum } : {}),
      acquisitionType: 'Registered',
      ...(query.enrollment_marketing_source
        ? { campaignName: query.enrollment_marketing_source }
        : {}),
    },
    recaptcha_response: recaptchaResponse,
  };
  if (values.birthDate) request.birthDate = values.birthDate;
  if (phone) {
    request.phone = phone;
    request.phoneCode = values.phoneCode;
  }
  if (values.postalCode) request.postalCode = values.postalCode;
  if (values.gender) request.gender = values.gender as NonNullable<SignUpRequest['gender']>;
  if (loyalty && !fields.includes('policy')) request.termsConditionsAndPolicy = true;
  return request;
}

/** Spec §4: when the interests dialog follows a sign-up. */
export interface InterestsRule {
  /** Interest collection is on. @default false */
  collect?: boolean;
  /** Interests are asked only of newsletter subscribers. @default false */
  dependOnNewsletter?: boolean;
  /** Interests are skipped (this entry point does not ask). @default false */
  skip?: boolean;
}

/**
 * Spec §4: the interests dialog opens if interest collection is on and (interests do not
 * depend on the newsletter or the newsletter was accepted), unless interests are skipped
 * or the flow is sign-in-to-buy.
 */
export function shouldOpenInterests(
  rule: InterestsRule,
  { newsletterAccepted, signInToBuy }: { newsletterAccepted: boolean; signInToBuy: boolean },
): boolean {
  if (rule.skip || signInToBuy || !rule.collect) return false;
  return !rule.dependOnNewsletter || newsletterAccepted;
}
