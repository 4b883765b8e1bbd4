/**
 * Personalization end to end (issue 16), in Chromium on the store as `npm start` serves it
 * (host/test/shopperBrowser.ts): segments for guests and members, the home A/B variant kept
 * across reloads and sign-in, forced by p13n_testcontext, the same without JavaScript, the
 * experience reported to the data layer once an EMEA visitor consents, and the decisions
 * stored by the service. The request-level checks are in host/p13n.integration.test.ts.
 */
import { inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { experimentEvents } from '#server/db/schema/experiments.ts';
import {
  base,
  failuresOf,
  open,
  setupStore,
  shopper,
  signInAsDemoMember,
  stopStore,
  storeDataDir,
} from './test/shopperBrowser.ts';

setupStore();

const GUEST_BANNER = 'Sign in or join to collect points';
const MEMBER_BANNER = 'Welcome back: your points are waiting';
const BASELINE_HERO = 'Built for the long way up';
const VARIANT_HERO = 'Go further this season';
const HERO_FLAG = 'ridgeline-home-hero';
const VARIANT_ID = 'ridgeline-home-hero-b';
const ACTIVE_EXPERIENCE = 'product.onMonetateActiveExperiences';
/** A busy machine (2 cores, several test runs): waits are generous. */
const WAIT = { timeout: 30_000 };

const forceVariant = `p13n_testcontext=${encodeURIComponent(
  JSON.stringify({ variants: [`home-hero-test_${VARIANT_ID}`] }),
)}`;

/** Visitors whose home page decided the A/B test: their decisions must reach the service. */
const decidedVisitors = new Set<string>();

/** Which hero the page shows: exactly one of the two (works without JavaScript too). */
async function heroOf(page: Page): Promise<'baseline' | 'variant'> {
  const main = page.locator('main');
  await main
    .getByText(new RegExp(`${BASELINE_HERO}|${VARIANT_HERO}`))
    .first()
    .waitFor(WAIT);
  const baseline = await main.getByText(BASELINE_HERO, { exact: true }).count();
  const variant = await main.getByText(VARIANT_HERO, { exact: true }).count();
  expect(baseline > 0 !== variant > 0, 'exactly one hero').toBe(true);
  return variant > 0 ? 'variant' : 'baseline';
}

async function visitorOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(base)).find((item) => item.name === 'cairn_vid');
  expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
  decidedVisitors.add(cookie?.value as string);
  return cookie?.value as string;
}

type Entry = { event: string; label?: string };
const dataLayerOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []);
const experiencesIn = (entries: Entry[]) =>
  entries.filter(
    (entry) => entry.event === ACTIVE_EXPERIENCE && entry.label?.startsWith('AB_Mon_SS_'),
  );

async function signIn(page: Page) {
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.waitFor(WAIT);
  await signInAsDemoMember(dialog);
  const confirmation = page.getByRole('dialog', { name: 'You are signed in' });
  await confirmation.getByRole('button', { name: 'Continue' }).click(WAIT);
  await confirmation.waitFor({ state: 'detached', ...WAIT });
  await page.getByRole('link', { name: 'Maya' }).waitFor(WAIT);
}

