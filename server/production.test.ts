/**
 * Production ships no demo secrets: no demo accounts with the published password, and no
 * sandbox bot check (it passes any token). Both refuse at start, as a missing
 * AUTH_TOKEN_SECRET does.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPkcePair } from '#api/client/pkce.ts';
import { agentLogin, signIn } from '#api/contract/auth.ts';
import { DEMO_PASSWORD, demoAccount, demoAssociates } from '#demo/profiles/index.ts';
import { createApp } from './app.ts';
import { authDomain } from './auth/index.ts';
import { loadConfig } from './config.ts';
import { giftCards } from './db/schema/checkout.ts';
import { seedRuns } from './db/schema/meta.ts';
import { profilesSeeder, seed } from './db/seed.ts';
import { createSandboxBotCheck } from './http/botCheck.ts';
import {
  createTestServer,
  errorIdOf,
  setupTestServer,
  type TestAgent,
  type TestServer,
} from './test/harness.ts';

const SECRET = 'production-test-secret-production-test';
const productionEnv = { NODE_ENV: 'production', AUTH_TOKEN_SECRET: SECRET };
const provider = { BOT_CHECK_PROVIDER: 'turnstile', BOT_CHECK_SECRET: 'fake-site-secret' };
const mayaEmail = demoAccount('loyalty').profile.consumerDetails.email;
const [associate] = demoAssociates;
/** A bot check that is not the sandbox (the provider's is tested below). */
const stubBotCheck = { verify: async (token: string | undefined) => token === 'human' };

async function signInWith(agent: TestAgent, username: string, password: string, captcha = 'human') {
  const { codeChallenge } = await createPkcePair();
  return agent.send(signIn, { body: { username, password, codeChallenge, captcha } });
}

describe('loadConfig in production', () => {
  it('requires a bot-check provider, as it requires AUTH_TOKEN_SECRET', () => {
    expect(() => loadConfig(productionEnv)).toThrow(
      /bot check provider \(BOT_CHECK_PROVIDER turnstile or recaptcha, BOT_CHECK_SECRET\) is required in production/,
    );
    expect(() => loadConfig({ ...productionEnv, BOT_CHECK_PROVIDER: 'sandbox' })).toThrow(
      /required in production/,
    );
    const config = loadConfig({ ...productionEnv, ...provider });
    expect(config.captcha.provider).toEqual({
      name: 'turnstile',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      secret: 'fake-site-secret',
      timeoutMs: 5000,
    });
    expect(config.demoPassword).toBeUndefined();
  });

  it('takes DEMO_PASSWORD of 12 characters or more', () => {
    expect(() =>
      loadConfig({ ...productionEnv, ...provider, DEMO_PASSWORD: 'short-pass1' }),
    ).toThrow(/DEMO_PASSWORD must be 12 characters or more/);
    const config = loadConfig({
      ...productionEnv,
      ...provider,
      DEMO_PASSWORD: 'Local-Demo-Secret-9',
    });
    expect(config.demoPassword).toBe('Local-Demo-Secret-9');
  });
});

describe('createApp in production', () => {
  const development = setupTestServer();

  it('refuses to start with the sandbox bot check', () => {
    const db = development().db;
    const config = { ...development().config, environment: 'production' as const };
    expect(() => createApp({ db, config })).toThrow(
      /bot check provider .* is required in production/,
    );
    expect(() => createApp({ db, config, botCheck: createSandboxBotCheck() })).toThrow(
      /required in production/,
    );
    expect(() => createApp({ db, config, botCheck: stubBotCheck })).not.toThrow();
    const configured = {
      ...config,
      captcha: {
        appId: 'cairn-bot-check',
        provider: {
          name: 'turnstile' as const,
          verifyUrl: 'https://x.test',
          secret: 'fake-secret',
          timeoutMs: 1000,
        },
      },
    };
    expect(() => createApp({ db, config: configured })).not.toThrow();
    // Outside production the sandbox is the default.
    expect(() => createApp({ db, config: development().config })).not.toThrow();
  });
});

