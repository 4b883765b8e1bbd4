import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createPkcePair } from '#api/client/pkce.ts';
import { getToken, signIn, signOut, signUp } from '#api/contract/auth.ts';
import { getConsumer } from '#api/contract/consumer.ts';
import { DEMO_PASSWORD, demoAccount } from '#demo/profiles/index.ts';
import { createApp } from '../app.ts';
import { defaultRateLimits } from '../config.ts';
import { consumerDomain } from '../consumer/index.ts';
import { openDatabase } from '../db/client.ts';
import { authSessions } from '../db/schema/auth.ts';
import { consumerSubscriptions, consumers } from '../db/schema/consumer.ts';
import { contactSeeder, profilesSeeder } from '../db/seed.ts';
import { devDomain } from '../dev/index.ts';
import { ApiError } from '../http/errors.ts';
import type { Domain } from '../http/route.ts';
import { authorize, guestSession, PASS, signInAs } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { authDomain } from './index.ts';
import { passwordHashing } from './passwords.ts';
import { authCallers } from './test/callers.ts';

const handovers: unknown[] = [];
let failNextHandover = false;
const handoverDomain: Domain = {
  name: 'test-handover',
  register({ authHooks }) {
    authHooks.onHandover(async (_tx, input) => {
      if (failNextHandover) {
        failNextHandover = false;
        throw new ApiError('AUT409', 'basket busy');
      }
      handovers.push(input);
      return { basketId: input.basketId ? `account-${input.basketId}` : null };
    });
    authHooks.onSessionObjects(async (_db, owner) => ({
      favoriteId: owner.customerId ? `fav-${owner.customerId.slice(0, 8)}` : null,
    }));
  },
};

const server = setupTestServer({
  seed: [profilesSeeder, contactSeeder],
  // Only the domains under test: other domains' hooks would answer for the basket.
  domains: [authDomain, consumerDomain, devDomain, handoverDomain],
  config: { trustProxy: 1 },
});

const loyalty = demoAccount('loyalty').profile;
const loyaltyEmail = loyalty.consumerDetails.email;

const { freshAgent, outbox } = authCallers(server);

