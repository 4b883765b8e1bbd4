import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import type { loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { seed } from './db/seed.ts';
import { createLogger } from './http/logger.ts';

/*
 * What every process that runs the service does before it listens (`npm run api`:
 * server/main.ts; `npm start`: host/serve.ts) and when it is asked to stop.
 */

export interface StartedService {
  app: ReturnType<typeof createApp>;
  handle: DatabaseHandle;
  logger: Logger;
}

/** Open the database, migrate it, seed what is missing, and make the service's app. */
export async function startService(config: ReturnType<typeof loadConfig>): Promise<StartedService> {
  const logger = createLogger(config);
  const handle = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) => logger.warn({ err: error }, 'a database connection failed'),
  });
  await handle.migrate();
  const seeded = await seed(handle.db, { config, now: new Date() });
  if (seeded.length) logger.info({ seeded }, 'seeded demo data');
  return { app: createApp({ db: handle.db, config, logger }), handle, logger };
}

/**
 * What a person starting the server must know: where it answers, and outside production
 * that it is a demo (published passwords, the sandbox bot check, anyone's reset mail at
 * /api/dev/outbox), so it listens on this machine only unless HOST says otherwise.
 */
export function startNotice(
  config: Pick<ReturnType<typeof loadConfig>, 'environment' | 'http'>,
  address: { address: string; port: number },
  what: string,
): string {
  const local = ['127.0.0.1', '::1', 'localhost'].includes(address.address);
  const lines = [`${what}: http://localhost:${address.port}/`];
  if (config.environment !== 'production') {
    lines.push(
      'This is a demo: its accounts have published passwords, the bot check is a sandbox and',
      'every mail (password resets included) can be read at /api/dev/outbox.',
      local
        ? `It listens on ${address.address} only: HOST=0.0.0.0 would open it to the network.`
        : `It listens on ${address.address}: anyone who reaches this machine can use it.`,
    );
  }
  return `\n  ${lines.join('\n  ')}\n`;
}

/**
 * SIGINT or SIGTERM: stop listening, let `beforeClose` finish what still needs the database
 * (the store flushes its experiment events through the service), close the database, exit.
 */
export function stopOnSignals(
  server: Server,
  { handle, logger }: StartedService,
  beforeClose?: () => Promise<void>,
): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    server.close(async () => {
      try {
        await beforeClose?.();
      } catch (error) {
        logger.error({ err: error }, 'stopping: could not finish before closing');
      }
      await handle.close();
      process.exit(0);
    });
    // Open keep-alive connections must not hold the process forever.
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
