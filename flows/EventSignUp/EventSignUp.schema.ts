import { z } from 'zod';
import type { ConsumerProfile, eventRegistrationRequest } from '#api/contract/consumer.ts';
import { joinAttendingDays } from '#commerce/consumer/events.ts';
import {
  checkboxField,
  isValidName,
  encodeMessage as m,
  nameField,
  textField,
} from '../validation/index.ts';

/**
 * Spec §5 event form: attending days chosen from the event's days (at least one), the
 * guest's name when the event takes a plus-one (if filled, the name rule with the guest-name
 * message), the terms box required. The email is the profile's, shown read-only; first and
 * last name are asked only when the profile lacks them.
 */
export function eventFormSchema(days: readonly string[]) {
  const allowed = new Set(days);
  return z.object({
    attendingDays: z
      .array(z.string())
      .refine((chosen) => chosen.length > 0, { error: m('required') })
      .refine((chosen) => chosen.every((day) => allowed.has(day)), { error: m('option') }),
    plusOne: textField({ required: false, maxLength: 30 }).refine(
      (name) => name === undefined || (name.length >= 2 && isValidName(name)),
      { error: m('guestName') },
    ),
    firstName: nameField(),
    lastName: nameField(),
    eventTermsAccepted: checkboxField({ required: true }),
  });
}

export type EventFormInput = z.input<ReturnType<typeof eventFormSchema>>;
export type EventFormValues = z.output<ReturnType<typeof eventFormSchema>>;

/** The form's first values: no day chosen, the profile's names. */
export function eventFormDefaults(profile: ConsumerProfile | null): EventFormInput {
  return {
    attendingDays: [],
    plusOne: '',
    firstName: profile?.consumerDetails.firstName ?? '',
    lastName: profile?.consumerDetails.lastName ?? '',
    eventTermsAccepted: false,
  };
}

/** Whether the profile's names pass the name rule (else the form asks for them). */
export function profileHasNames(profile: ConsumerProfile | null): boolean {
  const { firstName, lastName } = profile?.consumerDetails ?? {};
  return [firstName, lastName].every(
    (name) => typeof name === 'string' && nameField().safeParse(name).success,
  );
}

const genders = ['F', 'M', 'X'] as const;
const PHONE_DIGITS = /^\d{6,15}$/;

export type EventRegistration = z.input<typeof eventRegistrationRequest>;

/**
 * Spec §3 event registration payload: the profile's email, gender and phone (when the
 * contract's shapes hold them), the chosen days joined by comma and space in calendar order,
 * the guest only when the event takes one, and the moment of sending as an ISO instant.
 */
export function buildEventRegistration({
  values,
  profile,
  eventId,
  enablePlusOne,
  now = new Date(),
}: {
  values: EventFormValues;
  profile: ConsumerProfile;
  eventId: string;
  enablePlusOne: boolean;
  now?: Date;
}): EventRegistration {
  const { email, gender, phone } = profile.consumerDetails;
  const knownGender = genders.find((g) => g === gender);
  return {
    email,
    attendingDays: joinAttendingDays(values.attendingDays),
    eventId,
    eventTermsAccepted: true,
    firstName: values.firstName,
    lastName: values.lastName,
    ...(knownGender ? { gender: knownGender } : {}),
    ...(phone && PHONE_DIGITS.test(phone) ? { phoneNumber: phone } : {}),
    ...(enablePlusOne && values.plusOne ? { plusOne: values.plusOne } : {}),
    registrationTimestamp: now.toISOString(),
  };
}
