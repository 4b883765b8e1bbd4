// `npm run api`: migrate, seed what is missing, serve the commerce service on PORT.
import { loadConfig } from './config.ts';
import { serveApp } from './http/serve.ts';
import { startNotice, startService, stopOnSignals } from './start.ts';

const config = loadConfig();
const service = await startService(config);
const { app, handle, logger } = service;
const server = serveApp({ fetch: app.fetch, config, port: config.port, logger }, (info) => {
  logger.info(
    { port: info.port, database: handle.kind, environment: config.environment },
    `Cairn API on http://localhost:${info.port}/api`,
  );
  console.info(startNotice(config, info, 'Cairn API (below /api)'));
});
stopOnSignals(server, service);
