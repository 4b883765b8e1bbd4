import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { failWith, SERVICE_APP_ID } from '#api/contract/errors.ts';
import { defineRoute } from '#api/contract/route.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { ApiError } from './errors.ts';
import { createLogger, lazyChild, loggableError } from './logger.ts';
import type { Domain } from './route.ts';

const echo = defineRoute({
  name: 'testEcho',
  method: 'POST',
  path: '/test/echo/:id',
  params: z.object({ id: z.string().regex(/^\d+$/) }),
  query: z.object({ mode: z.enum(['a', 'b']).default('a') }),
  headers: z.object({ 'x-channel': z.enum(['ECOMM', 'MAPP']).optional() }),
  body: z.object({
    name: z.string().max(10),
    count: z.number().int(),
    secret: z.string().min(8, failWith('FE872', 'too short')).optional(),
  }),
  response: z.object({ id: z.string(), name: z.string(), mode: z.string(), channel: z.string() }),
  auth: 'none',
});
const read = defineRoute({
  name: 'testRead',
  method: 'GET',
  path: '/test/echo/:id',
  params: z.object({ id: z.string() }),
  response: z.object({ ok: z.boolean() }),
  auth: 'none',
});
const broken = defineRoute({
  name: 'testBroken',
  method: 'GET',
  path: '/test/broken',
  response: z.object({ ok: z.boolean() }),
  auth: 'none',
});
const drift = defineRoute({
  name: 'testDrift',
  method: 'GET',
  path: '/test/drift',
  response: z.object({ ok: z.boolean() }),
  auth: 'none',
});
const refused = defineRoute({
  name: 'testRefused',
  method: 'GET',
  path: '/test/refused',
  response: z.object({ ok: z.boolean() }),
  auth: 'none',
});
const guestOnly = defineRoute({
  name: 'testGuest',
  method: 'GET',
  path: '/test/guest',
  response: z.object({ ok: z.boolean() }),
});
const userOnly = defineRoute({
  name: 'testUser',
  method: 'GET',
  path: '/test/user',
  response: z.object({ ok: z.boolean() }),
  auth: 'user',
});

const testDomain: Domain = {
  name: 'test',
  register({ route }) {
    route(echo, ({ params, query, body, headers }) => ({
      id: params.id,
      name: body.name,
      mode: query.mode,
      channel: headers['x-channel'] ?? 'none',
    }));
    route(read, () => ({ ok: true }));
    route(broken, () => {
      throw new Error('database exploded at /secret/path');
    });
    route(drift, () => ({ ok: 'yes' }) as unknown as { ok: boolean });
    route(refused, () => {
      throw new ApiError('AUT403', 'Prove you are human', { appId: 'bot-app' });
    });
    route(guestOnly, () => ({ ok: true }));
    route(userOnly, () => ({ ok: true }));
  },
};

const server = setupTestServer({ domains: [testDomain], config: { bodyLimitBytes: 1024 } });

function post(body: string, contentType = 'application/json', path = '/test/echo/1') {
  return server()
    .agent()
    .fetch(path, { method: 'POST', headers: { 'content-type': contentType }, body });
}

