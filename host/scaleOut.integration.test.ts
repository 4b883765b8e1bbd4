/**
 * Scale-out proof (issue 44): two store processes (`host/main.ts`, as `npm start` runs it)
 * on one PostgreSQL database, on two ports, behave as one store — a shopper signed in on
 * one uses the cart on the other, a sign-out on one ends the token on the other, failed
 * sign-ins on one count on the other, and a visitor gets the same experiment variant from
 * both. Everything an instance must share lives in the database; the one secret they must
 * share (AUTH_TOKEN_SECRET) is given to both, as README "Running several instances" says.
 *
 * It needs a PostgreSQL server: registered when DATABASE_URL is set (`.ci/run` sets it
 * when 127.0.0.1:5432 answers), as the service's PostgreSQL project is.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPkcePair } from '#api/client/pkce.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { DEMO_PASSWORD, demoAccount } from '#demo/profiles/index.ts';
import { databaseUrl } from '#server/test/snapshots.ts';
// @ts-expect-error: plain ESM script without types
import { freePort } from '../scripts/ports.mjs';
// @ts-expect-error: plain ESM script without types
import { ensureStorefrontBuild } from '../scripts/setup.mjs';
import { storeEnv } from './test/globalSetup.ts';

const adminUrl = process.env.DATABASE_URL;
const root = path.resolve(import.meta.dirname, '..');

/** One store process; its output kept for the failure message. */
interface Instance {
  base: string;
  child: ChildProcess;
  output: () => string;
}

async function startInstance(url: string, secret: string): Promise<Instance> {
  const port: number = await freePort();
  const child = spawn(process.execPath, ['host/main.ts'], {
    cwd: root,
    env: { ...storeEnv({ PORT: String(port), AUTH_TOKEN_SECRET: secret }), DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const base = `http://localhost:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store exited:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error(`the store did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, child, output: () => output };
}

/** A browser's cookie jar, sent to whichever instance it calls. */
function shopper() {
  const jar = new Map<string, string>();
  async function call(instance: Instance, pathname: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.body) headers.set('content-type', 'application/json');
    const response = await fetch(`${instance.base}${pathname}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0/i.test(line)) jar.delete(pair.slice(0, index));
      else jar.set(pair.slice(0, index), value);
    }
    const text = await response.text();
    const json = text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {};
    const errorId = (json.errorDetails as { errorId: string }[] | undefined)?.[0]?.errorId;
    return { status: response.status, json, text, errorId };
  }
  return { jar, call };
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

async function signIn(
  who: ReturnType<typeof shopper>,
  instance: Instance,
  email: string,
  password = DEMO_PASSWORD,
) {
  await who.call(instance, '/api/token/v2/auth/token', post({ grantType: 'guest' }));
  const { codeChallenge, codeVerifier } = await createPkcePair();
  const code = await who.call(
    instance,
    '/api/consumers-v3/auth/signin',
    post({ username: email, password, codeChallenge, captcha: 'captcha-ok' }),
  );
  if (code.status !== 200) return code;
  return who.call(
    instance,
    '/api/token/v2/auth/token',
    post({
      grantType: 'authorization_code',
      authorizationCode: code.json.authorizationCode,
      codeVerifier,
    }),
  );
}

if (adminUrl) {
  describe('two store processes on one PostgreSQL', () => {
    const name = `cairn_scale_${randomBytes(6).toString('hex')}`;
    const secret = randomBytes(32).toString('base64url');
    let a: Instance;
    let b: Instance;

    beforeAll(async () => {
      ensureStorefrontBuild();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = databaseUrl(adminUrl, name);
      // The first migrates and seeds the empty database; the second finds it ready.
      a = await startInstance(url, secret);
      b = await startInstance(url, secret);
    }, 240_000);

    afterAll(async () => {
      for (const instance of [a, b]) instance?.child.kill('SIGTERM');
      await Promise.all(
        [a, b].map(
          (instance) =>
            instance &&
            instance.child.exitCode === null &&
            new Promise((resolve) => instance.child.once('exit', resolve)),
        ),
      );
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }, 60_000);

    it('signs in on one and fills the cart on the other; a sign-out on one ends it on both', async () => {
      const maya = shopper();
      const signedIn = await signIn(maya, a, demoAccount('loyalty').profile.consumerDetails.email);
      expect(signedIn.status, signedIn.text).toBe(200);
      const sku =
        getCatalogue()
          .products.flatMap((product) => product.variants)
          .find((variant) => variant.stock > 5)?.sku ?? '';
      const cart = await maya.call(
        b,
        '/api/cart/v1/cartWithItem?locale=en-us',
        post({ items: [{ productId: sku, qty: 1 }] }),
      );
      expect(cart.status, cart.text).toBe(201);
      const seen = await maya.call(a, `/api/cart/v1/cart/${cart.json.id}?locale=en-us`);
      expect(seen.status, seen.text).toBe(200);
      expect((seen.json.items as { productId: string }[]).map((item) => item.productId)).toContain(
        sku,
      );
      // Sign out on B: A refuses the same access token from then on.
      const token = maya.jar.get('cairn_at');
      expect(token).toBeDefined();
      const out = await maya.call(b, '/api/consumers-v3/consumer/auth/signout', post({}));
      expect(out.status, out.text).toBe(204);
      const replay = await fetch(`${a.base}/api/consumers-v3/consumer`, {
        headers: { cookie: `cairn_at=${token}` },
      });
      expect(replay.status).toBe(401);
    });

    it('counts failed sign-ins on one against the account on the other', async () => {
      const email = demoAccount('pro').profile.consumerDetails.email;
      const answers: (string | undefined)[] = [];
      for (const instance of [a, b, a, b, a]) {
        answers.push((await signIn(shopper(), instance, email, 'Wrong-pass1')).errorId);
      }
      // Per account: the 4th failure warns, the 5th locks (spec §8) — across instances.
      expect(answers).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT423']);
      expect((await signIn(shopper(), b, email)).errorId).toBe('AUT423');
    });

    it('gives a visitor the same experiment variant on both', async () => {
      /** The hero the page's body shows, without the loader data (it holds every variant). */
      const heroOf = async (page: Response) => {
        const text = await page.text();
        const html = text.slice(text.indexOf('<body')).replace(/<script[\s\S]*?<\/script>/g, '');
        const variant = html.includes('Go further this season');
        const baseline = html.includes('Built for the long way up');
        expect(variant !== baseline, 'exactly one hero').toBe(true);
        return variant ? 'variant' : 'baseline';
      };
      const decided = new Set<string>();
      for (let index = 0; index < 8; index += 1) {
        // A new visitor on A (its cookie set there), then the same visitor on B.
        const first = await fetch(`${a.base}/en-us`);
        const visitor = first.headers
          .getSetCookie()
          .find((line) => line.startsWith('cairn_vid='))
          ?.split(';')[0];
        expect(visitor).toBeDefined();
        const onA = await heroOf(first);
        const onB = await heroOf(
          await fetch(`${b.base}/en-us`, { headers: { cookie: `${visitor}` } }),
        );
        expect(onB).toBe(onA);
        decided.add(onA);
      }
      // 8 visitors on a 50/50 split: both variants, unless the odds of 1 in 128 strike.
      expect(decided.size).toBe(2);
    });
  });
}
