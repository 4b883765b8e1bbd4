import type { ConsumerDetails, ConsumerProfilePayload } from '#api/contract/consumer.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import {
  type EnrollmentField,
  lackingDetails,
  type ProfileFieldsValues,
} from '../CompleteProfile/profileFields.ts';

type EnrollmentInput = NonNullable<ConsumerProfilePayload['enrollments']>[number];

/**
 * Spec §4: the Loyalty enrollment of an existing account: optin true, doubleOptin true,
 * channel email, with the site's country and region.
 */
export function loyaltyEnrollment(locale: SiteLocale): EnrollmentInput {
  const { country, region } = localeInfo[locale];
  return { type: 'Loyalty', optin: true, doubleOptin: true, channel: 'email', country, region };
}

/**
 * Spec §4 loyalty sign-up for an existing account: the profile update holds the Loyalty
 * enrollment and only the fields the profile lacks (what it already holds is never sent,
 * even when the form had a value for it).
 */
export function loyaltySignUpPayload(
  details: Pick<ConsumerDetails, EnrollmentField | 'phoneCode'>,
  values: ProfileFieldsValues,
  locale: SiteLocale,
): ConsumerProfilePayload {
  const consumerDetails = lackingDetails(details, values);
  return {
    ...(consumerDetails ? { consumerDetails } : {}),
    enrollments: [loyaltyEnrollment(locale)],
  };
}
