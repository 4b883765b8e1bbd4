import {
  meetsPasswordRequirements,
  type PasswordRequirement,
  passwordRequirements,
} from '#components/PasswordField/requirements.ts';
import type { ValidationKey } from './messages.ts';

/**
 * The four password requirements of spec §5 live with the PasswordField's hints, so the
 * hints and the schemas can never disagree; this module only re-exports them for forms.
 */
export {
  PASSWORD_MIN_LENGTH,
  type PasswordRequirement,
  passwordRequirements,
} from '#components/PasswordField/requirements.ts';

export interface PasswordHint {
  id: PasswordRequirement['id'];
  /** The individual message of spec §5 in the `validation` namespace. */
  key: ValidationKey;
  met: boolean;
}

/** Live hints: each requirement, in list order, with whether the password meets it yet. */
export function passwordHints(password: string): PasswordHint[] {
  return passwordRequirements.map(({ id, messageKey, test }) => ({
    id,
    key: messageKey,
    met: test(password),
  }));
}

/** Whether a password meets every requirement ("Password does not meet requirements."). */
export function isStrongPassword(password: string): boolean {
  return meetsPasswordRequirements(password);
}
