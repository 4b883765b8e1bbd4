import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail the service sends. The default adapter only writes here; outside
 * production `GET /api/dev/outbox` reads it, so a reset link can be followed without a
 * mail server. A real adapter marks `sentAt` after handing the message over.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
