import { bigserial, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The experimentation SDK's datafile per brand (the brand is the SDK key); seeded. */
export const experimentDatafiles = pgTable('experiment_datafiles', {
  brand: text('brand').primaryKey(),
  revision: text('revision').notNull(),
  datafile: jsonb('datafile').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One decision (impression) or conversion event of the SDK's event batches. */
export const experimentEvents = pgTable(
  'experiment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: text('project_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    /** `campaign_activated` for a decision, else the event key of a conversion. */
    eventKey: text('event_key').notNull(),
    flagKey: text('flag_key'),
    ruleKey: text('rule_key'),
    ruleType: text('rule_type'),
    variationKey: text('variation_key'),
    enabled: boolean('enabled'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    attributes: jsonb('attributes').$type<unknown[]>().notNull().default([]),
  },
  (t) => [
    index('experiment_events_visitor_idx').on(t.visitorId),
    index('experiment_events_flag_idx').on(t.flagKey, t.variationKey),
  ],
);
