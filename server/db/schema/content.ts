import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContentDocument } from '#api/contract/content.ts';

/**
 * The content system's documents (spec §7 Content), one row per version. A document
 * (`document_id`: site, type and slug) may have several versions: the published one, a
 * draft, campaigns scheduled with a window. The columns are what the service selects and
 * filters on; `document` is the whole envelope of api/contract/content.ts as stored.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    versionId: text('version_id').primaryKey(),
    documentId: text('document_id').notNull(),
    siteId: text('site_id').notNull(),
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    parentSlug: text('parent_slug'),
    name: text('name').notNull(),
    layoutVariant: text('layout_variant'),
    status: text('status', { enum: ['published', 'draft'] }).notNull(),
    /** Visible from (inclusive); null = always. */
    visibleFrom: timestamp('visible_from', { withTimezone: true }),
    /** Visible until (exclusive); null = no end. */
    visibleUntil: timestamp('visible_until', { withTimezone: true }),
    document: jsonb('document').$type<ContentDocument>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_versions_site_idx').on(table.siteId, table.type, table.slug),
    index('content_versions_document_idx').on(table.documentId),
  ],
);