describe('the HTTP core', () => {
  it('validates and passes params, query, headers and body to the handler', async () => {
    const result = await server()
      .agent()
      .send(echo, {
        params: { id: '7' },
        query: { mode: 'b', locale: 'fr-ca' },
        headers: { 'x-channel': 'MAPP' },
        body: { name: 'tent', count: 2 },
      });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ id: '7', name: 'tent', mode: 'b', channel: 'MAPP' });
  });

  it.each([
    ['a wrong type', { name: 'tent', count: 'two' }, 'body.count'],
    ['an over-long string', { name: 'x'.repeat(11), count: 1 }, 'body.name'],
    ['a missing field', { count: 1 }, 'body.name'],
  ])('answers API400 for %s', async (_, body, where) => {
    const result = await server()
      .agent()
      .send(echo, { params: { id: '1' }, body });
    expect(result.status).toBe(400);
    expect(errorIdOf(result)).toBe('API400');
    expect(
      (result.body as unknown as { errorDetails: { message: string }[] }).errorDetails[0]?.message,
    ).toContain(where);
  });

  it('answers the code a contract check is tagged with', async () => {
    const result = await server()
      .agent()
      .send(echo, { params: { id: '1' }, body: { name: 'a', count: 1, secret: 'short' } });
    expect(result.status).toBe(400);
    expect(errorIdOf(result)).toBe('FE872');
  });

  it('answers API400 for bad params, query, headers and locale', async () => {
    const agent = server().agent();
    const body = { name: 'a', count: 1 };
    expect(errorIdOf(await agent.send(echo, { params: { id: 'x' }, body }))).toBe('API400');
    expect(
      errorIdOf(await agent.send(echo, { params: { id: '1' }, query: { mode: 'z' }, body })),
    ).toBe('API400');
    expect(
      errorIdOf(
        await agent.send(echo, { params: { id: '1' }, headers: { 'x-channel': 'FAX' }, body }),
      ),
    ).toBe('API400');
    expect(
      errorIdOf(await agent.send(echo, { params: { id: '1' }, query: { locale: 'xx-yy' }, body })),
    ).toBe('API400');
  });

  it('answers API400 for malformed JSON and API415 for another media type', async () => {
    const malformed = await post('{"name":');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errorDetails[0].errorId).toBe('API400');
    const text = await post('name=tent', 'application/x-www-form-urlencoded');
    expect(text.status).toBe(415);
    expect((await text.json()).errorDetails[0].errorId).toBe('API415');
  });

  it('answers API400 for text holding U+0000, which PostgreSQL cannot store', async () => {
    for (const body of ['{"name":"a\\u0000b"}', '{"name":"tent","x":{"\\u0000":1}}']) {
      const result = await post(body);
      expect(result.status, body).toBe(400);
      expect((await result.json()).errorDetails[0].message).toContain('U+0000');
    }
    // An escaped backslash before "u0000" is text, not the character.
    const literal = await post('{"name":"a\\\\u0000b","count":1}');
    expect(literal.status).toBe(200);
    expect((await literal.json()).name).toBe('a\\u0000b');
  });

  it('answers API413 above the body limit, whether the body declares its length or not', async () => {
    const body = JSON.stringify({ name: 'a', count: 1, pad: 'x'.repeat(2000) });
    const streamed = await post(body);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).errorDetails[0].errorId).toBe('API413');
    const declared = await server()
      .agent()
      .fetch('/test/echo/1', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
        body,
      });
    expect(declared.status).toBe(413);
    expect((await declared.json()).errorDetails[0].errorId).toBe('API413');
    const small = JSON.stringify({ name: 'a', count: 1 });
    const fits = await server()
      .agent()
      .fetch('/test/echo/1', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(small.length) },
        body: small,
      });
    expect(fits.status).toBe(200);
  });

  it('answers API404 for unknown paths and API405 with Allow for wrong methods', async () => {
    const agent = server().agent();
    const missing = await agent.fetch('/no/such/path');
    expect(missing.status).toBe(404);
    expect((await missing.json()).errorDetails[0].errorId).toBe('API404');
    const wrong = await agent.fetch('/test/echo/1', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('POST');
    expect((await wrong.json()).errorDetails[0].errorId).toBe('API405');
  });

  it('answers API406 when the caller accepts no JSON', async () => {
    const response = await server()
      .agent()
      .fetch('/test/echo/1', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(406);
    expect((await response.json()).errorDetails[0].errorId).toBe('API406');
  });

  it('answers GEN500 without a stack or message for unexpected errors', async () => {
    const response = await server().agent().fetch('/test/broken');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('exploded');
    expect(text).not.toContain('at ');
    expect(JSON.parse(text).errorDetails[0]).toEqual({
      errorId: 'GEN500',
      message: 'Something went wrong',
    });
  });

  it('refuses to send a response that drifts from the contract', async () => {
    const response = await server().agent().fetch('/test/drift');
    expect(response.status).toBe(500);
  });

  it('sends the catalogue status, the appId and the correlation id with an ApiError', async () => {
    const response = await server().agent().fetch('/test/refused');
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body).toEqual({
      errorDetails: [{ errorId: 'AUT403', message: 'Prove you are human' }],
      appId: 'bot-app',
      correlationId: response.headers.get('x-correlation-id'),
    });
  });

  it('names the service as the appId of every other error body (spec §3)', async () => {
    const agent = server().agent();
    for (const path of ['/no/such', '/test/drift']) {
      const body = (await (await agent.fetch(path)).json()) as { appId?: string };
      expect(body.appId, path).toBe(SERVICE_APP_ID);
    }
  });

  it('reuses a well-formed incoming correlation id and generates one otherwise', async () => {
    const agent = server().agent();
    const reused = await agent.fetch('/no/such', { headers: { 'x-correlation-id': 'abc-123' } });
    expect(reused.headers.get('x-correlation-id')).toBe('abc-123');
    expect((await reused.json()).correlationId).toBe('abc-123');
    const generated = await agent.fetch('/test/echo/1');
    expect(generated.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    for (const bad of ['not valid!', 'x'.repeat(200)]) {
      const response = await agent.fetch('/test/echo/1', { headers: { 'x-correlation-id': bad } });
      expect(response.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('enforces the auth level of a route', async () => {
    const agent = server().agent();
    const guest = await agent.fetch('/test/guest');
    expect(guest.status).toBe(401);
    expect((await guest.json()).errorDetails[0].errorId).toBe('AUT432');
    const forged = await agent.fetch('/test/user', {
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.status).toBe(401);
  });
});

/** A log destination that keeps each line. */
function logSink() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, sink };
}

describe('logs', () => {
  it('redact passwords, tokens and card fields', () => {
    const { lines, sink } = logSink();
    const logger = createLogger({ logLevel: 'info' }, sink);
    logger.info(
      {
        password: 'Hunter22!',
        body: { newPassword: 'Secret123', card: { cardNumber: '4111111111111111', cvv: '123' } },
        refreshToken: 'rt-value',
        email: 'kept@example.com',
      },
      'request',
    );
    const output = lines.join('');
    for (const secret of ['Hunter22!', 'Secret123', '4111111111111111', '"123"', 'rt-value']) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('kept@example.com');
    expect(output).toContain('[redacted]');
  });

  it('make a request’s child logger only when it logs, with its bindings', () => {
    const { lines, sink } = logSink();
    const logger = createLogger({ logLevel: 'info' }, sink);
    const child = vi.spyOn(logger, 'child');
    const unused = lazyChild(logger, { correlationId: 'unused-1' });
    expect(unused).toBeDefined();
    expect(child).not.toHaveBeenCalled();

    const log = lazyChild(logger, { correlationId: 'abc-123' });
    log.info({ token: 'tk-secret' }, 'hello');
    log.warn('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ correlationId: 'abc-123' });
    expect(lines.join('')).not.toContain('tk-secret');
    expect(log.isLevelEnabled('debug')).toBe(false);
  });

  it('keep a failed query’s statement but not its parameters', () => {
    const error = new Error(
      'Failed query: insert into "consumers" ("email") values ($1)\nparams: maya@example.com,$argon2id$v=19$abc',
      {
        cause: new Error('duplicate key value violates unique constraint'),
      },
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('insert into');
    expect(logged).toContain('duplicate key');
    expect(logged).not.toContain('maya@example.com');
    expect(logged).not.toContain('argon2id');
  });
});
