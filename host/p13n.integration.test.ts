/**
 * Experiments and segments decided on the server (issue 16), on the store as `npm start`
 * serves it: the server HTML (what a browser without JavaScript shows) already holds the
 * chosen variant, the test context forces one, the variant stays across reloads and
 * sign-in, decision events reach the service, and personalized pages are never cached.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { experimentEvents } from '#server/db/schema/experiments.ts';
import { signInAs } from '#server/test/flows.ts';
import { setupTestStore } from './test/store.ts';

const store = setupTestStore();

const GUEST_BANNER = 'Sign in or join to collect points';
const MEMBER_BANNER = 'Welcome back: your points are waiting';
const BASELINE_HERO = 'Built for the long way up';
const VARIANT_HERO = 'Go further this season';

async function memberCookie(): Promise<string> {
  const agent = store().server.agent();
  await signInAs(agent, 'loyalty');
  return [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The rendered page: the body without its scripts (the loader data holds every variant). */
async function shown(response: Response): Promise<string> {
  const html = await response.text();
  const body = html.slice(html.indexOf('<body'));
  return body.replace(/<script[\s\S]*?<\/script>/g, '');
}

function visitorOf(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('cairn_vid='));
  return cookie?.split(';')[0]?.slice('cairn_vid='.length);
}

function heroOf(html: string): 'baseline' | 'variant' {
  const baseline = html.includes(BASELINE_HERO);
  const variant = html.includes(VARIANT_HERO);
  expect(baseline !== variant, 'exactly one hero').toBe(true);
  return variant ? 'variant' : 'baseline';
}

const testContext = (value: object) =>
  `p13n_testcontext=${encodeURIComponent(JSON.stringify(value))}`;

describe('segments decided on the server', () => {
  it('shows a guest the guest banner, privately, with a visitor cookie', async () => {
    const response = await store().request('/en-us/xplr-pass');
    expect(response.status).toBe(200);
    const html = await shown(response);
    expect(html).toContain(GUEST_BANNER);
    expect(html).not.toContain(MEMBER_BANNER);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(visitorOf(response)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a signed-in member the member banner', async () => {
    const cookie = await memberCookie();
    const html = await shown(await store().request('/en-us/xplr-pass', { headers: { cookie } }));
    expect(html).toContain(MEMBER_BANNER);
    expect(html).not.toContain(GUEST_BANNER);
  });

  it('lets p13n_testcontext force the other segment', async () => {
    const path = `/en-us/xplr-pass?${testContext({ segments: ['logged-in'] })}`;
    const html = await shown(await store().request(path));
    expect(html).toContain(MEMBER_BANNER);
  });

  it('keeps pages without personalization cacheable', async () => {
    const response = await store().request('/en-us/privacy');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    expect(visitorOf(response)).toBeUndefined();
  });
});

describe('the home A/B test decided on the server', () => {
  it('forces either variant with p13n_testcontext', async () => {
    const variant = await store().request(
      `/en-us?${testContext({ variants: ['home-hero-test_ridgeline-home-hero-b'] })}`,
    );
    expect(heroOf(await shown(variant))).toBe('variant');
    expect(variant.headers.get('cache-control')).toBe('private, no-store');
  });

  it('gives both variants to some visitors and keeps each across reloads and sign-in', async () => {
    const seen = new Set<string>();
    const member = await memberCookie();
    for (let index = 0; index < 8; index++) {
      const first = await store().request('/en-us');
      const visitor = visitorOf(first);
      expect(visitor).toBeDefined();
      const hero = heroOf(await shown(first));
      seen.add(hero);
      const reload = await store().request('/en-us', {
        headers: { cookie: `cairn_vid=${visitor}` },
      });
      expect(heroOf(await shown(reload))).toBe(hero);
      expect(visitorOf(reload)).toBeUndefined();
      const signedIn = await store().request('/en-us', {
        headers: { cookie: `cairn_vid=${visitor}; ${member}` },
      });
      expect(heroOf(await shown(signedIn))).toBe(hero);
    }
    // 8 visitors on a 50/50 split: both variants, unless the odds of 1 in 128 strike.
    expect(seen.size).toBe(2);
  });

  it('reports the decisions to the service', async () => {
    const response = await store().request('/en-us');
    const visitor = visitorOf(response);
    expect(visitor).toBeDefined();
    await expect
      .poll(
        async () =>
          store()
            .server.db.select({ flagKey: experimentEvents.flagKey })
            .from(experimentEvents)
            .where(eq(experimentEvents.visitorId, visitor as string)),
        { timeout: 5000, interval: 200 },
      )
      .toContainEqual({ flagKey: 'ridgeline-home-hero' });
  });
});
