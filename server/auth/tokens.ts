import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sign, verify } from 'hono/jwt';
import { LRUCache } from 'lru-cache';
import type { ServerConfig } from '../config.ts';
import type { AppEnv, AuthContext, SessionAuth } from '../http/context.ts';

/** 32 random bytes, base64url: refresh tokens, authorization codes, reset links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256 (they are long random values, not passwords). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const ISSUER = 'cairn';
const TOKEN_TYPE = 'at+jwt';

interface AccessClaims {
  iss: string;
  sub: string;
  knd: SessionAuth['kind'];
  gid: string;
  cid?: string;
  cno?: string;
  agt?: {
    sid: string;
    snm: string;
    eid: string;
    enm: string;
  };
  iat: number;
  exp: number;
}

/** A short-lived signed access token for a session (HS256, shared secret). */
export async function signAccessToken(
  config: ServerConfig,
  auth: SessionAuth,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: AccessClaims = {
    iss: ISSUER,
    sub: auth.sessionId,
    knd: auth.kind,
    gid: auth.guestId,
    iat,
    exp: iat + config.auth.accessTokenTtlSeconds,
  };
  if (auth.kind === 'consumer') {
    claims.cid = auth.consumerId;
    claims.cno = auth.consumerNo;
  }
  if (auth.kind === 'agent') {
    const a = auth.associate;
    claims.agt = {
      sid: a.storeId,
      snm: a.storeName,
      eid: a.storeEmployeeId,
      enm: a.storeEmployeeName,
    };
  }
  return sign({ ...claims, typ: TOKEN_TYPE }, await hmacKey(config.auth.tokenSecret), 'HS256');
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

/**
 * The HMAC key of a secret, imported once: every request verifies its access token, and
 * importing the raw secret each time cost as much as the rest of a catalogue read.
 */
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    hmacKeys.set(secret, key);
  }
  return key;
}

/**
 * Claims of tokens whose signature was checked, per secret: a shopper's every request
 * carries the same token until it is refreshed, and verifying the HMAC again each time was
 * a tenth of the work of a cart write. Only verified tokens enter; expiry is still checked
 * on every request.
 */
const verifiedTokens = new Map<string, LRUCache<string, AccessClaims>>();

async function verifiedClaims(secret: string, token: string): Promise<AccessClaims> {
  let cache = verifiedTokens.get(secret);
  if (!cache) {
    cache = new LRUCache({ max: 10_000 });
    verifiedTokens.set(secret, cache);
  }
  const known = cache.get(token);
  if (known) return known;
  // Expiry is checked against the service's clock by the caller, not the library's.
  const claims = (await verify(token, await hmacKey(secret), {
    alg: 'HS256',
    iss: ISSUER,
    exp: false,
    nbf: false,
    iat: false,
  })) as unknown as AccessClaims;
  cache.set(token, claims);
  return claims;
}

/** The session an access token names, or anonymous when it is missing, forged or expired. */
export async function readAccessToken(
  config: ServerConfig,
  token: string | undefined,
  now: Date,
): Promise<AuthContext> {
  if (!token) return { kind: 'anonymous' };
  let claims: AccessClaims;
  try {
    claims = await verifiedClaims(config.auth.tokenSecret, token);
  } catch {
    return { kind: 'anonymous' };
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) {
    return { kind: 'anonymous' };
  }
  if (claims.knd === 'guest') return { kind: 'guest', sessionId: claims.sub, guestId: claims.gid };
  if (claims.knd === 'consumer' && claims.cid && claims.cno) {
    return {
      kind: 'consumer',
      sessionId: claims.sub,
      guestId: claims.gid,
      consumerId: claims.cid,
      consumerNo: claims.cno,
    };
  }
  if (claims.knd === 'agent' && claims.agt) {
    const a = claims.agt;
    return {
      kind: 'agent',
      sessionId: claims.sub,
      guestId: claims.gid,
      associate: {
        storeId: a.sid,
        storeName: a.snm,
        storeEmployeeId: a.eid,
        storeEmployeeName: a.enm,
      },
    };
  }
  return { kind: 'anonymous' };
}

// Cookies: `__Host-` prefixed and Secure in production (HTTPS), plain names elsewhere so
// the service works on http://localhost.
export const ACCESS_COOKIE = 'cairn_at';
export const REFRESH_COOKIE = 'cairn_rt';

function cookieOptions(config: ServerConfig, maxAge: number) {
  return {
    httpOnly: true,
    sameSite: 'Lax' as const,
    path: '/',
    maxAge,
    ...(config.auth.secureCookies ? { secure: true, prefix: 'host' as const } : {}),
  };
}

function prefix(config: ServerConfig) {
  return config.auth.secureCookies ? ('host' as const) : undefined;
}

export function setSessionCookies(
  c: Context<AppEnv>,
  config: ServerConfig,
  tokens: { accessToken: string; refreshToken: string },
): void {
  setCookie(
    c,
    ACCESS_COOKIE,
    tokens.accessToken,
    cookieOptions(config, config.auth.accessTokenTtlSeconds),
  );
  setCookie(
    c,
    REFRESH_COOKIE,
    tokens.refreshToken,
    cookieOptions(config, config.auth.refreshTokenTtlSeconds),
  );
}

export function clearSessionCookies(c: Context<AppEnv>, config: ServerConfig): void {
  const options = cookieOptions(config, 0);
  deleteCookie(c, ACCESS_COOKIE, options);
  deleteCookie(c, REFRESH_COOKIE, options);
}

/** The access token of a request: the cookie, else an `Authorization: Bearer` header. */
export function accessTokenOf(c: Context<AppEnv>, config: ServerConfig): string | undefined {
  const cookie = getCookie(c, ACCESS_COOKIE, prefix(config));
  if (cookie) return cookie;
  const header = c.req.header('authorization');
  // The scheme is case-insensitive (RFC 9110 §11.1): `Bearer`, `bearer`, `BEARER` …
  if (header === undefined || !/^bearer[ \t]/i.test(header)) return undefined;
  return header.slice(7).trim() || undefined;
}

export function refreshTokenOf(c: Context<AppEnv>, config: ServerConfig): string | undefined {
  return getCookie(c, REFRESH_COOKIE, prefix(config)) || undefined;
}
