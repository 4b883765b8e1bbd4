import { createHmac, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { botCheckProviderOf } from '#api/contract/botCheck.ts';

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
  /**
   * Proxies in front of the service whose X-Forwarded-For entries are believed (TRUST_PROXY:
   * `1` or `true` one, `2` a CDN and a load balancer …); 0: the socket's peer only.
   */
  trustProxy: number;
  /** Abuse limits of public calls (RATE_LIMITS; see RateLimits). */
  rateLimits: RateLimits;
  /** The HTTP edge (http/serve.ts, app.ts). */
  http: {
    /** Origins that may call cross-origin (CORS_ORIGINS, comma-separated): none by default. */
    corsOrigins: string[];
    /** A request's headers and body must arrive within this (REQUEST_TIMEOUT_MS). */
    requestTimeoutMs: number;
    /**
     * The interface to listen on (HOST): this machine only by default — the demo's
     * published passwords, sandbox bot check and mail outbox must not face a network
     * unless someone asks for it (`HOST=0.0.0.0`).
     */
    hostname: string;
  };
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
  /**
   * Bot check: the app id sent with AUT403 so the client can run a challenge, and the
   * provider that verifies challenge tokens (BOT_CHECK_PROVIDER; required in production;
   * without one the sandbox of http/botCheck.ts runs, which needs no network and refuses
   * only `bot` and another action's sandbox tokens).
   */
  captcha: { appId: string; provider: BotCheckProvider | undefined };
  /**
   * Password of the seeded demo accounts and associates (DEMO_PASSWORD). Unset: the
   * published one outside production; in production the demo accounts are not seeded.
   */
  demoPassword: string | undefined;
  /**
   * The secret moderators send as `x-cairn-moderation` to list, approve and reject shopper
   * photos (MODERATION_TOKEN, 24 characters or more). Unset: every moderation call is refused.
   */
  moderationToken: string | undefined;
  /**
   * Key of the gift card PIN hashes (server/checkout/giftCards.ts), derived from
   * AUTH_TOKEN_SECRET: a copy of the database alone gives no PIN. The hashes outlive any
   * process, so without that secret (outside production) it is a published development
   * key, not the random token secret. Changing AUTH_TOKEN_SECRET makes every PIN unknown.
   */
  giftCardPinKey: string;
  /** The image route's bounds (server/images): what a caller's transforms may cost. */
  images: ImageLimits;
}

export interface ImageLimits {
  /**
   * Encodes at once (IMAGE_ENCODE_CONCURRENCY); large ones get all but one slot. Default:
   * the cores but one (two at least, so a small image never waits behind a large one), and
   * fewer than libuv's threads (UV_THREADPOOL_SIZE, 4), which each encode holds while file
   * reads wait for them.
   */
  encodeConcurrency: number;
  /** Requests waiting for an encoder before one answers 503 (IMAGE_ENCODE_QUEUE). */
  encodeQueue: number;
  /** Rendered variants kept on disk, least recently used out (IMAGE_CACHE_MAX_BYTES). */
  diskCacheBytes: number;
}

/**
 * A bot-check provider's siteverify service (http/botCheck.ts): POST the secret and the
 * browser's token, JSON `{ success, action, score? }`. Asked within `timeoutMs`; an
 * unreachable or failing service refuses the token (AUT403), it never lets one through.
 */
export type BotCheckProvider =
  | (SiteverifyProvider & { name: 'turnstile' })
  | (SiteverifyProvider & {
      name: 'recaptcha';
      /** reCAPTCHA v3's score (0 a bot … 1 a human) a token needs (BOT_CHECK_MIN_SCORE). */
      minScore: number;
    });

export interface SiteverifyProvider {
  /** The provider's siteverify URL, or BOT_CHECK_VERIFY_URL's (a proxy, a test double). */
  verifyUrl: string;
  /** BOT_CHECK_SECRET: the provider's secret key for the site key the store pages use. */
  secret: string;
  /** BOT_CHECK_TIMEOUT_MS: the whole verification's limit. */
  timeoutMs: number;
}

