import { z } from 'zod';

export const anchorSchema = z.object({
  anchorId: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,79}$/, 'anchorId is a letter then letters, digits, - or _')
    .describe('The id links point at with #anchorId (e.g. #contact-form)'),
});
export type AnchorProps = z.output<typeof anchorSchema>;
