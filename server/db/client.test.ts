import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../test/harness.ts';
import { type Executor, readTogether } from './client.ts';

/*
 * readTogether on PGlite and on PostgreSQL (DATABASE_URL): reads that do not depend on each
 * other overlap on the database, and run one after the other in a transaction.
 */

const server = setupTestServer({ seed: false });

/** Three reads that log when each starts and ends (each waits a little on the database). */
function loggedReads(db: Executor) {
  const log: string[] = [];
  const read = (name: string) => async () => {
    log.push(`start ${name}`);
    await db.execute(sql`select pg_sleep(0.02)`);
    log.push(`end ${name}`);
    return name;
  };
  return { log, reads: [read('a'), read('b'), read('c')] as const };
}

describe('readTogether', () => {
  it('answers every read in order, one after the other inside a transaction', async () => {
    const result = await server().db.transaction(async (tx) => {
      const { log, reads } = loggedReads(tx);
      const answers = await readTogether(tx, ...reads);
      return { answers, log };
    });
    expect(result.answers).toEqual(['a', 'b', 'c']);
    expect(result.log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('starts them all at once outside a transaction', async () => {
    const { log, reads } = loggedReads(server().db);
    expect(await readTogether(server().db, ...reads)).toEqual(['a', 'b', 'c']);
    expect(log.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
  });
});
