/**
 * Vitest global setup of the integration project: one PGlite data directory migrated and
 * seeded as `npm start` seeds a new store, made once per run; every store a test file
 * starts (shopperBrowser.ts) begins from a copy of it instead of seeding its own.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A seeded store's PGlite data directory, to copy (never to open). */
    cairnStoreData?: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Node's compile cache, shared by every store a run starts: the store's sources are
 * stripped of their types and compiled once instead of at each of the 30-odd starts
 * (a start and first page took 7.3 s without it, 4.9 s with it).
 */
const compileCache = path.join(tmpdir(), 'cairn-node-compile-cache');

/** The environment the stores of the tests run in (shopperBrowser.ts): PGlite, no NODE_ENV. */
export function storeEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  return { ...env, LOG_LEVEL: 'warn', NODE_COMPILE_CACHE: compileCache, ...overrides };
}

export default function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'cairn-store-data-'));
  const seeded = spawnSync(process.execPath, ['server/db/cli.ts', 'seed'], {
    cwd: root,
    env: storeEnv({ PGLITE_DATA_DIR: folder }),
    encoding: 'utf8',
  });
  if (seeded.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`seeding the stores' database failed:\n${seeded.stdout}${seeded.stderr}`);
  }
  project.provide('cairnStoreData', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
