import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import { LRUCache } from 'lru-cache';

/*
 * The store's shared page cache (ARCHITECTURE.md "Cache by audience"): answers the
 * storefront marks `public` (catalogue and content pages and their data requests, the
 * same for every shopper; what is the shopper's own loads in the browser) are kept in
 * memory for their max-age and served stale for their stale-while-revalidate while one
 * request renders them again. Concurrent misses of one page render it once. Anything
 * private, setting a cookie, not a GET, or failing is passed through untouched.
 * A stored page is compressed once, with Brotli and gzip, and each answer sends the bytes
 * the browser accepts.
 */

type Encoding = 'br' | 'gzip';

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** The body compressed, when it is text worth compressing. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  storedAt: number;
  maxAgeMs: number;
  staleMs: number;
}

export interface PageCacheOptions {
  /** Memory budget in bytes. @default 64 MiB */
  maxBytes?: number;
  /**
   * Requests that are neither served from the cache nor stored in it (a signed-in shopper's
   * pages are their own). @default none
   */
  bypass?: (request: Request) => boolean;
  now?: () => number;
}

const seconds = (cacheControl: string, directive: string) => {
  const match = new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`).exec(cacheControl);
  return match ? Number(match[1]) * 1000 : 0;
};

function cacheable(response: Response): { maxAgeMs: number; staleMs: number } | undefined {
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (response.status !== 200 && response.status !== 404) return undefined;
  if (!/(?:^|,)\s*public(?:,|$)/.test(cacheControl)) return undefined;
  if (response.headers.has('set-cookie')) return undefined;
  const maxAgeMs = seconds(cacheControl, 'max-age');
  if (maxAgeMs <= 0) return undefined;
  return { maxAgeMs, staleMs: seconds(cacheControl, 'stale-while-revalidate') };
}

const compressible = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

/** Brotli (quality 5: most of its gain at a fraction of the time) and gzip of a text body. */
function encode(body: Uint8Array<ArrayBuffer>, contentType: string): Entry['encoded'] {
  if (body.byteLength < 1024 || !compressible.test(contentType)) return {};
  const copy = (bytes: Buffer) => new Uint8Array(bytes);
  return {
    br: copy(
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      }),
    ),
    gzip: copy(gzipSync(body, { level: 6 })),
  };
}

/** The encoding of ours the request prefers (Brotli on a tie); none when it refuses both. */
export function acceptedEncoding(acceptEncoding: string | null): Encoding | undefined {
  const accepts = parseAccept(acceptEncoding ?? '');
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0;
  const q = (encoding: Encoding) =>
    accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard;
  const best = (['br', 'gzip'] as const).reduce((a, b) => (q(b) > q(a) ? b : a));
  return q(best) > 0 ? best : undefined;
}

function answer(
  entry: Entry,
  state: 'HIT' | 'STALE' | 'MISS',
  now: number,
  encoding: Encoding | undefined,
): Response {
  const headers = new Headers(entry.headers);
  const encoded = encoding ? entry.encoded[encoding] : undefined;
  if (Object.keys(entry.encoded).length) headers.append('Vary', 'Accept-Encoding');
  headers.delete('Content-Length');
  if (encoded && encoding) headers.set('Content-Encoding', encoding);
  headers.set('Age', String(Math.floor((now - entry.storedAt) / 1000)));
  headers.set('X-Cache', state);
  // The stored bytes are never changed: every answer reads the same buffer.
  return new Response(encoded ?? entry.body, { status: entry.status, headers });
}

export function cachedPages(
  render: (request: Request) => Promise<Response>,
  options: PageCacheOptions = {},
) {
  const now = options.now ?? Date.now;
  const cache = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) =>
      entry.body.byteLength +
      (entry.encoded.br?.byteLength ?? 0) +
      (entry.encoded.gzip?.byteLength ?? 0) +
      512,
  });
  const rendering = new Map<string, Promise<Entry | Response>>();

  /** Render once per key at a time; a cacheable answer is stored. */
  function renderOnce(key: string, request: Request): Promise<Entry | Response> {
    let pending = rendering.get(key);
    if (!pending) {
      pending = (async () => {
        const response = await render(request);
        const policy = cacheable(response);
        if (!policy) return response;
        const body = new Uint8Array(await response.arrayBuffer());
        const entry: Entry = {
          status: response.status,
          headers: [...response.headers],
          body,
          encoded: encode(body, response.headers.get('content-type') ?? ''),
          storedAt: now(),
          ...policy,
        };
        cache.set(key, entry);
        return entry;
      })().finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' || options.bypass?.(request)) return render(request);
    const url = new URL(request.url);
    const key = `${request.headers.get('host') ?? url.host}${url.pathname}${url.search}`;
    const entry = cache.get(key);
    const time = now();
    const encoding = acceptedEncoding(request.headers.get('accept-encoding'));
    if (entry) {
      const age = time - entry.storedAt;
      if (age < entry.maxAgeMs) return answer(entry, 'HIT', time, encoding);
      if (age < entry.maxAgeMs + entry.staleMs) {
        // Served stale; one request renders it again in the background.
        renderOnce(key, request.clone()).catch(() => undefined);
        return answer(entry, 'STALE', time, encoding);
      }
    }
    // Only the first of concurrent misses renders; the others wait for its answer.
    const first = !rendering.has(key);
    const result = await renderOnce(key, request);
    if (result instanceof Response) {
      // Not cacheable: every waiting request renders its own (it may be the shopper's).
      return first ? result : render(request);
    }
    return answer(result, 'MISS', now(), encoding);
  };
}
