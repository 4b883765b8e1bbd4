/**
 * Service hardening: bad input answers 4xx with the spec's error body (never GEN500, never
 * Node's bare 400), failed SQL is logged without values, and every answer carries the
 * cache, sniffing and CORS headers it should.
 */
import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getServerTime, validateResponse } from '#api/contract/internal.ts';
import { defineRoute } from '#api/contract/route.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { loadConfig } from '../config.ts';
import { consumers } from '../db/schema/consumer.ts';
import { devDomain } from '../dev/index.ts';
import { internalDomain } from '../internal/index.ts';
import { startNotice } from '../start.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { createLogger } from './logger.ts';
import { type Domain, MAX_BODY_DEPTH } from './route.ts';
import { nodeServerOptions, serveApp } from './serve.ts';

const echo = defineRoute({
  name: 'testEcho',
  method: 'POST',
  path: '/test/echo/:id',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string(), count: z.number().int() }),
  response: z.object({ name: z.string() }),
  auth: 'none',
});
/** A table of this file only (made before the first test). */
const testNotes = pgTable('test_notes', { data: jsonb('data').notNull() });

/** Takes any JSON and keeps it in a jsonb column, as carts and profiles do. */
const store = defineRoute({
  name: 'testStore',
  method: 'POST',
  path: '/test/store',
  body: z.object({ data: z.unknown() }),
  response: z.object({ ok: z.boolean() }),
  auth: 'none',
});
const anyBody = defineRoute({
  name: 'testAny',
  method: 'POST',
  path: '/test/any',
  body: z.unknown(),
  response: z.object({ ok: z.boolean() }),
  auth: 'none',
});
/** An insert whose failure quotes what it was given (detail, message). */
const addConsumer = defineRoute({
  name: 'testAddConsumer',
  method: 'POST',
  path: '/test/consumers',
  body: z.object({ email: z.string(), birthDate: z.string().optional() }),
  response: z.object({ ok: z.boolean() }),
  auth: 'none',
});
const cached = defineRoute({
  name: 'testCached',
  method: 'GET',
  path: '/test/cached',
  query: z.object({ fail: z.stringbool().optional() }),
  response: z.object({ ok: z.boolean() }),
  auth: 'none',
});
const guestOnly = defineRoute({
  name: 'testGuest',
  method: 'GET',
  path: '/test/guest',
  response: z.object({ ok: z.boolean() }),
});

const testDomain: Domain = {
  name: 'test',
  register({ route }) {
    route(echo, ({ body }) => ({ name: body.name }));
    route(store, async ({ body, db }) => {
      await db.insert(testNotes).values({ data: body.data });
      return { ok: true };
    });
    route(anyBody, () => ({ ok: true }));
    route(addConsumer, async ({ body, db }) => {
      await db.insert(consumers).values({ email: body.email, birthDate: body.birthDate });
      return { ok: true };
    });
    route(cached, ({ query, c }) => {
      c.header('Cache-Control', 'public, max-age=60');
      if (query.fail) throw new Error('failed after choosing to cache');
      return { ok: true };
    });
    route(guestOnly, () => ({ ok: true }));
  },
};

