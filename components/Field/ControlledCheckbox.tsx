import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../Checkbox/index.ts';
import type { Controlled, Owned } from './controlled.ts';
import { useFieldError } from './useFieldError.ts';

export type ControlledCheckboxProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
> = Controlled<Values, Name, Transformed> & Omit<CheckboxProps, Owned | 'isSelected' | 'ref'>;

/** A Checkbox bound to a boolean react-hook-form field (unset reads as not ticked). */
export function ControlledCheckbox<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
>({ control, name, rules, ...props }: ControlledCheckboxProps<Values, Name, Transformed>) {
  const fieldError = useFieldError();
  const {
    field: { value, ...field },
    fieldState,
  } = useController({ control, name, rules });
  return <Checkbox {...props} {...field} isSelected={value ?? false} {...fieldError(fieldState)} />;
}
