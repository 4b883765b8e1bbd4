import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeEmployees } from './catalogue.ts';
import { consumers } from './consumer.ts';

/**
 * A signed-in (or guest, or associate) session: the family every refresh token of one
 * sign-in belongs to. Revoking it ends the session everywhere (sign-out, a replayed
 * refresh token, a password change).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['guest', 'consumer', 'agent'] }).notNull(),
    /** The shopper's session id (usid): kept from the guest session across sign-in. */
    guestId: uuid('guest_id').notNull(),
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
    /** The associate of an agent session (the catalogue's store roster). */
    employeeId: text('employee_id').references(() => storeEmployees.employeeId, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_consumer_idx').on(t.consumerId)],
);

/** Refresh tokens, stored as SHA-256 hashes; each is used once (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Sign-in's authorization codes (hash), bound to the PKCE challenge; single use. */
export const authorizationCodes = pgTable('authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  consumerId: uuid('consumer_id')
    .notNull()
    .references(() => consumers.id, { onDelete: 'cascade' }),
  codeChallenge: text('code_challenge').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The emailed reset-password links (hash of the token); single use, expiring. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_consumer_idx').on(t.consumerId)],
);

/** Earlier password hashes of an account (AUT452: not one of the last few). */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_history_consumer_idx').on(t.consumerId)],
);

/**
 * Fixed-window counters per key, shared by every instance (http/rate-limit.ts): failed
 * sign-ins (`account:<email>`, `agent:<store>:<employee>`, `ip:<address>`; unknown emails
 * are counted like known ones, so the answers do not differ) and the abuse limits of
 * public calls (`rate:<action>:ip:<address>`, `rate:<action>:shopper:<voter>`,
 * `rate:contact-ack:<email>`). `failures` is the count of the window.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Sign-in secrets of in-store associates. Who works where is the catalogue's store roster
 * (`store_employees`, `stores`); this table only adds the password of an associate.
 */
export const associateCredentials = pgTable('associate_credentials', {
  employeeId: text('employee_id')
    .primaryKey()
    .references(() => storeEmployees.employeeId, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
