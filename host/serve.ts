// The commerce service under /api and the server-rendered store beside it, in one Node
// process on PORT (migrating and seeding an empty database first). Started by host/main.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { loadConfig } from '#server/config.ts';
import { serveApp } from '#server/http/serve.ts';
import { startNotice, startService, stopOnSignals } from '#server/start.ts';
import { createStorefrontHandler } from '#storefront/runtime/handler.ts';
import { createHost, inProcessApi } from './app.ts';
import { storefrontSettings } from './settings.ts';

const root = path.resolve(import.meta.dirname, '..');
const serverBuild = path.join(root, 'build/server/index.js');
if (!existsSync(serverBuild)) {
  console.error('No storefront build: run `npm start` (it builds) or `npx react-router build`.');
  process.exit(1);
}

// The production build serves answers as they are: no contract check of responses.
const config = loadConfig(
  { ...process.env, NODE_ENV: process.env.CAIRN_SERVICE_ENV || undefined },
  { validateResponses: false },
);
const settings = storefrontSettings(process.env);
const started = await startService(config);
const { app: service, handle, logger } = started;
const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
const storefront = createStorefrontHandler({
  build,
  mode: 'production',
  api: settings.apiUrl
    ? { baseUrl: settings.apiUrl, fetch: globalThis.fetch }
    : inProcessApi(service),
  sites: settings.sites,
  previewToken: settings.previewToken,
  botCheck: settings.botCheck,
  secureCookies: config.auth.secureCookies,
});
const host = createHost({
  service,
  storefront,
  clientDir: path.join(root, 'build/client'),
  trustProxy: config.trustProxy,
});

const server = serveApp({ fetch: host.fetch, config, port: config.port, logger }, (info) => {
  logger.info(
    { port: info.port, database: handle.kind, environment: config.environment },
    `Cairn store on http://localhost:${info.port}/`,
  );
  const store = `Cairn store (Tread: http://tread.localhost:${info.port}/)`;
  console.info(startNotice(config, info, store));
});

// The store's experiment events are flushed while the database is still open.
stopOnSignals(server, started, () => storefront.close());
