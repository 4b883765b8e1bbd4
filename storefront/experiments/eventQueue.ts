import type {
  EventDispatcher,
  EventDispatcherResponse,
  LogEvent,
} from '@optimizely/optimizely-sdk/universal';
import { EXPERIMENTS } from '#api/contract/experiments.ts';

/*
 * Spec §9: at most 10 000 experiment events wait to be sent. The SDK v6 batch processor has
 * no max queue option (only batch size, flush interval, retries), and a slow or failing
 * service would let its batches pile up in memory: this dispatcher sends one batch at a time
 * and, when more events wait than the bound, drops the oldest waiting batches, with a warning.
 * Once closed (the store stopping) it sends what waits and nothing after: the SDK retries a
 * failed batch later, and by then the service's database may be gone.
 */

export interface BoundedDispatcherOptions {
  /** @default spec §9: 10 000 events */
  maxQueue?: number;
  /**
   * Told how many events were dropped, how many wait, and why (`full`: the bound; `closed`:
   * sent after close). @default a console warning
   */
  onDrop?: (dropped: number, waiting: number, why: DropReason) => void;
}

export type DropReason = 'full' | 'closed';

interface Waiting {
  event: LogEvent;
  size: number;
  settle: (response: EventDispatcherResponse) => void;
  fail: (error: unknown) => void;
}

/** The events of a batch: one visitor entry per decision or conversion. */
export function eventCount(event: LogEvent): number {
  return Math.max(1, event.params.visitors?.length ?? 0);
}

/** A dropped batch answers as sent: a failure would only make the SDK retry it. */
const DROPPED: EventDispatcherResponse = { statusCode: 200 };

function warnDropped(dropped: number, waiting: number, why: DropReason) {
  console.warn(
    JSON.stringify({
      msg: 'experiment events dropped',
      reason: why === 'full' ? 'queue full (spec §9)' : 'sent after the store closed',
      dropped,
      waiting,
    }),
  );
}

export function boundedEventDispatcher(
  inner: EventDispatcher,
  options: BoundedDispatcherOptions = {},
): EventDispatcher & { waiting: () => number; close: () => Promise<void> } {
  const maxQueue = options.maxQueue ?? EXPERIMENTS.eventMaxQueue;
  const onDrop = options.onDrop ?? warnDropped;
  const queue: Waiting[] = [];
  // Events waiting: those of the batch being sent and of the queued ones.
  let waiting = 0;
  let sending = false;
  let closed = false;
  // Told when the queue has been sent (close() waits for it).
  const whenIdle: (() => void)[] = [];

  async function drain() {
    if (sending) return;
    sending = true;
    try {
      for (let next = queue.shift(); next; next = queue.shift()) {
        try {
          next.settle(await inner.dispatchEvent(next.event));
        } catch (error) {
          next.fail(error);
        } finally {
          waiting -= next.size;
        }
      }
    } finally {
      sending = false;
      for (const idle of whenIdle.splice(0)) idle();
    }
  }

  return {
    waiting: () => waiting,
    async close() {
      closed = true;
      if (sending) await new Promise<void>((idle) => whenIdle.push(idle));
    },
    dispatchEvent(event) {
      const size = eventCount(event);
      if (closed) {
        onDrop(size, waiting, 'closed');
        return Promise.resolve(DROPPED);
      }
      let dropped = 0;
      while (queue.length > 0 && waiting + size > maxQueue) {
        const oldest = queue.shift() as Waiting;
        waiting -= oldest.size;
        dropped += oldest.size;
        oldest.settle(DROPPED);
      }
      if (dropped > 0) onDrop(dropped, waiting + size, 'full');
      return new Promise<EventDispatcherResponse>((settle, fail) => {
        queue.push({ event, size, settle, fail });
        waiting += size;
        void drain();
      });
    },
  };
}
