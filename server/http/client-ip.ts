import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  server?: NodeBindings;
}

/**
 * The caller's address for throttling: the socket's peer, or the first X-Forwarded-For
 * entry when the service sits behind a proxy it trusts (TRUST_PROXY=1).
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as NodeBindings | undefined;
  const bindings = env?.server ?? env;
  return bindings?.incoming?.socket?.remoteAddress ?? 'unknown';
}
