/**
 * Every link of the seeded content (menus, home pages, landing pages, footers, help and
 * journal pages …) of both brands on en-us and de-de leads somewhere (issue 46): walked on
 * the store as `npm start` serves it (host/app.ts, the production build beside a seeded
 * service in memory), each answers a page (after its canonical redirect), every listing
 * lists something, and the merchandising links (new arrivals, sale, best sellers, shop by
 * activity) list what they say, as the service's listing answers them.
 */
import { describe, expect, it } from 'vitest';
import type { Brand, SiteLocale } from '#api/contract/common.ts';
import {
  activityLabels,
  getProductSearch,
  listingBadgeLabels,
  type ProductSearchResult,
} from '#api/contract/search.ts';
import { contentEntries } from '#demo/content/index.ts';
import { setupTestStore } from './test/store.ts';

const store = setupTestStore();

const sites: { brand: Brand; locale: SiteLocale; host: string; lang: 'en' | 'de' }[] = [
  { brand: 'ridgeline', locale: 'en-us', host: 'localhost:3000', lang: 'en' },
  { brand: 'ridgeline', locale: 'de-de', host: 'localhost:3000', lang: 'de' },
  { brand: 'tread', locale: 'en-us', host: 'tread.localhost:3000', lang: 'en' },
  { brand: 'tread', locale: 'de-de', host: 'tread.localhost:3000', lang: 'de' },
];

/**
 * The site's own links in its documents' sections (targets, menu entries, links in rich
 * text), every version: a scheduled campaign's links must lead somewhere too. The hash
 * (`#modal…`) opens something on the page; the page is what must exist.
 */
function seededLinks(siteId: string, locale: string): string[] {
  const link = new RegExp(`(?:"|href=\\\\")(/${locale}(?:[/?#][^"\\\\]*)?)(?:"|\\\\")`, 'g');
  const links = new Set<string>();
  for (const entry of contentEntries()) {
    if (entry.document.siteId !== siteId) continue;
    for (const match of JSON.stringify(entry.document.sections).matchAll(link)) {
      links.add((match[1] ?? '').replace(/#.*$/, ''));
    }
  }
  return [...links].sort();
}

type Visit = { status: number; html: string; at: string };
/** Each page rendered once: the merchandising test reads again what the walk rendered. */
const visited = new Map<string, Promise<Visit>>();
function visit(path: string, host: string): Promise<Visit> {
  const key = `${host}${path}`;
  let page = visited.get(key);
  if (!page) {
    page = render(path, host);
    visited.set(key, page);
  }
  return page;
}

/** The page a link leads to: its redirects followed (a canonical slug, a locale's home). */
async function render(path: string, host: string): Promise<Visit> {
  let at = path;
  for (let hop = 0; hop < 4; hop++) {
    const response = await store().request(at, { headers: { host } });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, 'http://localhost:3000');
      at = `${next.pathname}${next.search}`;
      continue;
    }
    return { status: response.status, html: await response.text(), at };
  }
  throw new Error(`${path} redirects more than three times`);
}

/** The listing's count ("12 products", "12 Produkte"), null on a page without one. */
function listedCount(html: string): number | null {
  const text = /id="listing-count"[^>]*>([^<]*)</.exec(html)?.[1];
  return text === undefined ? null : Number(text.replace(/\D/g, ''));
}

/** Product links in the order the page shows them. */
function productPaths(html: string, locale: string): string[] {
  const paths = [...html.matchAll(new RegExp(`href="(/${locale}/p/[^"?#]+)"`, 'g'))].map(
    (match) => match[1] ?? '',
  );
  return paths.filter((path, index) => paths.indexOf(path) === index);
}

async function listing(query: Record<string, string | number>): Promise<ProductSearchResult> {
  const result = await store()
    .server.agent()
    .send(getProductSearch, { query: { count: 100, ...query } });
  expect(result.status, JSON.stringify(query)).toBe(200);
  return result.body as ProductSearchResult;
}

