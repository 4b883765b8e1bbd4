import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { authSessions, refreshTokens } from '../db/schema/auth.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { hashToken, randomToken } from './tokens.ts';

export interface NewSession {
  kind: 'guest' | 'consumer' | 'agent';
  guestId: string;
  consumerId?: string | null;
  employeeId?: string | null;
}

export interface IssuedRefreshToken {
  sessionId: string;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
}

function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** Start a session (a refresh-token family) and issue its first refresh token. */
export async function createSession(
  tx: Executor,
  deps: Pick<AppDeps, 'config' | 'now'>,
  session: NewSession,
): Promise<IssuedRefreshToken> {
  const now = deps.now();
  const [row] = await tx
    .insert(authSessions)
    .values({
      kind: session.kind,
      guestId: session.guestId,
      consumerId: session.consumerId ?? null,
      employeeId: session.employeeId ?? null,
      createdAt: now,
      expiresAt: addSeconds(now, deps.config.auth.sessionMaxAgeSeconds),
    })
    .returning({ id: authSessions.id, expiresAt: authSessions.expiresAt });
  if (!row) throw new Error('Session was not created');
  return issueRefreshToken(tx, deps, row.id, row.expiresAt);
}

/** A new refresh token in a session, never outliving the session. */
export async function issueRefreshToken(
  tx: Executor,
  deps: Pick<AppDeps, 'config' | 'now'>,
  sessionId: string,
  sessionExpiresAt: Date,
): Promise<IssuedRefreshToken> {
  const now = deps.now();
  const refreshToken = randomToken();
  const ttlEnd = addSeconds(now, deps.config.auth.refreshTokenTtlSeconds);
  const expiresAt = ttlEnd < sessionExpiresAt ? ttlEnd : sessionExpiresAt;
  await tx.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(refreshToken),
    createdAt: now,
    expiresAt,
  });
  return { sessionId, refreshToken, refreshTokenExpiresAt: expiresAt };
}

export async function revokeSession(
  db: Executor,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/**
 * A signed-in call's session must still exist and be live: a deleted customer (its
 * sessions cascade away) answers AUT498, a revoked or ended session AUT432.
 */
export async function assertActiveSession(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<void> {
  const [session] = await db
    .select({ revokedAt: authSessions.revokedAt, expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId))
    .limit(1);
  if (!session) throw new ApiError('AUT498', 'The customer of this session no longer exists');
  if (session.revokedAt || session.expiresAt <= now) {
    throw new ApiError('AUT432', 'The session has ended; sign in again');
  }
}
