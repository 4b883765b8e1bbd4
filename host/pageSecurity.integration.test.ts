/**
 * Issue 44 on the store as `npm start` serves it (host/app.ts, the production build): the
 * browser security headers of its pages, a script nonce per answer through the shared page
 * cache, a cache key that a made-up query cannot bust or poison, and only the site table's
 * hosts served.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupTestStore } from './test/store.ts';

const store = setupTestStore();

function get(pathname: string, headers: Record<string, string> = {}) {
  return store().request(pathname, { headers });
}

const policyOf = (answer: Response) => answer.headers.get('content-security-policy') ?? '';
const nonceOf = (answer: Response) => /'nonce-([^']+)'/.exec(policyOf(answer))?.[1];
const nonceAttributes = (html: string) => [...html.matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1]);

async function bodyOf(answer: Response): Promise<string> {
  const bytes = Buffer.from(await answer.arrayBuffer());
  const encoding = answer.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

describe('a page’s security headers', () => {
  it('lets only its own nonce’s scripts run, and no other site frame it', async () => {
    for (const pathname of [
      '/en-us',
      '/en-us/checkout',
      '/en-us/account',
      '/en-us/associate-login',
    ]) {
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(200);
      const policy = policyOf(answer);
      expect(policy, pathname).toMatch(/script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
      expect(policy, pathname).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(policy, pathname).toContain("frame-ancestors 'none'");
      expect(policy, pathname).toContain("object-src 'none'");
      expect(answer.headers.get('x-frame-options'), pathname).toBe('DENY');
      expect(answer.headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), pathname).toBe(
        'strict-origin-when-cross-origin',
      );
      expect(answer.headers.get('permissions-policy'), pathname).toContain('camera=()');
      // Over plain HTTP, no HSTS (browsers would ignore it anyway).
      expect(answer.headers.get('strict-transport-security'), pathname).toBeNull();
      const html = await bodyOf(answer);
      // Every script of the page carries the nonce (a JSON-LD block is data, not a script).
      const scripts = [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>/g)];
      expect(scripts.length, pathname).toBeGreaterThan(2);
      for (const [tag] of scripts) expect(tag, pathname).toContain(` nonce="${nonceOf(answer)}"`);
    }
  });

  it('gives the build’s files the same transport headers', async () => {
    const favicon = await get('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('x-content-type-options')).toBe('nosniff');
    expect(favicon.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('a cached page’s nonce', () => {
  it('is new in every answer, the same in its policy and every script, in every encoding', async () => {
    const nonces = new Set<string>();
    for (const acceptEncoding of ['br', 'br', 'gzip', 'identity', 'gzip, br']) {
      const answer = await get('/en-us/c/jackets-1100', { 'accept-encoding': acceptEncoding });
      expect(answer.status).toBe(200);
      const nonce = nonceOf(answer) ?? '';
      const html = await bodyOf(answer);
      expect(html).toContain('<link rel="canonical"');
      const attributes = nonceAttributes(html);
      expect(attributes.length).toBeGreaterThan(3);
      expect(new Set(attributes)).toEqual(new Set([nonce]));
      nonces.add(nonce);
    }
    const last = await get('/en-us/c/jackets-1100', { 'accept-encoding': 'br' });
    expect(last.headers.get('x-cache')).toBe('HIT');
    expect(last.headers.get('content-encoding')).toBe('br');
    expect(nonces.size).toBe(5);
  });
});

describe('the page cache’s key', () => {
  it('ignores a made-up query: a hit, rendered without it', async () => {
    const junk = `cachebust${Date.now()}`;
    const first = await get(`/en-us/c/fleece-mid-layers-1200?${junk}=1&utm_source=mail`);
    expect(first.status).toBe(200);
    const html = await bodyOf(first);
    // The listing's links keep the query they are rendered with: not this one.
    expect(html).not.toContain(junk);
    expect(html).not.toContain('utm_source');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const again = await get(
        `/en-us/c/fleece-mid-layers-1200?${junk}=${Math.random()}&gclid=${attempt}`,
      );
      expect(again.headers.get('x-cache')).toBe('HIT');
    }
    expect((await get('/en-us/c/fleece-mid-layers-1200')).headers.get('x-cache')).toBe('HIT');
  });

  it('keeps what the page reads, in any order', async () => {
    const listed = await get('/en-us/c/fleece-mid-layers-1200?sort=price-asc&page=2');
    expect(listed.headers.get('x-cache')).toBe('MISS');
    const reordered = await get(
      '/en-us/c/fleece-mid-layers-1200?page=2&utm_medium=x&sort=price-asc',
    );
    expect(reordered.headers.get('x-cache')).toBe('HIT');
    const searched = await bodyOf(await get('/en-us/search?q=fleece&ref=header'));
    expect(searched).toContain('fleece');
    expect(searched).not.toContain('ref=header');
  });
});

describe('the hosts the store answers', () => {
  it('answers another host 421, and never writes it into a page', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'ridgeline.localhost.evil.example']) {
      const answer = await get('/en-us/c/jackets-1100', { host });
      expect(answer.status, host).toBe(421);
      expect(answer.headers.get('cache-control'), host).toBe('no-store');
      expect(await answer.text(), host).not.toContain('evil');
    }
  });

  it('serves the site table’s hosts and this machine’s names on any port', async () => {
    for (const host of [
      'localhost:3000',
      'localhost:4173',
      '127.0.0.1:3000',
      'ridgeline.localhost:3000',
      'tread.localhost:3000',
    ]) {
      expect((await get('/en-us', { host })).status, host).toBe(200);
    }
  });
});
