import { afterEach, describe, expect, it, vi } from 'vitest';
import { datafileFor } from '#demo/experiments/index.ts';
import { createExperimentRegistry } from './sdk.ts';
import type { ExperimentRegistry } from './types.ts';

/** The service as the SDK meets it: our datafile, and the event batches it receives. */
function fakeService(datafile: unknown = datafileFor('ridgeline')) {
  const batches: { visitors: { visitor_id: string; snapshots: unknown[] }[] }[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/experiments/v1/datafiles/ridgeline')) {
      return datafile === null
        ? new Response('{}', { status: 404 })
        : new Response(JSON.stringify(datafile), { status: 200 });
    }
    if (url.endsWith('/experiments/v1/events')) {
      batches.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 204 });
    }
    throw new Error(`unexpected call ${url}`);
  }) as unknown as typeof fetch;
  return { fetcher, batches };
}

const hero = 'ridgeline-home-hero';
const trail = 'ridgeline-trail-finder';
let registry: ExperimentRegistry | undefined;

afterEach(async () => {
  await registry?.close();
  registry = undefined;
  vi.restoreAllMocks();
});

function open(datafile?: unknown) {
  const service = fakeService(datafile);
  registry = createExperimentRegistry({ baseUrl: 'http://svc/api', fetch: service.fetcher });
  return { service, registry };
}

describe('experiment decisions (the SDK on our datafile)', () => {
  it('splits the A/B test over both variations and keeps each user on theirs', async () => {
    const { registry } = open();
    const seen = new Map<string, number>();
    for (let index = 0; index < 200; index++) {
      const userId = `visitor-${index}`;
      const first = await registry.decide('ridgeline', {
        userId,
        attributes: {},
        flagKeys: [hero],
      });
      const again = await registry.decide('ridgeline', {
        userId,
        attributes: {},
        flagKeys: [hero],
      });
      expect(again).toEqual(first);
      const key = first[hero] ?? 'none';
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(['baseline', `${hero}-b`]);
    expect(seen.get('baseline')).toBeGreaterThan(60);
    expect(seen.get(`${hero}-b`)).toBeGreaterThan(60);
  });

  it('applies a forced decision before the test', async () => {
    const { registry } = open();
    for (const variationKey of ['baseline', `${hero}-b`]) {
      const decided = await registry.decide('ridgeline', {
        userId: 'visitor-forced',
        attributes: {},
        flagKeys: [hero],
        forced: [{ flagKey: hero, variationKey }],
      });
      expect(decided[hero]).toBe(variationKey);
    }
  });

  it('follows the rollout rules in order: members first, then the everyone-else share', async () => {
    const { registry } = open();
    let guestsIn = 0;
    for (let index = 0; index < 200; index++) {
      const userId = `shopper-${index}`;
      const member = await registry.decide('ridgeline', {
        userId,
        attributes: { loggedIn: true },
        flagKeys: [trail],
      });
      expect(member[trail]).toBe(`${trail}-on`);
      const guest = await registry.decide('ridgeline', {
        userId,
        attributes: { loggedIn: false },
        flagKeys: [trail],
      });
      if (guest[trail]) guestsIn++;
    }
    // The everyone-else rule lets 5 000 of the 10 000 buckets in.
    expect(guestsIn).toBeGreaterThan(60);
    expect(guestsIn).toBeLessThan(140);
  });

  it('leaves out flags it does not know (enabled flags only)', async () => {
    const { registry } = open();
    const decided = await registry.decide('ridgeline', {
      userId: 'v',
      attributes: {},
      flagKeys: ['no-such-flag'],
    });
    expect(decided).toEqual({});
  });

  it('sends the decisions to the service in batches', async () => {
    const { registry, service } = open();
    await registry.decide('ridgeline', {
      userId: 'visitor-events',
      attributes: {},
      flagKeys: [hero],
    });
    // Flushed within the flush interval (1 000 ms), without closing.
    await vi.waitFor(
      () => {
        const visitors = service.batches.flatMap((batch) => batch.visitors);
        expect(visitors.map((visitor) => visitor.visitor_id)).toContain('visitor-events');
      },
      { timeout: 3000, interval: 100 },
    );
  });
});

describe('experiment failures fall back to the baselines', () => {
  it('rejects user ids and attributes the spec refuses (§5)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { registry } = open();
    const input = { attributes: {}, flagKeys: [hero] };
    expect(await registry.decide('ridgeline', { ...input, userId: 'undefined' })).toEqual({});
    expect(
      await registry.decide('ridgeline', { ...input, userId: 42 as unknown as string }),
    ).toEqual({});
    expect(
      await registry.decide('ridgeline', {
        ...input,
        userId: 'ok',
        attributes: { tier: undefined } as unknown as Record<string, string>,
      }),
    ).toEqual({});
    expect(log).toHaveBeenCalled();
  });

  it('answers no decision when the datafile is missing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { registry } = open(null);
    expect(
      await registry.decide('ridgeline', { userId: 'v', attributes: {}, flagKeys: [hero] }),
    ).toEqual({});
    expect(String(log.mock.calls[0]?.[0])).toContain('datafile missing');
  });

  it('answers no decision when the datafile is invalid', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { registry } = open({ version: '999', nonsense: true });
    expect(
      await registry.decide('ridgeline', { userId: 'v', attributes: {}, flagKeys: [hero] }),
    ).toEqual({});
    expect(log).toHaveBeenCalled();
  });

  it('answers no decision once the instance is closed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { registry } = open();
    await registry.decide('ridgeline', { userId: 'v', attributes: {}, flagKeys: [hero] });
    await registry.close();
    const after = await registry.decide('ridgeline', {
      userId: 'v',
      attributes: {},
      flagKeys: [hero],
    });
    expect(after).toEqual({});
  });
});
