import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  agentLogin,
  changePassword,
  confirmForgotPassword,
  getToken,
  requestPasswordReset,
  signIn,
  signOut,
  signUp,
} from '#api/contract/auth.ts';
import type { SiteLocale } from '#api/contract/common.ts';
import { findConsumer, findConsumerByEmail } from '../consumer/profile.ts';
import { createAccount } from '../consumer/service.ts';
import type { Executor } from '../db/client.ts';
import { isConnectionLoss } from '../db/errors.ts';
import {
  authSessions,
  passwordHistory,
  passwordResetTokens,
  refreshTokens,
} from '../db/schema/auth.ts';
import { consumers } from '../db/schema/consumer.ts';
import { assertHuman } from '../http/botCheck.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { loggableError } from '../http/logger.ts';
import { enforceRates, ipRateKey, tooManyRequests } from '../http/rate-limit.ts';
import type { Domain } from '../http/route.ts';
import { findAssociate } from './associates.ts';
import {
  codeGrant,
  deliverSession,
  guestGrant,
  issueAuthorizationCode,
  refreshGrant,
} from './grants.ts';
import { checkPassword, hashPassword, verifyPassword } from './passwords.ts';
import { createSession, revokeSession } from './sessions.ts';
import {
  accountKey,
  assertNotLocked,
  clearFailures,
  ipKey,
  lockedError,
  recordFailure,
  type ThrottleRule,
} from './throttle.ts';
import { clearSessionCookies, hashToken, randomToken, refreshTokenOf } from './tokens.ts';

/** AUT452: a new password may not be one of this many before the current one. */
export const PASSWORD_HISTORY_DEPTH = 3;
/** Reset links that may be pending at once for one account (mail flooding guard). */
const MAX_PENDING_RESET_LINKS = 3;

function rules(deps: AppDeps): { account: ThrottleRule; ip: ThrottleRule } {
  const a = deps.config.auth;
  return {
    account: {
      maxFailures: a.accountMaxFailures,
      windowSeconds: a.accountLockSeconds,
      lockSeconds: a.accountLockSeconds,
    },
    ip: {
      maxFailures: a.ipMaxFailures,
      windowSeconds: a.ipWindowSeconds,
      lockSeconds: a.ipWindowSeconds,
    },
  };
}

/** AUT451 / AUT452: the new password must differ from the current and recent ones. */
async function assertFreshPassword(
  db: Executor,
  consumer: { id: string; passwordHash: string | null },
  password: string,
) {
  if (consumer.passwordHash && (await verifyPassword(consumer.passwordHash, password))) {
    throw new ApiError('AUT451', 'The new password is the current one');
  }
  const previous = await db
    .select({ passwordHash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.consumerId, consumer.id))
    .orderBy(desc(passwordHistory.createdAt))
    .limit(PASSWORD_HISTORY_DEPTH);
  for (const row of previous) {
    if (await verifyPassword(row.passwordHash, password)) {
      throw new ApiError('AUT452', 'The new password was used before');
    }
  }
}

async function setPassword(
  db: Executor,
  consumer: { id: string; passwordHash: string | null },
  passwordHash: string,
  now: Date,
) {
  if (consumer.passwordHash) {
    await db
      .insert(passwordHistory)
      .values({ consumerId: consumer.id, passwordHash: consumer.passwordHash, createdAt: now });
  }
  await db
    .update(consumers)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(consumers.id, consumer.id));
  // A new password ends every reset link still out: one mailed before a change (or a
  // second of two requested) must not set the password again behind the shopper's back.
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResetTokens.consumerId, consumer.id), isNull(passwordResetTokens.usedAt)),
    );
}

async function revokeConsumerSessions(
  db: Executor,
  consumerId: string,
  reason: string,
  now: Date,
  keepSessionId?: string,
) {
  const where = keepSessionId
    ? and(
        eq(authSessions.consumerId, consumerId),
        isNull(authSessions.revokedAt),
        ne(authSessions.id, keepSessionId),
      )
    : and(eq(authSessions.consumerId, consumerId), isNull(authSessions.revokedAt));
  await db.update(authSessions).set({ revokedAt: now, revokedReason: reason }).where(where);
}

/**
 * Spec §8 AUT500 (login system error): a sign-in (its credentials, its code exchange, an
 * associate's login) whose accounts' database cannot be reached for a moment (the
 * connection lost, server/db/errors.ts `isConnectionLoss`, which any other call answers
 * API503) answers 503 AUT500 with Retry-After: nothing was decided, trying again may work.
 * Refusals and other failures go on as they are.
 */
async function signingIn<T>(c: Context<AppEnv>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError || !isConnectionLoss(error)) throw error;
    c.get('log').warn({ err: loggableError(error) }, 'sign-in: database unavailable');
    throw new ApiError('AUT500', 'Sign-in is unavailable for a moment; try again', {
      headers: { 'Retry-After': '1' },
      cause: error,
    });
  }
}

