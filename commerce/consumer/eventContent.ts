import { z } from 'zod';
import { isoDate, opaqueId } from '#api/contract/common.ts';
import { dayNumber, eventDays, MAX_EVENT_DAYS } from './events.ts';

/** Spec §3 event content: what the CMS sends for an event sign-up block. */
export const eventContent = z
  .object({
    eventId: opaqueId.describe('The event registrations are stored under'),
    title: z.string().trim().min(1).max(200).describe('Heading of the block and of the dialog'),
    richText: z
      .string()
      .max(20_000)
      .optional()
      .describe('About the event: HTML, sanitized before it shows'),
    startDate: isoDate.describe('First day (YYYY-MM-DD)'),
    endDate: isoDate.describe(`Last day (YYYY-MM-DD), at most ${MAX_EVENT_DAYS} days later`),
    enablePlusOne: z.boolean().default(false).describe('Members may bring a named guest'),
    submitCtaLabel: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .optional()
      .describe('The join button; "Join the event" when empty'),
    confirmationTitle: z.string().trim().min(1).max(200).describe('Shown once registered'),
    confirmationSubtitle: z.string().trim().max(500).optional().describe('Below the title'),
  })
  .refine((event) => eventDays(event.startDate, event.endDate).length > 0, {
    message: 'endDate is before startDate',
    path: ['endDate'],
  })
  .refine((event) => dayNumber(event.endDate) - dayNumber(event.startDate) < MAX_EVENT_DAYS, {
    message: `an event lasts at most ${MAX_EVENT_DAYS} days`,
    path: ['endDate'],
  });
export type EventContent = z.output<typeof eventContent>;
export type EventContentInput = z.input<typeof eventContent>;
