/**
 * End to end, as a reader of the journal (spec §2 article page, §4 article grid): the
 * journal's grid server-rendered, then filtered by a tag and paged through the api client
 * in the browser; an article page with its head, date, schema.org data and related
 * articles. On its own store and browser (host/test/shopperBrowser.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { base, failuresOf, open, setupStore, shopper } from './test/shopperBrowser.ts';

setupStore();

interface Found {
  result: { id: string; url: string; title: string; tags: { id: string }[] }[];
  numFound: number;
}

/** The service's own answer to an article search, to compare the page with. */
async function search(query: string): Promise<Found> {
  const response = await fetch(
    `${base}/api/live/caas/v1/canvas/search/ridgeline-en-us/article?${query}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Found;
}

const gridTitles = (page: Page, grid = page.locator('[data-block="ArticleGrid"]')) =>
  grid.locator('article h3').allTextContents();

describe('the journal in a browser', () => {
  it('the grid comes with its first page in the HTML', async () => {
    const page = await shopper(1280, false);
    await page.goto(`${base}/en-us/journal`);
    const first = await search('offset=0&limit=6');
    expect(await gridTitles(page)).toEqual(first.result.map((article) => article.title));
  });

  it('filtered by a tag from offset 0, read more appends, clear all goes back', async () => {
    const page = await shopper(1280);
    await open(page, '/en-us/journal');
    const grid = page.locator('[data-block="ArticleGrid"]');
    const unfiltered = await search('offset=0&limit=6');
    expect(await gridTitles(page, grid)).toEqual(unfiltered.result.map((a) => a.title));

    // A tag: the search asks again from offset 0, through the api client.
    const hikingFirst = await search('tagId=hiking&offset=0&limit=6');
    const hikingNext = await search('tagId=hiking&offset=6&limit=6');
    expect(hikingFirst.numFound).toBeGreaterThan(6);
    const asked = page.waitForRequest(
      (request) =>
        request.url().includes('/api/live/caas/v1/canvas/search/ridgeline-en-us/article?') &&
        new URL(request.url()).searchParams.get('tagId') === 'hiking' &&
        new URL(request.url()).searchParams.get('offset') === '0',
    );
    const hiking = grid.getByRole('group', { name: 'Filter by topic' }).getByRole('button', {
      name: /^Hiking \(\d+\)$/,
    });
    await hiking.click();
    await asked;
    expect(await hiking.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => gridTitles(page, grid)).toEqual(hikingFirst.result.map((a) => a.title));

    // Read more appends the next page.
    const next = page.waitForRequest(
      (request) =>
        request.url().includes('/canvas/search/ridgeline-en-us/article?') &&
        new URL(request.url()).searchParams.get('offset') === '6',
    );
    await grid.getByRole('button', { name: 'Read more' }).click();
    await next;
    await expect
      .poll(() => gridTitles(page, grid))
      .toEqual([...hikingFirst.result, ...hikingNext.result].map((a) => a.title));
    // Everything found is shown: no more to read.
    await expect.poll(() => grid.getByRole('button', { name: 'Read more' }).count()).toBe(0);

    // Clear all: no tag, the unfiltered articles again.
    await grid.getByRole('button', { name: 'Clear all' }).click();
    expect(await hiking.getAttribute('aria-pressed')).toBe('false');
    await expect
      .poll(async () => (await gridTitles(page, grid)).slice(0, 6))
      .toEqual(unfiltered.result.map((a) => a.title));
    expect(failuresOf(page)).toEqual([]);
  });

  it('an article: head, date, schema.org Article, up to 4 related articles', async () => {
    const page = await shopper(390);
    const response = await open(page, '/en-us/journal/layering-101');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await main
      .getByRole('heading', { level: 1, name: 'Layering 101: stay warm without overheating' })
      .waitFor();
    expect(await main.getByRole('heading', { level: 1 }).count()).toBe(1);
    await main.getByText('Base, mid and shell: what each layer does').waitFor();
    expect(await main.locator('time').first().getAttribute('datetime')).toBe('2026-10-28');
    expect(await main.locator('time').first().textContent()).toBe('October 28, 2026');
    await main.getByText('A good system starts next to the skin').waitFor();

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as unknown,
    );
    const [articleData] = jsonLd.flat() as { '@type': string; [key: string]: unknown }[];
    expect(articleData).toMatchObject({
      '@type': 'Article',
      headline: 'Layering 101: stay warm without overheating',
      datePublished: '2026-10-28',
      inLanguage: 'en-US',
      mainEntityOfPage: { '@id': `${base}/en-us/journal/layering-101` },
    });
    expect(String((articleData?.image as string[] | undefined)?.[0])).toMatch(
      /^http:\/\/localhost:\d+\/api\/images\//,
    );

    // Related: articles sharing a tag (how-to, hiking, winter), newest first, itself left out.
    const related = page.locator('[data-block="ArticleGrid"]');
    await related.getByRole('heading', { level: 2, name: 'Related stories' }).waitFor();
    const expected = await search(
      'tagId=how-to&tagId=hiking&tagId=winter&excludeId=ridgeline-en-us-article-journal-layering-101&offset=0&limit=4',
    );
    expect(expected.result).toHaveLength(4);
    expect(await gridTitles(page, related)).toEqual(expected.result.map((a) => a.title));
    const links = await related
      .locator('article a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).not.toContain('/en-us/journal/layering-101');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // A related article opens its page.
    await related.locator('article a').first().click();
    await page.waitForURL(`${base}${expected.result[0]?.url}`, { waitUntil: 'commit' });
    await main.getByRole('heading', { level: 1, name: expected.result[0]?.title ?? '' }).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });
});
