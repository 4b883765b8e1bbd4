import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '#api/contract/route.ts';
import { createApp } from '../app.ts';
import type { Domain } from '../http/route.ts';
import { setupTestServer, testDatabaseKind } from '../test/harness.ts';
import { openDatabase } from './client.ts';
import { isConnectionLoss } from './errors.ts';

/*
 * A database blip (issue 44): a connection the server terminates during a request — a
 * failover, a network blip, an idle timeout, `pg_terminate_backend` — must not take the
 * process down. The request under way answers API503 with Retry-After, the pool opens
 * fresh connections, the next requests succeed. On PGlite: a database that is gone
 * answers API503 too, not GEN500. Runs on PGlite and on PostgreSQL (DATABASE_URL).
 */

const work = defineRoute({
  name: 'testWork',
  method: 'POST',
  path: '/test/work',
  query: z.object({ sleepMs: z.coerce.number().int().min(0).max(500).default(0) }),
  response: z.object({ ok: z.boolean() }),
  auth: 'none',
});
const selfTerminate = defineRoute({
  name: 'testSelfTerminate',
  method: 'POST',
  path: '/test/self-terminate',
  response: z.object({ ok: z.boolean() }),
  auth: 'none',
});

const blipDomain: Domain = {
  name: 'test',
  register({ route }) {
    // A transaction that holds its connection a while, as a checkout does.
    route(work, async ({ db, query }) => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(${query.sleepMs / 1000})`);
        await tx.execute(sql`select 1`);
      });
      return { ok: true };
    });
    // The connection under the request ends during its transaction (PostgreSQL only).
    route(selfTerminate, async ({ db }) => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      });
      return { ok: true };
    });
  },
};

const server = setupTestServer({ domains: [blipDomain] });

interface Answer {
  status: number;
  errorId: string | undefined;
  retryAfter: string | null;
}
async function call(path: string): Promise<Answer> {
  const response = await server().agent().fetch(path, { method: 'POST' });
  const body = (await response.json()) as { errorDetails?: { errorId: string }[] };
  return {
    status: response.status,
    errorId: body.errorDetails?.[0]?.errorId,
    retryAfter: response.headers.get('retry-after'),
  };
}

describe('a lost database connection', () => {
  it('tells connection losses from other failures', () => {
    expect(isConnectionLoss(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error('no route'), { code: '08006' }))).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(new Error('x', { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
    expect(isConnectionLoss(new Error('PGlite is closed'))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
    expect(isConnectionLoss(new Error('a bug'))).toBe(false);
  });

  it('answers API503 with Retry-After while the database is gone, not GEN500', async () => {
    // A database of its own that goes away (PGlite closed; a pool ended on PostgreSQL).
    const url = server().kind === 'pg' ? process.env.DATABASE_URL : undefined;
    const handle = await openDatabase(url ? { url, poolSize: 1 } : { dataDir: 'memory' });
    const app = createApp({ db: handle.db, config: server().config, domains: [blipDomain] });
    expect((await app.request('/api/test/work', { method: 'POST' })).status).toBe(200);
    await handle.close();
    const gone = await app.request('/api/test/work', { method: 'POST' });
    const body = (await gone.json()) as { errorDetails: { errorId: string }[] };
    expect([gone.status, body.errorDetails[0]?.errorId]).toEqual([503, 'API503']);
    expect(gone.headers.get('retry-after')).toBe('1');
  });

  // PostgreSQL only: PGlite is one session in process, with no backend to terminate.
  if (testDatabaseKind() !== 'pg') return;

  it('survives backends terminated during a burst, then answers every request', async () => {
    // The connection under a request ends: that request answers API503, the process lives.
    expect(await call('/test/self-terminate')).toEqual({
      status: 503,
      errorId: 'API503',
      retryAfter: '1',
    });
    // A burst of transactions holding their connections, and every backend of the
    // database terminated from outside while they run.
    const current = (await server().db.execute(sql`select current_database() as name`)) as {
      rows: { name: string }[];
    };
    const name = current.rows[0]?.name;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    let terminated = 0;
    try {
      const burst = Array.from({ length: 24 }, () => call('/test/work?sleepMs=150'));
      await new Promise((resolve) => setTimeout(resolve, 60));
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      terminated = killed.rowCount ?? 0;
      const answers = await Promise.all(burst);
      const statuses = answers.map((answer) =>
        answer.status === 200 ? 'ok' : `${answer.status} ${answer.errorId} ${answer.retryAfter}`,
      );
      expect(terminated).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set(['ok', '503 API503 1']));
    } finally {
      await admin.end();
    }
    // The pool reconnects: the requests after the blip all succeed.
    const after = await Promise.all(Array.from({ length: 12 }, () => call('/test/work')));
    expect(after.map((answer) => answer.status)).toEqual(Array(12).fill(200));
  });
});
