import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

/**
 * What a Node server hands the app beside the request (@hono/node-server's bindings; the
 * store in one process passes them on, host/app.ts), possibly wrapped once.
 */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  server?: NodeBindings;
}

/**
 * The entry of an X-Forwarded-* list (`For`, `Proto`) the farthest of `trustProxy` trusted
 * proxies wrote (TRUST_PROXY) — counted from the right, as each proxy appends what it saw,
 * so whatever the client put on the left is never believed; with fewer entries than
 * proxies, the first. None when no proxy is trusted or the header is empty.
 */
export function trustedForwardedEntry(
  header: string | null | undefined,
  trustProxy: number,
): string | undefined {
  if (trustProxy <= 0 || !header) return undefined;
  const hops = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return hops[hops.length - trustProxy] ?? hops[0];
}

/** The caller's address: trustedForwardedEntry of X-Forwarded-For, else the socket's peer. */
export function forwardedClient(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustProxy: number,
): string {
  return trustedForwardedEntry(forwardedFor, trustProxy) ?? socketAddress ?? 'unknown';
}

/** The caller's address for throttling (forwardedClient of this request). */
export function clientIp(c: Context<AppEnv>): string {
  const env = c.env as NodeBindings | undefined;
  const bindings = env?.server ?? env;
  return forwardedClient(
    c.req.header('x-forwarded-for'),
    bindings?.incoming?.socket?.remoteAddress,
    c.get('deps').config.trustProxy,
  );
}
