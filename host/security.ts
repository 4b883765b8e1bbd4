import type { MiddlewareHandler } from 'hono';
import { trustedForwardedEntry } from '#server/http/client-ip.ts';

/*
 * The browser security headers of everything the store serves beside the service (issue 44):
 * pages, the storefront's JSON calls and the build's files. A page's Content-Security-Policy
 * and X-Frame-Options come with its HTML (storefront/runtime/contentSecurity.ts: they carry
 * the page's nonce, and the page cache renews it); these are the same for every response.
 */

/**
 * Features no page of the store uses are off for it and every frame in it; the store finder
 * asks for the shopper's position, the video player may go full screen.
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'fullscreen=(self)',
].join(', ');

/** A year, the subdomains too: once a browser has seen the store over HTTPS, only HTTPS. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export interface SecurityOptions {
  /**
   * Proxies in front whose X-Forwarded-Proto is believed (TRUST_PROXY, server/config.ts):
   * behind one, a request that reached it over HTTPS arrives here over HTTP. @default 0
   */
  trustProxy?: number;
}

/**
 * Whether the browser's request came over HTTPS: the request's own URL, or with trusted
 * proxies the X-Forwarded-Proto the farthest of them wrote (as X-Forwarded-For is read).
 */
export function isHttps(request: Request, trustProxy = 0): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const proto = trustedForwardedEntry(request.headers.get('x-forwarded-proto'), trustProxy);
  return proto?.toLowerCase() === 'https';
}

/** The headers every response gets (HSTS only over HTTPS, where browsers heed it). */
export function transportSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** Hono middleware: the headers on every answer, cached or not (set after the cache). */
export function securityHeaders({ trustProxy = 0 }: SecurityOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // A page's own stricter referrer policy stays (a link holding a token: no-referrer).
    const headers = Object.entries(transportSecurityHeaders(isHttps(c.req.raw, trustProxy))).filter(
      ([name]) => !(name === 'Referrer-Policy' && c.res.headers.has(name)),
    );
    try {
      for (const [name, value] of headers) c.res.headers.set(name, value);
    } catch {
      // A response with immutable headers (a fetch's own): a copy takes them.
      const copy = new Response(c.res.body, c.res);
      for (const [name, value] of headers) copy.headers.set(name, value);
      c.res = copy;
    }
  };
}
