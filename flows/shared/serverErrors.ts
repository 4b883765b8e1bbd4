import type { Namespace } from 'i18next';
import { type ApiErrorName, isApiError } from '#api/client/index.ts';
import type { Translate } from '#i18n/messages.ts';
import { SignInError } from '#shopper/session/session.ts';
import { serverFieldMessage } from '../validation/serverMessage.ts';

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

/** Where a failed submit's error is shown. `fields` maps client error names to fields. */
export function placeServerError<Field extends string>(
  error: unknown,
  fields: Partial<Record<ApiErrorName, Field>>,
): ServerErrorPlacement<Field> {
  if (isApiError(error)) {
    if (error.errorName === 'MISSING_BIRTHDATE') return { place: 'revalidate', field: 'birthDate' };
    const field = fields[error.errorName];
    if (field) return { place: 'field', field, message: serverFieldMessage(error.errorId) };
  }
  return { place: 'banner', error };
}

/** The error a banner speaks about: a sign-in's cause, the rest as they are. */
function underlying(error: unknown): unknown {
  if (error instanceof SignInError) {
    const { cause } = error;
    // Spec §8: a login token failure other than 403 shows DUPLICATED_TOKEN.
    if (error.stage === 'token' && !(isApiError(cause) && cause.status === 403)) {
      return { duplicatedToken: true };
    }
    return cause;
  }
  return error;
}

/** The catalogue id a banner shows for an error (`AUT409` for a failed token exchange). */
export function bannerErrorId(error: unknown): string | undefined {
  const inner = underlying(error);
  if (inner && typeof inner === 'object' && 'duplicatedToken' in inner) return 'AUT409';
  return isApiError(inner) && inner.errorId ? inner.errorId : undefined;
}

/**
 * Spec §8: the localized message of the errorId, else the server's message; a network
 * failure or an answer without a body reads as the general error.
 */
export function serverErrorMessage<Ns extends Namespace>(t: Translate<Ns>, error: unknown): string {
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const inner = underlying(error);
  if (inner && typeof inner === 'object' && 'duplicatedToken' in inner)
    return translate('errors:AUT409');
  if (isApiError(inner)) {
    if (inner.messageKey) return translate(inner.messageKey, { defaultValue: inner.message });
    if (inner.errorId && inner.message) return inner.message;
  }
  return translate('errors:GEN500');
}
