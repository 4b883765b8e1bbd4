import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedPageUrl } from '#storefront/runtime/pageQuery.ts';
import { acceptedEncoding, cachedPages } from './pageCache.ts';

function renderer(cacheControl: string, extra: Record<string, string> = {}) {
  let renders = 0;
  const render = async () => {
    renders += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return new Response(`page ${renders}`, {
      headers: { 'cache-control': cacheControl, 'content-type': 'text/html', ...extra },
    });
  };
  return { render, renders: () => renders };
}

const get = (path: string, host = 'ridgeline.localhost') =>
  new Request(`http://localhost${path}`, { headers: { host } });

describe('the page cache', () => {
  it('serves a public page from memory for its max-age, then stale while it renders again', async () => {
    let time = 0;
    const page = renderer('public, max-age=60, stale-while-revalidate=300');
    const pages = cachedPages(page.render, { now: () => time });
    const first = await pages(get('/en-us'));
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(await first.text()).toBe('page 1');
    time = 59_000;
    const hit = await pages(get('/en-us'));
    expect([hit.headers.get('x-cache'), await hit.text()]).toEqual(['HIT', 'page 1']);
    expect(hit.headers.get('age')).toBe('59');
    time = 61_000;
    const stale = await pages(get('/en-us'));
    expect([stale.headers.get('x-cache'), await stale.text()]).toEqual(['STALE', 'page 1']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const fresh = await pages(get('/en-us'));
    expect([fresh.headers.get('x-cache'), await fresh.text()]).toEqual(['HIT', 'page 2']);
    time = 61_000 + 360_001;
    expect(await (await pages(get('/en-us'))).text()).toBe('page 3');
    expect(page.renders()).toBe(3);
  });

  it('keys by host and query, and renders concurrent misses once', async () => {
    const page = renderer('public, max-age=60');
    const pages = cachedPages(page.render);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pages(get('/en-us/c/x-1100'))),
    );
    expect(new Set(await Promise.all(answers.map((answer) => answer.text())))).toEqual(
      new Set(['page 1']),
    );
    await pages(get('/en-us/c/x-1100?color=green'));
    await pages(get('/en-us/c/x-1100', 'tread.localhost'));
    expect(page.renders()).toBe(3);
  });

  it('passes private answers, cookies and other methods through, every time', async () => {
    const personal = renderer('private, no-store');
    const privatePages = cachedPages(personal.render);
    await Promise.all([privatePages(get('/a')), privatePages(get('/a'))]);
    await privatePages(get('/a'));
    expect(personal.renders()).toBe(3);

    const withCookie = renderer('public, max-age=60', { 'set-cookie': 'a=1' });
    const cookiePages = cachedPages(withCookie.render);
    await cookiePages(get('/b'));
    await cookiePages(get('/b'));
    expect(withCookie.renders()).toBe(2);

    const posted = renderer('public, max-age=60');
    const postPages = cachedPages(posted.render);
    await postPages(new Request('http://localhost/c', { method: 'POST' }));
    await postPages(new Request('http://localhost/c', { method: 'POST' }));
    expect(posted.renders()).toBe(2);
  });

  it('sends a stored page compressed the way the browser accepts, the same bytes each time', async () => {
    const html = `<!doctype html><p>${'trail '.repeat(2000)}</p>`;
    const pages = cachedPages(
      async () =>
        new Response(html, {
          headers: { 'cache-control': 'public, max-age=60', 'content-type': 'text/html' },
        }),
    );
    const ask = (acceptEncoding?: string) =>
      pages(
        new Request('http://localhost/en-us', {
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        }),
      );
    const brotli = await ask('gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    const brotliBytes = Buffer.from(await brotli.arrayBuffer());
    expect(brotliBytes.byteLength).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(brotliBytes).toString()).toBe(html);
    const gzip = await ask('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    const plain = await ask();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it('leaves a small page as it is', async () => {
    const pages = cachedPages(
      async () =>
        new Response('<p>short</p>', {
          headers: { 'cache-control': 'public, max-age=60', 'content-type': 'text/html' },
        }),
    );
    const request = new Request('http://localhost/x', { headers: { 'accept-encoding': 'br' } });
    const answer = await pages(request);
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.text()).toBe('<p>short</p>');
  });

  it('keys a page on the query its render reads, and stores the render of that URL alone', async () => {
    const rendered: string[] = [];
    const pages = cachedPages(
      async (request) => {
        rendered.push(request.url);
        return new Response(`page of ${request.url}`, {
          headers: { 'cache-control': 'public, max-age=60', 'content-type': 'text/html' },
        });
      },
      { normalize: cachedPageUrl },
    );
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        pages(get(`/en-us/c/x-1100?utm_source=mail&cachebust=${Math.random()}&n=${index}`)),
      ),
    );
    const again = await pages(get('/en-us/c/x-1100?fbclid=abc'));
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe('page of http://localhost/en-us/c/x-1100');
    expect(new Set(await Promise.all(burst.map((answer) => answer.text())))).toEqual(
      new Set(['page of http://localhost/en-us/c/x-1100']),
    );
    // What the page reads makes a page of its own, in whatever order it comes.
    await pages(get('/en-us/c/x-1100?sort=price-asc&color=green&x=1'));
    const same = await pages(get('/en-us/c/x-1100?color=green&sort=price-asc'));
    expect(same.headers.get('x-cache')).toBe('HIT');
    expect(rendered).toEqual([
      'http://localhost/en-us/c/x-1100',
      'http://localhost/en-us/c/x-1100?color=green&sort=price-asc',
    ]);
  });

  it('gives every answer of a page with a script nonce a new one, in its policy and its page', async () => {
    const stored = 'c3RvcmVkLW5vbmNlLTEyMw==';
    const html = `<!doctype html><meta property="csp-nonce" nonce="${stored}"><script nonce="${stored}">a()</script><p>${'trail '.repeat(500)}</p><script nonce="${stored}">b()</script>`;
    const pages = cachedPages(
      async () =>
        new Response(html, {
          headers: {
            'cache-control': 'public, max-age=60',
            'content-type': 'text/html',
            'content-security-policy': `default-src 'self'; script-src 'nonce-${stored}' 'strict-dynamic'`,
          },
        }),
    );
    const nonces: string[] = [];
    for (const acceptEncoding of [undefined, undefined, 'br', 'br', 'gzip']) {
      const answer = await pages(
        new Request('http://localhost/en-us', {
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        }),
      );
      const bytes = Buffer.from(await answer.arrayBuffer());
      const body =
        acceptEncoding === 'br'
          ? brotliDecompressSync(bytes).toString()
          : acceptEncoding === 'gzip'
            ? gunzipSync(bytes).toString()
            : bytes.toString();
      expect(answer.headers.get('content-encoding')).toBe(acceptEncoding ?? null);
      const nonce = /'nonce-([^']+)'/.exec(
        answer.headers.get('content-security-policy') ?? '',
      )?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(body).toBe(html.replaceAll(stored, nonce ?? ''));
      nonces.push(nonce ?? '');
    }
    expect(new Set([...nonces, stored]).size).toBe(nonces.length + 1);
  });

  it('reads the browser’s preferences and refusals', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('*;q=0.1')).toBe('br');
    expect(acceptedEncoding(null)).toBeUndefined();
    expect(acceptedEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(acceptedEncoding('br', [])).toBeUndefined();
  });
});
