import { randomBytes } from 'node:crypto';

export type Environment = 'development' | 'test' | 'production';

/** Everything the service reads from its environment, resolved once at start. */
export interface ServerConfig {
  environment: Environment;
  port: number;
  /** Origin of the storefront, for links in mails (reset password …). */
  publicUrl: string;
  /** `postgres://…` to use a PostgreSQL server; otherwise embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data directory when no databaseUrl is set. */
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Largest request body accepted, in bytes (API413 above it). */
  bodyLimitBytes: number;
  /** Parse every response with the contract before sending (off in production). */
  validateResponses: boolean;
  /** Read the client address from X-Forwarded-For (behind a trusted proxy only). */
  trustProxy: boolean;
  auth: {
    /** HMAC secret of access tokens; must be shared by every instance behind a balancer. */
    tokenSecret: string;
    accessTokenTtlSeconds: number;
    refreshTokenTtlSeconds: number;
    /** A session (all its rotated refresh tokens) ends this long after sign-in. */
    sessionMaxAgeSeconds: number;
    /** argon2id cost (defaults: OWASP's 19 MiB, 2 passes; tests lower it). */
    passwordHash: { memoryCost: number; timeCost: number };
    /** Sign-in's authorization code lives this long and is good for one exchange. */
    authorizationCodeTtlSeconds: number;
    /** The emailed reset-password link. */
    resetTokenTtlSeconds: number;
    /** Secure cookies with the `__Host-` prefix (production, HTTPS). */
    secureCookies: boolean;
    /** Failed sign-ins of one account before it is locked (AUT426 on the last one). */
    accountMaxFailures: number;
    accountLockSeconds: number;
    /** Failed sign-ins from one IP address within the window before it is throttled. */
    ipMaxFailures: number;
    ipWindowSeconds: number;
  };
  /** Bot check: the app id sent with AUT403 so the client can run a challenge. */
  captcha: { appId: string };
}

type Env = Record<string, string | undefined>;

function environmentOf(env: Env): Environment {
  if (env.NODE_ENV === 'production') return 'production';
  if (env.NODE_ENV === 'test' || env.VITEST) return 'test';
  return 'development';
}

function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new Error(`Not a number: ${value}`);
  return parsed;
}

/** Resolve the configuration from environment variables, with overrides for tests. */
export function loadConfig(env: Env = process.env, overrides: Partial<ServerConfig> = {}) {
  const environment = overrides.environment ?? environmentOf(env);
  const production = environment === 'production';
  const tokenSecret = env.AUTH_TOKEN_SECRET;
  if (production && (!tokenSecret || tokenSecret.length < 32)) {
    throw new Error('AUTH_TOKEN_SECRET (32 characters or more) is required in production');
  }
  const config: ServerConfig = {
    environment,
    port: integer(env.PORT, 3000),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${integer(env.PORT, 3000)}`,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PGLITE_DATA_DIR ?? '.data/pglite',
    logLevel:
      (env.LOG_LEVEL as ServerConfig['logLevel']) ?? (environment === 'test' ? 'silent' : 'info'),
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 100 * 1024),
    validateResponses: !production,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    auth: {
      // Outside production a random secret per process is fine: tokens die with it.
      tokenSecret: tokenSecret ?? randomBytes(32).toString('base64url'),
      accessTokenTtlSeconds: 15 * 60,
      refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
      sessionMaxAgeSeconds: 90 * 24 * 60 * 60,
      passwordHash: { memoryCost: 19_456, timeCost: 2 },
      authorizationCodeTtlSeconds: 60,
      resetTokenTtlSeconds: 60 * 60,
      secureCookies: production,
      accountMaxFailures: 5,
      accountLockSeconds: 15 * 60,
      ipMaxFailures: 50,
      ipWindowSeconds: 15 * 60,
    },
    captcha: { appId: env.CAPTCHA_APP_ID ?? 'cairn-bot-check' },
    ...overrides,
  };
  return config;
}
