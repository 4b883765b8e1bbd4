import zlib, { type BrotliCompress, constants, crc32, type DeflateRaw } from 'node:zlib';

/*
 * A stored page whose script nonce is new in every answer (issue 44: the shared page cache
 * keeps pages that carry a Content-Security-Policy nonce, and a nonce serves one response).
 * The body is kept cut at the nonce, and its Brotli and gzip forms are compressed once, around
 * it: an answer splices the fresh nonce in, into the compressed bytes too (an uncompressed
 * Brotli meta-block, a stored deflate block), instead of compressing the page again (Brotli
 * took 4.5 ms for a 280 KB listing, against 0.02 ms to splice).
 *
 * The encoder sees a placeholder where each nonce goes: bytes the page never holds, so no
 * back-reference of the rest of the page can point into it, and no pair of them twice, so
 * each placeholder is coded as literals alone (the distance cache Brotli carries from one
 * meta-block to the next stays the decoder's). Brotli's literal context modelling is off:
 * the bytes after a nonce decode the same whatever the nonce. Each form is checked once, by
 * decompressing it with another nonce; a form that fails is not kept (the page is then
 * sent another way the browser accepts, or plain).
 */

export type Encoding = 'br' | 'gzip';

interface GzipForm {
  /** Raw deflate output of each piece of the page, every one ending byte-aligned. */
  parts: Uint8Array[];
  /** The last (final) block. */
  end: Uint8Array;
  /** CRC-32 of each piece and the operator that appends it (crc32_combine). */
  crcs: number[];
  shifts: number[];
  nonceShift: number;
}

interface BrotliForm {
  parts: Uint8Array[];
  end: Uint8Array;
}

export interface NoncedBody {
  /** The body between the nonces (one more piece than nonces). */
  pieces: Uint8Array[];
  nonceLength: number;
  byteLength: number;
  gzip?: GzipForm;
  br?: BrotliForm;
}

const encoder = new TextEncoder();

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(
    needle,
    from,
  );
}

/** The body cut at every occurrence of the nonce. */
function cut(body: Uint8Array, nonce: Uint8Array): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  let at = 0;
  for (let found = indexOf(body, nonce, 0); found >= 0; found = indexOf(body, nonce, at)) {
    pieces.push(body.slice(at, found));
    at = found + nonce.byteLength;
  }
  pieces.push(body.slice(at));
  return pieces;
}

/** The byte values the pieces never hold (a UTF-8 page never holds 0xC0, 0xC1, 0xF5–0xFF). */
function absentBytes(pieces: Uint8Array[]): number[] {
  const seen = new Uint8Array(256);
  for (const piece of pieces) for (const byte of piece) seen[byte] = 1;
  return [...seen.keys()].filter((byte) => !seen[byte]);
}

/** A de Bruijn sequence of order 2 over `alphabet`: every ordered pair exactly once. */
function everyPairOnce(alphabet: number[]): number[] {
  const k = alphabet.length;
  const sequence: number[] = [];
  const a = [0, 0, 0];
  const extend = (t: number, p: number) => {
    if (t > 2) {
      if (2 % p === 0) for (let j = 1; j <= p; j += 1) sequence.push(a[j] ?? 0);
      return;
    }
    a[t] = a[t - p] ?? 0;
    extend(t + 1, p);
    for (let j = (a[t - p] ?? 0) + 1; j < k; j += 1) {
      a[t] = j;
      extend(t + 1, t);
    }
  };
  if (k > 0) extend(1, 1);
  return sequence.map((index) => alphabet[index] ?? 0);
}

/**
 * One placeholder per nonce: absent bytes, no pair of them repeated across all of them;
 * undefined when the page leaves too few bytes unused for that.
 */
function placeholdersFor(pieces: Uint8Array[], nonceLength: number): Uint8Array[] | undefined {
  const count = pieces.length - 1;
  const alphabet = absentBytes(pieces);
  const sequence = everyPairOnce(alphabet);
  if (alphabet.length < 2 || sequence.length < count * nonceLength) return undefined;
  return Array.from({ length: count }, (_, index) =>
    Uint8Array.from(sequence.slice(index * nonceLength, (index + 1) * nonceLength)),
  );
}

/**
 * The output of a compressing stream fed the pieces and, between them, the placeholders:
 * each piece's flushed output (the placeholders' dropped), then the stream's end.
 */
async function compressAround(
  stream: BrotliCompress | DeflateRaw,
  pieces: Uint8Array[],
  placeholders: Uint8Array[],
  flush: number,
): Promise<{ parts: Uint8Array[]; end: Uint8Array }> {
  let chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const take = () => {
    const out = new Uint8Array(Buffer.concat(chunks));
    chunks = [];
    return out;
  };
  const flushed = async (input: Uint8Array) => {
    if (input.byteLength) stream.write(input);
    await new Promise<void>((resolve) => stream.flush(flush, () => resolve()));
    // Output pushed while the stream was busy reaches 'data' on a later tick.
    while (stream.readableLength > 0) await new Promise((resolve) => setImmediate(resolve));
    return take();
  };
  const parts: Uint8Array[] = [];
  for (const [index, piece] of pieces.entries()) {
    parts.push(await flushed(piece));
    const placeholder = placeholders[index];
    if (placeholder) await flushed(placeholder);
  }
  stream.end();
  await ended;
  return { parts, end: take() };
}

/* CRC-32 of a concatenation from its parts' (zlib's crc32_combine, multmodp and x2nmodp). */

const POLY = 0xedb88320;

function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  let rest = b;
  if (a === 0) return 0;
  for (;;) {
    if (a & m) {
      p ^= rest;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    rest = rest & 1 ? (rest >>> 1) ^ POLY : rest >>> 1;
  }
  return p >>> 0;
}

