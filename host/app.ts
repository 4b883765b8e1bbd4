import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { isPreviewUrl } from '../storefront/preview/access.ts';
import { isPrivateRequest } from '../storefront/runtime/audience.ts';
import { cachedPages } from './pageCache.ts';

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

export interface HostOptions {
  /** The commerce service (server/app.ts `createApp`), below `/api`. */
  service: { fetch: (request: Request) => Response | Promise<Response> };
  /** The storefront's request handler (storefront/runtime/handler.ts). */
  storefront: (request: Request) => Promise<Response>;
  /** `build/client` of the production build; none in development (Vite serves assets). */
  clientDir?: string;
}

/**
 * One process, one port (ARCHITECTURE.md "The storefront"): `/api/*` to the service,
 * the build's hashed assets with immutable caching and its other files briefly cached,
 * every other request to React Router, through the shared page cache (pageCache.ts).
 */
export function createHost({ service, storefront, clientDir }: HostOptions) {
  const web = new Hono();
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
  const pages = cachedPages(storefront, {
    bypass: (request) => isPrivateRequest(request) || isPreviewUrl(request.url),
  });
  // Cached pages come compressed from the cache; the others (a shopper's own) on the way.
  web.use('*', compress());
  web.all('*', (c) => pages(c.req.raw));
  return {
    fetch(request: Request): Response | Promise<Response> {
      const { pathname } = new URL(request.url);
      return isServicePath(pathname) ? service.fetch(request) : web.fetch(request);
    },
  };
}
