import { z } from 'zod';
import { emailField } from '../validation/index.ts';

/** The contract's limit of the notification's email (PUT /products/v1/notifications). */
export const NOTIFY_EMAIL_MAX_LENGTH = 100;

/** Notify me: the email to write to (spec §5 required, format, length). */
export const notifySchema = z.object({ email: emailField({ maxLength: NOTIFY_EMAIL_MAX_LENGTH }) });
export type NotifyInput = z.input<typeof notifySchema>;
export type NotifyValues = z.output<typeof notifySchema>;