describe('personalization in a browser', () => {
  it('a guest sees the guest segment, keeps the home variant across reloads and sign-in, then sees the member segment', async () => {
    const page = await shopper();
    await open(page, '/en-us/xplr-pass');
    await page.getByText(GUEST_BANNER).waitFor(WAIT);
    expect(await page.getByText(MEMBER_BANNER).count()).toBe(0);

    await open(page, '/en-us');
    const hero = await heroOf(page);
    const visitor = await visitorOf(page);
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', WAIT);
    expect(await heroOf(page)).toBe(hero);

    await signIn(page);
    expect(await heroOf(page)).toBe(hero);
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', WAIT);
    expect(await heroOf(page)).toBe(hero);
    // Signing in keeps the bucketing id: the same visitor, the same variant.
    expect(await visitorOf(page)).toBe(visitor);

    await open(page, '/en-us/xplr-pass');
    await page.getByText(MEMBER_BANNER).waitFor(WAIT);
    expect(await page.getByText(GUEST_BANNER).count()).toBe(0);
    expect(failuresOf(page)).toEqual([]);
    await page.context().close();
  }, 240_000);

  it('p13n_testcontext forces the variant over a baseline visitor, and a browser without JavaScript sees the same', async () => {
    // The split is 50/50: a visitor on the baseline comes within a few tries.
    let page: Page | undefined;
    for (let attempt = 0; attempt < 12 && !page; attempt++) {
      const candidate = await shopper();
      await open(candidate, '/en-us');
      await visitorOf(candidate);
      if ((await heroOf(candidate)) === 'baseline') page = candidate;
      else await candidate.context().close();
    }
    if (!page) throw new Error('no baseline visitor in 12 tries of a 50/50 split');
    await open(page, `/en-us?${forceVariant}`);
    expect(await heroOf(page)).toBe('variant');
    // Without the test context the visitor's own variant is back.
    await open(page, '/en-us');
    expect(await heroOf(page)).toBe('baseline');

    // The same visitor without JavaScript: the server's HTML alone shows the same choices.
    const cookies = await page.context().cookies(base);
    const noScript = await shopper(1280, false);
    await noScript.context().addCookies(cookies);
    await noScript.goto(`${base}/en-us`);
    expect(await heroOf(noScript)).toBe('baseline');
    await noScript.goto(`${base}/en-us?${forceVariant}`);
    expect(await heroOf(noScript)).toBe('variant');
    expect(failuresOf(page)).toEqual([]);
    await noScript.context().close();
    await page.context().close();
  }, 240_000);

  it('on an EMEA site the experience reaches the data layer once the visitor consents, not before', async () => {
    const page = await shopper(1280, true, 'en-GB');
    await open(page, '/en-gb');
    await visitorOf(page);
    const banner = page.getByRole('region', { name: 'Your privacy choices' });
    await banner.waitFor(WAIT);
    // Held, not pushed, while the visitor has not answered.
    expect(experiencesIn(await dataLayerOf(page))).toEqual([]);
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(async () => experiencesIn(await dataLayerOf(page)).length, WAIT).toBe(1);
    const after = await dataLayerOf(page);
    expect(after.findIndex((entry) => entry.event === 'page_view')).toBeLessThan(
      after.findIndex((entry) => entry.event === ACTIVE_EXPERIENCE),
    );
    // The next page load has the answer: the experience goes in at once.
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', WAIT);
    await expect.poll(async () => experiencesIn(await dataLayerOf(page)).length, WAIT).toBe(1);
    expect(await banner.count()).toBe(0);
    expect(failuresOf(page)).toEqual([]);
    await page.context().close();
  }, 240_000);

  it('a visitor who refuses analytics on an EMEA site gets no experience in the data layer', async () => {
    const page = await shopper(1280, true, 'en-GB');
    await open(page, '/en-gb');
    await visitorOf(page);
    const banner = page.getByRole('region', { name: 'Your privacy choices' });
    await banner.getByRole('button', { name: 'Only required' }).click(WAIT);
    await banner.waitFor({ state: 'detached', ...WAIT });
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', WAIT);
    await heroOf(page);
    expect(await dataLayerOf(page)).toEqual([]);
    await page.context().close();
  }, 240_000);

  // Last: it stops the store (which flushes the SDK's events) to read its database.
  it('the service stored a decision event of the home test for every visitor', async () => {
    expect(decidedVisitors.size).toBeGreaterThanOrEqual(4);
    await stopStore();
    const database = await openDatabase({ dataDir: storeDataDir() });
    try {
      const rows = await database.db
        .select({ visitorId: experimentEvents.visitorId, flagKey: experimentEvents.flagKey })
        .from(experimentEvents)
        .where(inArray(experimentEvents.visitorId, [...decidedVisitors]));
      const decided = new Set(
        rows.filter((row) => row.flagKey === HERO_FLAG).map((row) => row.visitorId),
      );
      expect([...decidedVisitors].filter((visitor) => !decided.has(visitor))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
