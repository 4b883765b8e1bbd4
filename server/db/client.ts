import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { cacheStatements, shareDrizzleParsers } from './pgliteTuning.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database every domain works with, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction; pass it where a function must join the caller's transaction. */
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Either: functions that only read or write take this. */
export type Executor = Database | Transaction;

/**
 * Whether the database runs one transaction at a time (PGlite: one session in process),
 * so that a lock taken by a statement never waits and the same statement may read what
 * it locked. On a server, a read must follow its lock in a statement of its own (under
 * READ COMMITTED a statement reads the snapshot it started with).
 */
export function runsOneTransactionAtATime(db: Database): boolean {
  return !((db as unknown as { $client: unknown }).$client instanceof pg.Pool);
}

/**
 * Reads that do not depend on each other: at once on the database (the pool spreads them
 * over connections), one after the other in a transaction. A transaction is one
 * connection: node-postgres queues a query sent while another runs on it, warns that a
 * later version will refuse it, and gains nothing by it.
 */
export async function readTogether<T extends readonly unknown[]>(
  db: Executor,
  ...reads: { [K in keyof T]: () => PromiseLike<T[K]> }
): Promise<T> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'pg';
  /** Apply the generated migrations of server/db/migrations. */
  migrate(): Promise<void>;
  /** PGlite only: the data directory as an uncompressed tarball (`snapshot` reopens it). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** `postgres://…`: a PostgreSQL server through `pg`. */
  url?: string | undefined;
  /** PGlite data directory; `memory` (or omitted) keeps the database in memory. */
  dataDir?: string | undefined;
  /** PGlite in memory: start from this dump (`DatabaseHandle.dump`) instead of empty. */
  snapshot?: Blob | undefined;
  /** Connections in the `pg` pool. @default 10 */
  poolSize?: number;
  /** Told when a pooled connection fails, idle or in use (the pool replaces it). */
  onConnectionError?: (error: Error) => void;
}

/** Open PostgreSQL: a server when `url` is given, else embedded PGlite. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A server that does not answer: the request fails (API503) instead of waiting forever.
      connectionTimeoutMillis: 5_000,
    });
    // A connection the server terminates (a restart, a failover, an idle timeout,
    // pg_terminate_backend) emits 'error' on its client, and with no listener that event
    // kills the process — the pool listens only while a client is idle. Every client gets
    // a listener for its whole life: the query under way fails with the error (the
    // request answers API503), the broken client is not given back to the pool, and the
    // next query opens a fresh connection.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onConnectionError?.(error));
    });
    // The idle case, told above already by the client's own listener.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db: db as unknown as Database,
      kind: 'pg',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory' ? options.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir
    ? new PGlite(dataDir)
    : new PGlite(options.snapshot ? { loadDataDir: options.snapshot } : {});
  await client.waitReady;
  cacheStatements(client);
  shareDrizzleParsers(client);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
    close: () => client.close(),
  };
}
