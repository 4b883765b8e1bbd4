import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createNonce } from '#storefront/runtime/contentSecurity.ts';
import { noncedBody, withNonce } from './noncedBody.ts';

const encoder = new TextEncoder();

/** A page like the store's: scripts with the nonce in the head and at the end. */
function page(nonce: string, filler = 'Trail jacket, waterproof, 3 colours. ') {
  const data = JSON.stringify({ loaderData: filler.repeat(400), other: 'é ü — 山' });
  return [
    `<!DOCTYPE html><html><head><meta property="csp-nonce" nonce="${nonce}"/>`,
    `<script nonce="${nonce}">warm()</script></head><body>`,
    `<main>${filler.repeat(600)}</main>`,
    `<script nonce="${nonce}">((a,b)=>{})("k","r")</script>`,
    `<script nonce="${nonce}">window.ctx = ${data};</script>`,
    `<script nonce="${nonce}" type="module" async="">import "/assets/entry.js";</script>`,
    `<script nonce="${nonce}">close()</script></body></html>`,
  ].join('');
}

const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? new Uint8Array()).toString();

describe('a stored page with a nonce', () => {
  it('answers any fresh nonce in every place, plain, Brotli and gzip', async () => {
    const stored = createNonce();
    const body = await noncedBody(encoder.encode(page(stored)), stored, true);
    expect(body.pieces).toHaveLength(7);
    expect(body.br).toBeDefined();
    expect(body.gzip).toBeDefined();
    for (let answer = 0; answer < 40; answer += 1) {
      const fresh = createNonce();
      const expected = page(fresh);
      expect(text(withNonce(body, fresh))).toBe(expected);
      expect(
        brotliDecompressSync(withNonce(body, fresh, 'br') ?? new Uint8Array()).toString(),
      ).toBe(expected);
      // gunzip checks the CRC-32 and length of the trailer.
      expect(gunzipSync(withNonce(body, fresh, 'gzip') ?? new Uint8Array()).toString()).toBe(
        expected,
      );
    }
  });

  it('keeps a page with dozens of nonces in every form', async () => {
    const stored = createNonce();
    const html = (nonce: string) =>
      Array.from(
        { length: 40 },
        (_, index) =>
          `<section>${'Gore-Tex shell, 320 g. '.repeat(20)}</section><script nonce="${nonce}">s(${index})</script>`,
      ).join('');
    const body = await noncedBody(encoder.encode(html(stored)), stored, true);
    expect(body.br && body.gzip).toBeDefined();
    for (let answer = 0; answer < 10; answer += 1) {
      const fresh = createNonce();
      expect(
        brotliDecompressSync(withNonce(body, fresh, 'br') ?? new Uint8Array()).toString(),
      ).toBe(html(fresh));
      expect(gunzipSync(withNonce(body, fresh, 'gzip') ?? new Uint8Array()).toString()).toBe(
        html(fresh),
      );
    }
  });

  it('compresses about as well as the whole page at once', async () => {
    const stored = createNonce();
    const html = encoder.encode(page(stored));
    const body = await noncedBody(html, stored, true);
    const brotli = withNonce(body, createNonce(), 'br')?.byteLength ?? Number.POSITIVE_INFINITY;
    expect(brotli).toBeLessThan(html.byteLength / 10);
  });

  it('keeps nonces at the very start and end, and side by side', async () => {
    const stored = createNonce();
    const html = `${stored}${stored}<p>${'x'.repeat(3000)}</p>${stored}`;
    const body = await noncedBody(encoder.encode(html), stored, true);
    const fresh = createNonce();
    const expected = html.split(stored).join(fresh);
    expect(text(withNonce(body, fresh))).toBe(expected);
    expect(brotliDecompressSync(withNonce(body, fresh, 'br') ?? new Uint8Array()).toString()).toBe(
      expected,
    );
    expect(gunzipSync(withNonce(body, fresh, 'gzip') ?? new Uint8Array()).toString()).toBe(
      expected,
    );
  });

  it('sends a page that leaves no byte unused plain only', async () => {
    const stored = createNonce();
    const binary = new Uint8Array(randomBytes(4096));
    binary.set(Uint8Array.from({ length: 256 }, (_, byte) => byte));
    const html = new Uint8Array([...binary, ...encoder.encode(stored), ...binary]);
    const body = await noncedBody(html, stored, true);
    expect(body.br).toBeUndefined();
    expect(body.gzip).toBeUndefined();
    const fresh = createNonce();
    const expected = new Uint8Array([...binary, ...encoder.encode(fresh), ...binary]);
    expect(
      Buffer.from(withNonce(body, fresh) ?? new Uint8Array()).equals(Buffer.from(expected)),
    ).toBe(true);
    expect(withNonce(body, fresh, 'br')).toBeUndefined();
  });

  it('splices only a nonce of the stored length into the compressed forms', async () => {
    const stored = createNonce();
    const body = await noncedBody(encoder.encode(page(stored)), stored, true);
    expect(withNonce(body, 'short', 'br')).toBeUndefined();
    expect(withNonce(body, 'short', 'gzip')).toBeUndefined();
    expect(text(withNonce(body, 'short'))).toBe(page('short'));
  });
});
