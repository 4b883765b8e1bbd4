/**
 * At most `concurrency` encodes at once, the rest waiting (issue 44). sharp runs each
 * encode on a thread of libuv's pool (4 by default), the pool file reads, DNS and crypto
 * also wait on: four large encodes took every thread and stalled every other image and
 * page. A bounded queue answers 503 instead of piling requests up without end.
 *
 * Large encodes (the gallery zoom, full-width banners: seconds each) may hold all slots but
 * one, and a small one passes the large ones queued before it, so a product card's picture
 * never waits behind a zoom.
 */
export interface EncodeLimiter {
  /** Runs `task` when a slot is free; throws `EncodersBusyError` when the queue is full. */
  run<T>(task: () => Promise<T>, options?: { large?: boolean }): Promise<T>;
  /** Encodes running now (tests, metrics). */
  readonly active: number;
  /** Encodes waiting for a slot. */
  readonly waiting: number;
}

export class EncodersBusyError extends Error {
  override readonly name = 'EncodersBusyError';
}

export interface EncodeLimiterOptions {
  concurrency: number;
  /** Encodes that may wait; one more is refused. */
  maxWaiting: number;
}

/** Output boxes above this many pixels are large: past a product card's 960 × 1200. */
export const LARGE_ENCODE_PIXELS = 1_500_000;

export function createEncodeLimiter(options: EncodeLimiterOptions): EncodeLimiter {
  const concurrency = Math.max(1, options.concurrency);
  const largeSlots = Math.max(1, concurrency - 1);
  const queue: { large: boolean; start: () => void }[] = [];
  let active = 0;
  let activeLarge = 0;

  const fits = (large: boolean) => active < concurrency && (!large || activeLarge < largeSlots);

  function take(large: boolean) {
    active += 1;
    if (large) activeLarge += 1;
  }

  function release(large: boolean) {
    active -= 1;
    if (large) activeLarge -= 1;
    for (;;) {
      const index = queue.findIndex((entry) => fits(entry.large));
      const entry = index === -1 ? undefined : queue.splice(index, 1)[0];
      if (!entry) return;
      take(entry.large);
      entry.start();
    }
  }

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run(task, { large = false } = {}) {
      if (fits(large)) {
        take(large);
      } else {
        if (queue.length >= options.maxWaiting) {
          throw new EncodersBusyError(`${active} images are encoding and ${queue.length} waiting`);
        }
        // `release` takes the slot for this one before it starts.
        await new Promise<void>((start) => queue.push({ large, start }));
      }
      try {
        return await task();
      } finally {
        release(large);
      }
    },
  };
}
