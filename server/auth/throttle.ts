import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { authThrottle } from '../db/schema/auth.ts';
import { ApiError } from '../http/errors.ts';

export interface ThrottleRule {
  /** Failures within the window that lock the key. */
  maxFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

export interface FailureCount {
  failures: number;
  lockedUntil: Date | null;
}

function timestamp(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

export function lockedError(lockedUntil: Date, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  return new ApiError('AUT423', 'Too many sign-in attempts; try again later', {
    headers: { 'Retry-After': String(seconds) },
  });
}

/** Throws AUT423 (with Retry-After) when any of the keys is locked now. */
export async function assertNotLocked(db: Executor, keys: string[], now: Date): Promise<void> {
  for (const key of keys) {
    const [row] = await db
      .select({ lockedUntil: authThrottle.lockedUntil })
      .from(authThrottle)
      .where(eq(authThrottle.key, key))
      .limit(1);
    if (row?.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil, now);
  }
}

/**
 * Count one failure for a key, atomically (shared by every instance): a new window starts
 * when the old one passed or a lock ended; reaching maxFailures locks the key.
 */
export async function recordFailure(
  db: Executor,
  key: string,
  rule: ThrottleRule,
  now: Date,
): Promise<FailureCount> {
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const restart = sql`(${authThrottle.windowStartedAt} < ${timestamp(windowStart)} or (${authThrottle.lockedUntil} is not null and ${authThrottle.lockedUntil} <= ${timestamp(now)}))`;
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
    .returning({ failures: authThrottle.failures, lockedUntil: authThrottle.lockedUntil });
  if (!row) throw new Error(`Throttle row for ${key} missing`);
  if (row.failures >= rule.maxFailures) {
    const lockedUntil = new Date(now.getTime() + rule.lockSeconds * 1000);
    await db
      .update(authThrottle)
      .set({ lockedUntil })
      .where(and(eq(authThrottle.key, key)));
    return { failures: row.failures, lockedUntil };
  }
  return { failures: row.failures, lockedUntil: null };
}

export async function clearFailures(db: Executor, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

export function accountKey(email: string): string {
  return `account:${email.toLowerCase()}`;
}

export function ipKey(ip: string): string {
  return `ip:${ip}`;
}
