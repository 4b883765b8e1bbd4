export { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';
export { PasswordRequirements, type PasswordRequirementsProps } from './PasswordRequirements.tsx';
export {
  meetsPasswordRequirements,
  PASSWORD_MIN_LENGTH,
  type PasswordRequirement,
  passwordRequirements,
  unmetPasswordRequirements,
  type ValidationMessageKey,
} from './requirements.ts';
