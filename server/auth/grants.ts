import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { TokenResponse } from '#api/contract/auth.ts';
import {
  type AuthorizationCodeFault,
  authorizationCodeRefusal,
} from '#commerce/consumer/authorization.ts';
import { consumerTypeOf, findConsumer } from '../consumer/profile.ts';
import type { Executor } from '../db/client.ts';
import { pgErrorCode, TRANSIENT_CODES } from '../db/errors.ts';
import { authorizationCodes, authSessions, refreshTokens } from '../db/schema/auth.ts';
import type { AppDeps, AppEnv, AuthContext, SessionAuth } from '../http/context.ts';
import { ApiError, refusalError } from '../http/errors.ts';
import { enforceRates, ipRateKey, tooManyRequests } from '../http/rate-limit.ts';
import { findAssociate } from './associates.ts';
import type { AuthHooks, GuestObjects, SessionObjects } from './handover.ts';
import {
  createSession,
  type IssuedRefreshToken,
  issueRefreshToken,
  revokeSession,
} from './sessions.ts';
import {
  hashToken,
  randomToken,
  refreshTokenOf,
  setSessionCookies,
  signAccessToken,
} from './tokens.ts';

export interface IssuedSession {
  auth: SessionAuth;
  refresh: IssuedRefreshToken;
  accessTokenExpiresAt: Date;
}

/** Sign the access token, set both cookies. */
export async function deliverSession(
  c: Context<AppEnv>,
  deps: AppDeps,
  auth: SessionAuth,
  refresh: IssuedRefreshToken,
): Promise<IssuedSession> {
  const now = deps.now();
  const accessToken = await signAccessToken(deps.config, auth, now);
  setSessionCookies(c, deps.config, { accessToken, refreshToken: refresh.refreshToken });
  return {
    auth,
    refresh,
    accessTokenExpiresAt: new Date(now.getTime() + deps.config.auth.accessTokenTtlSeconds * 1000),
  };
}

async function describe(
  db: Executor,
  hooks: AuthHooks,
  auth: SessionAuth,
  objects: SessionObjects = {},
): Promise<SessionObjects> {
  const described = await hooks.describeSession(db, {
    guestId: auth.guestId,
    customerId: auth.kind === 'consumer' ? auth.consumerId : null,
  });
  return { ...described, ...objects };
}

/** The token response of spec §7 for a delivered session. */
export async function tokenResponse(
  db: Executor,
  hooks: AuthHooks,
  session: IssuedSession,
  handedOver?: SessionObjects,
): Promise<TokenResponse> {
  const { auth, refresh } = session;
  const objects = await describe(db, hooks, auth, handedOver);
  const consumer = auth.kind === 'consumer' ? await findConsumer(db, auth.consumerId) : undefined;
  return {
    usid: auth.guestId,
    basketId: objects.basketId ?? null,
    consumerNo: consumer?.consumerNo ?? null,
    consumerType: consumer
      ? consumerTypeOf(consumer)
      : auth.kind === 'agent'
        ? 'ASSOCIATE'
        : 'GUEST',
    favorites: { favoriteId: objects.favoriteId ?? null },
    saveForLaterId: objects.saveForLaterId ?? null,
    memberId: consumer?.memberId ?? null,
    refreshToken: refresh.refreshToken,
    isEmployeeDiscountTCAccepted: consumer?.isEmployeeDiscountTCAccepted ?? false,
    accessTokenExpiresAt: session.accessTokenExpiresAt.toISOString(),
    refreshTokenExpiresAt: refresh.refreshTokenExpiresAt.toISOString(),
    associate: auth.kind === 'agent' ? auth.associate : null,
  };
}

/**
 * grantType guest: a new shopper id and session. Throttled per client address (API429):
 * fresh guest sessions are what one-per-shopper votes and flags count by.
 */
