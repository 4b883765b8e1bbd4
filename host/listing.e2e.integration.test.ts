/**
 * End to end, a category page as a shopper meets it (host/test/shopperBrowser.ts): the
 * products in the first screen on both brands, at 1280 and 390 px; facets as checkboxes
 * and swatches with chips; a colour filter showing each card in that colour; the phone's
 * filter panel; "load more" keeping the shopper's place.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { base, failuresOf, open, setupStore, shopper } from './test/shopperBrowser.ts';

setupStore();

/** The same store on the Tread brand's host (`*.localhost` is this machine). */
const treadBase = () => base.replace('//localhost', '//tread.localhost');

/** A 1×1 transparent GIF. */
const BLANK_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const countOf = async (page: Page) =>
  Number(((await page.locator('#listing-count').textContent()) ?? '').replace(/\D/g, ''));

/** Press a facet value as a shopper does: its label (the box itself is hidden in it). */
const tick = (page: Page, name: RegExp, scope: Page | Locator = page) =>
  scope.locator('label', { has: page.getByRole('checkbox', { name }) }).click();

const cards = (page: Page) => page.locator('main ul[role="list"] > li a[href*="/p/"]');

describe('a category page', () => {
  it('shows its first products in the first screen, under one h1, on both brands', async () => {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      for (const [origin, path] of [
        [base, '/en-us/c/men-1000'],
        [base, '/de-de/c/jacken-1100'],
        [treadBase(), '/fr-ca/c/chaussures-2500'],
      ] as const) {
        const page = await shopper(width);
        await page.setViewportSize({ width, height });
        await page.goto(`${origin}${path}`);
        await page.waitForSelector('html[data-hydrated]');
        const where = `${path} on ${origin} at ${width}×${height}`;
        expect(await page.locator('h1').count(), where).toBe(1);
        const first = cards(page).first();
        const box = await first.locator('xpath=ancestor::li').boundingBox();
        // The card's picture starts in the first screen, its top well within it.
        expect(box?.y, where).toBeLessThan(height * 0.7);
        // The rest of the content follows the products.
        const below = await page.evaluate(() => {
          const grid = document.querySelector('main ul[role="list"]');
          const faq = document.querySelector('[data-section-id="faq"]');
          return Boolean(
            grid && faq && grid.compareDocumentPosition(faq) & Node.DOCUMENT_POSITION_FOLLOWING,
          );
        });
        expect(below, where).toBe(true);
        expect(failuresOf(page), where).toEqual([]);
        await page.context().close();
      }
    }
  });

  it('filters by checkboxes and swatches, with chips, each card in the colour chosen', async () => {
    const page = await shopper(1280);
    // Pictures asked for are noted and answered with a blank (none is drawn).
    const pictures: string[] = [];
    await page.route('**/api/images/**', (route) => {
      pictures.push(route.request().url());
      return route.fulfill({ contentType: 'image/gif', body: BLANK_GIF });
    });
    await open(page, '/en-us/c/men-1000');
    const all = await countOf(page);
    await tick(page, /^Black\b/);
    await page.waitForURL(/color=black/, { waitUntil: 'commit' });
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    // Each card shows its black colourway, and opens the product on it.
    const hrefs = await cards(page).evaluateAll((links) =>
      links.slice(0, 6).map((link) => (link as HTMLAnchorElement).href),
    );
    for (const href of hrefs) expect(new URL(href).searchParams.get('color')).toBe('black');
    // Its picture is of that colourway: the first card's (the images answer a blank here).
    const first = new URL((hrefs[0] as string) ?? 'http://x');
    const folder = first.pathname.split('-').at(-1)?.toLowerCase() ?? '';
    await expect.poll(() => pictures.some((src) => src.includes(`/${folder}/black-`))).toBe(true);
    await tick(page, /^4 stars & up\b/);
    await page.waitForURL(/rating=4/, { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Remove filter: Black' }).click();
    await page.waitForURL((url) => !url.search.includes('color='), { waitUntil: 'commit' });
    expect(page.url()).toContain('rating=4');
    await page.getByRole('link', { name: 'Clear all filters' }).first().click();
    await page.waitForURL(/men-1000$/, { waitUntil: 'commit' });
    await expect.poll(() => countOf(page)).toBe(all);
    // The back button comes back to the filtered products.
    await page.goBack();
    await page.waitForURL(/rating=4/, { waitUntil: 'commit' });
    await expect
      .poll(() => page.getByRole('checkbox', { name: /^4 stars/ }).isChecked())
      .toBe(true);
    expect(failuresOf(page)).toEqual([]);
  });

  it('keeps the shopper’s place on "load more", focus on the first new card', async () => {
    const page = await shopper(1280);
    await open(page, '/en-us/c/men-1000');
    expect(await cards(page).count()).toBe(24);
    const more = page.getByRole('link', { name: 'Load more' });
    await more.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);
    await more.click();
    await expect.poll(() => cards(page).count()).toBe(48);
    await page.waitForURL(/page=2/, { waitUntil: 'commit' });
    const focused = await page.evaluate(() => {
      const items = [...document.querySelectorAll('main ul[role="list"] > li')];
      return items.findIndex((item) => item.contains(document.activeElement));
    });
    expect(focused).toBe(24);
    const after = await page.evaluate(() => window.scrollY);
    // Where it was, or a little further to show the new card: never back at the top.
    expect(after).toBeGreaterThanOrEqual(before - 50);
    expect(failuresOf(page)).toEqual([]);
  });

  it('on a phone, filters in a panel applied at once, under a sticky bar', async () => {
    const page = await shopper(390);
    await open(page, '/en-us/c/jackets-1100');
    const all = await countOf(page);
    const button = page.getByRole('link', { name: 'Filters' });
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.waitFor();
    await tick(page, /^Black\b/, panel);
    const apply = panel.getByRole('button', { name: /^Show \d+ products?$/ });
    await apply.waitFor();
    expect(page.url()).not.toContain('color=');
    await apply.click();
    await panel.waitFor({ state: 'detached' });
    await page.waitForURL(/color=black/, { waitUntil: 'commit' });
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Filters (1)');
    // The bar stays in view while the products scroll.
    await page.mouse.wheel(0, 1500);
    await expect
      .poll(async () => (await page.getByRole('link', { name: 'Filters (1)' }).boundingBox())?.y)
      .toBeLessThan(250);
    expect(failuresOf(page)).toEqual([]);
  });
});
