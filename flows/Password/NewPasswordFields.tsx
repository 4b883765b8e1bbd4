import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from '#components/Field/index.ts';
import { PasswordField } from '#components/PasswordField/index.ts';

/** A form that has both fields (its schema may transform them). */
type NewPasswordValues = FieldValues & Record<'newPassword' | 'confirmPassword', unknown>;

export interface NewPasswordFieldsProps<Values extends NewPasswordValues, Parsed> {
  control: Control<Values, unknown, Parsed>;
  newPasswordLabel: string;
  confirmPasswordLabel: string;
}

/**
 * A new password with its live requirements, then the same again to confirm (reset and
 * change password); the form's schema checks that the two match (FE340).
 */
export function NewPasswordFields<Values extends NewPasswordValues, Parsed>({
  control,
  newPasswordLabel,
  confirmPasswordLabel,
}: NewPasswordFieldsProps<Values, Parsed>) {
  const fieldError = useFieldError();
  return (
    <>
      <Controller
        name={'newPassword' as Path<Values>}
        control={control}
        render={({ field, fieldState }) => (
          <PasswordField
            {...field}
            {...fieldError(fieldState)}
            value={field.value ?? ''}
            label={newPasswordLabel}
            showRequirements
            isRequired
          />
        )}
      />
      <Controller
        name={'confirmPassword' as Path<Values>}
        control={control}
        render={({ field, fieldState }) => (
          <PasswordField
            {...field}
            {...fieldError(fieldState)}
            value={field.value ?? ''}
            label={confirmPasswordLabel}
            autoComplete="new-password"
            isRequired
          />
        )}
      />
    </>
  );
}
