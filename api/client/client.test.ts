import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getToken } from '../contract/auth.ts';
import { SERVICE_APP_ID } from '../contract/errors.ts';
import { defineRoute } from '../contract/route.ts';
import {
  BOT_CHALLENGE_EVENT,
  createApiClient,
  detectChannel,
  LOGIN_TOKEN_RETRY_DELAY_MS,
} from './client.ts';
import { ApiError } from './errors.ts';

const item = defineRoute({
  name: 'testItem',
  method: 'POST',
  path: '/things/:thingId/items',
  params: z.object({ thingId: z.string() }),
  query: z.object({ tags: z.array(z.string()).optional(), page: z.number().optional() }),
  body: z.object({ qty: z.number() }),
  response: z.object({ id: z.string(), qty: z.number() }),
});
const order = defineRoute({
  name: 'testOrder',
  method: 'PUT',
  path: '/orders',
  headers: z.object({ channel: z.enum(['ECOMM', 'MAPP']).default('ECOMM') }),
  response: z.object({ ok: z.boolean() }),
});
const ping = defineRoute({
  name: 'testPing',
  method: 'GET',
  path: '/ping',
  response: z.undefined(),
  successStatus: 204,
});

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function errorJson(errorId: string, status: number, extra: object = {}) {
  return json(
    {
      errorDetails: [{ errorId, message: `server says ${errorId}` }],
      correlationId: 'c-1',
      ...extra,
    },
    status,
  );
}

const tokenBody = {
  usid: 'u',
  basketId: null,
  consumerNo: null,
  consumerType: 'GUEST',
  favorites: { favoriteId: null },
  saveForLaterId: null,
  memberId: null,
  refreshToken: 'r',
  isEmployeeDiscountTCAccepted: false,
  accessTokenExpiresAt: '2026-01-01T00:00:00.000Z',
  refreshTokenExpiresAt: '2026-01-02T00:00:00.000Z',
  associate: null,
};

