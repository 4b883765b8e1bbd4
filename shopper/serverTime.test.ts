import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#api/client/client.ts';
import { clockOffset, resetServerClock, serverNow, syncServerClock } from './serverTime.ts';

/** A client whose fetch answers `body` for /fapi/server/time, and records the URLs asked. */
function clientAnswering(body: unknown, status = 200) {
  const urls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { client: createApiClient({ baseUrl: 'http://store.test/api', fetch }), urls, fetch };
}

describe('clockOffset', () => {
  it('takes the service’s time as of the middle of the round trip', () => {
    // Sent at 1000, answered at 1200 (device clock); the service said 61_100 in between.
    expect(clockOffset(61_100, 1000, 1200)).toBe(60_000);
    expect(clockOffset(900, 1000, 1200)).toBe(-200);
  });

  it('reads epoch zero (the spec’s missing timestamp) as no time at all', () => {
    expect(clockOffset(0, 1000, 1200)).toBeNull();
    expect(clockOffset(Number.NaN, 1000, 1200)).toBeNull();
  });
});

describe('syncServerClock', () => {
  afterEach(resetServerClock);

  it('reads the storefront’s /fapi/server/time once and knows the offset', async () => {
    const { client, urls, fetch } = clientAnswering({ timestamp: 5_000_000 + 3_600_000 });
    let device = 5_000_000;
    const deviceNow = () => device++;
    const clock = await syncServerClock(client, deviceNow);
    expect(clock.source).toBe('server');
    expect(clock.offsetMs).toBe(3_600_000);
    expect(serverNow(clock, 10_000)).toBe(3_610_000);
    expect(new URL(urls[0] ?? '').pathname).toBe('/fapi/server/time');
    // Shared for the page: no second call.
    await syncServerClock(client, deviceNow);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the device’s clock, and no offset, when the service gives no time', async () => {
    for (const answer of [{ timestamp: 0 }, {}]) {
      resetServerClock();
      const clock = await syncServerClock(clientAnswering(answer).client);
      expect(clock).toEqual({ source: 'device', offsetMs: 0 });
    }
    resetServerClock();
    const failed = await syncServerClock(clientAnswering({ errorDetails: [] }, 500).client);
    expect(failed).toEqual({ source: 'device', offsetMs: 0 });
  });
});
