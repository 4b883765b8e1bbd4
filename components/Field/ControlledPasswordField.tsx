import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { PasswordField, type PasswordFieldProps } from '../PasswordField/index.ts';
import type { Controlled, Owned } from './controlled.ts';
import { useFieldError } from './useFieldError.ts';

export type ControlledPasswordFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
> = Controlled<Values, Name, Transformed> & Omit<PasswordFieldProps, Owned | 'ref'>;

/** A PasswordField bound to a react-hook-form field, as ControlledTextField. */
export function ControlledPasswordField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
>({ control, name, rules, ...props }: ControlledPasswordFieldProps<Values, Name, Transformed>) {
  const fieldError = useFieldError();
  const { field, fieldState } = useController({ control, name, rules });
  return (
    <PasswordField {...props} {...field} value={field.value ?? ''} {...fieldError(fieldState)} />
  );
}
