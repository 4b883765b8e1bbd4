import { z } from 'zod';
import { changePasswordSchema, SIGN_IN_EMAIL_MAX_LENGTH } from '../validation/models.ts';
import { emailField, passwordField, sameAs } from '../validation/rules.ts';

/** Forgot password: the account's email (the sign-in email rules, spec §5). */
export const forgotPasswordSchema = z.object({
  email: emailField({ maxLength: SIGN_IN_EMAIL_MAX_LENGTH }),
});
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** Reset from the emailed link: a new strong password, confirmed. */
export const resetPasswordSchema = z
  .object({
    newPassword: passwordField({ check: true }),
    confirmPassword: passwordField(),
  })
  .superRefine(sameAs('confirmPassword', 'newPassword', { $t: 'fieldNewPassword' }), {
    when: () => true,
  });
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Change password: current, new (strong), confirm (flows/validation). */
export { changePasswordSchema };
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Spec §7/§9: the reset link is `/{locale}/forgot-password?token=…`. */
export function resetTokenOf(search: URLSearchParams | string): string | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get('token')?.trim() || undefined;
}
