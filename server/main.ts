// `npm run api`: migrate, seed what is missing, serve the commerce service on PORT.
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed.ts';
import { createLogger } from './http/logger.ts';
import { serveApp } from './http/serve.ts';

const config = loadConfig();
const logger = createLogger(config);
const handle = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  onIdleError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
});
await handle.migrate();
const seeded = await seed(handle.db, { config, now: new Date() });
if (seeded.length) logger.info({ seeded }, 'seeded demo data');

const app = createApp({ db: handle.db, config, logger });
const server = serveApp({ fetch: app.fetch, config, port: config.port, logger }, (info) => {
  logger.info(
    { port: info.port, database: handle.kind, environment: config.environment },
    `Cairn API on http://localhost:${info.port}/api`,
  );
});

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  server.close(async () => {
    await handle.close();
    process.exit(0);
  });
  // Open keep-alive connections must not hold the process forever.
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