export async function guestGrant(
  c: Context<AppEnv>,
  deps: AppDeps,
  hooks: AuthHooks,
): Promise<TokenResponse> {
  await enforceRates(
    deps.db,
    [{ key: ipRateKey('guest-token', c), limit: deps.config.rateLimits.guestTokenPerIp }],
    deps.now(),
    tooManyRequests,
  );
  const guestId = randomUUID();
  const refresh = await createSession(deps.db, deps, { kind: 'guest', guestId });
  const session = await deliverSession(
    c,
    deps,
    { kind: 'guest', sessionId: refresh.sessionId, guestId },
    refresh,
  );
  return tokenResponse(deps.db, hooks, session);
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * grantType authorization_code: the code of sign-in (single use, unexpired, issued since
 * the account's password last changed) with the verifier of its challenge; each refusal
 * is commerce/consumer/authorization.ts's (AUT404, AUT418, AUT437, AUT438). The guest's
 * objects are handed to the account by the registered hooks in the same transaction as
 * the new session.
 */
export async function codeGrant(
  c: Context<AppEnv>,
  deps: AppDeps,
  hooks: AuthHooks,
  caller: AuthContext,
  input: { authorizationCode: string; codeVerifier: string } & GuestObjects,
): Promise<TokenResponse> {
  const now = deps.now();
  const codeHash = hashToken(input.authorizationCode);
  const refused = (fault: AuthorizationCodeFault) => refusalError(authorizationCodeRefusal(fault));
  let outcome:
    | { kind: 'refused'; fault: AuthorizationCodeFault }
    | { kind: 'ok'; auth: SessionAuth; refresh: IssuedRefreshToken; objects: SessionObjects };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const [code] = await tx
        .select()
        .from(authorizationCodes)
        .where(eq(authorizationCodes.codeHash, codeHash))
        .limit(1)
        .for('update');
      // commerce/consumer/authorization.ts: AUT418 used, AUT404 unknown or expired.
      if (code?.usedAt) throw refused('used');
      if (!code || code.expiresAt <= now) throw refused('unknown');
      await tx
        .update(authorizationCodes)
        .set({ usedAt: now })
        .where(eq(authorizationCodes.codeHash, codeHash));
      // A wrong verifier burns the code (committed below) and answers AUT437.
      if (!sameText(s256(input.codeVerifier), code.codeChallenge)) {
        return { kind: 'refused' as const, fault: 'verifier' as const };
      }
      const consumer = await findConsumer(tx, code.consumerId);
      if (!consumer) throw new ApiError('AUT498', 'The customer no longer exists');
      // A password changed (or reset) since the sign-in ends what that sign-in started:
      // its code opens no session after the change ended the account's others (AUT438).
      if (consumer.passwordChangedAt && consumer.passwordChangedAt > code.createdAt) {
        return { kind: 'refused' as const, fault: 'passwordChanged' as const };
      }
      const guestId = caller.kind === 'guest' ? caller.guestId : randomUUID();
      const objects = await hooks.runHandover(tx, {
        guestId: caller.kind === 'guest' ? caller.guestId : undefined,
        customerId: consumer.id,
        consumerNo: consumer.consumerNo,
        basketId: input.basketId,
        favoriteId: input.favoriteId,
        saveForLaterId: input.saveForLaterId,
      });
      if (caller.kind === 'guest') await revokeSession(tx, caller.sessionId, 'signed-in', now);
      const refresh = await createSession(tx, deps, {
        kind: 'consumer',
        guestId,
        consumerId: consumer.id,
      });
      const auth: SessionAuth = {
        kind: 'consumer',
        sessionId: refresh.sessionId,
        guestId,
        consumerId: consumer.id,
        consumerNo: consumer.consumerNo,
      };
      return { kind: 'ok' as const, auth, refresh, objects };
    });
  } catch (error) {
    if (TRANSIENT_CODES.has(pgErrorCode(error) ?? '')) {
      throw new ApiError('AUT409', 'Sign-in met a concurrent change; retry', { cause: error });
    }
    throw error;
  }
  if (outcome.kind === 'refused') throw refused(outcome.fault);
  const session = await deliverSession(c, deps, outcome.auth, outcome.refresh);
  return tokenResponse(deps.db, hooks, session, outcome.objects);
}

/**
 * grantType refresh_token: rotation. Each refresh token works once; presenting a used one
 * again means it leaked, so the whole session (every token of the family) is revoked.
 */
export async function refreshGrant(
  c: Context<AppEnv>,
  deps: AppDeps,
  hooks: AuthHooks,
  given: string | undefined,
): Promise<TokenResponse> {
  const now = deps.now();
  const token = given ?? refreshTokenOf(c, deps.config);
  if (!token) throw new ApiError('AUT432', 'No refresh token');
  const tokenHash = hashToken(token);
  const [claimed] = await deps.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning();
  if (!claimed) {
    const [replayed] = await deps.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (replayed) {
      await revokeSession(deps.db, replayed.sessionId, 'refresh-token-replay', now);
      c.get('log').warn(
        { sessionId: replayed.sessionId },
        'refresh token replayed: session revoked',
      );
    }
    throw new ApiError('AUT432', 'The refresh token is not valid');
  }
  const [session] = await deps.db
    .select()
    .from(authSessions)
    .where(eq(authSessions.id, claimed.sessionId))
    .limit(1);
  if (!session || session.revokedAt || session.expiresAt <= now || claimed.expiresAt <= now) {
    throw new ApiError('AUT432', 'The session has ended; sign in again');
  }
  let auth: SessionAuth;
  if (session.kind === 'consumer' && session.consumerId) {
    const consumer = await findConsumer(deps.db, session.consumerId);
    if (!consumer) throw new ApiError('AUT498', 'The customer no longer exists');
    auth = {
      kind: 'consumer',
      sessionId: session.id,
      guestId: session.guestId,
      consumerId: consumer.id,
      consumerNo: consumer.consumerNo,
    };
  } else if (session.kind === 'agent' && session.employeeId) {
    const associate = await findAssociate(deps.db, session.employeeId);
    if (!associate) throw new ApiError('AUT432', 'The associate is no longer on the roster');
    auth = {
      kind: 'agent',
      sessionId: session.id,
      guestId: session.guestId,
      associate: associate.session,
    };
  } else {
    auth = { kind: 'guest', sessionId: session.id, guestId: session.guestId };
  }
  const refresh = await issueRefreshToken(deps.db, deps, session.id, session.expiresAt);
  const delivered = await deliverSession(c, deps, auth, refresh);
  return tokenResponse(deps.db, hooks, delivered);
}

/** A single-use authorization code for sign-in, bound to the PKCE challenge. */
export async function issueAuthorizationCode(
  db: Executor,
  deps: Pick<AppDeps, 'config' | 'now'>,
  consumerId: string,
  codeChallenge: string,
): Promise<string> {
  const now = deps.now();
  const code = randomToken();
  await db.insert(authorizationCodes).values({
    codeHash: hashToken(code),
    consumerId,
    codeChallenge,
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.config.auth.authorizationCodeTtlSeconds * 1000),
  });
  return code;
}
