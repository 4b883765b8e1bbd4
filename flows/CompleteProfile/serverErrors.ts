import type { ApiErrorName } from '#api/client/index.ts';
import type { EnrollmentField } from './profileFields.ts';

/**
 * Spec §5/§8 for the profile forms: phone already in use (AUT444, AUT442) marks the phone,
 * invalid age (PRO410) the birth date. MISSING_BIRTHDATE (PRO411) re-runs the validation
 * with the birth date asked for (`placeServerError` answers `revalidate`); the rest
 * (PRO412/418 update failures, 4044, REW130 …) goes to the form's banner.
 */
export const profileFieldErrors = {
  PHONE_NUMBER_ALREADY_IN_USE: 'phone',
  PHONE_NUMBER_ALREADY_IN_USE2: 'phone',
  INVALID_AGE: 'birthDate',
} as const satisfies Partial<Record<ApiErrorName, EnrollmentField>>;
