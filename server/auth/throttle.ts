import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { authThrottle } from '../db/schema/auth.ts';
import { ApiError } from '../http/errors.ts';
import { addressBlock, countCall, secondsUntil } from '../http/rate-limit.ts';

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

export function lockedError(lockedUntil: Date, now: Date): ApiError {
  return new ApiError('AUT423', 'Too many sign-in attempts; try again later', {
    headers: { 'Retry-After': String(secondsUntil(lockedUntil, now)) },
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
 * Count one failure for a key, atomically (shared by every instance; the counter of
 * http/rate-limit.ts): a new window starts when the old one passed or a lock ended;
 * reaching maxFailures locks the key.
 */
export async function recordFailure(
  db: Executor,
  key: string,
  rule: ThrottleRule,
  now: Date,
): Promise<FailureCount> {
  const { count } = await countCall(db, key, rule.windowSeconds, now);
  if (count >= rule.maxFailures) {
    const lockedUntil = new Date(now.getTime() + rule.lockSeconds * 1000);
    await db.update(authThrottle).set({ lockedUntil }).where(eq(authThrottle.key, key));
    return { failures: count, lockedUntil };
  }
  return { failures: count, lockedUntil: null };
}

export async function clearFailures(db: Executor, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

export function accountKey(email: string): string {
  return `account:${email.toLowerCase()}`;
}

/** Per caller address: an IPv6 address by its /64 (addressBlock). */
export function ipKey(ip: string): string {
  return `ip:${addressBlock(ip)}`;
}
