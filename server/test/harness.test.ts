/**
 * The harness's prepared databases (snapshots.ts): files with the same seeders start from
 * the same data, each on a copy of its own, so what one file writes no other file sees.
 */
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { seedRuns } from '../db/schema/meta.ts';
import { profilesSeeder } from '../db/seed.ts';
import { createTestServer } from './harness.ts';

describe('prepared test databases', () => {
  it('start two servers with the same seed on equal data, and keep what each writes apart', async () => {
    const first = await createTestServer({ seed: [profilesSeeder] });
    const second = await createTestServer({ seed: [profilesSeeder] });
    try {
      const count = async (db: Database) => (await db.select().from(seedRuns)).length;
      expect(await count(first.db)).toBe(1);
      expect(await count(second.db)).toBe(1);
      await first.db.insert(seedRuns).values({ name: 'only-in-first' });
      expect(await count(first.db)).toBe(2);
      expect(await count(second.db)).toBe(1);
      // A third, after the write: still the seed as prepared, not the first server's data.
      const third = await createTestServer({ seed: [profilesSeeder] });
      try {
        expect(await count(third.db)).toBe(1);
      } finally {
        await third.close();
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
