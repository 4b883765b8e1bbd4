import type { createRequestHandler, ServerBuild } from 'react-router';
import type { PublicBotCheck } from '#api/contract/botCheck.ts';
import type { Brand } from '#api/contract/common.ts';
import { createExperimentRegistry } from '../experiments/sdk.ts';
import type { ExperimentRegistry } from '../experiments/types.ts';
import { contentRequestOf, isPreviewUrl } from '../preview/access.ts';
import {
  type FeatureTable,
  featuresFor,
  type SettingTable,
  settingsFor,
} from '../site/features.ts';
import { brandOfHost, type SiteTable } from '../site/site.ts';
import { isPersonalRequest } from './audience.ts';
import { createNonce, documentSecurityHeaders } from './contentSecurity.ts';
import { isServedHost, misdirected } from './hosts.ts';
import type { createLoadContext } from './loadContext.ts';

export interface StorefrontOptions {
  /** The React Router server build (`build/server/index.js`), or Vite's in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  /**
   * How loaders reach the service: the service's own `fetch` in process (no loopback
   * HTTP), or the network's for a remote `API_URL`.
   */
  api: { baseUrl: string; fetch: typeof fetch };
  /**
   * The site table, the default brand, the sites' switches (STORE_FEATURES) and numbers
   * (STORE_SETTINGS); none: the defaults.
   */
  sites: {
    table: SiteTable;
    defaultBrand: Brand;
    features?: FeatureTable;
    settings?: SettingTable;
  };
  /**
   * PREVIEW_TOKEN: with it, only requests holding `x-cairn-preview: <token>` see preview
   * content (preview/access.ts); without it, any `?preview=true` does.
   */
  previewToken?: string | undefined;
  /** The experimentation SDK. @default one fed by the service through `api` */
  experiments?: ExperimentRegistry;
  /**
   * The store's own cookies (`cairn_vid`) are Secure, as the service's are in production
   * (its `auth.secureCookies`): behind a TLS proxy the request itself reads http.
   * @default Secure on https requests only
   */
  secureCookies?: boolean;
  /**
   * BOT_CHECK_PROVIDER and BOT_CHECK_SITE_KEY (host/settings.ts): the client pages load
   * and the provider origins their Content-Security-Policy allows. @default the sandbox
   */
  botCheck?: PublicBotCheck;
}

/**
 * Cache by audience (ARCHITECTURE.md): catalogue and content pages are the same for every
 * shopper (what is the shopper's own loads in the browser), so a 200 may be cached for a
 * minute and served stale while revalidating, a 404 for a minute, a permanent redirect for
 * a day. A route that set its own Cache-Control keeps it; an answer that sets a cookie, a
 * signed-in shopper's page, a preview, a non-GET and any failure are never stored.
 */
export function cacheControlOf(
  request: Request,
  response: Response,
  setsCookie: boolean,
  personalized = false,
): string {
  const own = response.headers.get('Cache-Control');
  // Experiments and segments chose this HTML for this shopper: theirs alone (README).
  if (personalized) return 'private, no-store';
  // A preview shows what is not live yet, to testers only: never into a shared cache.
  if (isPreviewUrl(request.url)) return 'private, no-store';
  // A signed-in shopper's page carries their name, an associate's the bar (audience.ts).
  if (setsCookie || isPersonalRequest(request)) return 'private, no-store';
  if (own) return own;
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'no-store';
  if (response.status === 200) return 'public, max-age=60, stale-while-revalidate=300';
  if (response.status === 404) return 'public, max-age=60';
  if (response.status === 301 || response.status === 308) return 'public, max-age=86400';
  return 'no-store';
}

/**
 * The storefront as one fetch handler: every request gets its site's brand and an API
 * client of its own (the shopper's Cookie header forwarded, the service's Set-Cookie
 * passed back on the page's response, which is then private), and a page its script nonce
 * and Content-Security-Policy (contentSecurity.ts). A host outside the site table is not
 * served (hosts.ts).
 */
export function createStorefrontHandler(options: StorefrontOptions) {
  const { build } = options;
  const experiments =
    options.experiments ??
    createExperimentRegistry({ baseUrl: options.api.baseUrl, fetch: options.api.fetch });
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handler = async (request: Request): Promise<Response> => {
    const host = request.headers.get('host') ?? new URL(request.url).host;
    if (!isServedHost(host, options.sites.table)) return misdirected();
    const current = typeof build === 'function' ? await build() : build;
    // From inside the build (entry.server.tsx): its own request handler, context key and
    // client classes, not second copies of them.
    const entry = current.entry.module as unknown as {
      createLoadContext: typeof createLoadContext;
      createRequestHandler: typeof createRequestHandler;
    };
    let handle = handlers.get(current);
    if (!handle) {
      handle = entry.createRequestHandler(current, options.mode);
      handlers.set(current, handle);
    }
    const setCookies: string[] = [];
    let personalized = false;
    const brand = brandOfHost(host, options.sites.table, options.sites.defaultBrand);
    const nonce = createNonce();
    const context = entry.createLoadContext({
      request,
      brand,
      features: featuresFor(options.sites.features ?? { all: {}, brands: {} }, brand),
      settings: settingsFor(options.sites.settings ?? { all: {}, brands: {} }, brand),
      api: options.api,
      content: contentRequestOf(request, options.previewToken),
      nonce,
      secureCookies: options.secureCookies === true,
      onSetCookie: (cookie) => setCookies.push(cookie),
      botCheck: options.botCheck,
      experiments: {
        registry: experiments,
        onPersonalized: () => {
          personalized = true;
        },
      },
    });
    const response = await handle(request, context);
    const headers = new Headers(response.headers);
    for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
    headers.set(
      'Cache-Control',
      cacheControlOf(request, response, setCookies.length > 0, personalized),
    );
    if (headers.get('Content-Type')?.startsWith('text/html')) {
      const policy = documentSecurityHeaders(nonce, {
        framedBySelf: isPreviewUrl(request.url),
        development: options.mode === 'development',
        botCheck: options.botCheck?.provider,
      });
      for (const [name, value] of Object.entries(policy)) headers.set(name, value);
    }
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
  /** Flush the experiment events and stop the SDK's polling (shutdown, tests). */
  return Object.assign(handler, { close: () => experiments.close() });
}
