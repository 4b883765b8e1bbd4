import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { TokenResponse } from '#api/contract/auth.ts';
import { createTestBotCheck, sandboxBotCheck } from './botCheck.tsx';
import {
  ensureSession,
  homeAfterSignOut,
  SignInError,
  signInWithPassword,
  signOut,
} from './session.ts';

const token = (over: Partial<TokenResponse> = {}): TokenResponse => ({
  usid: 'usid-1',
  basketId: null,
  consumerNo: null,
  consumerType: 'GUEST',
  favorites: { favoriteId: null },
  saveForLaterId: null,
  memberId: null,
  refreshToken: 'refresh-token-guest-0001',
  isEmployeeDiscountTCAccepted: false,
  accessTokenExpiresAt: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiresAt: '2030-01-31T00:00:00.000Z',
  associate: null,
  ...over,
});

type Reply = { status: number; body?: unknown };
type Handler = (body: Record<string, unknown> | undefined) => Reply;

/** A client over a fake fetch: answers per `METHOD path`, records every call in order. */
function fakeService(handlers: Record<string, Handler>) {
  const calls: { route: string; body: Record<string, unknown> | undefined }[] = [];
  const client = createApiClient({
    baseUrl: 'http://shop.test/api',
    locale: 'en-us',
    sleep: async () => {},
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const route = `${init?.method} ${url.pathname.replace('/api', '')}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ route, body });
      const handler = handlers[route];
      const reply = handler ? handler(body) : { status: 404, body: error('API404') };
      return new Response(
        reply.status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body),
        { status: reply.status, headers: { 'content-type': 'application/json' } },
      );
    },
  });
  return { client, calls };
}

const error = (errorId: string) => ({
  errorDetails: [{ errorId, message: errorId }],
  correlationId: 'c-1',
});

const TOKEN = 'POST /token/v2/auth/token';
const SIGN_IN = 'POST /consumers-v3/auth/signin';
const SIGN_OUT = 'POST /consumers-v3/consumer/auth/signout';

describe('signInWithPassword', () => {
  it('signs in with PKCE, the bot-check token and the guest objects', async () => {
    const { client, calls } = fakeService({
      [SIGN_IN]: () => ({ status: 200, body: { authorizationCode: 'code-0123456789abcdef' } }),
      [TOKEN]: () => ({
        status: 200,
        body: token({ consumerType: 'REGISTERED', consumerNo: 'C1' }),
      }),
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      queryKeys.session,
      token({ basketId: 'b-1', favorites: { favoriteId: 'f-1' }, saveForLaterId: 's-1' }),
    );
    queryClient.setQueryData(queryKeys.cart, { id: 'b-2' });
    const session = await signInWithPassword(
      { client, queryClient, botCheck: createTestBotCheck('captcha-1') },
      { email: 'a@b.co', password: 'pw' },
    );
    expect(session.consumerNo).toBe('C1');
    expect(queryClient.getQueryData(queryKeys.session)).toEqual(session);
    expect(calls.map((c) => c.route)).toEqual([SIGN_IN, TOKEN]);
    const signIn = calls[0]?.body ?? {};
    expect(signIn).toMatchObject({ username: 'a@b.co', password: 'pw', captcha: 'captcha-1' });
    const exchange = calls[1]?.body ?? {};
    // The cart cache's basket wins over the session's.
    expect(exchange).toMatchObject({
      grantType: 'authorization_code',
      authorizationCode: 'code-0123456789abcdef',
      basketId: 'b-2',
      favoriteId: 'f-1',
      saveForLaterId: 's-1',
    });
    // The verifier's S256 is the challenge sent at sign-in.
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(String(exchange.codeVerifier)),
    );
    const challenge = Buffer.from(digest).toString('base64url');
    expect(signIn.codeChallenge).toBe(challenge);
  });

  it('starts a session from the cookie, else a guest session, when none is cached', async () => {
    const { client, calls } = fakeService({
      [TOKEN]: (body) =>
        body?.grantType === 'refresh_token'
          ? { status: 401, body: error('AUT432') }
          : { status: 200, body: token() },
    });
    const queryClient = new QueryClient();
    await ensureSession(client, queryClient);
    expect(calls.map((c) => c.body?.grantType)).toEqual(['refresh_token', 'guest']);
  });

  it('names the failing stage: credentials, or the token exchange', async () => {
    const { client } = fakeService({
      [SIGN_IN]: () => ({ status: 429, body: error('AUT423') }),
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.session, token());
    const failed = signInWithPassword(
      { client, queryClient, botCheck: sandboxBotCheck },
      { email: 'a@b.co', password: 'pw' },
    );
    await expect(failed).rejects.toMatchObject({ stage: 'credentials' });
    const caught = await failed.catch((e: unknown) => e);
    expect((caught as SignInError).cause).toBeInstanceOf(ApiError);

    const exchangeFails = fakeService({
      [SIGN_IN]: () => ({ status: 200, body: { authorizationCode: 'code-0123456789abcdef' } }),
      [TOKEN]: () => ({ status: 401, body: error('AUT404') }),
    });
    const result = await signInWithPassword(
      { client: exchangeFails.client, queryClient, botCheck: sandboxBotCheck },
      { email: 'a@b.co', password: 'pw' },
    ).catch((e: unknown) => e);
    expect(result).toBeInstanceOf(SignInError);
    expect((result as SignInError).stage).toBe('token');
  });
});

describe('signOut (spec §4)', () => {
  it('resets the shopper state, signs out with the refresh token, then starts a guest session', async () => {
    const { client, calls } = fakeService({
      [SIGN_OUT]: () => ({ status: 204 }),
      [TOKEN]: () => ({ status: 200, body: token({ usid: 'guest-2' }) }),
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.session, token({ refreshToken: 'refresh-member-0001' }));
    queryClient.setQueryData(queryKeys.profile, { consumerId: 'c1' });
    queryClient.setQueryData(queryKeys.cart, { id: 'b-1' });
    queryClient.setQueryData(queryKeys.loyalty, { points: 10 });
    queryClient.setQueryData(queryKeys.favorites, { items: [] });
    queryClient.setQueryData(queryKeys.saveForLater, { items: [] });
    const result = await signOut({ client, queryClient });
    expect(calls).toEqual([
      { route: SIGN_OUT, body: { refreshToken: 'refresh-member-0001' } },
      { route: TOKEN, body: { grantType: 'guest' } },
    ]);
    expect(result).toEqual({
      session: expect.objectContaining({ usid: 'guest-2' }),
      revoked: true,
    });
    expect(queryClient.getQueryData(queryKeys.profile)).toBeNull();
    for (const key of [
      queryKeys.cart,
      queryKeys.loyalty,
      queryKeys.favorites,
      queryKeys.saveForLater,
    ]) {
      expect(queryClient.getQueryData(key)).toBeUndefined();
    }
    expect(queryClient.getQueryData(queryKeys.session)).toMatchObject({ usid: 'guest-2' });
  });

  it('relies on the cookie without a known token, and survives a failed sign-out and a 403 guest call', async () => {
    const { client, calls } = fakeService({
      [SIGN_OUT]: () => ({ status: 500, body: error('GEN500') }),
      [TOKEN]: () => ({ status: 403, body: error('AUT403') }),
    });
    const result = await signOut({ client, queryClient: new QueryClient() });
    expect(calls[0]).toEqual({ route: SIGN_OUT, body: {} });
    expect(result).toEqual({ session: null, revoked: false });
  });

  it('sends account, cart, checkout and favorites pages home', () => {
    expect(homeAfterSignOut('/en-gb/account/orders')).toBe('/en-gb');
    expect(homeAfterSignOut('/en-us/cart')).toBe('/en-us');
    expect(homeAfterSignOut('/fr-ca/checkout')).toBe('/fr-ca');
    expect(homeAfterSignOut('/de-de/favorites')).toBe('/de-de');
    expect(homeAfterSignOut('/en-us/p/jacket-RDGJK1001')).toBeNull();
    expect(homeAfterSignOut('/en-us')).toBeNull();
  });
});
