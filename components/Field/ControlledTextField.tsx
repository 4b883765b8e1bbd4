import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../TextField/index.ts';
import type { Controlled, Owned } from './controlled.ts';
import { useFieldError } from './useFieldError.ts';

export type ControlledTextFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
> = Controlled<Values, Name, Transformed> & Omit<TextFieldProps, Owned | 'ref'>;

/**
 * A TextField bound to a react-hook-form field: its value (an empty string while unset),
 * change and blur, focus on a failed submit, and the field's translated error.
 *
 * ```tsx
 * <ControlledTextField control={control} name="email" type="email" label={t('email')} />
 * ```
 */
export function ControlledTextField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
>({ control, name, rules, ...props }: ControlledTextFieldProps<Values, Name, Transformed>) {
  const fieldError = useFieldError();
  const { field, fieldState } = useController({ control, name, rules });
  return <TextField {...props} {...field} value={field.value ?? ''} {...fieldError(fieldState)} />;
}