describe('POST /token/v2/auth/token', () => {
  it('starts a guest session in HttpOnly SameSite=Lax cookies', async () => {
    const agent = freshAgent();
    const result = await agent.send(getToken, { body: { grantType: 'guest' } });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      consumerType: 'GUEST',
      consumerNo: null,
      memberId: null,
      basketId: null,
      isEmployeeDiscountTCAccepted: false,
    });
    expect(result.body.usid).toMatch(/^[0-9a-f-]{36}$/);
    const cookies = result.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
    }
    expect(agent.cookies.get('cairn_rt')).toBe(result.body.refreshToken);
  });

  it('exchanges the code with its verifier and hands the guest objects to the account', async () => {
    const agent = freshAgent();
    const guest = await guestSession(agent);
    const { code, codeVerifier } = await authorize(agent, loyaltyEmail);
    const result = await agent.send(getToken, {
      body: {
        grantType: 'authorization_code',
        authorizationCode: code,
        codeVerifier,
        basketId: 'guest-basket-1',
        favoriteId: 'guest-favs',
        saveForLaterId: 'guest-sfl',
      },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      usid: guest.usid,
      consumerNo: loyalty.consumerNo,
      consumerType: 'REGISTERED',
      memberId: loyalty.memberId,
      basketId: 'account-guest-basket-1',
      favorites: { favoriteId: `fav-${loyalty.consumerId.slice(0, 8)}` },
    });
    expect(handovers.at(-1)).toEqual({
      guestId: guest.usid,
      customerId: loyalty.consumerId,
      consumerNo: loyalty.consumerNo,
      basketId: 'guest-basket-1',
      favoriteId: 'guest-favs',
      saveForLaterId: 'guest-sfl',
    });
    const profile = await agent.send(getConsumer);
    expect(profile.status).toBe(200);
    // The guest session ended with the sign-in.
    const refreshAsGuest = await agent.send(getToken, {
      body: { grantType: 'refresh_token', refreshToken: guest.refreshToken },
    });
    expect(errorIdOf(refreshAsGuest)).toBe('AUT432');
  });

  it('answers AUT418 for a used code, AUT437 for a wrong verifier (which burns the code), AUT404 for an expired or unknown one', async () => {
    const agent = freshAgent();
    const first = await authorize(agent, loyaltyEmail);
    const exchange = (code: string, codeVerifier: string) =>
      agent.send(getToken, {
        body: { grantType: 'authorization_code', authorizationCode: code, codeVerifier },
      });
    expect((await exchange(first.code, first.codeVerifier)).status).toBe(200);
    const reused = await exchange(first.code, first.codeVerifier);
    expect([reused.status, errorIdOf(reused)]).toEqual([401, 'AUT418']);

    const second = await authorize(agent, loyaltyEmail);
    const other = await createPkcePair();
    const mismatch = await exchange(second.code, other.codeVerifier);
    expect([mismatch.status, errorIdOf(mismatch)]).toEqual([401, 'AUT437']);
    expect(errorIdOf(await exchange(second.code, second.codeVerifier))).toBe('AUT418');

    const third = await authorize(agent, loyaltyEmail);
    server().clock.advance(61_000);
    expect(errorIdOf(await exchange(third.code, third.codeVerifier))).toBe('AUT404');
    const unknown = await exchange('x'.repeat(43), third.codeVerifier);
    expect([unknown.status, errorIdOf(unknown)]).toEqual([401, 'AUT404']);
  });

  it('answers AUT409 when the handover conflicts, and the code still works on retry', async () => {
    const agent = freshAgent();
    await guestSession(agent);
    const { code, codeVerifier } = await authorize(agent, loyaltyEmail);
    failNextHandover = true;
    const body = {
      grantType: 'authorization_code' as const,
      authorizationCode: code,
      codeVerifier,
    };
    const conflict = await agent.send(getToken, { body });
    expect(conflict.status).toBe(409);
    expect(errorIdOf(conflict)).toBe('AUT409');
    const retry = await agent.send(getToken, { body });
    expect(retry.status).toBe(200);
  });

  it('rotates refresh tokens and revokes the whole session when a used one is replayed', async () => {
    const agent = freshAgent();
    const signedIn = await signInAs(agent, 'loyalty');
    const rotated = await agent.send(getToken, { body: { grantType: 'refresh_token' } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refreshToken).not.toBe(signedIn.refreshToken);
    expect(rotated.body.consumerNo).toBe(loyalty.consumerNo);

    const replay = await freshAgent().send(getToken, {
      body: { grantType: 'refresh_token', refreshToken: signedIn.refreshToken },
    });
    expect(replay.status).toBe(401);
    expect(errorIdOf(replay)).toBe('AUT432');
    // The newest token of the family is dead too, and so is the session.
    const afterReplay = await agent.send(getToken, {
      body: { grantType: 'refresh_token', refreshToken: rotated.body.refreshToken },
    });
    expect(errorIdOf(afterReplay)).toBe('AUT432');
    expect(errorIdOf(await agent.send(getConsumer))).toBe('AUT432');
  });

  it('starts a guest session in the refresh call (orGuest) only when no token came at all', async () => {
    const first = freshAgent();
    const guest = await first.send(getToken, {
      body: { grantType: 'refresh_token', orGuest: true },
    });
    expect(guest.status).toBe(200);
    expect(guest.body.consumerType).toBe('GUEST');
    // The cookies it set refresh that same guest session next time, not a new one.
    const again = await first.send(getToken, {
      body: { grantType: 'refresh_token', orGuest: true },
    });
    expect(again.status).toBe(200);
    expect(again.body.usid).toBe(guest.body.usid);
    expect(again.body.refreshToken).not.toBe(guest.body.refreshToken);
    // A member's cookie refreshes the member.
    const member = freshAgent();
    await signInAs(member, 'loyalty');
    const kept = await member.send(getToken, {
      body: { grantType: 'refresh_token', orGuest: true },
    });
    expect(kept.body.consumerNo).toBe(loyalty.consumerNo);
    // A token that came and is spent is refused, not swapped for a guest session.
    const replay = await freshAgent().send(getToken, {
      body: { grantType: 'refresh_token', refreshToken: guest.body.refreshToken, orGuest: true },
    });
    expect(errorIdOf(replay)).toBe('AUT432');
  });

  it('answers AUT432 without a refresh token and API400 for an unknown grant', async () => {
    const agent = freshAgent();
    expect(errorIdOf(await agent.send(getToken, { body: { grantType: 'refresh_token' } }))).toBe(
      'AUT432',
    );
    const unknown = await agent.send(getToken, { body: { grantType: 'password' } as never });
    expect(unknown.status).toBe(400);
    expect(errorIdOf(unknown)).toBe('API400');
  });
});

