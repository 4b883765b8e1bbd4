import type { Control, FieldValues, Path } from 'react-hook-form';
import { ControlledPasswordField } from '#components/Field/index.ts';

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
  return (
    <>
      <ControlledPasswordField
        control={control}
        name={'newPassword' as Path<Values>}
        label={newPasswordLabel}
        showRequirements
        isRequired
      />
      <ControlledPasswordField
        control={control}
        name={'confirmPassword' as Path<Values>}
        label={confirmPasswordLabel}
        autoComplete="new-password"
        isRequired
      />
    </>
  );
}
