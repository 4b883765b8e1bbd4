import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_REFUSED_TOKEN, sandboxToken } from '#api/contract/botCheck.ts';
import { submitContactRequest } from '#api/contract/contact.ts';
import { botCheckProvider, loadConfig } from '../config.ts';
import { contactDomain } from '../contact/index.ts';
import { contactSeeder } from '../db/seed.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import {
  createRecaptchaBotCheck,
  createSandboxBotCheck,
  createTurnstileBotCheck,
  fetchPost,
  resolveBotCheck,
} from './botCheck.ts';

const TURNSTILE_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const RECAPTCHA_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** What the fake provider was asked. */
interface Asked {
  url: string;
  form: URLSearchParams;
}

/** A fetch standing in for the provider: answers `answer(form)`, records every call. */
function fakeProvider(answer: (form: URLSearchParams) => Response | Promise<Response>) {
  const asked: Asked[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const form = new URLSearchParams(init?.body as URLSearchParams);
    asked.push({ url: String(input), form });
    return answer(form);
  });
  return { asked, post: fetchPost(fetcher as unknown as typeof fetch) };
}

/** A provider that answers only when the caller gives up (the signal aborts). */
function silentProvider() {
  const fetcher = (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
  return fetchPost(fetcher as typeof fetch);
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const logger = () => ({ warn: vi.fn() });

describe('the sandbox bot check', () => {
  const sandbox = createSandboxBotCheck();

  it('passes the browser sandbox’s tokens for their own action, and stand-ins', async () => {
    expect(await sandbox.verify(sandboxToken('login'), 'login')).toBe(true);
    expect(await sandbox.verify(sandboxToken('contact', true), 'contact')).toBe(true);
    expect(await sandbox.verify('captcha-ok', 'checkout')).toBe(true);
  });

  it('refuses none, an empty token, `bot` and another action’s sandbox token', async () => {
    expect(await sandbox.verify(undefined, 'login')).toBe(false);
    expect(await sandbox.verify('', 'login')).toBe(false);
    expect(await sandbox.verify(SANDBOX_REFUSED_TOKEN, 'login')).toBe(false);
    expect(await sandbox.verify(sandboxToken('login'), 'register')).toBe(false);
    expect(await sandbox.verify('sandbox:login:forged', 'login')).toBe(false);
  });
});

describe('the Turnstile bot check', () => {
  const options = { secret: 'fake-turnstile-secret', verifyUrl: TURNSTILE_URL, timeoutMs: 200 };

  it('posts the secret, the token and the shopper’s address to siteverify', async () => {
    const provider = fakeProvider(() => json({ success: true, action: 'login' }));
    const check = createTurnstileBotCheck({ ...options, post: provider.post });
    expect(await check.verify('token-1', 'login', { remoteIp: '203.0.113.9' })).toBe(true);
    expect(provider.asked).toHaveLength(1);
    expect(provider.asked[0]?.url).toBe(TURNSTILE_URL);
    expect(Object.fromEntries(provider.asked[0]?.form ?? [])).toEqual({
      secret: 'fake-turnstile-secret',
      response: 'token-1',
      remoteip: '203.0.113.9',
    });
  });

  it('refuses what siteverify refuses, and a token of another action', async () => {
    const provider = fakeProvider((form) =>
      form.get('response') === 'expired'
        ? json({ success: false, 'error-codes': ['timeout-or-duplicate'] })
        : json({ success: true, action: 'register' }),
    );
    const check = createTurnstileBotCheck({ ...options, post: provider.post });
    expect(await check.verify('expired', 'login')).toBe(false);
    expect(await check.verify('token-2', 'login')).toBe(false);
    expect(await check.verify('token-2', 'register')).toBe(true);
  });

  it('passes an answer without an action (Turnstile’s test keys give none)', async () => {
    const provider = fakeProvider(() => json({ success: true, action: '' }));
    const check = createTurnstileBotCheck({ ...options, post: provider.post });
    expect(await check.verify('XXXX.DUMMY.TOKEN.XXXX', 'checkout')).toBe(true);
  });

  it('asks nothing for no token, an empty one or one longer than any provider issues', async () => {
    const provider = fakeProvider(() => json({ success: true }));
    const check = createTurnstileBotCheck({ ...options, post: provider.post });
    for (const token of [undefined, '', 'x'.repeat(4097)]) {
      expect(await check.verify(token, 'login')).toBe(false);
    }
    expect(provider.asked).toHaveLength(0);
  });

  it('refuses, and logs, when siteverify fails, times out or answers nonsense', async () => {
    for (const post of [
      fakeProvider(() => json({}, 503)).post,
      fakeProvider(() => new Response('<html>', { status: 200 })).post,
      fakeProvider(() => json({ ok: true })).post,
      silentProvider(),
    ]) {
      const log = logger();
      const check = createTurnstileBotCheck({ ...options, post, logger: log });
      expect(await check.verify('token-3', 'login')).toBe(false);
      expect(log.warn).toHaveBeenCalledOnce();
      expect(JSON.stringify(log.warn.mock.calls)).not.toContain('token-3');
      expect(JSON.stringify(log.warn.mock.calls)).not.toContain('fake-turnstile-secret');
    }
  });

  it('says so in the log when the provider refuses the store’s secret', async () => {
    const log = logger();
    const provider = fakeProvider(() =>
      json({ success: false, 'error-codes': ['invalid-input-secret'] }),
    );
    const check = createTurnstileBotCheck({ ...options, post: provider.post, logger: log });
    expect(await check.verify('token-4', 'login')).toBe(false);
    expect(log.warn.mock.calls[0]?.[1]).toMatch(/BOT_CHECK_SECRET/);
  });
});

describe('the reCAPTCHA v3 bot check', () => {
  const options = {
    secret: 'fake-recaptcha-secret',
    verifyUrl: RECAPTCHA_URL,
    timeoutMs: 200,
    minScore: 0.5,
  };
  const scoring = fakeProvider((form) => {
    const [action = '', score = ''] = (form.get('response') ?? '').split('@');
    return json({ success: true, action, score: Number(score) });
  });

  it('passes a token of the action with a score at the threshold or above', async () => {
    const check = createRecaptchaBotCheck({ ...options, post: scoring.post });
    expect(await check.verify('checkout@0.9', 'checkout')).toBe(true);
    expect(await check.verify('checkout@0.5', 'checkout')).toBe(true);
    expect(scoring.asked.at(-1)?.url).toBe(RECAPTCHA_URL);
    expect(scoring.asked.at(-1)?.form.get('secret')).toBe('fake-recaptcha-secret');
  });

  it('refuses a low score, another action, and a token without action or score', async () => {
    const check = createRecaptchaBotCheck({ ...options, post: scoring.post });
    expect(await check.verify('checkout@0.3', 'checkout')).toBe(false);
    expect(await check.verify('login@0.9', 'checkout')).toBe(false);
    const v2 = fakeProvider(() => json({ success: true }));
    expect(
      await createRecaptchaBotCheck({ ...options, post: v2.post }).verify('v2', 'checkout'),
    ).toBe(false);
  });

  it('takes the configured threshold', async () => {
    const strict = createRecaptchaBotCheck({ ...options, minScore: 0.8, post: scoring.post });
    expect(await strict.verify('login@0.7', 'login')).toBe(false);
    expect(await strict.verify('login@0.8', 'login')).toBe(true);
  });

  it('refuses when siteverify does not answer within the timeout', async () => {
    const log = logger();
    const check = createRecaptchaBotCheck({ ...options, post: silentProvider(), logger: log });
    const started = performance.now();
    expect(await check.verify('login@0.9', 'login')).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ botCheck: 'recaptcha', timeoutMs: 200 });
  });
});

