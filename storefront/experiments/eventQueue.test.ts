import type { EventDispatcher, LogEvent } from '@optimizely/optimizely-sdk/universal';
import { describe, expect, it, vi } from 'vitest';
import { boundedEventDispatcher } from './eventQueue.ts';

/** A batch of `size` events (one visitor entry each), told apart by `name`. */
function batch(name: string, size = 10): LogEvent {
  return {
    url: 'http://svc/api/experiments/v1/events',
    httpVerb: 'POST',
    params: {
      account_id: name,
      visitors: Array.from({ length: size }, (_, index) => ({
        visitor_id: `${name}-${index}`,
        attributes: [],
        snapshots: [],
      })),
    } as unknown as LogEvent['params'],
  };
}

/** A service that answers only when told to: what it received, in order. */
function stalledService() {
  const received: string[] = [];
  const answers: (() => void)[] = [];
  const inner: EventDispatcher = {
    dispatchEvent: (event) =>
      new Promise((resolve) => {
        received.push(String(event.params.account_id));
        answers.push(() => resolve({ statusCode: 204 }));
      }),
  };
  const answerAll = async () => {
    while (answers.length > 0) {
      answers.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { inner, received, answerAll };
}

describe('the bounded event dispatcher (spec §9: max queue 10 000)', () => {
  it('sends batches one at a time, in order, while the bound holds', async () => {
    const service = stalledService();
    const onDrop = vi.fn();
    const dispatcher = boundedEventDispatcher(service.inner, { onDrop });
    const sent = ['a', 'b', 'c'].map((name) => dispatcher.dispatchEvent(batch(name)));
    expect(service.received).toEqual(['a']);
    expect(dispatcher.waiting()).toBe(30);
    await service.answerAll();
    await expect(Promise.all(sent)).resolves.toEqual([
      { statusCode: 204 },
      { statusCode: 204 },
      { statusCode: 204 },
    ]);
    expect(service.received).toEqual(['a', 'b', 'c']);
    expect(dispatcher.waiting()).toBe(0);
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('keeps at most 10 000 events waiting: the oldest queued batches go, with a warning', async () => {
    const service = stalledService();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const dispatcher = boundedEventDispatcher(service.inner);
    // 1 000 batches of 10 fill the queue (the first is on its way); one more is too many.
    const sent = Array.from({ length: 1000 }, (_, index) =>
      dispatcher.dispatchEvent(batch(`b${index}`)),
    );
    expect(dispatcher.waiting()).toBe(10_000);
    expect(warn).not.toHaveBeenCalled();
    const late = dispatcher.dispatchEvent(batch('late'));
    expect(dispatcher.waiting()).toBe(10_000);
    expect(warn).toHaveBeenCalledOnce();
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
      msg: 'experiment events dropped',
      dropped: 10,
      waiting: 10_000,
    });
    // The dropped batch is b1, the oldest not yet sent; it answers at once (no SDK retry).
    await expect(sent[1]).resolves.toEqual({ statusCode: 200 });
    await service.answerAll();
    await Promise.all([...sent, late]);
    expect(service.received).toHaveLength(1000);
    expect(service.received[0]).toBe('b0');
    expect(service.received).not.toContain('b1');
    expect(service.received.at(-1)).toBe('late');
    expect(dispatcher.waiting()).toBe(0);
    warn.mockRestore();
  });

  it('drops queued batches, never the one on its way, and passes failures on', async () => {
    const onDrop = vi.fn();
    const received: string[] = [];
    const dispatcher = boundedEventDispatcher(
      {
        dispatchEvent: async (event) => {
          received.push(String(event.params.account_id));
          if (event.params.account_id === 'first') throw new Error('service down');
          return { statusCode: 204 };
        },
      },
      { maxQueue: 25, onDrop },
    );
    const first = dispatcher.dispatchEvent(batch('first'));
    const second = dispatcher.dispatchEvent(batch('second'));
    const third = dispatcher.dispatchEvent(batch('third'));
    const big = dispatcher.dispatchEvent(batch('big', 15));
    // `first` is on its way: `second` makes room for `third`, `third` for `big`.
    expect(onDrop.mock.calls).toEqual([
      [10, 20, 'full'],
      [10, 25, 'full'],
    ]);
    await expect(first).rejects.toThrow('service down');
    await expect(second).resolves.toEqual({ statusCode: 200 });
    await expect(third).resolves.toEqual({ statusCode: 200 });
    await expect(big).resolves.toEqual({ statusCode: 204 });
    expect(received).toEqual(['first', 'big']);
    expect(dispatcher.waiting()).toBe(0);
  });
});

describe('the bounded event dispatcher, closed (the store stopping)', () => {
  it('sends what waits, then nothing: a later batch (an SDK retry) answers as dropped', async () => {
    const service = stalledService();
    const onDrop = vi.fn();
    const dispatcher = boundedEventDispatcher(service.inner, { onDrop });
    const sent = ['a', 'b'].map((name) => dispatcher.dispatchEvent(batch(name)));
    let closed = false;
    const closing = dispatcher.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Closing waits for what was queued before it.
    expect(closed).toBe(false);
    await service.answerAll();
    await closing;
    await expect(Promise.all(sent)).resolves.toEqual([{ statusCode: 204 }, { statusCode: 204 }]);

    await expect(dispatcher.dispatchEvent(batch('retry', 3))).resolves.toEqual({
      statusCode: 200,
    });
    expect(service.received).toEqual(['a', 'b']);
    expect(onDrop).toHaveBeenCalledWith(3, 0, 'closed');
  });

  it('closes at once when nothing waits', async () => {
    const service = stalledService();
    const dispatcher = boundedEventDispatcher(service.inner, { onDrop: vi.fn() });
    await dispatcher.close();
    expect(service.received).toEqual([]);
  });
});