describe('demo accounts in production', () => {
  const server = setupTestServer({
    seed: true,
    domains: [authDomain],
    config: { environment: 'production', trustProxy: 1 },
    botCheck: stubBotCheck,
  });

  it('are not seeded without DEMO_PASSWORD: the published password opens nothing', async () => {
    const ran = (await server().db.select().from(seedRuns)).map((row) => row.name);
    expect(ran).toContain('catalogue');
    expect(ran).not.toContain('profiles');
    expect(ran).not.toContain('associate-credentials');
    // Nor the demo gift cards, whose numbers and PIN are published.
    expect(await server().db.select({ number: giftCards.id }).from(giftCards)).toEqual([]);
    const agent = server().agent();
    const result = await signInWith(agent, mayaEmail, DEMO_PASSWORD);
    expect(result.status).toBe(401);
    expect(errorIdOf(result)).toBe('AUT401');
    const counter = await agent.send(agentLogin, {
      body: {
        storeId: associate?.storeId ?? '',
        storeEmployeeId: associate?.storeEmployeeId ?? '',
        password: DEMO_PASSWORD,
      },
    });
    expect(counter.status).toBe(401);
  });

  it('are seeded with DEMO_PASSWORD when given (a later start), never the published one', async () => {
    const now = server().clock.now();
    await expect(
      seed(server().db, { config: { ...server().config, demoPassword: DEMO_PASSWORD }, now }),
    ).rejects.toThrow(/must not be the published demo password/);
    const config = { ...server().config, demoPassword: 'Local-Demo-Secret-9' };
    expect(await seed(server().db, { config, now })).toEqual(['profiles', 'associate-credentials']);
    const agent = server().agent();
    const published = await signInWith(agent, mayaEmail, DEMO_PASSWORD);
    expect(errorIdOf(published)).toBe('AUT401');
    expect((await signInWith(agent, mayaEmail, 'Local-Demo-Secret-9')).status).toBe(200);
    const counter = await agent.send(agentLogin, {
      headers: { 'x-forwarded-for': '192.0.2.7' },
      body: {
        storeId: associate?.storeId ?? '',
        storeEmployeeId: associate?.storeEmployeeId ?? '',
        password: 'Local-Demo-Secret-9',
      },
    });
    expect(counter.status).toBe(200);
  });
});

describe('the reCAPTCHA bot check over the network (undici, a local siteverify)', () => {
  interface Verification {
    form: URLSearchParams;
  }
  const received: Verification[] = [];
  /** The provider's answer per client token. */
  const answers: Record<string, { status?: number; body: unknown; delayMs?: number }> = {
    human: { body: { success: true, action: 'login', score: 0.9 } },
    robot: { body: { success: false, 'error-codes': ['invalid-input-response'] } },
    'low-score': { body: { success: true, action: 'login', score: 0.1 } },
    'other-action': { body: { success: true, action: 'register', score: 0.9 } },
    outage: { status: 503, body: {} },
    slow: { body: { success: true, action: 'login', score: 0.9 }, delayMs: 1_000 },
  };
  let provider: Server;
  let service: TestServer;

  async function readBody(request: IncomingMessage): Promise<string> {
    let text = '';
    for await (const chunk of request) text += chunk;
    return text;
  }

  beforeAll(async () => {
    provider = createServer(async (request, response) => {
      const form = new URLSearchParams(await readBody(request));
      received.push({ form });
      const answer = answers[form.get('response') ?? ''] ?? { body: { success: false } };
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (response.destroyed) return;
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    service = await createTestServer({
      seed: [profilesSeeder],
      domains: [authDomain],
      config: {
        environment: 'production',
        trustProxy: 1,
        demoPassword: 'Local-Demo-Secret-9',
        captcha: {
          appId: 'cairn-bot-check',
          provider: {
            name: 'recaptcha',
            verifyUrl: `http://127.0.0.1:${port}/siteverify`,
            secret: 'fake-site-secret',
            timeoutMs: 300,
            minScore: 0.5,
          },
        },
      },
    });
  });
  afterAll(async () => {
    await service?.close();
    provider?.closeAllConnections();
    await new Promise((resolve) => provider?.close(resolve));
  });

  it('asks the provider with the secret, the token and the shopper’s address, for the action', async () => {
    const agent = service.agent();
    const { codeChallenge } = await createPkcePair();
    const ok = await agent.send(signIn, {
      headers: { 'x-forwarded-for': '198.51.100.23' },
      body: {
        username: mayaEmail,
        password: 'Local-Demo-Secret-9',
        codeChallenge,
        captcha: 'human',
      },
    });
    expect(ok.status).toBe(200);
    expect(received.at(-1)?.form.get('secret')).toBe('fake-site-secret');
    expect(received.at(-1)?.form.get('response')).toBe('human');
    expect(received.at(-1)?.form.get('remoteip')).toBe('198.51.100.23');
    for (const token of ['robot', 'low-score', 'other-action']) {
      const refused = await signInWith(agent, mayaEmail, 'Local-Demo-Secret-9', token);
      expect(refused.status, token).toBe(403);
      expect(errorIdOf(refused)).toBe('AUT403');
    }
  });

  it('refuses (AUT403, never a 5xx) when the provider fails or does not answer in time', async () => {
    const agent = service.agent();
    for (const token of ['outage', 'slow']) {
      const started = performance.now();
      const refused = await signInWith(agent, mayaEmail, 'Local-Demo-Secret-9', token);
      expect(refused.status, token).toBe(403);
      expect(errorIdOf(refused), token).toBe('AUT403');
      expect((refused.body as { appId?: string }).appId, token).toBe('cairn-bot-check');
      // The timeout (300 ms), not the provider's second, ended the slow one.
      if (token === 'slow') expect(performance.now() - started).toBeLessThan(900);
    }
  });
});
