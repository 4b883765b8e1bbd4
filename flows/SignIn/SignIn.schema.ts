import type { z } from 'zod';
import { SIGN_IN_EMAIL_MAX_LENGTH, signInSchema } from '../validation/models.ts';

/** Spec §3 sign-in model; spec §5: email required, valid, max 100; password required. */
export { SIGN_IN_EMAIL_MAX_LENGTH, signInSchema };
export type SignInValues = z.output<typeof signInSchema>;
export type SignInFormInput = z.input<typeof signInSchema>;

export const signInDefaults: SignInFormInput = { email: '', password: '' };

/** Spec §2 sign-in flow step 1, the lookup: the email alone, by the sign-in email's rules. */
export const lookupSchema = signInSchema.pick({ email: true });
export type LookupValues = z.output<typeof lookupSchema>;
export type LookupFormInput = z.input<typeof lookupSchema>;

/** Spec §8: sign-in messages may carry links to reset the password and to contact us. */
export type SignInErrorLink = 'resetPassword' | 'contactUs';

const invalidCredentials: SignInErrorLink[] = ['resetPassword'];

/** Which links a sign-in error's banner offers, by error id. */
export const signInErrorLinks: Readonly<Record<string, readonly SignInErrorLink[]>> = {
  AUT401: invalidCredentials,
  AUT418: invalidCredentials,
  AUT437: invalidCredentials,
  AUT438: invalidCredentials,
  /** Last attempt before the lock. */
  AUT426: ['resetPassword'],
  /** Locked for a while: a reset lifts the lock. */
  AUT423: ['resetPassword', 'contactUs'],
  /** Locked by customer service. */
  AUT441: ['contactUs'],
  AUT404: ['contactUs'],
  AUT409: ['contactUs'],
  AUT500: ['contactUs'],
};
