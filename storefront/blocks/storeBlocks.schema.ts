import { z } from 'zod';
import { eventContent } from '#commerce/consumer/eventContent.ts';

/** The newsletter block's payload (the form is the Newsletter flow's). */
export const newsletterSchema = z.object({
  heading: z.string().min(1).max(200),
  subheading: z.string().max(500).optional(),
  policyText: z.string().max(1000).optional(),
  source: z.string().max(60).optional(),
});

/** The footer's legal links. */
export const legalSchema = z.object({
  links: z
    .array(z.object({ text: z.string().min(1).max(120), url: z.string().min(1).max(300) }))
    .max(20),
  copyright: z.string().max(300).optional(),
});
export type LegalLinksProps = z.output<typeof legalSchema>;

/** The event sign-up block's payload (spec §3 event content; the dialog is the EventSignUp flow's). */
export const eventSignUpSchema = eventContent;
