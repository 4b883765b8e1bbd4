import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from '../test/harness.ts';
import { createEncodeLimiter, EncodersBusyError } from './encodes.ts';
import { createImagesDomain } from './index.ts';
import { renderImage } from './render.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the encode limiter', () => {
  it('never runs more than its bound, and runs the waiting ones in order', async () => {
    const limiter = createEncodeLimiter({ concurrency: 3, maxWaiting: 20 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        limiter.run(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(index);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(3);
    expect(order).toEqual([...Array(12).keys()]);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });

  it('keeps a slot for small encodes: they pass the large ones queued before them', async () => {
    const limiter = createEncodeLimiter({ concurrency: 2, maxWaiting: 20 });
    const started: string[] = [];
    let largeRunning = 0;
    let mostLarge = 0;
    const large = (name: string) =>
      limiter.run(
        async () => {
          started.push(name);
          largeRunning += 1;
          mostLarge = Math.max(mostLarge, largeRunning);
          await tick();
          largeRunning -= 1;
        },
        { large: true },
      );
    const small = (name: string) => limiter.run(async () => void started.push(name));
    await Promise.all([large('zoom 1'), large('zoom 2'), large('zoom 3'), small('card')]);
    expect(mostLarge).toBe(1);
    expect(started).toEqual(['zoom 1', 'card', 'zoom 2', 'zoom 3']);
  });

  it('refuses one more than the queue holds, and a failed encode frees its slot', async () => {
    const limiter = createEncodeLimiter({ concurrency: 1, maxWaiting: 1 });
    let release = () => {};
    const first = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = limiter.run(async () => Promise.reject(new Error('broken')));
    await expect(limiter.run(async () => 'third')).rejects.toBeInstanceOf(EncodersBusyError);
    release();
    await first;
    await expect(second).rejects.toThrow('broken');
    expect(await limiter.run(async () => 'after')).toBe('after');
    expect(limiter.active).toBe(0);
  });
});

const root = await mkdtemp(path.join(tmpdir(), 'cairn-encodes-'));
let running = 0;
let most = 0;
let gate: Promise<void> = Promise.resolve();
const server = setupTestServer({
  // The bounds come from the configuration, as in production.
  config: { images: { encodeConcurrency: 2, encodeQueue: 3, diskCacheBytes: 1024 * 1024 } },
  domains: [
    createImagesDomain({
      root,
      cacheDir: null,
      render: async (...args) => {
        running += 1;
        most = Math.max(most, running);
        try {
          await gate;
          return await renderImage(...args);
        } finally {
          running -= 1;
        }
      },
    }),
  ],
});

beforeAll(async () => {
  await mkdir(path.join(root, 'content'), { recursive: true });
  await sharp({ create: { width: 400, height: 500, channels: 3, background: '#2f5d46' } })
    .png()
    .toFile(path.join(root, 'content', 'tile.png'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** A different allowed variant per height, so the cache never answers for another. */
const variant = (height: number) =>
  `/images/upload/w_160,h_${height},c_fill,e_sharpen:60,q_50,f_auto,dpr_2.0/content/tile.png`;

describe('GET /api/images/upload/… under load', () => {
  it('encodes at most the configured number at once; the others wait and are served', async () => {
    most = 0;
    const responses = await Promise.all(
      [150, 151, 152, 153, 154].map((height) => server().agent().fetch(variant(height))),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(most).toBe(2);
  });

  it('answers 503 with Retry-After and the error body when the queue is full', async () => {
    most = 0;
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    // Two encoding and three waiting fill the queue: the one of six that comes last is
    // refused at once, while the gate still holds the others.
    const requests = [160, 161, 162, 163, 164, 165].map((height) =>
      server().agent().fetch(variant(height)),
    );
    const refused = await Promise.race(requests);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const body = await refused.json();
    expect(body.errorDetails[0]).toMatchObject({ errorId: 'API503', message: expect.any(String) });
    expect(body.correlationId).toEqual(expect.any(String));
    open();
    gate = Promise.resolve();
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 200, 200, 200, 200, 503]);
    expect(most).toBe(2);
    // Once the queue drains the refused one is served.
    const again = await Promise.all([160, 165].map((h) => server().agent().fetch(variant(h))));
    expect(again.map((response) => response.status)).toEqual([200, 200]);
  });
});