const categoryIdOf = (path: string) => /\/c\/[^/?]*-(\d{4,10})$/.exec(path)?.[1];

describe.each(sites)('the seeded links of $brand $locale', ({ brand, locale, host, lang }) => {
  const links = seededLinks(`${brand}-${locale}`, locale);

  it('are many, with the menu’s merchandising links among them', () => {
    expect(links.length).toBeGreaterThan(50);
    for (const needle of ['?badge=new', '?badge=sale', '?sort=bestSellers', '?activity=winter'])
      expect(
        links.some((link) => link.includes(needle)),
        needle,
      ).toBe(true);
    expect(links).toContain(`/${locale}/search?badge=new`);
  });

  it('each lead to a page, every listing non-empty', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    for (const link of links) {
      const { status, html, at } = await visit(link, host);
      if (status !== 200) {
        failures.push(`${link} → ${at}: ${status}`);
        continue;
      }
      const url = new URL(at, 'http://store');
      const isListing =
        url.pathname.includes('/c/') ||
        (url.pathname.endsWith('/search') && url.searchParams.size > 0);
      if (isListing && !(Number(listedCount(html)) > 0))
        failures.push(`${link}: lists ${listedCount(html)}`);
    }
    expect(failures).toEqual([]);
  });

  it('list what the merchandising links say', { timeout: 120_000 }, async () => {
    const merchandising = links.filter((link) => /[?&](badge|activity|sort)=/.test(link));
    expect(merchandising.length).toBeGreaterThanOrEqual(4);
    for (const link of merchandising) {
      const { status, html, at } = await visit(link, host);
      expect(status, link).toBe(200);
      const url = new URL(at, 'http://store');
      const categoryId = categoryIdOf(url.pathname);
      const scope = { locale, ...(categoryId ? { categoryId } : {}) };
      const badge = url.searchParams.get('badge');
      const activity = url.searchParams.get('activity');
      const sort = url.searchParams.get('sort');
      const all = await listing(scope);
      const filtered = await listing({
        ...scope,
        ...(badge ? { badge } : {}),
        ...(activity ? { activity } : {}),
        ...(sort ? { sort } : {}),
      });
      expect(filtered.total, link).toBeGreaterThan(0);
      // The page honours its URL: the count is the filtered listing's.
      expect(listedCount(html), link).toBe(filtered.total);
      if (badge || activity) expect(filtered.total, link).toBeLessThan(all.total);
      if (badge === 'new') {
        expect(filtered.products.every((tile) => tile.isNew)).toBe(true);
        if (!categoryId) expect(html, link).toContain(listingBadgeLabels.new[lang]);
      }
      if (badge === 'sale') {
        for (const tile of filtered.products) {
          expect(tile.price.lowOriginal, `${link} ${tile.id}`).not.toBeNull();
          expect(tile.price.lowCurrent, `${link} ${tile.id}`).toBeLessThan(
            tile.price.highOriginal ?? 0,
          );
        }
      }
      if (activity) {
        const value = filtered.facets
          .find((facet) => facet.id === 'activity')
          ?.values.find((item) => item.value === activity);
        expect(value, link).toMatchObject({
          label: activityLabels[activity as keyof typeof activityLabels][lang],
          selected: true,
          count: filtered.total,
        });
        // The facet shows as chosen on the page: ticked, and a chip that takes it away again.
        expect(html, link).toMatch(
          new RegExp(`<input [^>]*name="activity" checked="" value="${activity}"`),
        );
        expect(html, link).toMatch(new RegExp(`aria-label="[^"]+: ${value?.label}" href="`));
      }
      if (sort === 'bestSellers') {
        expect(html, link).toMatch(/<option value="bestSellers" selected="">/);
        const shown = productPaths(html, locale).slice(0, 5);
        expect(shown, link).toEqual(filtered.products.slice(0, 5).map((tile) => tile.url));
        const popular = await listing({ ...scope, sort: 'price-asc' });
        expect(shown, link).not.toEqual(popular.products.slice(0, 5).map((tile) => tile.url));
      }
    }
  });
});
