/**
 * Databases prepared once per test run and copied by every test file that needs the same
 * start (server/test/harness.ts): PGlite dumps in a folder of the run, and PostgreSQL
 * template databases named after the run. `globalSetup.ts` makes the folder and drops both
 * when the run ends. Outside a run that provides the folder, nothing is kept.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { ServerConfig } from '../config.ts';
import type { Seeder } from '../db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's snapshot folder; its name also names the run's template databases. */
    cairnTestSnapshots?: string;
  }
}

/** What a prepared database depends on: the seeders, and what of the config they read. */
export function snapshotKey(seeders: readonly Seeder[], config: ServerConfig): string {
  const inputs = {
    seeders: seeders.map((seeder) => seeder.name),
    environment: config.environment,
    demoPassword: config.demoPassword ?? null,
    passwordHash: config.auth.passwordHash,
  };
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 16);
}

function snapshotFolder(): string | undefined {
  try {
    return inject('cairnTestSnapshots');
  } catch {
    return undefined;
  }
}

/** The PGlite dump kept for `key` in this run, if a file made one already. */
export async function readSnapshot(key: string): Promise<Blob | undefined> {
  const folder = snapshotFolder();
  if (!folder) return undefined;
  try {
    return new Blob([await readFile(path.join(folder, `${key}.tar`))]);
  } catch {
    return undefined;
  }
}

/** Keep a dump for the files after this one (written aside, then renamed: never torn). */
export async function keepSnapshot(key: string, dump: Blob): Promise<void> {
  const folder = snapshotFolder();
  if (!folder) return;
  const file = path.join(folder, `${key}.tar`);
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}

/** The template databases of a run are named `cairn_tpl_<run>_<key>`. */
export function templatePrefix(folder: string): string {
  return `cairn_tpl_${path
    .basename(folder)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()}_`;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of the run's template database for `key`, made and filled (`prepare`, given
 * its URL) by the first caller; callers in other workers wait on an advisory lock
 * meanwhile. Undefined outside a run: the caller prepares its own database.
 */
export async function templateDatabase(
  serverUrl: string,
  key: string,
  prepare: (url: string) => Promise<void>,
): Promise<string | undefined> {
  const folder = snapshotFolder();
  if (!folder) return undefined;
  const name = `${templatePrefix(folder)}${key}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        await prepare(databaseUrl(serverUrl, name));
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        throw error;
      }
    }
    return name;
  } finally {
    await admin.end();
  }
}
