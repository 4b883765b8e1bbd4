import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/client/index.ts';

/*
 * How checkout and the cart page word a refused call. A module of its own, without a
 * component, so a page can import it without the form it was first written for.
 */

/** The message of a failed checkout call: the errorId's words, else the service's. */
export function useCheckoutErrorMessage() {
  const { t } = useTranslation('errors');
  const translate = t as unknown as (key: string, options?: { defaultValue?: string }) => string;
  return (error: unknown): string => {
    if (isApiError(error)) {
      if (error.messageKey) return translate(error.messageKey, { defaultValue: error.message });
      if (error.message) return error.message;
    }
    return translate('errors:GEN500');
  };
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
