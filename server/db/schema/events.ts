import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { consumers } from './consumer.ts';

/**
 * A member's registration for a CMS event (spec §3 Event registration payload). One row per
 * consumer and event: registering again replaces the days and the guest.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    email: text('email').notNull(),
    attendingDays: date('attending_days', { mode: 'string' }).array().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    phoneNumber: text('phone_number'),
    plusOne: text('plus_one'),
    locale: text('locale').notNull(),
    /** When the shopper sent it (the payload's registrationTimestamp). */
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_registrations_consumer_event_idx').on(t.consumerId, t.eventId),
    index('event_registrations_event_idx').on(t.eventId),
  ],
);
