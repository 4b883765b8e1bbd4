/*
 * Spec §5's "partially enrolled", without the form schemas: the store's shell asks it after
 * every sign-in (storefront/shell/SignInJourney.tsx), and zod stays out of its script.
 */

/** As validation/rules.ts `isBlank` (which comes with zod). */
const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** The profile fields spec §5's "partially enrolled" looks at. */
export interface EnrollmentDetails {
  email?: string | null;
  phone?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  postalCode?: string | null;
  birthDate?: string | null;
}

/**
 * Spec §5: a profile is partially enrolled when it has an email but lacks a phone, first name,
 * last name, postal code or birth date.
 */
export function isPartiallyEnrolled(details: EnrollmentDetails | null | undefined): boolean {
  if (!details || isBlank(details.email)) return false;
  return [
    details.phone,
    details.firstName,
    details.lastName,
    details.postalCode,
    details.birthDate,
  ].some(isBlank);
}
