import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { isPreviewUrl } from '../storefront/preview/access.ts';
import { isPrivateRequest } from '../storefront/runtime/audience.ts';
import { cachedPageUrl } from '../storefront/runtime/pageQuery.ts';
import { cachedPages } from './pageCache.ts';
import { securityHeaders } from './security.ts';

/**
 * The files of a folder, with their Cache-Control; a path that is not a file goes on
 * to the next handler untouched.
 */
function staticFiles(root: string, cacheControl: string, precompressed = false): MiddlewareHandler {
  const serve = serveStatic({ root, precompressed });
  return async (c, next) => {
    // Pages have no file extension: no file lookup for them.
    if (!/\.[a-z0-9]+$/i.test(c.req.path)) return next();
    let missing = false;
    const response = await serve(c, async () => {
      missing = true;
    });
    if (missing || !response) return next();
    const cached = new Response(response.body, response);
    if (cached.status === 200) cached.headers.set('Cache-Control', cacheControl);
    return cached;
  };
}

/** Paths the service answers (`/api`, `/api/…`). */
export function isServicePath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * What Node hands a request beside it (@hono/node-server's `{ incoming, outgoing }`): the
 * service reads the client's address from it (server/http/client-ip.ts).
 */
export type NodeBindings = object;

/**
 * The page request being rendered: the storefront's loaders call the service in process
 * (host/serve.ts) with the shopper's bindings and X-Forwarded-For, so that a sign-in or a
 * guest token asked for during a render counts against the shopper's address, not one
 * shared by every shopper.
 */
export const pageRequest = new AsyncLocalStorage<{
  env: NodeBindings | undefined;
  forwardedFor: string | null;
}>();

/**
 * The storefront's way to the service in the same process: its own fetch, no loopback
 * HTTP, each call carrying the page request's client (bindings and X-Forwarded-For).
 */
export function inProcessApi(service: HostOptions['service']): {
  baseUrl: string;
  fetch: typeof fetch;
} {
  return {
    baseUrl: 'http://storefront.internal/api',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const page = pageRequest.getStore();
      if (page?.forwardedFor) request.headers.set('x-forwarded-for', page.forwardedFor);
      return service.fetch(request, page?.env);
    },
  };
}

export interface HostOptions {
  /** The commerce service (server/app.ts `createApp`), below `/api`. */
  service: { fetch: (request: Request, env?: NodeBindings) => Response | Promise<Response> };
  /** The storefront's request handler (storefront/runtime/handler.ts). */
  storefront: (request: Request) => Promise<Response>;
  /** `build/client` of the production build; none in development (Vite serves assets). */
  clientDir?: string;
  /** TRUST_PROXY (server/config.ts): proxies whose X-Forwarded-Proto says HTTPS (security.ts). */
  trustProxy?: number;
}

/**
 * One process, one port (ARCHITECTURE.md "The storefront"): `/api/*` to the service,
 * the build's hashed assets with immutable caching and its other files briefly cached,
 * every other request to React Router, through the shared page cache (pageCache.ts).
 */
export function createHost({ service, storefront, clientDir, trustProxy }: HostOptions) {
  const web = new Hono();
  web.use('*', securityHeaders({ trustProxy }));
  if (clientDir) {
    const root = path.relative(process.cwd(), clientDir) || '.';
    // Scripts and styles travel compressed: the build's brotli or gzip copy as the browser
    // accepts (build-plugins/precompress.ts), else compressed on the way (deflate, or a file without one).
    web.use('/assets/*', compress());
    web.use('/assets/*', staticFiles(root, 'public, max-age=31536000, immutable', true));
    web.use('*', staticFiles(root, 'public, max-age=3600'));
  }
  // A shopper's own pages and previews: never from the shared cache, never into it
  // (audience.ts, preview/access.ts).
  // Pages are keyed on the query they read, and rendered from it (pageQuery.ts).
  const pages = cachedPages(storefront, {
    bypass: (request) => isPrivateRequest(request) || isPreviewUrl(request.url),
    normalize: cachedPageUrl,
  });
  // Cached pages come compressed from the cache; the others (a shopper's own) on the way.
  web.use('*', compress());
  web.all('*', (c) => pages(c.req.raw));
  return {
    fetch(request: Request, env?: NodeBindings): Response | Promise<Response> {
      const { pathname } = new URL(request.url);
      if (isServicePath(pathname)) return service.fetch(request, env);
      const forwardedFor = request.headers.get('x-forwarded-for');
      return pageRequest.run({ env, forwardedFor }, () => web.fetch(request));
    },
  };
}
