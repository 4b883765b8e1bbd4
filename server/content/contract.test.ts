import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '#api/contract/index.ts';
import { contentHappyPath, setContentMockClock } from '#mocks/handlers/content.ts';
import { seeders } from '../db/seed.ts';
import { type ContractCase, errorIdIn, sendBoth } from '../test/contract.ts';
import { setupTestServer } from '../test/harness.ts';

/**
 * The content MSW handlers and the service answer the same case table alike: the same
 * status, the same errorId, and (both reading the demo content) the same body.
 */
const server = setupTestServer({ seed: seeders.filter((seeder) => seeder.name === 'content') });
const TODAY = new Date('2026-11-21T12:00:00.000Z');

beforeAll(() => setContentMockClock(() => TODAY));
afterAll(() => setContentMockClock(undefined));
beforeEach(() => server().clock.set(TODAY));

const live = { mode: 'live', siteId: 'ridgeline-en-us' };
const cases: ContractCase[] = [
  { name: 'home', route: routes.getAugmentedPage, input: { params: { ...live, page: 'home' } } },
  {
    name: 'nested page',
    route: routes.getAugmentedPage,
    input: { params: { mode: 'live', siteId: 'tread-de-de', page: 'help/returns/how-to-return' } },
  },
  {
    name: 'campaign in preview',
    route: routes.getAugmentedPage,
    input: {
      params: { mode: 'preview', siteId: 'tread-en-gb', page: 'home' },
      query: { previewDateTime: '2027-11-28T10:00:00Z' },
    },
  },
  {
    name: 'unknown page',
    route: routes.getAugmentedPage,
    input: { params: { ...live, page: 'nope' } },
  },
  {
    name: 'unknown site',
    route: routes.getAugmentedPage,
    input: { params: { mode: 'live', siteId: 'summit-en-us', page: 'home' } },
  },
  {
    name: 'bad mode',
    route: routes.getAugmentedPage,
    input: { params: { mode: 'draft', siteId: 'ridgeline-en-us', page: 'home' } },
  },
  { name: 'raw page', route: routes.getPage, input: { params: { ...live, page: 'cart' } } },
  {
    name: 'draft in live',
    route: routes.getPage,
    input: { params: { ...live, page: 'journal/spring-collection-preview' } },
  },
  {
    name: 'draft in preview',
    route: routes.getPage,
    input: { params: { ...live, mode: 'preview', page: 'journal/spring-collection-preview' } },
  },
  {
    name: 'category',
    route: routes.getCategoryContent,
    input: { params: { ...live, categoryId: '2000' } },
  },
  {
    name: 'unknown category',
    route: routes.getCategoryContent,
    input: { params: { ...live, categoryId: '99999' } },
  },
  { name: 'articles', route: routes.searchArticles, input: { params: live, query: { limit: 5 } } },
  {
    name: 'articles by tag',
    route: routes.searchArticles,
    input: { params: live, query: { tagId: 'hiking,climbing', offset: 2, limit: 3 } },
  },
  {
    name: 'related articles',
    route: routes.searchArticles,
    input: {
      params: live,
      query: {
        tagId: 'winter',
        excludeId: 'ridgeline-en-us-article-journal-snowshoeing',
        limit: 4,
      },
    },
  },
  {
    name: 'articles bad limit',
    route: routes.searchArticles,
    input: { params: live, query: { limit: 500 } },
  },
  {
    name: 'search page',
    route: routes.getSearchContent,
    input: { params: { ...live, searchType: 'no-results' } },
  },
  {
    name: 'footer',
    route: routes.getFooter,
    input: { params: { mode: 'live', siteId: 'tread-fr-ca' } },
  },
  {
    name: 'menu',
    route: routes.getMenu,
    input: { params: { mode: 'live', siteId: 'tread-fr-ca' } },
  },
  { name: 'pop-ups', route: routes.getPopups, input: { params: live } },
  {
    name: 'fragment',
    route: routes.getFragment,
    input: { params: { mode: 'live', fragmentId: 'ridgeline-en-us-fragment-promo-bar' } },
  },
  {
    name: 'unknown fragment',
    route: routes.getFragment,
    input: { params: { mode: 'live', fragmentId: 'nope' } },
  },
  {
    name: 'children',
    route: routes.getChildren,
    input: { params: { ...live, parentPageSlug: 'journal' }, query: { offset: 2, limit: 5 } },
  },
  {
    name: 'children of unknown',
    route: routes.getChildren,
    input: { params: { ...live, parentPageSlug: 'nowhere' } },
  },
  {
    name: 'product content',
    route: routes.getProductContent,
    input: { params: { ...live, productId: 'RDGJK1001' } },
  },
  {
    name: 'product content (default)',
    route: routes.getProductContent,
    input: { params: { ...live, productId: 'RDGJK9999' } },
  },
  {
    name: 'showcase',
    route: routes.getShowcase,
    input: { params: { ...live, docType: 'page' }, query: { layoutVariant: 'legal', limit: 10 } },
  },
  {
    name: 'showcase bad limit',
    route: routes.getShowcase,
    input: { params: { ...live, docType: 'page' }, query: { limit: 15 } },
  },
];

describe('content: MSW handlers answer like the service', () => {
  it.each(cases.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    async (_name, testCase) => {
      const { service, mock } = await sendBoth(
        server().agent(),
        contentHappyPath,
        testCase.route,
        testCase.input,
      );
      expect(mock.status).toBe(service.status);
      expect(errorIdIn(mock)).toBe(errorIdIn(service));
      if (service.status < 300) expect(mock.body).toEqual(service.body);
    },
  );
});
