import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type ApiErrorName, isApiError } from '#api/client/index.ts';
import { SignInError } from '#shopper/session/session.ts';

/*
 * Spec §8, the client's side of the error catalogue: where each error is shown and in which
 * words. One mapping for every flow, block and page: a form's field or input, the cart
 * line it is about, the notice at the top of the cart, a toast, or (everything else) the
 * banner or message of the call that failed.
 */

/** Where the shopper is told (spec §8 "client handling by error id", "form errors"). */
export type ErrorPlace = 'field' | 'input' | 'item' | 'topNotice' | 'toast' | 'banner';

/** The errors with a place of their own; any other error is said where its call failed. */
export const errorPlaces = {
  // Form errors: at the field they are about (the form says which of its fields,
  // `placeServerError`); a missing birth date asks for it and validates again.
  LOGIN_IN_USE: 'field',
  LOGIN_IN_USE2: 'field',
  PHONE_NUMBER_ALREADY_IN_USE: 'field',
  PHONE_NUMBER_ALREADY_IN_USE2: 'field',
  MISSING_BIRTHDATE: 'field',
  INVALID_AGE: 'field',
  INVALID_EMAIL_FORMAT: 'field',
  MISSING_REQUEST_TYPE: 'field',
  MISSING_PAYLOAD: 'field',
  // A gift card's notices: at its input (number or PIN, `giftCardErrorInput`).
  GC_INVALID2: 'input',
  GC_ALREADY_APPLIED: 'input',
  GC_NOT_ALLOWED: 'input',
  GC_ZERO_BALANCE: 'input',
  // About one line of the cart: shown at that line.
  ITEM_NOT_AVAILABLE: 'item',
  NO_PRICE: 'item',
  INVALID_PRICE: 'item',
  // About the whole cart: the notice at its top.
  CANT_SHIP_THERE: 'topNotice',
  SOME_PRODUCTS_NO_INVENTORY: 'topNotice',
  // Said in passing while the page goes on (the invalid customer's page then reloads).
  INVALID_CUSTOMER: 'toast',
  GWP_PRODUCT: 'toast',
} as const satisfies Partial<Record<ApiErrorName, ErrorPlace>>;

type PlacedName = keyof typeof errorPlaces;

/** Where an error is shown: its own place, else the banner of the call that failed. */
export function errorPlace(error: unknown): ErrorPlace {
  const inner = underlying(error);
  if (!isApiError(inner)) return 'banner';
  return errorPlaces[inner.errorName as PlacedName] ?? 'banner';
}

/** The client names shown at one place (the cart's top notices, say). */
export function errorNamesAt<P extends ErrorPlace>(place: P) {
  return (Object.keys(errorPlaces) as PlacedName[]).filter(
    (name) => errorPlaces[name] === place,
  ) as { [N in PlacedName]: (typeof errorPlaces)[N] extends P ? N : never }[PlacedName][];
}

/** The error a message speaks about: a sign-in's cause, the rest as they are. */
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

const isDuplicatedToken = (error: unknown) =>
  typeof error === 'object' && error !== null && 'duplicatedToken' in error;

/** The catalogue id a banner shows for an error (`AUT409` for a failed token exchange). */
export function bannerErrorId(error: unknown): string | undefined {
  const inner = underlying(error);
  if (isDuplicatedToken(inner)) return 'AUT409';
  return isApiError(inner) && inner.errorId ? inner.errorId : undefined;
}

/**
 * Spec §8, the words of an error: the localized message of its errorId, else the service's
 * message; a network failure or an answer without an error body reads as the general error.
 */
export function errorMessage(t: TFunction<'errors', undefined>, error: unknown): string {
  const inner = underlying(error);
  if (isDuplicatedToken(inner)) return t('AUT409');
  if (isApiError(inner)) {
    if (inner.messageKey) return t(inner.messageKey, { defaultValue: inner.message });
    if (inner.errorId && inner.message) return inner.message;
  }
  return t('GEN500');
}

/** `errorMessage` in the shopper's language. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return (error) => errorMessage(t, error);
}

/**
 * `maxAllowedQty` of an INV408 answer (spec §8 ADDED_MAX_QUANTITY: "message with
 * maxAllowedQty, else generic"), from the service's error details; else undefined.
 */
export function maxAllowedQtyOf(error: unknown): number | undefined {
  if (!isApiError(error) || !error.is('INV408')) return undefined;
  const value = error.details?.maxAllowedQty;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The two inputs of a gift card: its number and its PIN. */
export type GiftCardInput = 'number' | 'pin';

/**
 * The input a refused gift card call is said at (spec §8: GC_… notices at the input): a
 * PIN that does not match (GFC700) at the PIN, everything else about the card at its number.
 */
export function giftCardErrorInput(error: unknown): GiftCardInput {
  return isApiError(error) && error.is('GFC700') ? 'pin' : 'number';
}
