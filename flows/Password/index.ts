export { ChangePassword, type ChangePasswordProps } from './ChangePassword.tsx';
export { ForgotPassword, type ForgotPasswordProps } from './ForgotPassword.tsx';
export {
  type ChangePasswordValues,
  changePasswordSchema,
  type ForgotPasswordValues,
  forgotPasswordSchema,
  type ResetPasswordValues,
  resetPasswordSchema,
  resetTokenOf,
} from './Password.schema.ts';
export {
  ChangePasswordDialog,
  ChangePasswordPage,
  ForgotPasswordDialog,
  ForgotPasswordPage,
  type ForgotPasswordPageProps,
} from './PasswordDialogs.tsx';
export { ResetPassword, type ResetPasswordProps } from './ResetPassword.tsx';