describe('BOT_CHECK_* settings', () => {
  it('are the sandbox when unset', () => {
    expect(botCheckProvider({})).toBeUndefined();
    expect(botCheckProvider({ BOT_CHECK_PROVIDER: 'sandbox' })).toBeUndefined();
  });

  it('name a provider with its secret, and reCAPTCHA’s threshold', () => {
    expect(
      botCheckProvider({ BOT_CHECK_PROVIDER: 'recaptcha', BOT_CHECK_SECRET: 'fake-secret' }),
    ).toEqual({
      name: 'recaptcha',
      verifyUrl: RECAPTCHA_URL,
      secret: 'fake-secret',
      timeoutMs: 5000,
      minScore: 0.5,
    });
    expect(
      botCheckProvider({
        BOT_CHECK_PROVIDER: 'Turnstile',
        BOT_CHECK_SECRET: 'fake-secret',
        BOT_CHECK_VERIFY_URL: 'http://127.0.0.1:8787/siteverify',
        BOT_CHECK_TIMEOUT_MS: '1500',
      }),
    ).toEqual({
      name: 'turnstile',
      verifyUrl: 'http://127.0.0.1:8787/siteverify',
      secret: 'fake-secret',
      timeoutMs: 1500,
    });
    expect(
      botCheckProvider({
        BOT_CHECK_PROVIDER: 'recaptcha',
        BOT_CHECK_SECRET: 'fake-secret',
        BOT_CHECK_MIN_SCORE: '0.7',
      }),
    ).toMatchObject({ minScore: 0.7 });
  });

  it('refuse what cannot be meant', () => {
    const secret = { BOT_CHECK_SECRET: 'fake-secret' };
    expect(() => botCheckProvider({ BOT_CHECK_PROVIDER: 'hcaptcha' })).toThrow(
      /not one of sandbox, turnstile, recaptcha/,
    );
    expect(() => botCheckProvider({ BOT_CHECK_PROVIDER: 'turnstile' })).toThrow(
      /needs BOT_CHECK_SECRET/,
    );
    expect(() => botCheckProvider(secret)).toThrow(/need BOT_CHECK_PROVIDER/);
    expect(() =>
      botCheckProvider({ ...secret, BOT_CHECK_PROVIDER: 'turnstile', BOT_CHECK_MIN_SCORE: '0.5' }),
    ).toThrow(/for recaptcha/);
    expect(() =>
      botCheckProvider({ ...secret, BOT_CHECK_PROVIDER: 'recaptcha', BOT_CHECK_MIN_SCORE: '2' }),
    ).toThrow(/not a score from 0 to 1/);
    expect(() =>
      botCheckProvider({
        ...secret,
        BOT_CHECK_PROVIDER: 'recaptcha',
        BOT_CHECK_VERIFY_URL: 'ftp://bot-check',
      }),
    ).toThrow(/not an http\(s\) URL/);
    expect(() =>
      botCheckProvider({ ...secret, BOT_CHECK_PROVIDER: 'recaptcha', BOT_CHECK_TIMEOUT_MS: '10' }),
    ).toThrow(/between 100 and 30000/);
  });

  it('give createApp the provider’s verifier, the sandbox without one', async () => {
    const sandbox = resolveBotCheck(loadConfig({ NODE_ENV: 'test' }));
    expect(await sandbox.verify(sandboxToken('login'), 'login')).toBe(true);
    const config = loadConfig({
      NODE_ENV: 'test',
      BOT_CHECK_PROVIDER: 'turnstile',
      BOT_CHECK_SECRET: 'fake-secret',
      BOT_CHECK_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
      BOT_CHECK_TIMEOUT_MS: '100',
    });
    // Port 9 (discard) has nobody listening: the provider cannot be asked, so it refuses.
    expect(await resolveBotCheck(config).verify(sandboxToken('login'), 'login')).toBe(false);
  });
});

