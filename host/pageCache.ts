import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import { LRUCache } from 'lru-cache';
import { createNonce } from '#storefront/runtime/contentSecurity.ts';
import {
  type Encoding,
  type NoncedBody,
  noncedBody,
  noncedBodySize,
  withNonce,
} from './noncedBody.ts';

/*
 * The store's shared page cache (ARCHITECTURE.md "Cache by audience"): answers the
 * storefront marks `public` (catalogue and content pages and their data requests, the
 * same for every shopper; what is the shopper's own loads in the browser) are kept in
 * memory for their max-age and served stale for their stale-while-revalidate while one
 * request renders them again. Concurrent misses of one page render it once. Anything
 * private, setting a cookie, not a GET, or failing is passed through untouched.
 * A stored page is compressed once, with Brotli and gzip, and each answer sends the bytes
 * the browser accepts.
 *
 * A page is keyed on its host and the URL its render reads (`normalize`: the path and the
 * parameters the page reads, storefront/runtime/pageQuery.ts), and a miss renders that URL,
 * so what is stored is the page every request of the key would get: a made-up query neither
 * forces a render nor reaches a stored page. A page whose Content-Security-Policy names a
 * script nonce gets a fresh nonce in every answer, header and body alike (noncedBody.ts).
 */

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** The body compressed, when it is text worth compressing. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  /** A page with a script nonce: its body cut at the nonce, answered with a new one each time. */
  nonced?: { nonce: string; body: NoncedBody };
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
  /**
   * The URL a request is keyed on and rendered from: the same for every request that gets
   * the same page (storefront/runtime/pageQuery.ts `cachedPageUrl`); undefined for one the
   * cache neither answers nor stores (rendered as it came). @default the request's
   */
  normalize?: (url: URL) => URL | undefined;
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

const worthCompressing = (body: Uint8Array, contentType: string) =>
  body.byteLength >= 1024 && compressible.test(contentType);

/** Brotli (quality 5: most of its gain at a fraction of the time) and gzip of a text body. */
function encode(body: Uint8Array<ArrayBuffer>, contentType: string): Entry['encoded'] {
  if (!worthCompressing(body, contentType)) return {};
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

/**
 * The encoding of ours (of those `available`) the request prefers (Brotli on a tie); none
 * when it refuses them all.
 */
export function acceptedEncoding(
  acceptEncoding: string | null,
  available: readonly Encoding[] = ['br', 'gzip'],
): Encoding | undefined {
  const accepts = parseAccept(acceptEncoding ?? '');
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0;
  const q = (encoding: Encoding) =>
    accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard;
  const best = available.reduce<Encoding | undefined>(
    (a, b) => (a === undefined || q(b) > q(a) ? b : a),
    undefined,
  );
  return best && q(best) > 0 ? best : undefined;
}

const POLICY_HEADERS = ['content-security-policy', 'content-security-policy-report-only'];

/** The script nonce a page's Content-Security-Policy names (`'nonce-…'`), if any. */
function nonceOf(headers: Headers): string | undefined {
  const policy = headers.get('content-security-policy') ?? '';
  return /'nonce-([A-Za-z0-9+/_=-]+)'/.exec(policy)?.[1];
}

/** The forms a stored body can be sent in. */
function formsOf(entry: Entry): Encoding[] {
  const forms = entry.nonced ? entry.nonced.body : entry.encoded;
  return (['br', 'gzip'] as const).filter((encoding) => forms[encoding] !== undefined);
}

/** A stored page with a new nonce, in the policy and in the body, in the form asked for. */
function withFreshNonce(
  { nonce: stored, body }: NonNullable<Entry['nonced']>,
  headers: Headers,
  encoding: Encoding | undefined,
): { body: Uint8Array<ArrayBuffer>; encoding: Encoding | undefined } {
  const nonce = createNonce();
  for (const name of POLICY_HEADERS) {
    const policy = headers.get(name);
    if (policy) headers.set(name, policy.replaceAll(`'nonce-${stored}'`, `'nonce-${nonce}'`));
  }
  const encoded = encoding ? withNonce(body, nonce, encoding) : undefined;
  if (encoded) return { body: encoded, encoding };
  return { body: withNonce(body, nonce) ?? new Uint8Array(), encoding: undefined };
}

function answer(
  entry: Entry,
  state: 'HIT' | 'STALE' | 'MISS',
  now: number,
  acceptEncoding: string | null,
): Response {
  const headers = new Headers(entry.headers);
  const forms = formsOf(entry);
  const accepted = acceptedEncoding(acceptEncoding, forms);
  // A nonce serves one response: every answer of a page with one gets a new one. Other
  // stored bytes are never changed: every answer reads the same buffer.
  const stored = accepted ? entry.encoded[accepted] : undefined;
  const { body, encoding } = entry.nonced
    ? withFreshNonce(entry.nonced, headers, accepted)
    : { body: stored ?? entry.body, encoding: stored ? accepted : undefined };
  if (forms.length) headers.append('Vary', 'Accept-Encoding');
  headers.delete('Content-Length');
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Age', String(Math.floor((now - entry.storedAt) / 1000)));
  headers.set('X-Cache', state);
  return new Response(body, { status: entry.status, headers });
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
      (entry.nonced ? noncedBodySize(entry.nonced.body) : 0) +
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
        const contentType = response.headers.get('content-type') ?? '';
        const nonce = nonceOf(response.headers);
        const entry: Entry = nonce
          ? {
              status: response.status,
              headers: [...response.headers],
              body: new Uint8Array(),
              encoded: {},
              nonced: {
                nonce,
                body: await noncedBody(body, nonce, worthCompressing(body, contentType)),
              },
              storedAt: now(),
              ...policy,
            }
          : {
              status: response.status,
              headers: [...response.headers],
              body,
              encoded: encode(body, contentType),
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
    const pageUrl = options.normalize ? options.normalize(url) : url;
    if (!pageUrl) return render(request);
    const host = (request.headers.get('host') ?? url.host).toLowerCase();
    const key = `${host}${pageUrl.pathname}${pageUrl.search}`;
    // What is stored under the key is rendered from the key's URL, never from a query it
    // leaves out.
    const pageRequest = (from: Request) =>
      pageUrl.href === url.href ? from : new Request(pageUrl, from);
    const entry = cache.get(key);
    const time = now();
    const acceptEncoding = request.headers.get('accept-encoding');
    if (entry) {
      const age = time - entry.storedAt;
      if (age < entry.maxAgeMs) return answer(entry, 'HIT', time, acceptEncoding);
      if (age < entry.maxAgeMs + entry.staleMs) {
        // Served stale; one request renders it again in the background.
        renderOnce(key, pageRequest(request.clone())).catch(() => undefined);
        return answer(entry, 'STALE', time, acceptEncoding);
      }
    }
    // Only the first of concurrent misses renders; the others wait for its answer.
    const first = !rendering.has(key);
    const result = await renderOnce(key, pageRequest(request));
    if (result instanceof Response) {
      // Not cacheable: every waiting request renders its own (it may be the shopper's).
      return first ? result : render(pageRequest(request));
    }
    return answer(result, 'MISS', now(), acceptEncoding);
  };
}