const powersOfX = (() => {
  const table = new Uint32Array(32);
  let p = 1 << 30;
  table[0] = p;
  for (let n = 1; n < 32; n += 1) {
    p = multModP(p, p);
    table[n] = p;
  }
  return table;
})();

/** The operator that appends `length` bytes to a CRC. */
function crcShift(length: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2) p = multModP(powersOfX[k & 31] ?? 0, p);
  }
  return p;
}

const combineCrc = (crc: number, shift: number, next: number) =>
  (multModP(shift, crc) ^ next) >>> 0;

const GZIP_HEADER = Uint8Array.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/** A stored (uncompressed) deflate block, not the last. */
function storedBlock(bytes: Uint8Array): Uint8Array {
  const length = bytes.byteLength;
  const block = new Uint8Array(5 + length);
  block.set([0, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff]);
  block.set(bytes, 5);
  return block;
}

/** An uncompressed Brotli meta-block, not the last (RFC 7932 §9.2: MNIBBLES 4). */
function uncompressedMetaBlock(bytes: Uint8Array): Uint8Array {
  const header = ((bytes.byteLength - 1) << 3) | (1 << 19);
  const block = new Uint8Array(3 + bytes.byteLength);
  block.set([header & 0xff, (header >>> 8) & 0xff, (header >>> 16) & 0xff]);
  block.set(bytes, 3);
  return block;
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** The parts with `between` between each two. */
function interleave(parts: Uint8Array[], between: Uint8Array): Uint8Array[] {
  return parts.flatMap((part, index) => (index < parts.length - 1 ? [part, between] : [part]));
}

/**
 * The body with `nonce` in every place the stored nonce was: plain, or in the encoding of
 * the stored form (undefined when there is none, or `nonce` is not the stored one's length).
 */
export function withNonce(
  body: NoncedBody,
  nonce: string,
  encoding?: Encoding,
): Uint8Array<ArrayBuffer> | undefined {
  const bytes = encoder.encode(nonce);
  if (!encoding) return concat(interleave(body.pieces, bytes));
  if (bytes.byteLength !== body.nonceLength) return undefined;
  if (encoding === 'br') {
    if (!body.br) return undefined;
    return concat([...interleave(body.br.parts, uncompressedMetaBlock(bytes)), body.br.end]);
  }
  const form = body.gzip;
  if (!form) return undefined;
  const nonceCrc = crc32(bytes);
  let crc = 0;
  for (const [index, pieceCrc] of form.crcs.entries()) {
    if (index > 0) crc = combineCrc(crc, form.nonceShift, nonceCrc);
    crc = combineCrc(crc, form.shifts[index] ?? 0, pieceCrc);
  }
  const size = body.byteLength;
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, crc, true);
  view.setUint32(4, size >>> 0, true);
  return concat([GZIP_HEADER, ...interleave(form.parts, storedBlock(bytes)), form.end, trailer]);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );
}

/** A nonce of `length` characters, none of them the stored nonce's (for the check). */
function otherNonce(nonce: string): string {
  return Array.from(nonce, (char) => (char === 'A' ? 'B' : 'A')).join('');
}

/**
 * The body cut at `nonce`; with `compress`, its Brotli and gzip forms made around it (each
 * checked by decompressing it with another nonce).
 */
export async function noncedBody(
  body: Uint8Array,
  nonce: string,
  compress: boolean,
): Promise<NoncedBody> {
  const nonceBytes = encoder.encode(nonce);
  const pieces = cut(body, nonceBytes);
  const stored: NoncedBody = {
    pieces,
    nonceLength: nonceBytes.byteLength,
    byteLength: body.byteLength,
  };
  const placeholders = compress ? placeholdersFor(pieces, nonceBytes.byteLength) : undefined;
  if (!placeholders) return stored;
  const check = otherNonce(nonce);
  const expected = withNonce(stored, check) ?? new Uint8Array();
  /** Whether a form decompresses, with another nonce, to the page with that nonce. */
  const works = (form: Partial<NoncedBody>, encoding: Encoding) => {
    try {
      const spliced = withNonce({ ...stored, ...form }, check, encoding) ?? new Uint8Array();
      const decode = encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
      return sameBytes(decode(spliced), expected);
    } catch {
      return false;
    }
  };

  try {
    const br = await compressAround(
      zlib.createBrotliCompress({
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          [constants.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1,
        },
      }),
      pieces,
      placeholders,
      constants.BROTLI_OPERATION_FLUSH,
    );
    if (works({ br }, 'br')) stored.br = br;

    const deflated = await compressAround(
      zlib.createDeflateRaw({ level: 6 }),
      pieces,
      placeholders,
      constants.Z_SYNC_FLUSH,
    );
    const gzip: GzipForm = {
      ...deflated,
      crcs: pieces.map((piece) => crc32(piece)),
      shifts: pieces.map((piece) => crcShift(piece.byteLength)),
      nonceShift: crcShift(nonceBytes.byteLength),
    };
    if (works({ gzip }, 'gzip')) stored.gzip = gzip;
  } catch {
    // A form that could not be made is not kept: the page goes plain, or in the other.
  }
  return stored;
}

/** What the stored forms hold, for the cache's memory budget. */
export function noncedBodySize(body: NoncedBody): number {
  const sum = (parts: Uint8Array[]) => parts.reduce((total, part) => total + part.byteLength, 0);
  return (
    sum(body.pieces) +
    (body.br ? sum(body.br.parts) + body.br.end.byteLength : 0) +
    (body.gzip ? sum(body.gzip.parts) + body.gzip.end.byteLength + body.pieces.length * 8 : 0)
  );
}
