import { hostNameOf, type SiteTable } from '../site/site.ts';

/*
 * The hosts the storefront answers (issue 44): those of the site table (SITE_HOSTS over
 * `ridgeline.localhost` and `tread.localhost`), and this machine's own names, which
 * `npm start`, the tests and a health check on the box use (a browser elsewhere never
 * sends them). Any other Host header would be written into the canonical and hreflang links
 * of a public, cached page: such a request is answered 421 Misdirected Request, its host
 * never echoed.
 */

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the storefront serves this Host header (any port). */
export function isServedHost(host: string | null | undefined, table: SiteTable): boolean {
  const name = hostNameOf(host);
  return Object.hasOwn(table, name) || loopback.has(name);
}

/** The answer to a request for another host: small, plain, never cached. */
export function misdirected(): Response {
  return new Response('Misdirected Request: this store does not serve that host.\n', {
    status: 421,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}
