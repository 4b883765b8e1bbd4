import { type ApiErrorName, isApiError } from '#api/client/index.ts';
import { serverFieldMessage } from '../validation/serverMessage.ts';
import { errorPlace } from './errors.ts';

/**
 * Spec §5/§8: which server errors belong to a field. LOGIN_IN_USE(2) mark the email,
 * PHONE_NUMBER_ALREADY_IN_USE(2) the phone; MISSING_BIRTHDATE re-runs validation (with the
 * birth date required); every other error goes to the form's banner.
 */
export const identityFieldErrors = {
  LOGIN_IN_USE: 'email',
  LOGIN_IN_USE2: 'email',
  PHONE_NUMBER_ALREADY_IN_USE: 'phone',
  PHONE_NUMBER_ALREADY_IN_USE2: 'phone',
} as const satisfies Partial<Record<ApiErrorName, string>>;

export type ServerErrorPlacement<Field extends string> =
  /** `form.setError(field, { message }, { shouldFocus: true })`. */
  | { place: 'field'; field: Field; message: string }
  /** Require the birth date and run the form's validation again. */
  | { place: 'revalidate'; field: 'birthDate' }
  | { place: 'banner'; error: unknown };

/**
 * Where a failed submit's error is shown: an error placed at a field (errors.ts
 * `errorPlaces`) at the one of this form's `fields` it names, everything else in the
 * form's banner.
 */
export function placeServerError<Field extends string>(
  error: unknown,
  fields: Partial<Record<ApiErrorName, Field>>,
): ServerErrorPlacement<Field> {
  if (isApiError(error) && errorPlace(error) === 'field') {
    if (error.errorName === 'MISSING_BIRTHDATE') return { place: 'revalidate', field: 'birthDate' };
    const field = fields[error.errorName];
    if (field) return { place: 'field', field, message: serverFieldMessage(error.errorId) };
  }
  return { place: 'banner', error };
}
