import { z } from 'zod';
import { checkboxField, emailField } from './rules.ts';

/** Spec §3 newsletter model; spec §5: email required and valid, policy ticked. */
export const newsletterSchema = z.object({
  email: emailField(),
  policy: checkboxField({ required: true }),
});
