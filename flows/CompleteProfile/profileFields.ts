import { z } from 'zod';
import type { ConsumerDetails, ConsumerProfilePayload } from '#api/contract/consumer.ts';
import type { SiteLocale } from '#i18n/locales.ts';
import {
  birthDateField,
  countryOf,
  findPhoneCode,
  ISO_DATE_FORMAT,
  isBlank,
  encodeMessage as m,
  nameField,
  parsePhone,
  postalCodeField,
} from '../validation/index.ts';

/**
 * The profile fields spec §5's "partially enrolled" rule looks at (besides the email), in
 * the order the forms ask for them.
 */
export const enrollmentFields = [
  'firstName',
  'lastName',
  'phone',
  'postalCode',
  'birthDate',
] as const;
export type EnrollmentField = (typeof enrollmentFields)[number];

/** The fields of `enrollmentFields` the profile lacks (blank or missing). */
export function missingEnrollmentFields(
  details: Pick<ConsumerDetails, EnrollmentField> | null | undefined,
): EnrollmentField[] {
  if (!details) return [...enrollmentFields];
  return enrollmentFields.filter((field) => isBlank(details[field]));
}

/** What the profile fields hold in a form (PhoneField's value for the phone). */
export interface ProfileFieldsInput {
  firstName: string;
  lastName: string;
  phone: { phoneCode: string; phone: string };
  postalCode: string;
  /** 'YYYY-MM-DD' from the DateField, '' while incomplete. */
  birthDate: string;
}

/** What a valid form gives: the asked fields only; the phone as national digits. */
export interface ProfileFieldsValues {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: { phoneCode: string; phone: string } | undefined;
  postalCode?: string | undefined;
  birthDate?: string | undefined;
}

export interface ProfileFieldsSchemaOptions {
  locale: SiteLocale;
  /** The fields the form shows; the others are ignored. Every shown field is required. */
  fields: readonly EnrollmentField[];
  /** "Today" for the birth-date age check (stories, tests). */
  today?: string;
}

const ignored = z.unknown().transform(() => undefined);

/**
 * The zod shape of the enrollment fields a form asks for; the others are ignored (they
 * come out undefined). Messages are i18n keys (flows/validation/README.md).
 */
export function profileFieldsShape({ locale, fields, today }: ProfileFieldsSchemaOptions) {
  const asks = (field: EnrollmentField) => fields.includes(field);
  const phone = z.object({ phoneCode: z.string(), phone: z.string() }).transform((value, ctx) => {
    const entry = findPhoneCode(value.phoneCode || countryOf(locale));
    if (isBlank(value.phone)) {
      ctx.addIssue({ code: 'custom', message: m('required') });
      return z.NEVER;
    }
    const parsed = parsePhone(value.phone, entry);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: m('phone') });
      return z.NEVER;
    }
    return { phoneCode: entry.code, phone: parsed.national };
  });
  return {
    firstName: asks('firstName') ? nameField() : ignored,
    lastName: asks('lastName') ? nameField() : ignored,
    phone: asks('phone') ? phone : ignored,
    postalCode: asks('postalCode') ? postalCodeField({ country: locale }) : ignored,
    birthDate: asks('birthDate')
      ? birthDateField({
          locale,
          required: true,
          format: ISO_DATE_FORMAT,
          ...(today ? { today } : {}),
        })
      : ignored,
  };
}

/** The schema of a form that completes some enrollment fields (complete-profile steps). */
export function profileFieldsSchema(
  options: ProfileFieldsSchemaOptions,
): z.ZodType<ProfileFieldsValues, ProfileFieldsInput> {
  return z.object(profileFieldsShape(options)) as unknown as z.ZodType<
    ProfileFieldsValues,
    ProfileFieldsInput
  >;
}

/** Empty form values, with the phone country of the profile or of the site. */
export function profileFieldsDefaults(
  details: Pick<ConsumerDetails, EnrollmentField | 'phoneCode'> | null | undefined,
  locale: SiteLocale,
): ProfileFieldsInput {
  return {
    firstName: details?.firstName ?? '',
    lastName: details?.lastName ?? '',
    phone: {
      phoneCode: details?.phoneCode ?? countryOf(locale),
      phone: details?.phone ?? '',
    },
    postalCode: details?.postalCode ?? '',
    birthDate: details?.birthDate ?? '',
  };
}

type DetailsPayload = NonNullable<ConsumerProfilePayload['consumerDetails']>;

/**
 * The consumerDetails part of a profile update holding only what differs from the profile
 * (spec: each step sends only what changed). Undefined when nothing changed.
 */
export function changedDetails(
  details: Pick<ConsumerDetails, EnrollmentField | 'phoneCode'>,
  values: ProfileFieldsValues,
): DetailsPayload | undefined {
  const changes: DetailsPayload = {};
  for (const field of ['firstName', 'lastName', 'postalCode', 'birthDate'] as const) {
    const value = values[field];
    if (value !== undefined && value !== details[field]) changes[field] = value;
  }
  const phone = values.phone;
  if (phone && (phone.phone !== details.phone || phone.phoneCode !== details.phoneCode)) {
    changes.phone = phone.phone;
    changes.phoneCode = phone.phoneCode;
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/**
 * Only the fields the profile lacks (loyalty sign-up for an existing account, spec §4):
 * what the profile already holds is never sent, even when the form had it.
 */
export function lackingDetails(
  details: Pick<ConsumerDetails, EnrollmentField | 'phoneCode'>,
  values: ProfileFieldsValues,
): DetailsPayload | undefined {
  const lacking = new Set(missingEnrollmentFields(details));
  const only: ProfileFieldsValues = {};
  for (const field of enrollmentFields) {
    if (lacking.has(field) && values[field] !== undefined) {
      Object.assign(only, { [field]: values[field] });
    }
  }
  return changedDetails(details, only);
}
