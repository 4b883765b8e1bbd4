import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { consumers } from './consumer.ts';

/*
 * Wishlists (spec §3 Favorites, Saved-for-later). Each owner (a guest's usid or a
 * consumer) has at most one favorites list and one saved-for-later list; a list holds a
 * product or sku at most once. Names, prices and availability are read from the catalogue
 * when a list is answered.
 */

const owner = {
  guestId: uuid('guest_id'),
  consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
};

export const favoriteLists = pgTable(
  'favorite_lists',
  {
    id: text('id').primaryKey(),
    ...owner,
    /** Anyone holding it may read the list (GET …/share?token=). */
    shareToken: text('share_token'),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorite_lists_consumer_key')
      .on(t.consumerId)
      .where(sql`${t.consumerId} IS NOT NULL`),
    uniqueIndex('favorite_lists_guest_key').on(t.guestId).where(sql`${t.consumerId} IS NULL`),
    uniqueIndex('favorite_lists_share_key').on(t.shareToken),
    check('favorite_lists_owner', sql`${t.guestId} IS NOT NULL OR ${t.consumerId} IS NOT NULL`),
  ],
);

export const favoriteItems = pgTable(
  'favorite_items',
  {
    id: text('id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => favoriteLists.id, { onDelete: 'cascade' }),
    /** The product id or sku. */
    ref: text('ref').notNull(),
    itemType: text('item_type', { enum: ['product', 'variant'] }).notNull(),
    qty: integer('qty').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorite_items_list_ref_key').on(t.listId, t.ref),
    check('favorite_items_qty', sql`${t.qty} > 0`),
  ],
);

export const saveForLaterLists = pgTable(
  'save_for_later_lists',
  {
    id: text('id').primaryKey(),
    ...owner,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('save_for_later_lists_consumer_key')
      .on(t.consumerId)
      .where(sql`${t.consumerId} IS NOT NULL`),
    uniqueIndex('save_for_later_lists_guest_key').on(t.guestId).where(sql`${t.consumerId} IS NULL`),
    check(
      'save_for_later_lists_owner',
      sql`${t.guestId} IS NOT NULL OR ${t.consumerId} IS NOT NULL`,
    ),
  ],
);

export const saveForLaterItems = pgTable(
  'save_for_later_items',
  {
    id: text('id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => saveForLaterLists.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    masterId: text('master_id').notNull(),
    qty: integer('qty').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('save_for_later_items_list_sku_key').on(t.listId, t.sku),
    index('save_for_later_items_list_idx').on(t.listId),
    check('save_for_later_items_qty', sql`${t.qty} > 0`),
  ],
);