describe('POST /consumers-v3/auth/signin', () => {
  const attempt = (agent: TestAgent, username: string, password: string, captcha = PASS) =>
    createPkcePair().then(({ codeChallenge }) =>
      agent.send(signIn, { body: { username, password, codeChallenge, captcha } }),
    );

  it('returns a single-use authorization code', async () => {
    const result = await attempt(freshAgent(), 'Maya.Alvarez@Example.com ', DEMO_PASSWORD);
    expect(result.status).toBe(200);
    expect(result.body.authorizationCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers the same for a wrong password and an unknown email', async () => {
    const agent = freshAgent();
    const wrong = await attempt(
      agent,
      demoAccount('athlete').profile.consumerDetails.email,
      'Nope-12345',
    );
    const unknown = await attempt(agent, 'nobody@example.com', 'Nope-12345');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(errorIdOf(wrong)).toBe('AUT401');
    const strip = (body: unknown) => ({ ...(body as object), correlationId: undefined });
    expect(strip(unknown.body)).toEqual(strip(wrong.body));
  });

  it.each([
    ['a known', demoAccount('pro').profile.consumerDetails.email],
    ['an unknown', 'ghost@example.com'],
  ])(
    'warns on the 4th failure and locks %s email on the 5th (AUT426, AUT423)',
    async (_, email) => {
      const agent = freshAgent();
      const answers: (string | undefined)[] = [];
      for (let i = 0; i < 5; i += 1)
        answers.push(errorIdOf(await attempt(agent, email, 'Wrong-pass1')));
      expect(answers).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT423']);
      const locked = await attempt(agent, email, DEMO_PASSWORD);
      expect(locked.status).toBe(429);
      expect(errorIdOf(locked)).toBe('AUT423');
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    },
  );

  it('lets the account in again once the lock has passed', async () => {
    const agent = freshAgent();
    const email = demoAccount('employee').profile.consumerDetails.email;
    for (let i = 0; i < 5; i += 1) await attempt(agent, email, 'Wrong-pass1');
    expect(errorIdOf(await attempt(agent, email, DEMO_PASSWORD))).toBe('AUT423');
    server().clock.advance(15 * 60_000 + 1000);
    expect((await attempt(agent, email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers AUT441 for an account locked by customer service, whichever the password', async () => {
    const agent = freshAgent();
    const email = demoAccount('locked').profile.consumerDetails.email;
    const strip = (result: { status: number; body: unknown }) => ({
      status: result.status,
      body: { ...(result.body as object), correlationId: undefined },
    });
    const wrong = await attempt(agent, email, 'Wrong-pass1');
    const right = await attempt(agent, email, DEMO_PASSWORD);
    expect(wrong.status).toBe(423);
    expect(errorIdOf(wrong)).toBe('AUT441');
    expect(strip(right)).toEqual(strip(wrong));
    // Every attempt is a failure: the lock comes after as many, whichever the passwords.
    const answers: (string | undefined)[] = [];
    for (const password of ['Wrong-pass1', DEMO_PASSWORD, DEMO_PASSWORD]) {
      answers.push(errorIdOf(await attempt(agent, email, password)));
    }
    expect(answers).toEqual(['AUT441', 'AUT441', 'AUT423']);
    expect(errorIdOf(await attempt(agent, email, DEMO_PASSWORD))).toBe('AUT423');
  });

  it('answers AUT403 with the bot-check appId, AUT453 for a bad email, API400 without a challenge', async () => {
    const agent = freshAgent();
    const bot = await attempt(agent, loyaltyEmail, DEMO_PASSWORD, 'bot');
    expect(bot.status).toBe(403);
    expect(bot.body).toMatchObject({ appId: server().config.captcha.appId });
    expect(errorIdOf(bot)).toBe('AUT403');
    expect(errorIdOf(await attempt(agent, 'not-an-email', DEMO_PASSWORD))).toBe('AUT453');
    const noChallenge = await agent.send(signIn, {
      body: { username: loyaltyEmail, password: DEMO_PASSWORD, captcha: PASS } as never,
    });
    expect(errorIdOf(noChallenge)).toBe('API400');
  });
});

describe('sign-in work', () => {
  // The production argon2 cost: the point is that both paths pay it.
  const costly = setupTestServer({
    seed: [profilesSeeder],
    domains: [authDomain],
    config: { auth: { passwordHash: { memoryCost: 19_456, timeCost: 2 } } },
  });

  it('spends the same work on unknown emails as on known ones', async () => {
    const agent = costly().agent();
    // Every verification still runs, and is counted (what a wrong password costs is its work).
    const verified = vi.spyOn(passwordHashing, 'verify');
    onTestFinished(() => verified.mockRestore());
    /** The argon2 parameters of each hash verified during one wrong sign-in. */
    const attempt = async (username: string) => {
      const { codeChallenge } = await createPkcePair();
      verified.mockClear();
      const result = await agent.send(signIn, {
        body: { username, password: 'Wrong-pass1', codeChallenge, captcha: PASS },
      });
      expect(errorIdOf(result)).toBe('AUT401');
      return verified.mock.calls.map(([hash]) => String(hash).split('$').slice(1, 4).join('$'));
    };
    const known = await attempt(demoAccount('registered').profile.consumerDetails.email);
    expect(known).toEqual(['argon2id$v=19$m=19456,t=2,p=1']);
    await expect(attempt('nobody-1@example.com')).resolves.toEqual(known);
  });
});

describe('per-address throttling', () => {
  const limited = setupTestServer({
    seed: [profilesSeeder],
    domains: [authDomain],
    config: { trustProxy: 1, auth: { ipMaxFailures: 3 } },
  });

  it('locks an address after its failures, whatever the emails', async () => {
    const agent = limited().agent();
    const headers = { 'x-forwarded-for': '192.0.2.7' };
    const tryEmail = async (username: string, password = 'Wrong-pass1') => {
      const { codeChallenge } = await createPkcePair();
      return agent.send(signIn, {
        headers,
        body: { username, password, codeChallenge, captcha: PASS },
      });
    };
    expect(errorIdOf(await tryEmail('a@example.com'))).toBe('AUT401');
    expect(errorIdOf(await tryEmail('b@example.com'))).toBe('AUT401');
    expect(errorIdOf(await tryEmail('c@example.com'))).toBe('AUT423');
    expect(errorIdOf(await tryEmail(loyaltyEmail, DEMO_PASSWORD))).toBe('AUT423');
    const elsewhere = await limited()
      .agent()
      .send(signIn, {
        headers: { 'x-forwarded-for': '192.0.2.8' },
        body: {
          username: loyaltyEmail,
          password: DEMO_PASSWORD,
          codeChallenge: (await createPkcePair()).codeChallenge,
          captcha: PASS,
        },
      });
    expect(elsewhere.status).toBe(200);
  });
});

describe('guest tokens per address', () => {
  const limited = setupTestServer({
    domains: [authDomain],
    config: {
      trustProxy: 1,
      rateLimits: { ...defaultRateLimits, guestTokenPerIp: { max: 3, windowSeconds: 60 } },
    },
  });
  const mint = (ip: string) =>
    limited()
      .agent()
      .send(getToken, { headers: { 'x-forwarded-for': ip }, body: { grantType: 'guest' } });

  it('mints a few guest sessions per address and minute, then answers API429 with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) expect((await mint('203.0.113.5')).status).toBe(200);
    const refused = await mint('203.0.113.5');
    expect([refused.status, errorIdOf(refused)]).toEqual([429, 'API429']);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.getSetCookie()).toEqual([]);
    // Other addresses are not held back; the address gets its turn in the next window.
    expect((await mint('203.0.113.6')).status).toBe(200);
    limited().clock.advance(45_000);
    expect((await mint('203.0.113.5')).headers.get('retry-after')).toBe('15');
    limited().clock.advance(15_000);
    expect((await mint('203.0.113.5')).status).toBe(200);
  });

  it('counts for every instance on the database, and parallel calls exactly', async () => {
    const { db, config, clock } = limited();
    const other = createApp({ db, config, now: clock.now, domains: [authDomain] });
    const call = (app: typeof other) =>
      app.request('/api/token/v2/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ grantType: 'guest' }),
      });
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call(i % 2 ? other : limited().app)),
    );
    expect(statuses.map((response) => response.status).sort()).toEqual([
      200, 200, 200, 429, 429, 429, 429, 429,
    ]);
  });
});

