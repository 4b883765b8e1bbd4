import { useEffect, useState, useSyncExternalStore } from 'react';
import { type ApiClient, createApiClient } from '#api/client/client.ts';
import { useApiClient } from '#api/client/react.tsx';

/*
 * The service's clock in the browser (spec §7 Internal, GET /fapi/server/time): read once
 * per page, as the offset of the service's clock from the device's, so what counts towards
 * a moment (a preview date, a countdown) counts on the service's time, the one the content
 * and the promotions are decided on, not on a device clock set wrong. A missing timestamp
 * reads as epoch zero (spec): no time of the service, and nothing is counted on the
 * device's clock instead.
 *
 * The server's render and the browser's first (hydrating) render know no offset: both see
 * `pending`, so their HTML agrees; the reading comes after hydration.
 */

export type ServerClockSource =
  /** Not read yet (and always during the server render and hydration). */
  | 'pending'
  /** The service's time is known: `offsetMs` applies. */
  | 'server'
  /** The service gave no time (epoch zero, a failed call): only the device's clock. */
  | 'device';

export interface ServerClock {
  source: ServerClockSource;
  /** The service's clock minus the device's, in milliseconds; 0 unless `source` is server. */
  offsetMs: number;
}

const pendingClock: ServerClock = { source: 'pending', offsetMs: 0 };

/**
 * The offset from one reading: the service's timestamp taken as of the middle of the round
 * trip (`sentAt`, `receivedAt` on the device's clock). Null for epoch zero: no time.
 */
export function clockOffset(timestamp: number, sentAt: number, receivedAt: number): number | null {
  if (!Number.isFinite(timestamp) || timestamp <= 0) return null;
  return Math.round(timestamp - (sentAt + receivedAt) / 2);
}

/** The time on the service's clock now: the device's, corrected by the offset. */
export function serverNow(clock: ServerClock, deviceNow: number = Date.now()): number {
  return deviceNow + clock.offsetMs;
}

let clock: ServerClock = pendingClock;
let reading: Promise<ServerClock> | null = null;
const listeners = new Set<() => void>();

function setClock(next: ServerClock) {
  clock = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the storefront's own calls live beside the service's `/api` (same origin). */
const storefrontClientOf = (client: ApiClient) =>
  createApiClient({ ...client.options, baseUrl: client.options.baseUrl.replace(/\/api\/?$/, '') });

/**
 * Reads the service's time once for the page (later calls share the reading). A call that
 * fails or answers no timestamp leaves the device's clock (`device`); the next page reads
 * again.
 */
export function syncServerClock(
  client: ApiClient,
  deviceNow: () => number = Date.now,
): Promise<ServerClock> {
  reading ??= (async () => {
    // The route's schemas load with the first reading: most pages never read the time, and
    // the internal contract would bring zod to pages that have no other use for it.
    const { getServerTime } = await import('#api/contract/internal.ts');
    const sentAt = deviceNow();
    const timestamp = await storefrontClientOf(client)
      .call(getServerTime)
      .then(
        (answer) => answer.timestamp ?? 0,
        () => 0,
      );
    const offset = clockOffset(timestamp, sentAt, deviceNow());
    const next: ServerClock =
      offset === null ? { source: 'device', offsetMs: 0 } : { source: 'server', offsetMs: offset };
    setClock(next);
    return next;
  })();
  return reading;
}

/** Forgets the reading (a story or test that answers another time). */
export function resetServerClock() {
  reading = null;
  setClock(pendingClock);
}

/**
 * The service's clock as this page knows it: `pending` on the server and until read after
 * hydration (the reading starts on the first mount with `enabled`).
 */
export function useServerTime({ enabled = true }: { enabled?: boolean } = {}): ServerClock {
  const client = useApiClient();
  const current = useSyncExternalStore(
    subscribe,
    () => clock,
    () => pendingClock,
  );
  useEffect(() => {
    if (enabled) void syncServerClock(client);
  }, [enabled, client]);
  return current;
}

/**
 * The time on the service's clock, renewed every `tickMs`; null until the service's time is
 * known (the server's render, hydration, the reading) and when the service gave none, so
 * nothing is ever counted on a wrong device clock, and the first render matches the HTML.
 */
export function useServerNow({
  tickMs = 60_000,
  enabled = true,
}: {
  tickMs?: number;
  enabled?: boolean;
} = {}): number | null {
  const serverClock = useServerTime({ enabled });
  const [now, setNow] = useState<number | null>(null);
  const known = enabled && serverClock.source === 'server';
  useEffect(() => {
    if (!known) {
      setNow(null);
      return;
    }
    setNow(serverNow(serverClock));
    const timer = setInterval(() => setNow(serverNow(serverClock)), tickMs);
    return () => clearInterval(timer);
  }, [known, serverClock, tickMs]);
  return known ? now : null;
}
