import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationChannel, NotificationTopic } from '#api/contract/consumer.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Consumer numbers (`C100000001` …) and loyalty member ids (`8100000001` …). */
export const consumerNoSequence = pgSequence('consumer_no_seq', { startWith: 100000001 });
export const loyaltyMemberSequence = pgSequence('loyalty_member_seq', { startWith: 8100000001 });

/**
 * A shopper's profile (spec §3 Consumer profile). A row without a password hash is a
 * profile created by a signed-out visitor (newsletter, event); signing up with its email
 * claims it. Email is stored lower-cased and unique.
 */
export const consumers = pgTable(
  'consumers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerNo: text('consumer_no')
      .notNull()
      .unique()
      .default(sql`'C' || nextval('consumer_no_seq')`),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** `locked` by customer service: sign-in answers AUT441. */
    status: text('status', { enum: ['active', 'locked'] })
      .notNull()
      .default('active'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    phoneCode: text('phone_code'),
    postalCode: text('postal_code'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender'),
    athlete: boolean('athlete').notNull().default(false),
    employee: boolean('employee').notNull().default(false),
    prosumer: boolean('prosumer').notNull().default(false),
    identities: jsonb('identities')
      .$type<{ type: 'WRANX' | 'IPA'; id: string }[]>()
      .notNull()
      .default([]),
    sourceStore: text('source_store'),
    sourceAcquisitionType: text('source_acquisition_type'),
    sourceCampaignName: text('source_campaign_name'),
    leadSource: text('lead_source'),
    referralCode: text('referral_code'),
    memberId: text('member_id').unique(),
    isLoyaltyMember: boolean('is_loyalty_member').notNull().default(false),
    loyaltyOptInDate: timestamp('loyalty_opt_in_date', { withTimezone: true }),
    loyaltyPoints: integer('loyalty_points').notNull().default(0),
    interests: text('interests'),
    preferredShoeSize: text('preferred_shoe_size'),
    isEmployeeDiscountTCAccepted: boolean('is_employee_discount_tc_accepted')
      .notNull()
      .default(false),
    isTermsConfirmed: boolean('is_terms_confirmed').notNull().default(false),
    locale: text('locale'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('consumers_email_key').on(t.email),
    uniqueIndex('consumers_phone_key').on(t.phoneCode, t.phone).where(sql`${t.phone} is not null`),
  ],
);

/** Spec §3 Address: approachType S (shipping) or B (billing), one `main` per type. */
export const consumerAddresses = pgTable(
  'consumer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    approachType: text('approach_type', { enum: ['S', 'B'] }).notNull(),
    main: boolean('main').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    province: text('province'),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    email: text('email'),
    phone: text('phone'),
    ...timestamps,
  },
  (t) => [index('consumer_addresses_consumer_idx').on(t.consumerId)],
);

/**
 * Spec §3 subscriptions: one row per (type, channel, recipient). A signed-out visitor's
 * subscription has no consumer; signing up with the same recipient links it.
 */
export const consumerSubscriptions = pgTable(
  'consumer_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    optin: boolean('optin').notNull(),
    doubleOptin: boolean('double_optin').notNull().default(false),
    category: text('category'),
    country: text('country'),
    region: text('region'),
    optinDate: timestamp('optin_date', { withTimezone: true }),
    optoutDate: timestamp('optout_date', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('consumer_subscriptions_recipient_key').on(t.type, t.channel, t.recipient),
    index('consumer_subscriptions_consumer_idx').on(t.consumerId),
  ],
);

/** Spec §3 enrollments: the loyalty programme (type Loyalty), one per type. */
export const consumerEnrollments = pgTable(
  'consumer_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    optin: boolean('optin').notNull(),
    doubleOptin: boolean('double_optin').notNull().default(false),
    country: text('country'),
    region: text('region'),
    channel: text('channel'),
    ...timestamps,
  },
  (t) => [uniqueIndex('consumer_enrollments_type_key').on(t.consumerId, t.type)],
);

/**
 * A member's notification preferences (spec §7 Consumer PUT notification): one row per
 * channel and topic the member has set; an unset pair is off.
 */
export const consumerNotificationPreferences = pgTable(
  'consumer_notification_preferences',
  {
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    topic: text('topic').$type<NotificationTopic>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.consumerId, t.channel, t.topic] })],
);
