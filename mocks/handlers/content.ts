import { delay, type HttpHandler } from 'msw';
import type { ArticleSearchResponse, ContentDocument } from '#api/contract/content.ts';
import * as routes from '#api/contract/content.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import * as contentViews from '#commerce/content/views.ts';
import {
  augmentedPage,
  ContentNotFound,
  childrenOf,
  findById,
  findDocument,
  findPage,
  listDocuments,
  requiredContent,
  searchArticles as searchArticleDocuments,
  type View,
  viewOf,
  withFragments,
} from '#demo/content/views.ts';
import { MockApiError, type MockResolver, type MockRoute, mockRoute } from './http.ts';

/*
 * MSW handlers of spec §7 Content, answering from demo/content (the documents the
 * service is seeded with) by the service's rules: preview and scheduling, fragments
 * resolved, article search with facets. `setContentMockClock` pins "now" for tests of
 * scheduled content.
 */

let clock: () => Date = () => new Date();

/** The time live content is evaluated at (tests pin it; stories use the real clock). */
export function setContentMockClock(now: (() => Date) | undefined): void {
  clock = now ?? (() => new Date());
}

function answer<T>(view: () => T): T {
  try {
    return view();
  } catch (error) {
    if (error instanceof ContentNotFound) throw new MockApiError('API404', error.message);
    throw error;
  }
}

type PreviewParams = { mode: 'live' | 'preview' };
type PreviewQueryIn = Parameters<typeof viewOf>[1];
const look = (params: PreviewParams, query: PreviewQueryIn): View =>
  viewOf(params.mode, query, clock());

const singleton =
  (type: 'footer' | 'menu' | 'popups') =>
  ({ params, query }: { params: PreviewParams & { siteId: string }; query: PreviewQueryIn }) =>
    answer(() => {
      const view = look(params, query);
      return withFragments(
        requiredContent(
          findDocument(params.siteId, type, type, view),
          `${type} of ${params.siteId}`,
        ),
        view,
      );
    });

export const contentResolvers = {
  augmentedPage: (({ params, query }) =>
    answer(() =>
      augmentedPage(params.siteId, params.page, look(params, query)),
    )) satisfies MockResolver<typeof routes.getAugmentedPage>,
  articles: (({ params, query }) =>
    answer(() =>
      searchArticleDocuments(params.siteId, look(params, query), query),
    )) satisfies MockResolver<typeof routes.searchArticles>,
  menu: singleton('menu') satisfies MockResolver<typeof routes.getMenu>,
};

export const contentHandlers = {
  getAugmentedPage: mockRoute(routes.getAugmentedPage, contentResolvers.augmentedPage),
  getCategoryContent: mockRoute(routes.getCategoryContent, ({ params, query }) =>
    answer(() => {
      const view = look(params, query);
      const document = requiredContent(
        contentViews.categoryDocumentIn(
          listDocuments(params.siteId, view, ['category']),
          params.categoryId,
        ),
        `category ${params.categoryId}`,
      );
      return withFragments(document, view);
    }),
  ),
  searchArticles: mockRoute(routes.searchArticles, contentResolvers.articles),
  getSearchContent: mockRoute(routes.getSearchContent, ({ params, query }) =>
    answer(() => {
      const view = look(params, query);
      const document = requiredContent(
        findDocument(params.siteId, 'search', `search/${params.searchType}`, view),
        `search page ${params.searchType}`,
      );
      return withFragments(document, view);
    }),
  ),
  getFooter: mockRoute(routes.getFooter, singleton('footer')),
  getFragment: mockRoute(routes.getFragment, ({ params, query }) =>
    answer(() => {
      const view = look(params, query);
      const fragment = findById(params.fragmentId, view);
      if (fragment?.type !== 'fragment')
        throw new ContentNotFound(`No content for fragment ${params.fragmentId}`);
      return withFragments(fragment, view);
    }),
  ),
  getMenu: mockRoute(routes.getMenu, contentResolvers.menu),
  getPage: mockRoute(routes.getPage, ({ params, query }) =>
    answer(() =>
      requiredContent(
        findPage(params.siteId, params.page, look(params, query)),
        `page ${params.page}`,
      ),
    ),
  ),
  getChildren: mockRoute(routes.getChildren, ({ params, query }) =>
    answer(() => {
      const view = look(params, query);
      requiredContent(
        findPage(params.siteId, params.parentPageSlug, view),
        `page ${params.parentPageSlug}`,
      );
      return contentViews.childrenPage(
        params.parentPageSlug,
        childrenOf(params.siteId, params.parentPageSlug, view),
        query,
      );
    }),
  ),
  getPopups: mockRoute(routes.getPopups, singleton('popups')),
  getProductContent: mockRoute(routes.getProductContent, ({ params, query }) =>
    answer(() => {
      const view = look(params, query);
      const document: ContentDocument = requiredContent(
        contentViews.productDocumentOf(
          (slug) => findDocument(params.siteId, 'product', slug, view),
          params.productId,
        ),
        `product ${params.productId}`,
      );
      return withFragments(document, view);
    }),
  ),
  getShowcase: mockRoute(routes.getShowcase, ({ params, query }) =>
    answer(() =>
      contentViews.showcasePage(
        listDocuments(params.siteId, look(params, query), [params.docType]),
        query,
      ),
    ),
  ),
} satisfies Record<string, MockRoute<AnyRoute>>;

const emptyArticles: ArticleSearchResponse = { result: [], facets: [], numFound: 0 };

/** States stories and tests ask for by name. */
export const contentStates = {
  /** No article matches (the grid's empty state). */
  noArticles: (): HttpHandler => contentHandlers.searchArticles.reply(emptyArticles),
  /** The article search fails (spec §8: logged only, the grid hides). */
  articlesFail: (): HttpHandler => contentHandlers.searchArticles.error('GEN500'),
  /** Articles arrive late (skeleton cards). */
  slowArticles: (ms = 1500): HttpHandler =>
    contentHandlers.searchArticles.with(async (request) => {
      await delay(ms);
      return contentResolvers.articles(request);
    }),
  /** The page is not in the content system (the storefront's not-found page). */
  pageNotFound: (): HttpHandler[] => [
    contentHandlers.getAugmentedPage.error('API404'),
    contentHandlers.getPage.error('API404'),
  ],
  /** A page that never loads (loading skeleton). */
  pageLoading: (): HttpHandler => contentHandlers.getAugmentedPage.loading(),
  /** The menu arrives late. */
  slowMenu: (ms = 1500): HttpHandler =>
    contentHandlers.getMenu.with(async (request) => {
      await delay(ms);
      return contentResolvers.menu(request);
    }),
  /** No pop-ups on the site. */
  noPopups: (): HttpHandler =>
    contentHandlers.getPopups.with((request) => ({
      ...singleton('popups')(request),
      sections: [],
    })),
};

/** The happy path of every Content call. */
export const contentHappyPath: HttpHandler[] = Object.values(contentHandlers).map((handler) =>
  handler.ok(),
);