describe('a route behind the bot check', () => {
  const provider = fakeProvider((form) =>
    json(
      form.get('response') === 'human-token'
        ? { success: true, action: 'contact' }
        : { success: false, 'error-codes': ['invalid-input-response'] },
    ),
  );
  const server = setupTestServer({
    seed: [contactSeeder],
    domains: [contactDomain],
    config: { captcha: { appId: 'fake-bot-check-app', provider: undefined } },
    botCheck: createTurnstileBotCheck({
      secret: 'fake-turnstile-secret',
      verifyUrl: TURNSTILE_URL,
      timeoutMs: 200,
      post: provider.post,
    }),
  });
  const request = (captcha: string) => ({
    brand: 'ridgeline' as const,
    categoryCode: 'orders',
    subjectCode: 'order-status',
    firstName: 'Maya',
    lastName: 'Alvarez',
    email: 'maya.alvarez@example.com',
    message: 'Where is my parcel?',
    captcha,
  });

  it('answers AUT403 with the appId to challenge when the token is refused', async () => {
    const refused = await server()
      .agent()
      .send(submitContactRequest, { body: request('robot-token') });
    expect(refused.status).toBe(403);
    expect(errorIdOf(refused)).toBe('AUT403');
    expect((refused.body as { appId?: string }).appId).toBe('fake-bot-check-app');
    expect(provider.asked.at(-1)?.form.get('response')).toBe('robot-token');
    const passed = await server()
      .agent()
      .send(submitContactRequest, { body: request('human-token') });
    expect(passed.status).toBe(201);
  });
});
