import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { consumers } from './consumer.ts';

type Labels = { en: string; fr: string; de: string };

/** Contact-us request types (categories), with labels per language. */
export const contactCategories = pgTable('contact_categories', {
  code: text('code').primaryKey(),
  position: integer('position').notNull(),
  labels: jsonb('labels').$type<Labels>().notNull(),
});

/** The subjects of a category. */
export const contactSubjects = pgTable(
  'contact_subjects',
  {
    categoryCode: text('category_code')
      .notNull()
      .references(() => contactCategories.code, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    position: integer('position').notNull(),
    labels: jsonb('labels').$type<Labels>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryCode, t.code] })],
);

/** A contact-us case as customer service receives it. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseNumber: text('case_number').notNull().unique(),
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'set null' }),
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    categoryCode: text('category_code').notNull(),
    subjectCode: text('subject_code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    orderNumber: text('order_number'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_requests_email_idx').on(t.email)],
);
