import { z } from 'zod';
import { authoredBackground, authoredForeground } from '../renderer/colorFields.ts';
import { contentTarget } from '../renderer/fields.ts';

export const promoBarMessageSchema = z.object({
  richText: z.string().max(2000).default('').describe('The message: HTML, sanitized'),
  targets: z.array(contentTarget).max(2).default([]).describe('Links after the message'),
  textColor: authoredForeground.default('neutralInverted'),
  hoverLinkColor: authoredForeground.default('neutralInverted'),
  background: authoredBackground.default('promo'),
  clickable: z.boolean().default(false).describe('The whole bar is the link of the first target'),
});
export type PromoBarMessage = z.output<typeof promoBarMessageSchema>;

export const promoBarSchema = z.object({
  messages: z
    .array(promoBarMessageSchema)
    .max(20)
    .default([])
    .describe('Messages with nothing to show are dropped'),
  autorotateTime: z
    .number()
    .min(0)
    .max(60)
    .default(5)
    .describe('Seconds each message shows before the next (0: the default 5 s)'),
  closable: z
    .boolean()
    .default(false)
    .describe('A close button; a closed bar stays closed for the session'),
  maxMessages: z.number().int().min(1).max(10).default(3).describe('At most this many messages'),
});
export type PromoBarProps = z.output<typeof promoBarSchema>;
