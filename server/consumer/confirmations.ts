import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import { ApiError } from '../http/errors.ts';

/** A mailed double opt-in link is good for this long. */
export const CONFIRMATION_TTL_SECONDS = 7 * 24 * 60 * 60;

const PURPOSE = 'cairn/subscription-confirmation/v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(config: ServerConfig, payload: string): string {
  return createHmac('sha256', config.auth.tokenSecret)
    .update(`${PURPOSE}:${payload}`)
    .digest('base64url');
}

/**
 * The token of a confirmation link: `{subscriptionId}.{expires, epoch seconds}.{HMAC}`,
 * signed with the access-token secret (another purpose, so neither can pass for the other).
 * Nothing is stored: the link works while the subscription still waits for its
 * confirmation (confirming ends that), until it expires.
 */
export function confirmationToken(config: ServerConfig, subscriptionId: string, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + CONFIRMATION_TTL_SECONDS;
  const payload = `${subscriptionId}.${expires}`;
  return `${payload}.${mac(config, payload)}`;
}

/** The subscription id of a genuine, unexpired token; AUT402 for anything else. */
export function readConfirmationToken(config: ServerConfig, token: string, now: Date): string {
  const invalid = () =>
    new ApiError('AUT402', 'This confirmation link has expired or is not valid');
  const [id = '', expires = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !UUID.test(id) || !/^\d{1,12}$/.test(expires)) throw invalid();
  const expected = Buffer.from(mac(config, `${id}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  if (Number(expires) * 1000 <= now.getTime()) throw invalid();
  return id;
}
