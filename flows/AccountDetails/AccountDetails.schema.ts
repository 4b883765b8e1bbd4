import { z } from 'zod';
import { emailField, SIGN_IN_EMAIL_MAX_LENGTH } from '../validation/index.ts';

/*
 * The member's details on the account page. Name, phone, postal code and birth date are
 * the profile's fields (flows/CompleteProfile); the email is one field of its own.
 */

/** Spec §5: the email the member signs in with (required, valid, max 100). */
export const changeEmailSchema = z.object({
  email: emailField({ maxLength: SIGN_IN_EMAIL_MAX_LENGTH }),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;
export type ChangeEmailValues = z.output<typeof changeEmailSchema>;
