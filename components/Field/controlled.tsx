import {
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  useController,
} from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../Checkbox/index.ts';
import { PasswordField, type PasswordFieldProps } from '../PasswordField/index.ts';
import { TextField, type TextFieldProps } from '../TextField/index.ts';
import { useFieldError } from './useFieldError.ts';

/** What ties a kit field to one react-hook-form field. */
interface Controlled<Values extends FieldValues, Name extends FieldPath<Values>, Transformed> {
  /** The form's `control` (`useForm().control`), whatever its schema transforms the values to. */
  control: NonNullable<UseControllerProps<Values, Name, Transformed>['control']>;
  name: Name;
  /** Extra react-hook-form rules; the form's schema usually holds them all. */
  rules?: UseControllerProps<Values, Name, Transformed>['rules'];
}

/** The props react-hook-form owns. */
type Owned =
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'isInvalid'
  | 'errorMessage';

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
