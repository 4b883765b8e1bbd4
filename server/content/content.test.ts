import { beforeEach, describe, expect, it } from 'vitest';
import { errorBody } from '#api/contract/common.ts';
import {
  getAugmentedPage,
  getCategoryContent,
  getChildren,
  getFooter,
  getFragment,
  getMenu,
  getPage,
  getPopups,
  getProductContent,
  getSearchContent,
  getShowcase,
  searchArticles,
} from '#api/contract/content.ts';
import { type ContentSection, walkSections } from '#api/contract/contentSections.ts';
import { featuredProductId } from '#demo/content/landing.ts';
import { contentVersions } from '../db/schema/content.ts';
import { seeders } from '../db/seed.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { ContentStore } from './store.ts';

const server = setupTestServer({ seed: seeders.filter((seeder) => seeder.name === 'content') });

/** The demo content's schedule is absolute: pin the clock before the Black Friday campaign. */
const TODAY = new Date('2026-11-21T12:00:00.000Z');
beforeEach(() => server().clock.set(TODAY));

const live = (siteId: string) => ({ mode: 'live', siteId });
const components = (sections: ContentSection[]) => {
  const names: string[] = [];
  walkSections(sections, (section) => names.push(section.component));
  return names;
};

describe('augmentedpage and page', () => {
  it('serves the home page with fragments resolved, cacheable', async () => {
    const result = await server()
      .agent()
      .send(getAugmentedPage, { params: { ...live('ridgeline-en-us'), page: 'home' } });
    expect(result.status).toBe(200);
    expect(result.body.type).toBe('home');
    expect(result.body.layoutVariant).toBe('default');
    expect(components(result.body.sections)).not.toContain('Fragment');
    expect(components(result.body.sections)).toEqual(
      expect.arrayContaining(['PromoBar', 'Experience', 'Segmentation', 'ArticleGrid']),
    );
    const promo = result.body.sections[0];
    expect(promo?.id).toBe('promo-bar.promo-bar');
    expect(promo?.options.isSticky).toBe(true);
    expect(result.body.breadcrumbs).toEqual([{ name: 'Ridgeline', path: '/en-us' }]);
    expect(result.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers a nested slug with its breadcrumbs and a hub with its children', async () => {
    const agent = server().agent();
    const nested = await agent.send(getAugmentedPage, {
      params: { ...live('tread-fr-fr'), page: 'help/returns/how-to-return' },
    });
    expect(nested.status).toBe(200);
    expect(nested.body.breadcrumbs.map((crumb) => crumb.path)).toEqual([
      '/fr-fr',
      '/fr-fr/help',
      '/fr-fr/help/returns',
      '/fr-fr/help/returns/how-to-return',
    ]);
    expect(nested.body.breadcrumbs[1]?.name).toBe('Aide');
    const hub = await agent.send(getAugmentedPage, {
      params: { ...live('tread-fr-fr'), page: 'help' },
    });
    expect(hub.body.children.map((child) => child.slug)).toEqual(
      expect.arrayContaining(['help/contact-us', 'help/returns', 'help/faq']),
    );
  });

  it('serves every fixed page', async () => {
    const agent = server().agent();
    for (const page of [
      'cart',
      'checkout',
      'account',
      'favorites',
      'order-confirmation',
      'not-found',
    ]) {
      const result = await agent.send(getAugmentedPage, {
        params: { ...live('ridgeline-de-de'), page },
      });
      expect(result.status, page).toBe(200);
      expect(result.body.slug).toBe(page);
    }
  });

  it('keeps fragment references as stored on page/', async () => {
    const result = await server()
      .agent()
      .send(getPage, { params: { ...live('ridgeline-en-us'), page: 'cart' } });
    expect(result.status).toBe(200);
    expect(components(result.body.sections)).toContain('Fragment');
  });

  it('answers 404 API404 with the spec error body for an unknown page or site', async () => {
    const agent = server().agent();
    const page = await agent.send(getAugmentedPage, {
      params: { ...live('ridgeline-en-us'), page: 'nope' },
    });
    expect(page.status).toBe(404);
    expect(errorIdOf(page)).toBe('API404');
    expect(errorBody.safeParse(page.body).success).toBe(true);
    const site = await agent.send(getPage, {
      params: { ...live('summit-en-us'), page: 'privacy' },
    });
    expect(site.status).toBe(404);
    expect(errorIdOf(site)).toBe('API404');
  });

  it('answers 400 API400 for malformed parameters', async () => {
    const agent = server().agent();
    const mode = await agent.send(getPage, {
      params: { mode: 'draft', siteId: 'ridgeline-en-us', page: 'privacy' },
    });
    expect(mode.status).toBe(400);
    expect(errorIdOf(mode)).toBe('API400');
    const slug = await agent.send(getPage, {
      params: { ...live('ridgeline-en-us'), page: 'Privacy!' },
    });
    expect(errorIdOf(slug)).toBe('API400');
    const date = await agent.send(getPage, {
      params: { mode: 'preview', siteId: 'ridgeline-en-us', page: 'privacy' },
      query: { previewDateTime: 'tomorrow' },
    });
    expect(errorIdOf(date)).toBe('API400');
  });
});

describe('preview and scheduling', () => {
  const home = (mode: string, query: Record<string, string> = {}) =>
    server()
      .agent()
      .send(getAugmentedPage, { params: { mode, siteId: 'tread-en-gb', page: 'home' }, query });

  it('shows the scheduled campaign at its preview date, never cached', async () => {
    const result = await home('preview', { previewDateTime: '2027-11-28T10:00:00Z' });
    expect(result.status).toBe(200);
    expect(result.body.layoutVariant).toBe('campaign');
    expect(result.body.name).toContain('black-friday-2027');
    expect(result.headers.get('cache-control')).toBe('no-store');
  });

  it('reads previewDateRFC1123 and preview=true on the live mode', async () => {
    const result = await home('live', {
      preview: 'true',
      previewDateRFC1123: 'Mon, 15 Jun 2026 08:00:00 GMT',
    });
    expect(result.body.name).toContain('summer-sale-2026');
  });

  it('ignores preview dates outside the preview and serves the evergreen page', async () => {
    const result = await home('live', { previewDateTime: '2027-11-28T10:00:00Z' });
    expect(result.body.layoutVariant).toBe('default');
  });

  it('switches to the campaign when the clock reaches its window, and back after', async () => {
    server().clock.set(new Date('2027-11-27T00:00:00Z'));
    expect((await home('live')).body.layoutVariant).toBe('campaign');
    server().clock.set(new Date('2027-12-02T00:00:00Z'));
    expect((await home('live')).body.layoutVariant).toBe('default');
  });

  it('serves drafts only in the preview', async () => {
    const agent = server().agent();
    const page = 'journal/spring-collection-preview';
    const liveResult = await agent.send(getPage, { params: { ...live('ridgeline-en-ca'), page } });
    expect(liveResult.status).toBe(404);
    const preview = await agent.send(getPage, {
      params: { mode: 'preview', siteId: 'ridgeline-en-ca', page },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.publication.status).toBe('draft');
  });
});

describe('article search', () => {
  const search = (query: Record<string, string | number>, mode = 'live') =>
    server()
      .agent()
      .send(searchArticles, { params: { mode, siteId: 'ridgeline-en-us' }, query });

  it('lists published articles newest first with facets and numFound', async () => {
    const result = await search({ limit: 5 });
    expect(result.status).toBe(200);
    expect(result.body.numFound).toBe(14);
    expect(result.body.result).toHaveLength(5);
    const dates = result.body.result.map((article) => article.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(result.body.result[0]?.url).toMatch(/^\/en-us\/journal\//);
    const hiking = result.body.facets.find((facet) => facet.id === 'hiking');
    expect(hiking).toMatchObject({ label: 'Hiking' });
    expect(hiking?.count).toBeGreaterThan(3);
  });

  it('pages with offset and limit', async () => {
    const all = await search({ limit: 100 });
    const page = await search({ offset: 4, limit: 4 });
    expect(page.body.result.map((a) => a.id)).toEqual(all.body.result.slice(4, 8).map((a) => a.id));
    const beyond = await search({ offset: 50 });
    expect(beyond.body.result).toEqual([]);
    expect(beyond.body.numFound).toBe(14);
  });

  it('filters by tags with OR, repeated or comma separated, keeping facets of every tag', async () => {
    const climbing = await search({ tagId: 'climbing' });
    expect(climbing.body.numFound).toBe(1);
    const both = await search({ tagId: 'climbing,family' });
    expect(both.body.numFound).toBe(2);
    const repeated = await server()
      .agent()
      .fetch('/live/caas/v1/canvas/search/ridgeline-en-us/article?tagId=climbing&tagId=family');
    expect(((await repeated.json()) as { numFound: number }).numFound).toBe(2);
    expect(climbing.body.facets.length).toBeGreaterThan(5);
    for (const article of both.body.result) {
      expect(article.tags.some((tag) => ['climbing', 'family'].includes(tag.id))).toBe(true);
    }
  });

  it('gives related articles: limit 4, the current one excluded', async () => {
    const id = 'ridgeline-en-us-article-journal-layering-101';
    const result = await search({ tagId: 'hiking', excludeId: id, limit: 4 });
    expect(result.body.result).toHaveLength(4);
    expect(result.body.result.map((a) => a.id)).not.toContain(id);
  });

  it('matches free text without accents and in the site language', async () => {
    const result = await server()
      .agent()
      .send(searchArticles, { params: live('ridgeline-fr-ca'), query: { q: 'duvet recycle' } });
    expect(result.body.numFound).toBe(1);
    expect(result.body.result[0]?.title).toContain('duvet recyclé');
  });

  it('shows the draft and scheduled articles only in the preview at their date', async () => {
    expect((await search({}, 'preview')).body.numFound).toBe(15);
    const blackFriday = await search({ previewDateTime: '2027-11-25T00:00:00Z' }, 'preview');
    expect(blackFriday.body.numFound).toBe(16);
  });

  it('rejects a bad tag or limit with API400', async () => {
    expect(errorIdOf(await search({ tagId: 'Not A Tag' }))).toBe('API400');
    expect(errorIdOf(await search({ limit: 0 }))).toBe('API400');
    expect(errorIdOf(await search({ limit: 101 }))).toBe('API400');
  });
});

describe('site documents', () => {
  it('serves category landing content by category id', async () => {
    const agent = server().agent();
    const result = await agent.send(getCategoryContent, {
      params: { ...live('tread-de-de'), categoryId: '1000' },
    });
    expect(result.status).toBe(200);
    expect(result.body.slug).toBe('c/herren-1000');
    expect(result.body.seo.alternates).toContainEqual({
      locale: 'fr-fr',
      path: '/fr-fr/c/homme-1000',
    });
    const leaf = await agent.send(getCategoryContent, {
      params: { ...live('tread-de-de'), categoryId: '99999' },
    });
    expect(leaf.status).toBe(404);
    expect(errorIdOf(leaf)).toBe('API404');
    const bad = await agent.send(getCategoryContent, {
      params: { ...live('tread-de-de'), categoryId: 'ab' },
    });
    expect(errorIdOf(bad)).toBe('API400');
  });

  it('serves the search pages', async () => {
    const agent = server().agent();
    for (const searchType of ['results', 'no-results', 'hub']) {
      const result = await agent.send(getSearchContent, {
        params: { ...live('ridgeline-en-gb'), searchType },
      });
      expect(result.status, searchType).toBe(200);
      expect(result.body.type).toBe('search');
    }
    const unknown = await agent.send(getSearchContent, {
      params: { ...live('ridgeline-en-gb'), searchType: 'x' },
    });
    expect(errorIdOf(unknown)).toBe('API400');
  });

  it('serves footer, menu and pop-ups', async () => {
    const agent = server().agent();
    const footer = await agent.send(getFooter, { params: live('ridgeline-fr-ca') });
    expect(JSON.stringify(footer.body)).toContain('/fr-ca/sms-terms');
    const menu = await agent.send(getMenu, { params: live('ridgeline-fr-ca') });
    expect(menu.body.sections.every((section) => section.component === 'MegaMenu')).toBe(true);
    const popups = await agent.send(getPopups, { params: live('ridgeline-fr-ca') });
    expect(components(popups.body.sections)).toEqual(['PopUp', 'Segmentation', 'PopUp']);
  });

  it('serves a fragment by id, and 404 for an unknown one', async () => {
    const agent = server().agent();
    const found = await agent.send(getFragment, {
      params: { mode: 'live', fragmentId: 'tread-en-us-fragment-benefit-bar' },
    });
    expect(found.status).toBe(200);
    expect(found.body.sections[0]?.component).toBe('BenefitBar');
    const missing = await agent.send(getFragment, { params: { mode: 'live', fragmentId: 'nope' } });
    expect(missing.status).toBe(404);
  });

  it('lists the children of a page, newest article first, and 404 for an unknown parent', async () => {
    const agent = server().agent();
    const journal = await agent.send(getChildren, {
      params: { ...live('tread-en-us'), parentPageSlug: 'journal' },
      query: { limit: 3 },
    });
    expect(journal.status).toBe(200);
    expect(journal.body.numFound).toBe(14);
    expect(journal.body.children).toHaveLength(3);
    expect(journal.body.children[0]?.slug).toBe('journal/layering-101');
    const unknown = await agent.send(getChildren, {
      params: { ...live('tread-en-us'), parentPageSlug: 'nowhere' },
    });
    expect(errorIdOf(unknown)).toBe('API404');
  });

  it('serves a product’s own content, else the default, with the size guide resolved', async () => {
    const agent = server().agent();
    const featured = featuredProductId('ridgeline');
    const own = await agent.send(getProductContent, {
      params: { ...live('ridgeline-en-us'), productId: featured },
    });
    expect(own.status).toBe(200);
    expect(own.body.slug).toBe(featured);
    expect(components(own.body.sections)).toEqual([
      'Banner',
      // The editor's note for the featured product only (FilterBy bySku IN).
      'FilterBy',
      'RichText',
      'Upsell',
      'Accordion',
      'Recommendation',
      'Gallery',
    ]);
    const other = await agent.send(getProductContent, {
      params: { ...live('ridgeline-en-us'), productId: 'RDGJK9999' },
    });
    expect(other.body.slug).toBe('default');
    expect(components(other.body.sections)).toEqual([
      // Shown on no page but the featured product's (the renderer decides).
      'FilterBy',
      'RichText',
      'Upsell',
      'Accordion',
      'Recommendation',
      'Gallery',
    ]);
    const upsell = other.body.sections.find((section) => section.component === 'Upsell')?.props as {
      recommendedProducts: string[];
    };
    expect(upsell.recommendedProducts.length).toBeGreaterThan(0);
  });

  it('lists documents for the preview viewer by type and layout variant', async () => {
    const agent = server().agent();
    const articles = await agent.send(getShowcase, {
      params: { ...live('ridgeline-en-us'), docType: 'article' },
      query: { limit: 10 },
    });
    expect(articles.body.numFound).toBe(14);
    expect(articles.body.result).toHaveLength(10);
    const legal = await agent.send(getShowcase, {
      params: { ...live('ridgeline-en-us'), docType: 'page' },
      query: { layoutVariant: 'legal' },
    });
    expect(legal.body.numFound).toBe(7);
    const bad = await agent.send(getShowcase, {
      params: { ...live('ridgeline-en-us'), docType: 'page' },
      query: { limit: 15 },
    });
    expect(errorIdOf(bad)).toBe('API400');
  });
});

describe('content cache', () => {
  it('reads a site once per ttl and reloads after it', async () => {
    let now = 0;
    const store = new ContentStore({ ttlMs: 1000, now: () => now });
    const { db } = server();
    const view = { at: TODAY.getTime(), preview: false };
    const before = await store.site(db, 'tread-en-us');
    expect(before?.find('page', 'privacy', view)?.name).toBe('Privacy policy');
    const row = (await db.select().from(contentVersions)).find(
      (version) => version.versionId === 'tread-en-us-page-privacy',
    );
    if (!row) throw new Error('seeded privacy page missing');
    await db.insert(contentVersions).values({
      ...row,
      versionId: 'tread-en-us-page-privacy@draft',
      status: 'draft',
      document: { ...row.document, name: 'Privacy (draft)' },
    });
    now = 500;
    expect(await store.site(db, 'tread-en-us')).toBe(before);
    now = 1500;
    const after = await store.site(db, 'tread-en-us');
    expect(after).not.toBe(before);
    expect(after?.find('page', 'privacy', { ...view, preview: true })?.name).toBe(
      'Privacy (draft)',
    );
    expect(after?.find('page', 'privacy', view)?.name).toBe('Privacy policy');
  });
});
