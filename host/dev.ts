// `npm run dev`: the developer loop. The service under /api and the storefront through
// Vite's dev server (hot reload, source maps) in one process on PORT; the build is not used.
import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { seed } from '#server/db/seed.ts';
import { createLogger } from '#server/http/logger.ts';
import { createStorefrontHandler } from '#storefront/runtime/handler.ts';
import { createHost, inProcessApi, isServicePath } from './app.ts';
import { storefrontSettings } from './settings.ts';

const config = loadConfig();
const logger = createLogger(config);
const settings = storefrontSettings(process.env);
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await handle.migrate();
const seeded = await seed(handle.db, { config, now: new Date() });
if (seeded.length) logger.info({ seeded }, 'seeded demo data');

const service = createApp({ db: handle.db, config, logger });
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const storefront = createStorefrontHandler({
  build: () =>
    vite.ssrLoadModule(
      'virtual:react-router/server-build',
    ) as Promise<unknown> as Promise<ServerBuild>,
  mode: 'development',
  api: settings.apiUrl
    ? { baseUrl: settings.apiUrl, fetch: globalThis.fetch }
    : inProcessApi(service),
  sites: settings.sites,
  previewToken: settings.previewToken,
  botCheck: settings.botCheck,
});
const listener = getRequestListener(createHost({ service, storefront }).fetch);

/**
 * Vite serves the repository's sources by path, and those of its `api/` folder
 * (`/api/client/client.ts`) share the service's prefix: a module's path is Vite's, as no
 * service route ends in a source file's extension.
 */
const isSourceModule = (pathname: string) => /\.(?:[cm]?[jt]sx?|css|json)$/.test(pathname);

const server = createHttpServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://dev');
  if (isServicePath(pathname) && !isSourceModule(pathname)) {
    void listener(request, response);
    return;
  }
  vite.middlewares(request, response, () => void listener(request, response));
});
server.listen(config.port, () => {
  console.info(`\n  Cairn store (development): http://localhost:${config.port}/\n`);
});
