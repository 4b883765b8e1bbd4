import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ErrorId } from '#api/contract/errors.ts';
import type { RateLimit } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { authThrottle } from '../db/schema/auth.ts';
import { clientIp } from './client-ip.ts';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';

/*
 * One fixed-window counter per key (`rate:<action>:ip:<address>`, `account:<email>` …),
 * kept in `auth_throttle` so that every instance counts together. Sign-in failures
 * (auth/throttle.ts) and the abuse limits of config.ts `rateLimits` share it.
 */

export interface CallCount {
  /** Calls counted in the key's current window, this one included. */
  count: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

function timestamp(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

/**
 * Count one call for a key, atomically (one upsert): a new window starts at `now` when the
 * key's window is older than `windowSeconds` or its lock (sign-in) has ended.
 */
export async function countCall(
  db: Executor,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<CallCount> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const restart = sql`(${authThrottle.windowStartedAt} <= ${timestamp(windowStart)} or (${authThrottle.lockedUntil} is not null and ${authThrottle.lockedUntil} <= ${timestamp(now)}))`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${restart} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${restart} then ${timestamp(now)} else ${authThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${restart} then null else ${authThrottle.lockedUntil} end`,
      },
    })
    .returning({
      count: authThrottle.failures,
      windowStartedAt: authThrottle.windowStartedAt,
      lockedUntil: authThrottle.lockedUntil,
    });
  if (!row) throw new Error(`Throttle row for ${key} missing`);
  return row;
}

/** Seconds until `until` (at least 1): the Retry-After of a refusal. */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

export interface RateVerdict {
  allowed: boolean;
  /** When the key's window ends: a refused caller may retry then. */
  retryAt: Date;
}

/** Count one call against a limit: allowed while the window holds at most `max` calls. */
export async function takeRate(
  db: Executor,
  key: string,
  limit: RateLimit,
  now: Date,
): Promise<RateVerdict> {
  const { count, windowStartedAt } = await countCall(db, key, limit.windowSeconds, now);
  return {
    allowed: count <= limit.max,
    retryAt: new Date(windowStartedAt.getTime() + limit.windowSeconds * 1000),
  };
}

export interface RateCheck {
  key: string;
  limit: RateLimit;
}

/**
 * Count one call against every check (in key order, so that concurrent calls lock the rows
 * in the same order); throws `errorId` (a 429 of the catalogue) with Retry-After, the end of
 * the latest window over its limit, when any check is over.
 */
export async function enforceRates(
  db: Executor,
  checks: readonly RateCheck[],
  now: Date,
  refusal: { errorId: ErrorId; message: string },
): Promise<void> {
  let retryAt: Date | undefined;
  for (const check of [...checks].sort((a, b) => (a.key < b.key ? -1 : 1))) {
    const verdict = await takeRate(db, check.key, check.limit, now);
    if (!verdict.allowed && (!retryAt || verdict.retryAt > retryAt)) retryAt = verdict.retryAt;
  }
  if (retryAt) {
    throw new ApiError(refusal.errorId, refusal.message, {
      headers: { 'Retry-After': String(secondsUntil(retryAt, now)) },
    });
  }
}

/**
 * The part of an address that one caller holds: an IPv4 address (also when IPv4-mapped),
 * the /64 prefix of an IPv6 address (one host usually gets a whole /64); anything else as
 * it is.
 */
export function addressBlock(address: string): string {
  const ip = address.replace(/%.*$/, '');
  const version = isIP(ip);
  if (version !== 6) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const groupsOf = (part: string | undefined) =>
    (part ? part.split(':') : []).flatMap((group) => {
      if (!group.includes('.')) return [group];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = groupsOf(head);
  const right = groupsOf(tail);
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right].map(
    (group) => Number.parseInt(group, 16),
  );
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The key of an action's counter for the caller's address (TRUST_PROXY: X-Forwarded-For),
 * by addressBlock: rotating through one's own IPv6 /64 does not buy more calls.
 */
export function ipRateKey(action: string, c: Context<AppEnv>): string {
  return `rate:${action}:ip:${addressBlock(clientIp(c))}`;
}

/** API429: the refusal of the public calls' abuse limits. */
export const tooManyRequests = {
  errorId: 'API429',
  message: 'Too many requests; try again later',
} as const satisfies { errorId: ErrorId; message: string };
