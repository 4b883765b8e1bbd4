/**
 * The shopper's address reaches the service's throttles through the one-process store
 * (issue 44): over a real socket, an attacker on 127.0.0.2 who trips the sign-in and
 * guest-token limits holds back only itself, never a shopper on 127.0.0.3 — whether the
 * call comes straight to /api or from a page's loader in process (host/app.ts).
 */
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPkcePair } from '#api/client/pkce.ts';
import { DEMO_PASSWORD, demoAccount } from '#demo/profiles/index.ts';
import { defaultRateLimits } from '#server/config.ts';
import { profilesSeeder } from '#server/db/seed.ts';
import { forwardedClient } from '#server/http/client-ip.ts';
import { serveApp } from '#server/http/serve.ts';
import { PASS } from '#server/test/flows.ts';
import { setupTestServer } from '#server/test/harness.ts';
import { createHost, inProcessApi } from './app.ts';

const service = setupTestServer({
  seed: [profilesSeeder],
  config: {
    auth: { ipMaxFailures: 3 },
    rateLimits: { ...defaultRateLimits, guestTokenPerIp: { max: 3, windowSeconds: 60 } },
  },
});

let node: Server;
let port: number;
beforeAll(async () => {
  const api = inProcessApi(service().app);
  // A page whose loader asks the service for a guest session, as the store's pages do.
  const storefront = async () => {
    const answer = await api.fetch(`${api.baseUrl}/token/v2/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grantType: 'guest' }),
    });
    return new Response(String(answer.status), { headers: { 'content-type': 'text/plain' } });
  };
  const host = createHost({ service: service().app, storefront });
  node = await new Promise<Server>((resolve) => {
    const started = serveApp(
      { fetch: host.fetch, config: service().config, port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) => {
        port = info.port;
        resolve(started);
      },
    );
  });
});
afterAll(async () => {
  node.closeAllConnections();
  await new Promise((resolve) => node.close(resolve));
});

/** One request over a socket bound to `from` (any 127.x address is this machine). */
function send(
  from: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        localAddress: from,
        method: payload === undefined ? 'GET' : 'POST',
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const errorId = (text: string) =>
  (JSON.parse(text) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId;

describe('the client address through the store', () => {
  it('locks out the address that fails its sign-ins, not the shopper next to it', async () => {
    const signIn = async (from: string, password: string) =>
      send(from, '/api/consumers-v3/auth/signin', {
        username: demoAccount('loyalty').profile.consumerDetails.email,
        password,
        codeChallenge: (await createPkcePair()).codeChallenge,
        captcha: PASS,
      });
    const failures = [];
    for (let i = 0; i < 4; i += 1)
      failures.push(errorId((await signIn('127.0.0.2', 'Wrong-1')).text));
    expect(failures).toEqual(['AUT401', 'AUT401', 'AUT423', 'AUT423']);
    expect((await signIn('127.0.0.3', DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts guest sessions asked for by pages in process against the shopper who asked', async () => {
    const pages = [];
    for (let i = 0; i < 4; i += 1) pages.push((await send('127.0.0.4', '/en-us')).text);
    expect(pages).toEqual(['200', '200', '200', '429']);
    expect((await send('127.0.0.5', '/en-us')).text).toBe('200');
  });
});

describe('X-Forwarded-For behind trusted proxies', () => {
  it('believes only the entries the trusted proxies wrote, counted from the right', () => {
    // The client wrote "6.6.6.6"; the load balancer appended the address it saw.
    expect(forwardedClient('6.6.6.6, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    // A CDN, then a load balancer.
    expect(forwardedClient('6.6.6.6, 203.0.113.9, 10.1.0.7', '10.0.0.2', 2)).toBe('203.0.113.9');
    // No proxy trusted: the socket's peer, whatever the header says.
    expect(forwardedClient('6.6.6.6', '127.0.0.3', 0)).toBe('127.0.0.3');
    expect(forwardedClient(undefined, '127.0.0.3', 1)).toBe('127.0.0.3');
  });
});
