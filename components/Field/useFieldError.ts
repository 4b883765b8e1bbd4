import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '#i18n/messages.ts';

/** The part of react-hook-form's `fieldState` a field needs (structural: no import). */
export interface ControllerFieldState {
  invalid: boolean;
  error?: { message?: string };
}

/**
 * Turns react-hook-form's field state into the kit's `isInvalid` + `errorMessage`.
 * Schema messages are encoded i18n keys (`#i18n/messages.ts`): a bare key (`required`) is
 * looked up in the `validation` namespace, a prefixed one (`errors:AUT439`) in its own,
 * and parameters travel with the key (`minLength|{"n":2}`).
 *
 * ```tsx
 * const fieldError = useFieldError();
 * <Controller name="email" control={control} render={({ field, fieldState }) => (
 *   <TextField {...field} {...fieldError(fieldState)} label={t('email')} />
 * )} />
 * ```
 */
export function useFieldError() {
  const { t } = useTranslation('validation');
  return useCallback(
    (fieldState: ControllerFieldState) => {
      return {
        isInvalid: fieldState.invalid,
        errorMessage: translateFieldError(t, fieldState.error),
      };
    },
    [t],
  );
}
