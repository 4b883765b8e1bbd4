import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/client/index.ts';

/**
 * `maxAllowedQty` of an INV408 answer (spec §8 ADDED_MAX_QUANTITY: "message with
 * maxAllowedQty, else generic"), from the service's error details; else undefined.
 */
export function maxAllowedQtyOf(error: unknown): number | undefined {
  if (!isApiError(error) || !error.is('INV408')) return undefined;
  const value = error.details?.maxAllowedQty;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The part of i18next's `t` the message needs (plain strings: error keys are data). */
export type Translate = (key: string, options?: { defaultValue?: string }) => string;

/**
 * The shopper's words for a failed cart call (spec §8): the localized message of the
 * errorId (`errors:<CODE>`), else the server's message, else the general one.
 */
export function cartErrorMessage(t: Translate, error: unknown): string {
  if (isApiError(error)) {
    if (error.messageKey) return t(error.messageKey, { defaultValue: error.message });
    if (error.message) return error.message;
  }
  return t('errors:GEN500');
}

/** `cartErrorMessage` with the current language. */
export function useCartErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return (error) => cartErrorMessage(t as unknown as Translate, error);
}
