/**
 * The store as `npm start` serves it (host/app.ts: the production build beside the
 * service), on a seeded service in memory, for one test file: built before its first test
 * (the build too, when it is stale), closed after its last.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import type { PublicBotCheck } from '#api/contract/botCheck.ts';
import { createTestServer, type TestServer } from '#server/test/harness.ts';
import { createStorefrontHandler } from '#storefront/runtime/handler.ts';
import type { FeatureTable, SettingTable } from '#storefront/site/features.ts';
import { defaultSiteTable } from '#storefront/site/site.ts';
// @ts-expect-error: plain ESM script without types
import { ensureStorefrontBuild, storefrontBuild } from '../../scripts/setup.mjs';
import { createHost, inProcessApi } from '../app.ts';

export interface TestStore {
  server: TestServer;
  /** A request to `http://localhost:3000{pathname}`; redirects are answered, not followed. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
}

/**
 * `features`: the sites' settings (STORE_FEATURES), the defaults when left out; `settings`:
 * their numbers and lists (STORE_SETTINGS), likewise;
 * `previewToken`: PREVIEW_TOKEN (preview/access.ts); `botCheck`: BOT_CHECK_PROVIDER and
 * BOT_CHECK_SITE_KEY (the sandbox when left out).
 */
export function setupTestStore(
  options: {
    features?: FeatureTable;
    settings?: SettingTable;
    previewToken?: string;
    botCheck?: PublicBotCheck;
  } = {},
): () => TestStore {
  let store: TestStore | undefined;
  let server: TestServer | undefined;
  let closeStorefront: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ensureStorefrontBuild();
    const service = await createTestServer({ seed: true });
    server = service;
    const build = (await import(pathToFileURL(storefrontBuild as string).href)) as ServerBuild;
    const storefront = createStorefrontHandler({
      build,
      mode: 'production',
      api: inProcessApi(service.app),
      sites: {
        table: defaultSiteTable,
        defaultBrand: 'ridgeline',
        features: options.features,
        settings: options.settings,
      },
      previewToken: options.previewToken,
      botCheck: options.botCheck,
    });
    closeStorefront = storefront.close;
    const host = createHost({
      service: service.app,
      storefront,
      clientDir: path.resolve(import.meta.dirname, '../../build/client'),
    });
    store = {
      server: service,
      request: async (pathname, init = {}) =>
        host.fetch(
          new Request(`http://localhost:3000${pathname}`, { redirect: 'manual', ...init }),
        ),
    };
  });
  afterAll(async () => {
    await closeStorefront?.();
    await server?.close();
  });
  return () => {
    if (!store) throw new Error('the test store is not set up yet');
    return store;
  };
}
