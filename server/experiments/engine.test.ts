import { describe, expect, it } from 'vitest';
import { decidePersonalization } from '#api/contract/experiments.ts';
import { engineBucket } from '#commerce/experiments/engine.ts';
import { seeders } from '../db/seed.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { experimentsDomain } from './index.ts';

const server = setupTestServer({
  seed: seeders.filter((seeder) => seeder.name === 'experiment-datafiles'),
  domains: [experimentsDomain],
});

const PERKS = 'ridgeline-member-perks';

function body(monetateId: string, extra: Record<string, unknown> = {}) {
  return {
    channel: 'ridgeline-en-us',
    monetateId,
    events: [
      { eventType: 'monetate:decision:DecisionRequest', requestId: 'r1', ...extra },
      { eventType: 'monetate:context:PageView', url: '/en-us/xplr', pageType: 'Other' },
    ],
  };
}

/** A visitor id whose bucket of the perks experience is below (or not below) 5 000. */
function visitorIn(inVariant: boolean): string {
  for (let n = 0; ; n += 1) {
    const id = `visitor-${n}`;
    if (engineBucket(id, PERKS) < 5000 === inVariant) return id;
  }
}

describe('POST /engine/v1/decide/:brand', () => {
  it('returns the variant of a visitor whose bucket falls in its range, the same every time', async () => {
    const agent = server().agent();
    const visitor = visitorIn(true);
    const first = await agent.send(decidePersonalization, {
      params: { brand: 'ridgeline' },
      body: body(visitor),
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      requestId: 'r1',
      actions: [
        {
          actionId: `${PERKS}:${PERKS}-trail`,
          actionType: 'monetate:action:OmniChannelJson',
          experienceId: PERKS,
          variantId: `${PERKS}-trail`,
          variantLabel: 'Trail perks',
        },
      ],
    });
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const again = await agent.send(decidePersonalization, {
      params: { brand: 'ridgeline' },
      body: body(visitor),
    });
    expect(again.body).toEqual(first.body);
  });

  it('returns no action (the baseline) for a visitor past the ranges', async () => {
    const result = await server()
      .agent()
      .send(decidePersonalization, {
        params: { brand: 'ridgeline' },
        body: body(visitorIn(false)),
      });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ requestId: 'r1', actions: [] });
  });

  it('decides only the experiences the request names', async () => {
    const result = await server()
      .agent()
      .send(decidePersonalization, {
        params: { brand: 'ridgeline' },
        body: body(visitorIn(true), { experienceIds: ['tread-member-perks'] }),
      });
    expect(result.body).toEqual({ requestId: 'r1', actions: [] });
  });

  it('answers 400 with errorDetails to a request without a decision request or visitor', async () => {
    const agent = server().agent();
    const noDecision = await agent.send(decidePersonalization, {
      params: { brand: 'ridgeline' },
      body: {
        channel: 'c',
        monetateId: 'v',
        events: [{ eventType: 'monetate:context:PageView', url: '/', pageType: 'Home' }],
      },
    });
    expect(noDecision.status).toBe(400);
    expect(errorIdOf(noDecision)).toBeTruthy();
    const noVisitor = await agent.send(decidePersonalization, {
      params: { brand: 'ridgeline' },
      body: { ...body('x'), monetateId: '' },
    });
    expect(noVisitor.status).toBe(400);
    const unknownBrand = await agent.send(decidePersonalization, {
      params: { brand: 'nobrand' },
      body: body('x'),
    });
    expect(unknownBrand.status).toBe(400);
  });
});