/** Spec §7 Authentication. */
export const authDomain: Domain = {
  name: 'auth',
  register({ route, authHooks }) {
    route(getToken, ({ body, c, deps, auth }) => {
      switch (body.grantType) {
        case 'guest':
          return guestGrant(c, deps, authHooks);
        case 'authorization_code':
          return signingIn(c, () => codeGrant(c, deps, authHooks, auth, body));
        case 'refresh_token':
          // A first visit has no token to refresh: its guest session comes in this call.
          if (body.orGuest && !body.refreshToken && !refreshTokenOf(c, deps.config)) {
            return guestGrant(c, deps, authHooks);
          }
          return refreshGrant(c, deps, authHooks, body.refreshToken);
      }
    });

    route(signIn, ({ body, c, deps, db }) =>
      signingIn(c, async () => {
        await assertHuman(deps, body.captcha, 'login', c);
        const now = deps.now();
        const { account, ip } = rules(deps);
        const keys = { account: accountKey(body.username), ip: ipKey(clientIp(c)) };
        await assertNotLocked(db, [keys.ip, keys.account], now);
        const consumer = await findConsumerByEmail(db, body.username);
        // Unknown emails verify against a dummy hash: same work, same answers.
        const ok = await checkPassword(deps.config, consumer?.passwordHash, body.password);
        // An account locked by customer service answers AUT441 whichever the password (the
        // answer must not tell a right password from a wrong one), and every attempt counts
        // as a failure, so the AUT423 lock comes after as many attempts either way.
        const locked = consumer?.status === 'locked';
        if (!consumer || !ok || locked) {
          const ipCount = await recordFailure(db, keys.ip, ip, now);
          const accountCount = await recordFailure(db, keys.account, account, now);
          if (accountCount.lockedUntil) throw lockedError(accountCount.lockedUntil, now);
          if (ipCount.lockedUntil) throw lockedError(ipCount.lockedUntil, now);
          if (locked) {
            throw new ApiError('AUT441', 'This account is locked; contact customer service');
          }
          if (accountCount.failures === account.maxFailures - 1) {
            throw new ApiError(
              'AUT426',
              'Wrong email or password; one attempt left before the lock',
            );
          }
          throw new ApiError('AUT401', 'Wrong email or password');
        }
        await clearFailures(db, keys.account);
        const authorizationCode = await issueAuthorizationCode(
          db,
          deps,
          consumer.id,
          body.codeChallenge,
        );
        return { authorizationCode };
      }),
    );

    route(signOut, async ({ body, c, deps, db, auth }) => {
      const now = deps.now();
      const token = body.refreshToken ?? refreshTokenOf(c, deps.config);
      if (token) {
        const [row] = await db
          .select({ sessionId: refreshTokens.sessionId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(token)))
          .limit(1);
        if (row) await revokeSession(db, row.sessionId, 'signed-out', now);
      }
      if (auth.kind !== 'anonymous') await revokeSession(db, auth.sessionId, 'signed-out', now);
      clearSessionCookies(c, deps.config);
      return undefined;
    });

    route(signUp, async ({ body, headers, deps, db, locale, c }) => {
      await assertHuman(deps, body.recaptcha_response, 'register', c);
      const now = deps.now();
      const passwordHash = await hashPassword(deps.config, body.password);
      const consumer = await db.transaction(async (tx) => {
        const created = await createAccount(
          tx,
          body,
          passwordHash,
          { locale, leadSource: headers.source, now },
          deps,
        );
        await deps.mailer.send(tx, {
          to: created.email,
          template: 'welcome',
          locale: locale ?? 'en-us',
          data: {
            firstName: created.firstName ?? '',
            email: created.email,
            link: `${deps.config.publicUrl}/${locale ?? 'en-us'}/account`,
          },
        });
        return created;
      });
      return {
        consumerId: consumer.id,
        consumerNo: consumer.consumerNo,
        email: consumer.email,
        isLoyaltyMember: consumer.isLoyaltyMember,
      };
    });

    route(changePassword, async ({ body, auth, deps, db, locale }) => {
      const now = deps.now();
      const consumer = await findConsumer(db, auth.consumerId);
      if (!consumer?.passwordHash) throw new ApiError('PRO415', 'This profile has no password');
      if (!(await verifyPassword(consumer.passwordHash, body.currentPassword))) {
        throw new ApiError('AUT450', 'The current password is wrong');
      }
      await assertFreshPassword(db, consumer, body.newPassword);
      const passwordHash = await hashPassword(deps.config, body.newPassword);
      await db.transaction(async (tx) => {
        await setPassword(tx, consumer, passwordHash, now);
        await revokeConsumerSessions(tx, consumer.id, 'password-changed', now, auth.sessionId);
        await deps.mailer.send(tx, {
          to: consumer.email,
          template: 'passwordChanged',
          locale: locale ?? 'en-us',
          data: {},
        });
      });
      return undefined;
    });

    // A mail sender for anyone's address: a bot check, and a few per client address.
    route(requestPasswordReset, async ({ body, deps, db, locale, c }) => {
      await assertHuman(deps, body.captcha, 'login', c);
      const now = deps.now();
      await enforceRates(
        db,
        [{ key: ipRateKey('reset', c), limit: deps.config.rateLimits.passwordResetPerIp }],
        now,
        tooManyRequests,
      );
      const consumer = await findConsumerByEmail(db, body.email);
      if (consumer?.passwordHash) {
        const pending = await db
          .select({ tokenHash: passwordResetTokens.tokenHash })
          .from(passwordResetTokens)
          .where(
            and(
              eq(passwordResetTokens.consumerId, consumer.id),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .limit(MAX_PENDING_RESET_LINKS);
        if (pending.length < MAX_PENDING_RESET_LINKS) {
          const token = randomToken();
          const ttl = deps.config.auth.resetTokenTtlSeconds;
          const site = locale ?? (consumer.locale as SiteLocale | null) ?? 'en-us';
          await db.transaction(async (tx) => {
            await tx.insert(passwordResetTokens).values({
              tokenHash: hashToken(token),
              consumerId: consumer.id,
              createdAt: now,
              expiresAt: new Date(now.getTime() + ttl * 1000),
            });
            await deps.mailer.send(tx, {
              to: consumer.email,
              template: 'passwordReset',
              locale: site,
              data: {
                link: `${deps.config.publicUrl}/${site}/forgot-password?token=${token}`,
                validMinutes: String(Math.round(ttl / 60)),
              },
            });
          });
        }
      }
      return undefined;
    });

    route(confirmForgotPassword, async ({ body, deps, db, locale }) => {
      const now = deps.now();
      const tokenHash = hashToken(body.token);
      const [reset] = await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, tokenHash))
        .limit(1);
      if (!reset || reset.usedAt || reset.expiresAt <= now) {
        throw new ApiError('AUT402', 'This reset link has expired or was used');
      }
      const consumer = await findConsumer(db, reset.consumerId);
      if (!consumer) throw new ApiError('AUT402', 'This reset link has expired or was used');
      await assertFreshPassword(db, consumer, body.newPassword);
      const passwordHash = await hashPassword(deps.config, body.newPassword);
      await db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)),
          )
          .returning({ tokenHash: passwordResetTokens.tokenHash });
        if (!used) throw new ApiError('AUT402', 'This reset link has expired or was used');
        await setPassword(tx, consumer, passwordHash, now);
        await revokeConsumerSessions(tx, consumer.id, 'password-reset', now);
        // Proving the mailbox lifts a sign-in lock of the account.
        await clearFailures(tx, accountKey(consumer.email));
        await deps.mailer.send(tx, {
          to: consumer.email,
          template: 'passwordChanged',
          locale: locale ?? 'en-us',
          data: {},
        });
      });
      return undefined;
    });

    route(agentLogin, ({ body, c, deps, db }) =>
      signingIn(c, async () => {
        const now = deps.now();
        const { account, ip } = rules(deps);
        const keys = {
          account: `agent:${body.storeId}:${body.storeEmployeeId}`,
          ip: ipKey(clientIp(c)),
        };
        await assertNotLocked(db, [keys.ip, keys.account], now);
        const associate = await findAssociate(db, body.storeEmployeeId, body.storeId);
        // Unknown stores and employees verify against a dummy hash and answer like a wrong
        // password: the call does not tell who works where.
        const ok = await checkPassword(deps.config, associate?.passwordHash, body.password);
        if (!associate || !ok) {
          const ipCount = await recordFailure(db, keys.ip, ip, now);
          const accountCount = await recordFailure(db, keys.account, account, now);
          if (accountCount.lockedUntil) throw lockedError(accountCount.lockedUntil, now);
          if (ipCount.lockedUntil) throw lockedError(ipCount.lockedUntil, now);
          throw new ApiError('AUT401', 'Wrong store, employee or password');
        }
        await clearFailures(db, keys.account);
        const guestId = randomUUID();
        const refresh = await createSession(db, deps, {
          kind: 'agent',
          guestId,
          employeeId: associate.session.storeEmployeeId,
        });
        const session = await deliverSession(
          c,
          deps,
          { kind: 'agent', sessionId: refresh.sessionId, guestId, associate: associate.session },
          refresh,
        );
        return {
          ...associate.session,
          usid: guestId,
          consumerType: 'ASSOCIATE' as const,
          refreshToken: refresh.refreshToken,
          accessTokenExpiresAt: session.accessTokenExpiresAt.toISOString(),
          refreshTokenExpiresAt: refresh.refreshTokenExpiresAt.toISOString(),
        };
      }),
    );
  },
};
