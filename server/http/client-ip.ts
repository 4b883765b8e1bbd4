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
 * The caller's address: with `trustProxy` proxies in front (TRUST_PROXY), the entry of
 * X-Forwarded-For the farthest trusted one wrote — counted from the right, as each proxy
 * appends the peer it saw, so whatever the client put on the left is never believed;
 * else, or when the header has fewer entries, the socket's peer.
 */
export function forwardedClient(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustProxy: number,
): string {
  if (trustProxy > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const client = hops[hops.length - trustProxy] ?? hops[0];
    if (client) return client;
  }
  return socketAddress ?? 'unknown';
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
