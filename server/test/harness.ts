/**
 * A fresh service and database per test file: PGlite in memory by default; with
 * CAIRN_TEST_DB=pg (the `server-pg` Vitest project, defined when DATABASE_URL is set) a
 * new database on that PostgreSQL server, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { AnyRoute, RouteResponse } from '#api/contract/route.ts';
import { buildPath } from '#api/contract/route.ts';
import { type App, type CreateAppOptions, createApp } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client.ts';
import { type SeedContext, type Seeder, seed, seeders } from '../db/seed.ts';
import {
  databaseUrl,
  keepSnapshot,
  readSnapshot,
  snapshotKey,
  templateDatabase,
} from './snapshots.ts';

export type TestDatabaseKind = 'pglite' | 'pg';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.CAIRN_TEST_DB === 'pg' ? 'pg' : 'pglite';
}

/** A clock the test moves (reset links, locks, tokens expire by it). */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/**
 * The database a test file starts from: empty but migrated, or seeded with `seeders`. The
 * first file of a run to ask for one prepares it and keeps it (server/test/snapshots.ts:
 * a PGlite dump, a PostgreSQL template database); the others start from that copy, which
 * spares each file PGlite's initdb, the migrations and the seed.
 */
async function openTestDatabase(
  seeders: readonly Seeder[],
  context: SeedContext,
): Promise<DatabaseHandle> {
  const prepare = async (handle: DatabaseHandle) => {
    await handle.migrate();
    if (seeders.length > 0) await seed(handle.db, context, seeders);
  };
  const key = snapshotKey(seeders, context.config);
  if (testDatabaseKind() === 'pglite') {
    const kept = await readSnapshot(key);
    if (kept) return openDatabase({ dataDir: 'memory', snapshot: kept });
    const handle = await openDatabase({ dataDir: 'memory' });
    await prepare(handle);
    if (handle.dump) await keepSnapshot(key, await handle.dump());
    return handle;
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('CAIRN_TEST_DB=pg needs DATABASE_URL');
  const name = `cairn_test_${randomBytes(6).toString('hex')}`;
  const fill = async (url: string) => {
    const handle = await openDatabase({ url, poolSize: 4 });
    try {
      await prepare(handle);
    } finally {
      await handle.close();
    }
  };
  const template = await templateDatabase(adminUrl, key, fill);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  if (!template) await fill(databaseUrl(adminUrl, name));
  const handle = await openDatabase({ url: databaseUrl(adminUrl, name), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export interface SendInput {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface SendResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A caller with its own cookie jar (one browser). */
export interface TestAgent {
  /** Call a contract route; never throws on an error status. */
  send<R extends AnyRoute>(route: R, input?: SendInput): Promise<SendResult<RouteResponse<R>>>;
  /** A raw request below `/api` (e.g. `/unknown`) with this agent's cookies. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  cookies: Map<string, string>;
}

export interface TestServer {
  app: App;
  db: Database;
  kind: TestDatabaseKind;
  config: ServerConfig;
  clock: TestClock;
  /** A new caller with an empty cookie jar. */
  agent(): TestAgent;
  close(): Promise<void>;
}

export interface TestServerOptions extends Omit<Partial<CreateAppOptions>, 'db' | 'config'> {
  /** Seed demo data from demo (all seeders, or the listed ones). */
  seed?: boolean | readonly Seeder[];
  config?: Partial<Omit<ServerConfig, 'auth'>> & { auth?: Partial<ServerConfig['auth']> };
}

/** Cheaper argon2 for tests: the algorithm is the same, the cost is not the point. */
const testPasswordHash = { memoryCost: 1024, timeCost: 1 };

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const base = loadConfig({ NODE_ENV: 'test' });
  const config: ServerConfig = {
    ...base,
    ...options.config,
    auth: { ...base.auth, passwordHash: testPasswordHash, ...options.config?.auth },
  };
  const clock = createClock();
  const handle = await openTestDatabase(options.seed === true ? seeders : options.seed || [], {
    config,
    now: clock.now(),
  });
  const app = createApp({ now: clock.now, ...options, db: handle.db, config });

  function agent(): TestAgent {
    const cookies = new Map<string, string>();
    async function fetchWithCookies(path: string, init: RequestInit = {}): Promise<Response> {
      const headers = new Headers(init.headers);
      if (cookies.size > 0 && !headers.has('cookie')) {
        headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      }
      const response = await app.request(`/api${path}`, { ...init, headers });
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    }
    return {
      cookies,
      fetch: fetchWithCookies,
      async send(route, input = {}) {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(input.query ?? {})) {
          if (value !== undefined) search.set(key, String(value));
        }
        const path = buildPath(route.path, input.params ?? {});
        const url = search.size > 0 ? `${path}?${search}` : path;
        const headers: Record<string, string> = { ...input.headers };
        let body: string | undefined;
        if (input.body !== undefined) {
          headers['content-type'] ??= 'application/json';
          body = typeof input.body === 'string' ? input.body : JSON.stringify(input.body);
        }
        const response = await fetchWithCookies(url, { method: route.method, headers, body });
        const text = await response.text();
        let parsed: unknown;
        try {
          parsed = text === '' ? undefined : JSON.parse(text);
        } catch {
          parsed = text;
        }
        return {
          status: response.status,
          body: parsed as RouteResponse<typeof route>,
          headers: response.headers,
        };
      },
    };
  }

  return {
    app,
    db: handle.db,
    kind: handle.kind,
    config,
    clock,
    agent,
    close: () => handle.close(),
  };
}

/**
 * The usual shape of a server test file: one service for the file, built before the
 * first test and closed after the last. Call the returned function inside tests.
 */
export function setupTestServer(options: TestServerOptions = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createTestServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('The test server is not ready (call it inside a test)');
    return server;
  };
}

/** The error body's first entry, for assertions. */
export function errorIdOf(result: SendResult): string | undefined {
  const body = result.body as { errorDetails?: { errorId?: string }[] } | undefined;
  return body?.errorDetails?.[0]?.errorId;
}
