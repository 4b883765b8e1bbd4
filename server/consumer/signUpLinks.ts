import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SiteLocale } from '#api/contract/common.ts';
import type { ServerConfig } from '../config.ts';

/** A mailed "finish your account" link is good for this long. */
export const SIGN_UP_LINK_TTL_SECONDS = 14 * 24 * 60 * 60;

const PURPOSE = 'cairn/sign-up-link/v1';

function mac(config: ServerConfig, payload: string): string {
  return createHmac('sha256', config.auth.tokenSecret)
    .update(`${PURPOSE}:${payload}`)
    .digest('base64url');
}

/**
 * The token of a sign-up link (issue 44: retrieveUserData answers only the link it was
 * mailed with): `{expires, epoch seconds}.{HMAC of consumerId, lower-cased email, expires}`,
 * signed with the access-token secret under a purpose of its own. Nothing is stored.
 */
export function signUpLinkToken(
  config: ServerConfig,
  consumerId: string,
  email: string,
  now: Date,
): string {
  const expires = Math.floor(now.getTime() / 1000) + SIGN_UP_LINK_TTL_SECONDS;
  return `${expires}.${mac(config, `${consumerId}.${email.toLowerCase()}.${expires}`)}`;
}

/** Whether `token` is a genuine, unexpired sign-up link token of this profile and email. */
export function isSignUpLinkToken(
  config: ServerConfig,
  token: string,
  consumerId: string,
  email: string,
  now: Date,
): boolean {
  const [expires = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^\d{1,12}$/.test(expires)) return false;
  const expected = Buffer.from(mac(config, `${consumerId}.${email.toLowerCase()}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Number(expires) * 1000 > now.getTime();
}

/** The sign-up page of a profile without an account, prefilled from it by the link. */
export function signUpLink(
  config: ServerConfig,
  site: SiteLocale,
  consumerId: string,
  email: string,
  now: Date,
): string {
  const query = new URLSearchParams({
    consumerId,
    email,
    token: signUpLinkToken(config, consumerId, email, now),
  });
  return `${config.publicUrl}/${site}/sign-up?${query}`;
}
