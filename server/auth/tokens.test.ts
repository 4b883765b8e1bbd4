import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { readAccessToken, signAccessToken } from './tokens.ts';

const config = loadConfig({ AUTH_TOKEN_SECRET: 'tokens-test-secret-tokens-test-secret-0' });
const other = loadConfig({ AUTH_TOKEN_SECRET: 'another-secret-another-secret-another-0' });
const now = new Date('2026-11-21T10:00:00Z');
const guest = { kind: 'guest', sessionId: 'S1', guestId: 'G1' } as const;

describe('readAccessToken', () => {
  it('reads a token it signed, again and again', async () => {
    const token = await signAccessToken(config, guest, now);
    for (let i = 0; i < 3; i += 1) {
      await expect(readAccessToken(config, token, now)).resolves.toEqual(guest);
    }
  });

  it('still refuses a forged, foreign or expired token once the real one was read', async () => {
    const token = await signAccessToken(config, guest, now);
    await readAccessToken(config, token, now);
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature?.[0] === 'A' ? 'B' : 'A'}${signature?.slice(1)}`;
    await expect(readAccessToken(config, `${header}.${payload}.${flipped}`, now)).resolves.toEqual({
      kind: 'anonymous',
    });
    await expect(readAccessToken(other, token, now)).resolves.toEqual({ kind: 'anonymous' });
    const later = new Date(now.getTime() + (config.auth.accessTokenTtlSeconds + 1) * 1000);
    await expect(readAccessToken(config, token, later)).resolves.toEqual({ kind: 'anonymous' });
  });

  it('answers anonymous for no token and for garbage', async () => {
    await expect(readAccessToken(config, undefined, now)).resolves.toEqual({ kind: 'anonymous' });
    await expect(readAccessToken(config, 'not.a.jwt', now)).resolves.toEqual({
      kind: 'anonymous',
    });
  });
});
