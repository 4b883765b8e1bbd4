// `npm run db:migrate` / `npm run db:seed`: on DATABASE_URL, else the PGlite data directory.
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { seed } from './seed.ts';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: node server/db/cli.ts migrate|seed');
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  console.info(`Migrated the ${handle.kind === 'pg' ? 'PostgreSQL' : 'PGlite'} database.`);
  if (command === 'seed') {
    const ran = await seed(handle.db, { config, now: new Date() });
    console.info(ran.length ? `Seeded: ${ran.join(', ')}.` : 'Nothing to seed.');
  }
} finally {
  await handle.close();
}
