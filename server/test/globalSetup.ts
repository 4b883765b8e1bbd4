/**
 * Vitest global setup of the service's test projects: a folder for the run's prepared
 * databases (server/test/snapshots.ts), removed with the run's template databases at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { templatePrefix } from './snapshots.ts';

export default function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'cairn-db-snapshots-'));
  project.provide('cairnTestSnapshots', folder);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [templatePrefix(folder)],
      );
      for (const { datname } of rows) {
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    } finally {
      await admin.end();
    }
  };
}