/** Every log line of the main test server. */
const logLines: string[] = [];
const logger = createLogger(
  { logLevel: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
);

const server = setupTestServer({ domains: [testDomain], logger });

beforeAll(async () => {
  await server().db.execute(sql`create table test_notes (data jsonb not null)`);
});

function post(path: string, body: string) {
  return server()
    .agent()
    .fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

async function errorOf(response: Response) {
  const body = await response.json();
  return { status: response.status, ...body.errorDetails[0] } as {
    status: number;
    errorId: string;
    message: string;
  };
}

/** `depth` arrays, one inside the other, around `inner`. */
function nested(depth: number, inner = ''): string {
  return `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
}

describe('bodies PostgreSQL or the stack cannot take', () => {
  it('answers API400 for a deeply nested body holding U+0000, not GEN500', async () => {
    const deep = `{"data":${nested(5000, '"\\u0000"')}}`;
    expect(await errorOf(await post('/test/store', deep))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
    const deepEcho = `{"name":"a","count":1,"x":${nested(5000, '"\\u0000"')}}`;
    expect((await post('/test/echo/1', deepEcho)).status).toBe(400);
  });

  it(`answers API400 for bodies nested deeper than ${MAX_BODY_DEPTH} levels`, async () => {
    const limit = await post('/test/any', nested(MAX_BODY_DEPTH));
    expect(limit.status).toBe(200);
    const over = await errorOf(await post('/test/any', nested(MAX_BODY_DEPTH + 1)));
    expect(over).toMatchObject({ status: 400, errorId: 'API400' });
    expect(over.message).toContain(`deeper than ${MAX_BODY_DEPTH}`);
    // Objects count as arrays do, whatever the body's length.
    let objects = '1';
    for (let i = 0; i <= MAX_BODY_DEPTH; i++) objects = `{"a":${objects}}`;
    expect((await post('/test/any', objects)).status).toBe(400);
    const huge = await errorOf(await post('/test/store', `{"data":${nested(40_000)}}`));
    expect(huge).toMatchObject({ status: 400, errorId: 'API400' });
  });

  it('answers API400 for a lone surrogate in a value or a key, which PostgreSQL cannot encode', async () => {
    for (const body of [
      '{"data":"\\ud800"}',
      '{"data":{"note":"a\\uDC00b"}}',
      '{"data":{"\\udbff":1}}',
      '{"data":["\\ude00\\ud83d"]}',
    ]) {
      const error = await errorOf(await post('/test/store', body));
      expect(error, body).toMatchObject({ status: 400, errorId: 'API400' });
      expect(error.message).toContain('surrogate');
    }
    const echoed = await errorOf(await post('/test/echo/1', '{"name":"\\ud800","count":1}'));
    expect(echoed).toMatchObject({ status: 400, errorId: 'API400' });
    // A pair is one character (😀); an escaped backslash is text.
    expect((await post('/test/store', '{"data":"\\ud83d\\ude00 \\\\ud800"}')).status).toBe(200);
    const [row] = await server().db.select().from(testNotes);
    expect(row?.data).toBe('😀 \\ud800');
  });
});

describe('a failed statement in the log', () => {
  async function failedInsert(body: object) {
    const response = await post('/test/consumers', JSON.stringify(body));
    expect(response.status).toBe(500);
    expect((await response.json()).errorDetails[0].errorId).toBe('GEN500');
    const correlationId = response.headers.get('x-correlation-id');
    const line = logLines.find(
      (text) => text.includes(`"correlationId":"${correlationId}"`) && text.includes('unhandled'),
    );
    expect(line).toBeDefined();
    return line as string;
  }

  it('holds no value: neither the parameters nor what the database quotes', async () => {
    const email = 'maya.hardening@example.com';
    // A value in the wrong column: the message reads `… type date: "maya…"`.
    const wrongType = await failedInsert({ email: 'x@example.com', birthDate: email });
    expect(wrongType).not.toContain(email);
    expect(wrongType).not.toContain('x@example.com');
    expect(wrongType).toContain('22007');
    expect(wrongType).toContain('invalid input syntax for type date');
    // A duplicate: PostgreSQL's detail reads "Key (email)=(maya…) already exists".
    expect((await post('/test/consumers', JSON.stringify({ email }))).status).toBe(200);
    const duplicate = await failedInsert({ email });
    expect(duplicate).not.toContain(email);
    expect(duplicate).toContain('23505');
    expect(duplicate).toContain('consumers_email_key');
    expect(duplicate).toContain('insert into \\"consumers\\"');
  });
});

describe('the request log', () => {
  it("keeps a bearer link's route, not its secret", async () => {
    const secret = 'inv_7Qh2mZbearerSecretValue';
    const path = `/consumers-v3/consumer/purchase/invoice/${secret}`;
    const before = logLines.length;
    await server().agent().fetch(path);
    await server().agent().fetch('/consumers-v3/consumer/purchase/invoice/download');
    const lines = logLines.slice(before).filter((line) => line.includes('"msg":"request"'));
    expect(lines.join('\n')).not.toContain(secret);
    expect(lines.map((line) => JSON.parse(line).path)).toEqual([
      '/api/consumers-v3/consumer/purchase/invoice/…',
      '/api/consumers-v3/consumer/purchase/invoice/download',
    ]);
  });
});

describe('headers of every answer', () => {
  it('forbid caching and content sniffing unless a route allows caching', async () => {
    const agent = server().agent();
    const answers = [
      await post('/test/echo/1', '{"name":"a","count":1}'),
      await post('/test/echo/1', '{"name":'),
      await agent.fetch('/no/such/path'),
      await agent.fetch('/test/echo/1', { method: 'DELETE' }),
      await agent.fetch('/test/guest'),
      await agent.fetch('/health'),
    ];
    for (const response of answers) {
      expect(response.headers.get('cache-control'), response.url).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // Served alone, the app answers paths outside /api too.
    const outside = await server().app.request('/favicon.ico');
    expect(outside.status).toBe(404);
    expect(outside.headers.get('cache-control')).toBe('no-store');
    expect(outside.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await outside.json()).correlationId).toBe(outside.headers.get('x-correlation-id'));
    const publicRead = await agent.fetch('/test/cached');
    expect(publicRead.headers.get('cache-control')).toBe('public, max-age=60');
    expect(publicRead.headers.get('x-content-type-options')).toBe('nosniff');
    // An error is never cached, even when the route chose caching first.
    const failed = await agent.fetch('/test/cached?fail=true');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });

  it('carry no CORS header unless CORS_ORIGINS allows the origin', async () => {
    const agent = server().agent();
    const origin = { origin: 'https://shop.example' };
    const simple = await agent.fetch('/test/cached', { headers: origin });
    const preflight = await agent.fetch('/test/echo/1', {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'POST' },
    });
    for (const response of [simple, preflight]) {
      expect(
        [...response.headers.keys()].filter((name) => name.startsWith('access-control-')),
      ).toEqual([]);
    }
  });

  it('accept the bearer scheme in any case', async () => {
    const { config, clock } = server();
    const token = await signAccessToken(
      config,
      { kind: 'guest', sessionId: crypto.randomUUID(), guestId: 'g-1' },
      clock.now(),
    );
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const response = await server()
        .agent()
        .fetch('/test/guest', { headers: { authorization: `${scheme} ${token}` } });
      expect(response.status, scheme).toBe(200);
    }
    const other = await server()
      .agent()
      .fetch('/test/guest', { headers: { authorization: `Basic ${token}` } });
    expect(other.status).toBe(401);
  });
});

describe('CORS_ORIGINS', () => {
  const open = setupTestServer({
    domains: [testDomain],
    config: {
      http: {
        corsOrigins: ['https://shop.example'],
        requestTimeoutMs: 15_000,
        hostname: '127.0.0.1',
      },
    },
  });

  it('is read from the environment: http(s) origins only', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).http.corsOrigins).toEqual([]);
    const config = loadConfig({
      NODE_ENV: 'test',
      CORS_ORIGINS: 'https://shop.example, http://localhost:5173',
    });
    expect(config.http.corsOrigins).toEqual(['https://shop.example', 'http://localhost:5173']);
    for (const bad of ['*', 'https://shop.example/', 'shop.example', 'ftp://shop.example']) {
      expect(() => loadConfig({ NODE_ENV: 'test', CORS_ORIGINS: bad }), bad).toThrow(
        /CORS_ORIGINS/,
      );
    }
  });

  it('lets the listed origins call with credentials, and no other', async () => {
    const agent = open().agent();
    const preflight = await agent.fetch('/test/echo/1', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');

    const call = await agent.fetch('/test/cached', { headers: { origin: 'https://shop.example' } });
    expect(call.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(call.headers.get('access-control-expose-headers')).toContain('x-correlation-id');
    expect(call.headers.get('vary')).toContain('Origin');

    const other = await agent.fetch('/test/cached', {
      headers: { origin: 'https://evil.example' },
    });
    expect([...other.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual(
      [],
    );
    expect(other.headers.get('vary')).toContain('Origin');
    const otherPreflight = await agent.fetch('/test/echo/1', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(otherPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('development aids in production', () => {
  const production = setupTestServer({
    domains: [internalDomain, devDomain],
    config: { environment: 'production' },
    botCheck: { verify: async () => false },
  });

  it('answer API404, before their query or body is read', async () => {
    const agent = production().agent();
    const check = await agent.send(validateResponse, {
      params: { contract: 'getServerTime' },
      body: { timestamp: 1 },
    });
    expect(check.status).toBe(404);
    expect(errorIdOf(check)).toBe('API404');
    const malformed = await agent.fetch('/fapi/api/validate-response/getServerTime', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(malformed.status).toBe(404);
    const outbox = await agent.fetch('/dev/outbox?limit=many');
    expect(outbox.status).toBe(404);
    expect((await outbox.json()).errorDetails[0].errorId).toBe('API404');
    // The spec's internal calls stay.
    expect((await agent.send(getServerTime)).status).toBe(200);
  });
});

describe('the Node server (a real socket)', () => {
  let node: Server;
  let port: number;

  beforeAll(async () => {
    node = await new Promise<Server>((resolve) => {
      const started: Server = serveApp(
        {
          fetch: server().app.fetch,
          config: { http: { corsOrigins: [], requestTimeoutMs: 400 } },
          port: 0,
          hostname: '127.0.0.1',
        },
        (info) => {
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

  /** Write raw bytes, then read until the server closes the socket (or `waitMs`). */
  function exchange(raw: string, waitMs = 3_000): Promise<{ text: string; ms: number }> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const socket = connect(port, '127.0.0.1', () => socket.write(raw));
      const chunks: Buffer[] = [];
      const timer = setTimeout(() => socket.destroy(), waitMs);
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve({
          text: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        });
      });
    });
  }

  function request(headers: string[], body = '') {
    return [
      'POST /api/test/echo/1 HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      ...headers,
      '',
      body,
    ].join('\r\n');
  }

  /** The only response of an exchange: status line, headers, the spec's error body. */
  function onlyErrorResponse(text: string) {
    expect(text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    const [head = '', body = ''] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/^x-content-type-options: nosniff$/im);
    expect(head).toMatch(/^cache-control: no-store$/im);
    const parsed = JSON.parse(body);
    expect(parsed.errorDetails[0].errorId).toBe('API400');
    expect(head.toLowerCase()).toContain(`x-correlation-id: ${parsed.correlationId}`);
    return parsed.errorDetails[0].message as string;
  }

  it('answers a well-formed request', async () => {
    const body = '{"name":"tent","count":1}';
    const { text } = await exchange(
      request([`Content-Length: ${body.length}`, 'Connection: close'], body),
    );
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toContain('{"name":"tent"}');
  });

  it('answers API400 with the error body to a Content-Length shorter than the body', async () => {
    const body = '{"name":"tent","count":1}';
    const { text } = await exchange(request(['Content-Length: 5'], body));
    expect(onlyErrorResponse(text)).toContain('not valid HTTP');
  });

  it('answers API400 soon to a Content-Length longer than the body', async () => {
    const body = '{"name":"tent","count":1}';
    const { text, ms } = await exchange(request(['Content-Length: 100'], body));
    expect(onlyErrorResponse(text)).toContain('in time');
    expect(ms).toBeLessThan(2_500);
  });

  it('answers API400 soon to a chunked body that never ends, and logs no error', async () => {
    const before = logLines.length;
    const { text, ms } = await exchange(request(['Transfer-Encoding: chunked'], '5\r\n{"nam\r\n'));
    expect(onlyErrorResponse(text)).toContain('in time');
    expect(ms).toBeLessThan(2_500);
    // The app's own answer (nobody reads it) is a 4xx, not an unhandled error.
    await expect
      .poll(() => logLines.slice(before).some((line) => line.includes('"status":')))
      .toBe(true);
    expect(logLines.slice(before).join('')).not.toContain('"level":50');
  });

  it('answers API400 soon to headers that never end', async () => {
    const { text, ms } = await exchange('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expect(onlyErrorResponse(text)).toContain('in time');
    expect(ms).toBeLessThan(2_500);
  });

  it('waits 15 s at most by default, 10 s for headers', () => {
    expect(nodeServerOptions(loadConfig({ NODE_ENV: 'test' }))).toEqual({
      requestTimeout: 15_000,
      headersTimeout: 10_000,
      connectionsCheckingInterval: 1_000,
    });
    expect(() => loadConfig({ NODE_ENV: 'test', REQUEST_TIMEOUT_MS: '0' })).toThrow(
      /REQUEST_TIMEOUT_MS/,
    );
  });

  it('listens on this machine only unless HOST says otherwise, and says it is a demo', async () => {
    const demo = loadConfig({ NODE_ENV: 'development' });
    expect(demo.http.hostname).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test', HOST: '0.0.0.0' }).http.hostname).toBe('0.0.0.0');
    const listening = await new Promise<Server>((resolve) => {
      const started: Server = serveApp(
        { fetch: () => new Response('ok'), config: demo, port: 0 },
        () => resolve(started),
      );
    });
    const address = listening.address() as AddressInfo;
    await new Promise((resolve) => listening.close(resolve));
    expect(address.address).toBe('127.0.0.1');
    const notice = startNotice(demo, address, 'Cairn store');
    expect(notice).toContain('This is a demo');
    expect(notice).toContain('HOST=0.0.0.0');
    expect(startNotice({ ...demo, environment: 'production' }, address, 'Cairn')).not.toContain(
      'demo',
    );
  });
});

describe('TRUST_PROXY', () => {
  it('counts the proxies in front: off, true, or a number of hops', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