describe('createApiClient', () => {
  it('builds the URL with params, query and the locale, sends JSON and credentials', async () => {
    const fetch = vi.fn(async () => json({ id: 'i-1', qty: 2 }));
    const client = createApiClient({
      baseUrl: 'https://shop.example/api/',
      locale: 'fr-ca',
      fetch,
    });
    const result = await client.call(item, {
      params: { thingId: 'a b' },
      query: { tags: ['x', 'y'], page: 2 },
      body: { qty: 2 },
    });
    expect(result).toEqual({ id: 'i-1', qty: 2 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      'https://shop.example/api/things/a%20b/items?tags=x&tags=y&page=2&locale=fr-ca',
    );
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"qty":2}');
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('forwards the incoming cookie header on the server and follows a locale getter', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    let locale: 'en-gb' | 'de-de' = 'en-gb';
    const client = createApiClient({
      baseUrl: '/api',
      fetch,
      cookie: () => 'cairn_at=abc',
      locale: () => locale,
    });
    expect(await client.call(ping)).toBeUndefined();
    locale = 'de-de';
    await client.call(ping);
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]?.[0]).toBe('/api/ping?locale=en-gb');
    expect(calls[1]?.[0]).toBe('/api/ping?locale=de-de');
    expect(new Headers(calls[0]?.[1].headers).get('cookie')).toBe('cairn_at=abc');
  });

  it('turns errorDetails[0] into a typed ApiError', async () => {
    const client = createApiClient({
      baseUrl: '/api',
      fetch: async () => errorJson('BSK404', 404),
    });
    const error = await client
      .call(item, { params: { thingId: '1' }, body: { qty: 1 } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      errorId: 'BSK404',
      errorName: 'CART_NOT_FOUND',
      messageKey: 'errors:BSK404',
      message: 'server says BSK404',
      correlationId: 'c-1',
      routeName: 'testItem',
    });
    expect(error.is('BSK404')).toBe(true);
  });

  it('keeps the server message for unknown codes and copes with bodies that are not JSON', async () => {
    const unknown = await createApiClient({
      baseUrl: '/api',
      fetch: async () => errorJson('ZZZ999', 400),
    })
      .call(ping)
      .catch((e) => e);
    expect(unknown).toMatchObject({ errorName: 'UNKNOWN_ERROR', messageKey: undefined });
    expect(unknown.message).toBe('server says ZZZ999');
    const gateway = await createApiClient({
      baseUrl: '/api',
      fetch: async () =>
        new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    })
      .call(ping)
      .catch((e) => e);
    expect(gateway).toMatchObject({ status: 502, errorId: 'GEN500', errorName: 'GENERAL_ERROR' });
  });

  it('rejects a response that does not match the contract', async () => {
    const client = createApiClient({ baseUrl: '/api', fetch: async () => json({ id: 1 }) });
    await expect(client.call(item, { params: { thingId: '1' }, body: { qty: 1 } })).rejects.toThrow(
      /does not match the contract/,
    );
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    const client = createApiClient({
      baseUrl: '/api',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.call(ping)).rejects.toMatchObject({
      status: 0,
      errorName: 'NETWORK_ERROR',
    });
  });

  it('retries the token call once after 2 s on 409', async () => {
    const sleep = vi.fn(async () => {});
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(errorJson('AUT409', 409))
      .mockResolvedValueOnce(json(tokenBody));
    const client = createApiClient({ baseUrl: '/api', fetch, sleep });
    const result = await client.call(getToken, { body: { grantType: 'guest' } });
    expect(result.usid).toBe('u');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(LOGIN_TOKEN_RETRY_DELAY_MS);
    expect(LOGIN_TOKEN_RETRY_DELAY_MS).toBe(2000);
  });

  it('gives up after one retry, and never retries other calls', async () => {
    const sleep = vi.fn(async () => {});
    const fetch = vi.fn(async () => errorJson('AUT409', 409));
    const client = createApiClient({ baseUrl: '/api', fetch, sleep });
    await expect(client.call(getToken, { body: { grantType: 'guest' } })).rejects.toMatchObject({
      errorName: 'DUPLICATED_TOKEN',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    fetch.mockClear();
    await expect(client.call(ping)).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("emits a bot-challenge event on a 403 naming another app than the service's", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(errorJson('AUT403', 403, { appId: 'bot-app' }))
      .mockResolvedValueOnce(errorJson('REW130', 403))
      .mockResolvedValueOnce(errorJson('AUT432', 403, { appId: SERVICE_APP_ID }))
      .mockResolvedValueOnce(errorJson('PRM130', 400, { appId: 'bot-app' }));
    const client = createApiClient({ baseUrl: '/api', fetch });
    const seen: unknown[] = [];
    const stop = client.onBotChallenge((detail) => seen.push(detail));
    const raw = vi.fn();
    client.events.addEventListener(BOT_CHALLENGE_EVENT, raw);
    for (let call = 0; call < 4; call += 1) await client.call(ping).catch(() => {});
    expect(seen).toEqual([{ appId: 'bot-app', errorId: 'AUT403', routeName: 'testPing' }]);
    expect(raw).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sets the channel header on routes that declare it: MAPP in the app webview', async () => {
    const fetch = vi.fn(async () => json({ ok: true }));
    const web = createApiClient({ baseUrl: '/api', fetch, userAgent: 'Mozilla/5.0 Chrome/140' });
    const app = createApiClient({
      baseUrl: '/api',
      fetch,
      userAgent: 'Mozilla/5.0 Mobile CairnApp/3.2',
    });
    await web.call(order);
    await app.call(order);
    await web.call(ping).catch(() => {});
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(new Headers(calls[0]?.[1].headers).get('channel')).toBe('ECOMM');
    expect(new Headers(calls[1]?.[1].headers).get('channel')).toBe('MAPP');
    expect(new Headers(calls[2]?.[1].headers).has('channel')).toBe(false);
    expect(detectChannel('UA MyShopApp', 'MyShopApp')).toBe('MAPP');
    expect(detectChannel(undefined)).toBe('ECOMM');
  });
});
