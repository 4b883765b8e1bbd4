import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which demo-data seeders have run (server/db/seed.ts): each runs once per database. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
