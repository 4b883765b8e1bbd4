import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { Controlled } from '../Field/controlled.ts';
import { useFieldError } from '../Field/useFieldError.ts';
import { Select, type SelectProps } from './Select.tsx';

export type ControlledSelectProps<
  T extends object,
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
> = Controlled<Values, Name, Transformed> &
  Omit<
    SelectProps<T>,
    | 'name'
    | 'selectedKey'
    | 'defaultSelectedKey'
    | 'onSelectionChange'
    | 'onBlur'
    | 'isInvalid'
    | 'errorMessage'
    | 'ref'
  >;

/**
 * A Select bound to a react-hook-form field whose value is the chosen option's id as a
 * string (an empty string while none is chosen): change and blur, focus on a failed submit
 * (the trigger button), and the field's translated error.
 *
 * ```tsx
 * <ControlledSelect control={control} name="reason" label={t('reason')} items={reasons}>
 *   {(reason) => <SelectItem id={reason.id}>{reason.name}</SelectItem>}
 * </ControlledSelect>
 * ```
 */
export function ControlledSelect<
  T extends object,
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
>({ control, name, rules, ...props }: ControlledSelectProps<T, Values, Name, Transformed>) {
  const fieldError = useFieldError();
  const {
    field: { value, onChange, ref, ...field },
    fieldState,
  } = useController({ control, name, rules });
  return (
    <Select<T>
      {...props}
      {...field}
      ref={ref}
      {...fieldError(fieldState)}
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
    />
  );
}