/** The providers' own siteverify endpoints. */
export const siteverifyUrls = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
} as const;

/** reCAPTCHA's suggested threshold: below it a token is refused. */
export const DEFAULT_BOT_CHECK_MIN_SCORE = 0.5;
export const DEFAULT_BOT_CHECK_TIMEOUT_MS = 5_000;

/** At most `max` calls in a fixed window of `windowSeconds` (http/rate-limit.ts). */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Abuse limits, counted in the database (shared by every instance) per client address
 * (`…PerIp`, see TRUST_PROXY), per shopper (`…PerShopper`: the guest, or the signed-in
 * consumer across its sessions) or per mail recipient. A call over a limit answers 429 with
 * Retry-After (AUT423 for the lookup, API429 for the others); an acknowledgement over its
 * limit is not sent (the contact request, the waiting subscription are still stored).
 */
export interface RateLimits {
  /** GET /consumers-v3/consumer/lookup: whether an email has an account. */
  consumerLookupPerIp: RateLimit;
  /** POST /token/v2/auth/token with grantType guest: new guest sessions. */
  guestTokenPerIp: RateLimit;
  /** POST …/reviews/questions. */
  questionPerIp: RateLimit;
  questionPerShopper: RateLimit;
  /** POST …/products/:productId/reviews (writing a review). */
  reviewPerIp: RateLimit;
  reviewPerShopper: RateLimit;
  /** POST …/review/:reviewId/vote and …/review/:answerId/questions/vote, together. */
  votePerIp: RateLimit;
  votePerShopper: RateLimit;
  /** POST …/review/:reviewId/flag. */
  flagPerIp: RateLimit;
  flagPerShopper: RateLimit;
  /** POST /cart/v1/giftcard/balance: a gift card balance oracle. */
  giftCardBalancePerIp: RateLimit;
  /** POST /consumers-v3/consumer/resendGiftCardEmail: mails to someone else's address. */
  giftCardMailPerShopper: RateLimit;
  /**
   * Wrong gift card PINs (adding a card to a cart, the balance check), per card number and
   * per session. A card over its limit answers as an unknown one (GFC800), whatever PIN
   * comes: a guesser cannot tell it locked; a session over its limit gets 429 GFC799.
   */
  giftCardPinPerCard: RateLimit;
  giftCardPinPerSession: RateLimit;
  /**
   * POST …/TrackOrder, and cancelOrder / createReturnLabel sent with an `email`: whether an
   * order number goes with an email.
   */
  trackOrderPerIp: RateLimit;
  /** POST …/retrieveUserData: a profile's details for the sign-up link's prefill. */
  userDataPerIp: RateLimit;
  /** POST …/resetpassword: reset mails asked for from one address. */
  passwordResetPerIp: RateLimit;
  /** POST …/contactus: customer-service cases opened from one address. */
  contactPerIp: RateLimit;
  /** Contact-us acknowledgement mails to one address. */
  contactAcknowledgementPerRecipient: RateLimit;
  /** Subscription confirmation (double opt-in) mails to one address. */
  subscriptionConfirmationPerRecipient: RateLimit;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const defaultRateLimits: Readonly<RateLimits> = Object.freeze({
  consumerLookupPerIp: { max: 10, windowSeconds: MINUTE },
  guestTokenPerIp: { max: 100, windowSeconds: MINUTE },
  questionPerIp: { max: 20, windowSeconds: HOUR },
  questionPerShopper: { max: 5, windowSeconds: HOUR },
  reviewPerIp: { max: 10, windowSeconds: HOUR },
  reviewPerShopper: { max: 3, windowSeconds: HOUR },
  votePerIp: { max: 60, windowSeconds: MINUTE },
  votePerShopper: { max: 20, windowSeconds: MINUTE },
  flagPerIp: { max: 10, windowSeconds: HOUR },
  flagPerShopper: { max: 5, windowSeconds: HOUR },
  giftCardBalancePerIp: { max: 10, windowSeconds: MINUTE },
  giftCardMailPerShopper: { max: 5, windowSeconds: HOUR },
  giftCardPinPerCard: { max: 5, windowSeconds: DAY },
  giftCardPinPerSession: { max: 10, windowSeconds: HOUR },
  trackOrderPerIp: { max: 10, windowSeconds: MINUTE },
  userDataPerIp: { max: 10, windowSeconds: MINUTE },
  passwordResetPerIp: { max: 10, windowSeconds: HOUR },
  contactPerIp: { max: 10, windowSeconds: HOUR },
  contactAcknowledgementPerRecipient: { max: 3, windowSeconds: HOUR },
  subscriptionConfirmationPerRecipient: { max: 3, windowSeconds: HOUR },
});

/** RATE_LIMITS: `guestTokenPerIp=300/60,votePerIp=120/60` (max/seconds) over the defaults. */
function rateLimitsOf(value: string | undefined): RateLimits {
  const limits: RateLimits = { ...defaultRateLimits };
  for (const entry of (value ?? '').split(',')) {
    if (!entry.trim()) continue;
    const match = /^\s*(\w+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(entry);
    const name = match?.[1] as keyof RateLimits | undefined;
    if (!match || !name || !Object.hasOwn(defaultRateLimits, name) || Number(match[3]) < 1) {
      throw new Error(`RATE_LIMITS holds ${entry.trim()}, not a limit like guestTokenPerIp=100/60`);
    }
    limits[name] = { max: Number(match[2]), windowSeconds: Number(match[3]) };
  }
  return limits;
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

/**
 * BOT_CHECK_PROVIDER (`sandbox` by default, `turnstile`, `recaptcha`) with BOT_CHECK_SECRET
 * (required by a provider, refused by the sandbox), and optionally BOT_CHECK_VERIFY_URL,
 * BOT_CHECK_TIMEOUT_MS and, for reCAPTCHA, BOT_CHECK_MIN_SCORE. Undefined for the sandbox.
 * The store's pages read BOT_CHECK_PROVIDER and BOT_CHECK_SITE_KEY (host/settings.ts).
 */
export function botCheckProvider(env: Env): BotCheckProvider | undefined {
  const name = botCheckProviderOf(env.BOT_CHECK_PROVIDER);
  const secret = env.BOT_CHECK_SECRET?.trim() || undefined;
  const verifyUrl = env.BOT_CHECK_VERIFY_URL?.trim() || undefined;
  const minScore = env.BOT_CHECK_MIN_SCORE?.trim() || undefined;
  if (name === 'sandbox') {
    if (secret || verifyUrl) {
      throw new Error(
        'BOT_CHECK_SECRET and BOT_CHECK_VERIFY_URL need BOT_CHECK_PROVIDER (turnstile or recaptcha)',
      );
    }
    return undefined;
  }
  if (!secret) throw new Error(`BOT_CHECK_PROVIDER=${name} needs BOT_CHECK_SECRET`);
  if (verifyUrl && (!URL.canParse(verifyUrl) || !/^https?:$/.test(new URL(verifyUrl).protocol))) {
    throw new Error(`BOT_CHECK_VERIFY_URL is not an http(s) URL: ${verifyUrl}`);
  }
  const timeoutMs = integer(env.BOT_CHECK_TIMEOUT_MS, DEFAULT_BOT_CHECK_TIMEOUT_MS);
  if (timeoutMs < 100 || timeoutMs > 30_000) {
    throw new Error('BOT_CHECK_TIMEOUT_MS must be between 100 and 30000');
  }
  const base = { verifyUrl: verifyUrl ?? siteverifyUrls[name], secret, timeoutMs };
  if (name === 'turnstile') {
    if (minScore) throw new Error('BOT_CHECK_MIN_SCORE is for recaptcha: Turnstile gives no score');
    return { name, ...base };
  }
  const score = minScore === undefined ? DEFAULT_BOT_CHECK_MIN_SCORE : Number(minScore);
  if (!Number.isFinite(score) || score < 0 || score > 1) {
    throw new Error(`BOT_CHECK_MIN_SCORE is ${minScore}, not a score from 0 to 1`);
  }
  return { name, ...base, minScore: score };
}

/** TRUST_PROXY: unset, `0` or `false` none; `true` one; a number that many hops. */
function trustedProxiesOf(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0') return 0;
  if (text === 'true') return 1;
  if (!/^[1-9]$/.test(text)) {
    throw new Error(`TRUST_PROXY is ${value}: use 1 to 9 (the proxies in front), true or false`);
  }
  return Number(text);
}

/** CORS_ORIGINS: `https://shop.example,https://www.shop.example`; each an http(s) origin. */
function corsOriginsOf(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin || !/^https?:/.test(origin)) {
      throw new Error(`CORS_ORIGINS holds ${origin}, not an origin like https://shop.example`);
    }
  }
  return origins;
}

/** REQUEST_TIMEOUT_MS: 15 s by default; 0 (Node: no timeout) is refused. */
function requestTimeoutOf(value: string | undefined): number {
  const timeout = integer(value, 15_000);
  if (timeout < 1000) throw new Error('REQUEST_TIMEOUT_MS must be 1000 or more');
  return timeout;
}

function imageLimitsOf(env: Env): ImageLimits {
  const threads = integer(env.UV_THREADPOOL_SIZE, 4);
  const fallback = Math.max(1, Math.min(Math.max(2, availableParallelism() - 1), threads - 1));
  return {
    encodeConcurrency: Math.max(1, integer(env.IMAGE_ENCODE_CONCURRENCY, fallback)),
    encodeQueue: integer(env.IMAGE_ENCODE_QUEUE, 64),
    diskCacheBytes: integer(env.IMAGE_CACHE_MAX_BYTES, 256 * 1024 * 1024),
  };
}

/** Resolve the configuration from environment variables, with overrides for tests. */
export function loadConfig(env: Env = process.env, overrides: Partial<ServerConfig> = {}) {
  const environment = overrides.environment ?? environmentOf(env);
  const production = environment === 'production';
  const tokenSecret = env.AUTH_TOKEN_SECRET;
  if (production && (!tokenSecret || tokenSecret.length < 32)) {
    throw new Error('AUTH_TOKEN_SECRET (32 characters or more) is required in production');
  }
  const captchaProvider = overrides.captcha ? overrides.captcha.provider : botCheckProvider(env);
  if (production && !captchaProvider) {
    throw new Error(
      'A bot check provider (BOT_CHECK_PROVIDER turnstile or recaptcha, BOT_CHECK_SECRET) is required in production: the sandbox bot check passes any token but `bot`',
    );
  }
  const demoPassword = env.DEMO_PASSWORD || undefined;
  if (demoPassword !== undefined && demoPassword.length < 12) {
    throw new Error('DEMO_PASSWORD must be 12 characters or more');
  }
  const moderationToken = env.MODERATION_TOKEN?.trim() || undefined;
  if (moderationToken !== undefined && moderationToken.length < 24) {
    throw new Error('MODERATION_TOKEN must be 24 characters or more');
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
    trustProxy: trustedProxiesOf(env.TRUST_PROXY),
    rateLimits: rateLimitsOf(env.RATE_LIMITS),
    http: {
      corsOrigins: corsOriginsOf(env.CORS_ORIGINS),
      requestTimeoutMs: requestTimeoutOf(env.REQUEST_TIMEOUT_MS),
      hostname: env.HOST?.trim() || '127.0.0.1',
    },
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
    captcha: { appId: env.CAPTCHA_APP_ID ?? 'cairn-bot-check', provider: captchaProvider },
    demoPassword,
    moderationToken,
    giftCardPinKey: createHmac('sha256', tokenSecret ?? 'cairn development gift card PINs')
      .update('gift-card-pin')
      .digest('base64url'),
    images: imageLimitsOf(env),
    ...overrides,
  };
  return config;
}
