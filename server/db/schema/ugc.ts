import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { consumers } from './consumer.ts';

/*
 * Shopper photos (spec §7 social media content service). A user uploads media; media sit
 * in streams (one per product, tagged with its masterId, filed under its category).
 * Reports and stashes are kept as shoppers send them.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Who owns an uploader: the guest's usid or the consumer. */
const owner = {
  guestId: uuid('guest_id'),
  consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
};

export const ugcUsers = pgTable('ugc_users', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  name: text('name').notNull(),
  ...owner,
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ugcStreams = pgTable(
  'ugc_streams',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    name: text('name').notNull(),
    tag: text('tag').notNull(),
    categoryId: text('category_id').notNull(),
    /** The leaf category and its ancestors: a category's photos are its streams'. */
    categoryPath: text('category_path').array().notNull(),
  },
  (t) => [uniqueIndex('ugc_streams_tag_idx').on(t.customerId, t.tag)],
);

export const ugcMedia = pgTable(
  'ugc_media',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => ugcUsers.id, { onDelete: 'cascade' }),
    /** approved (listed), pending (uploaded, not yet moderated), hidden (reported). */
    status: text('status').$type<'approved' | 'pending' | 'hidden'>().notNull(),
    caption: text('caption').notNull(),
    /** The image service's public id (`ugc/{customerId}/{id}.{ext}`). */
    publicId: text('public_id').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** An upload's bytes; a seeded photo has none (its artwork is drawn on demand). */
    data: bytea('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ugc_media_recent_idx').on(t.customerId, t.status, t.createdAt),
    // The moderation queue of uploads (pending), oldest first, across customers.
    index('ugc_media_status_idx').on(t.status, t.createdAt),
  ],
);

export const ugcMediaStreams = pgTable(
  'ugc_media_streams',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => ugcMedia.id, { onDelete: 'cascade' }),
    streamId: text('stream_id')
      .notNull()
      .references(() => ugcStreams.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.streamId] }),
    index('ugc_media_streams_stream_idx').on(t.streamId),
  ],
);

export const ugcReports = pgTable(
  'ugc_reports',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => ugcMedia.id, { onDelete: 'cascade' }),
    /** The reporting shopper: `c:{consumerId}` or `g:{guestId}` (one report each). */
    reporter: text('reporter').notNull(),
    reason: text('reason').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a moderator kept the photo: a closed report no longer counts towards hiding it
     * (its reporter, having reported once, cannot report again). Null: open.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.reporter] }),
    index('ugc_reports_open_idx').on(t.mediaId).where(sql`${t.closedAt} is null`),
  ],
);

export const ugcStashes = pgTable('ugc_stashes', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => ugcUsers.id, { onDelete: 'cascade' }),
  mediaIds: text('media_ids').array().notNull(),
  tag: text('tag'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