describe('a sign-in while the database is gone', () => {
  it('answers 503 AUT500 with Retry-After, where other calls answer API503', async () => {
    // A database of its own that goes away (PGlite closed; a pool ended on PostgreSQL).
    const url = server().kind === 'pg' ? process.env.DATABASE_URL : undefined;
    const handle = await openDatabase(url ? { url, poolSize: 1 } : { dataDir: 'memory' });
    const app = createApp({ db: handle.db, config: server().config, domains: [authDomain] });
    await handle.close();
    const post = async (path: string, body: unknown) => {
      const response = await app.request(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { errorDetails: { errorId: string }[] };
      return [
        response.status,
        answer.errorDetails[0]?.errorId,
        response.headers.get('retry-after'),
      ];
    };
    const pkce = await createPkcePair();
    const unavailable = [503, 'AUT500', '1'];
    expect(
      await post('/consumers-v3/auth/signin', {
        username: loyaltyEmail,
        password: DEMO_PASSWORD,
        codeChallenge: pkce.codeChallenge,
        captcha: PASS,
      }),
    ).toEqual(unavailable);
    expect(
      await post('/token/v2/auth/token', {
        grantType: 'authorization_code',
        authorizationCode: 'x'.repeat(43),
        codeVerifier: pkce.codeVerifier,
      }),
    ).toEqual(unavailable);
    expect(
      await post('/consumers-v3/consumer/agent/login', {
        storeId: 'S1',
        storeEmployeeId: 'E1',
        password: DEMO_PASSWORD,
      }),
    ).toEqual(unavailable);
    // Not a sign-in: the service's answer for any call then.
    expect(await post('/token/v2/auth/token', { grantType: 'guest' })).toEqual([
      503,
      'API503',
      '1',
    ]);
  });
});

describe('POST /consumers-v3/consumer/auth/signout', () => {
  it('revokes the session, clears the cookies and is idempotent', async () => {
    const agent = freshAgent();
    const signedIn = await signInAs(agent, 'athlete');
    const access = agent.cookies.get('cairn_at');
    const out = await agent.send(signOut, { body: {} });
    expect(out.status).toBe(204);
    expect(agent.cookies.size).toBe(0);
    const stale = await freshAgent().send(getConsumer, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(errorIdOf(stale)).toBe('AUT432');
    const refresh = await freshAgent().send(getToken, {
      body: { grantType: 'refresh_token', refreshToken: signedIn.refreshToken },
    });
    expect(errorIdOf(refresh)).toBe('AUT432');
    expect(
      (await freshAgent().send(signOut, { body: { refreshToken: 'x'.repeat(43) } })).status,
    ).toBe(204);
    expect(
      errorIdOf(await freshAgent().send(signOut, { body: { refreshToken: 12 } as never })),
    ).toBe('API400');
  });
});

describe('POST /consumers-v3/auth/signup', () => {
  const request = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Noa',
    lastName: 'Lindqvist',
    email: `noa.${Math.random().toString(36).slice(2)}@example.com`,
    password: 'Granite-Peak-7',
    birthDate: '1994-04-12',
    phone: '3035550999',
    phoneCode: 'US',
    postalCode: '80302',
    isTermsConfirmed: true as const,
    isTemporaryPassword: true,
    subscriptions: {
      newsletterConsent: true,
      loyaltyConsent: true,
      smsNotificationConsent: false,
      loyaltyEnrollment: 'Full' as const,
      loyaltyNewsletterConsent: true,
    },
    source: { acquisitionType: 'Registered' as const, campaignName: 'spring' },
    recaptcha_response: PASS,
    ...overrides,
  });

  it('creates the account, its consents, and mails a welcome', async () => {
    const agent = freshAgent();
    const body = request();
    const result = await agent.send(signUp, {
      body,
      query: { locale: 'en-us' },
      headers: { source: 'instore-tablet' },
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ email: body.email, isLoyaltyMember: true });
    expect(result.body.consumerNo).toMatch(/^C\d+$/);
    const [row] = await server().db.select().from(consumers).where(eq(consumers.email, body.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.leadSource).toBe('instore-tablet');
    expect(row?.memberId).toMatch(/^\d{10}$/);
    const subscriptions = await server()
      .db.select()
      .from(consumerSubscriptions)
      .where(eq(consumerSubscriptions.consumerId, result.body.consumerId));
    expect(subscriptions.map((s) => [s.type, s.optin, s.doubleOptin]).sort()).toEqual([
      ['LoyaltyNewsletter', true, true],
      ['Newsletter', true, true],
    ]);
    const mails = await outbox(body.email);
    expect(mails[0]?.template).toBe('welcome');
    // The new account signs in.
    await authorize(freshAgent(), body.email, body.password);
  });

  it('claims the password-less profile of the same email', async () => {
    const profileOnly = demoAccount('profileOnly').profile;
    const result = await freshAgent().send(signUp, {
      body: request({ email: profileOnly.consumerDetails.email, phone: undefined }),
    });
    expect(result.status).toBe(201);
    expect(result.body.consumerId).toBe(profileOnly.consumerId);
  });

  it.each([
    ['an email with an account', { email: loyaltyEmail }, 409, 'PRO400'],
    ['a phone in use', { phone: '3035550188' }, 409, 'AUT444'],
    [
      'a birth date under the minimal age',
      { birthDate: new Date().toISOString().slice(0, 10) },
      400,
      'PRO410',
    ],
    ['loyalty without a birth date', { birthDate: undefined }, 400, 'PRO411'],
    ['a weak password', { password: 'alllowercase1' }, 400, 'FE872'],
    ['a short password', { password: 'Ab1' }, 400, 'FE872'],
    ['a bad email', { email: 'nope@' }, 400, 'AUT453'],
    ['a failed bot check', { recaptcha_response: 'bot' }, 403, 'AUT403'],
    ['terms not confirmed', { isTermsConfirmed: false }, 400, 'API400'],
    ['an over-long name', { firstName: 'x'.repeat(31) }, 400, 'API400'],
  ])('refuses %s', async (_, overrides, status, errorId) => {
    const result = await freshAgent().send(signUp, { body: request(overrides) });
    expect(result.status).toBe(status);
    expect(errorIdOf(result)).toBe(errorId);
  });
});

describe('sessions of a deleted customer', () => {
  it('answer AUT498', async () => {
    const agent = freshAgent();
    await signInAs(agent, 'employee');
    const id = demoAccount('employee').profile.consumerId;
    await server().db.delete(authSessions).where(eq(authSessions.consumerId, id));
    expect(errorIdOf(await agent.send(getConsumer))).toBe('AUT498');
  });
});

describe('production cookies', () => {
  const secure = setupTestServer({
    domains: [authDomain, consumerDomain],
    config: { auth: { secureCookies: true } },
  });

  it('are Secure, __Host- prefixed, and read back', async () => {
    const agent = secure().agent();
    const result = await agent.send(getToken, { body: { grantType: 'guest' } });
    const cookies = result.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['__Host-cairn_at', '__Host-cairn_rt']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).not.toMatch(/Domain=/);
    }
    // The session cookies work: a refresh through the cookie alone.
    const refreshed = await agent.send(getToken, { body: { grantType: 'refresh_token' } });
    expect(refreshed.status).toBe(200);
  });
});
