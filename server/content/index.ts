import type { Context } from 'hono';
import type { ContentMode } from '#api/contract/content.ts';
import {
  type ContentDocument,
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
  searchArticles as searchArticlesRoute,
} from '#api/contract/content.ts';
import {
  categoryDocumentIn,
  childrenPage,
  productDocumentOf,
  showcasePage,
} from '#commerce/content/views.ts';
import type { AppEnv } from '../http/context.ts';
import type { Domain } from '../http/route.ts';
import {
  augmentedPage,
  childrenOf,
  findFragment,
  findPage,
  notFound,
  requireSite,
  searchArticles,
  viewOf,
  withFragments,
} from './service.ts';
import { ContentStore, type ContentStoreOptions } from './store.ts';

/** Live content may be cached briefly by browsers and CDNs; previews never. */
const LIVE_MAX_AGE_S = 60;

function cacheHeaders(c: Context<AppEnv>, mode: ContentMode, preview: boolean | undefined) {
  c.header(
    'Cache-Control',
    mode === 'preview' || preview ? 'no-store' : `public, max-age=${LIVE_MAX_AGE_S}`,
  );
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw notFound(what);
  return value;
}

/**
 * Content as a service (spec §7 Content): every `/{mode}/caas/v1/canvas/…` call, read
 * from `content_versions` through an in-process cache (see store.ts).
 */
export function createContentDomain(options: ContentStoreOptions = {}): Domain {
  return {
    name: 'content',
    register({ route }) {
      const store = new ContentStore(options);

      /** The visible singleton document of a site (footer, menu, pop-ups: slug = type). */
      const singleton = (type: 'footer' | 'menu' | 'popups') =>
        route(
          { footer: getFooter, menu: getMenu, popups: getPopups }[type],
          async ({ params, query, db, deps, c }) => {
            const view = viewOf(params.mode, query, deps.now());
            const site = await requireSite(store, db, params.siteId);
            const document = required(site.find(type, type, view), `${type} of ${params.siteId}`);
            cacheHeaders(c, params.mode, query.preview);
            return withFragments(store, db, document, view);
          },
        );

      route(getAugmentedPage, async ({ params, query, db, deps, c }) => {
        const view = viewOf(params.mode, query, deps.now());
        const site = await requireSite(store, db, params.siteId);
        const document = required(findPage(site, params.page, view), `page ${params.page}`);
        cacheHeaders(c, params.mode, query.preview);
        return augmentedPage(store, db, site, document, view);
      });

      route(getCategoryContent, async ({ params, query, db, deps, c }) => {
        const view = viewOf(params.mode, query, deps.now());
        const site = await requireSite(store, db, params.siteId);
        const document = required(
          categoryDocumentIn(site.list(view, ['category']), params.categoryId),
          `category ${params.categoryId}`,
        );
        cacheHeaders(c, params.mode, query.preview);
        return withFragments(store, db, document, view);
      });

      // The literal `search/{siteId}/article` before `search/{siteId}/{searchType}`.
      route(searchArticlesRoute, async ({ params, query, db, deps, c }) => {
        const view = viewOf(params.mode, query, deps.now());
        const site = await requireSite(store, db, params.siteId);
        cacheHeaders(c, params.mode, query.preview);
        return searchArticles(site, view, query);
      });

      route(getSearchContent, async ({ params, query, db, deps, c }) => {
        const view = viewOf(params.mode, query, deps.now());
        const site = await requireSite(store, db, params.siteId);
        const document = required(
          site.find('search', `search/${params.searchType}`, view),
          `search page ${params.searchType}`,
        );
        cacheHeaders(c, params.mode, query.preview);
        return withFragments(store, db, document, view);
      });

      singleton('footer');
      singleton('menu');
      singleton('popups');

      route(getFragment, async ({ params, query, db, deps, c }) => {
        const view = viewOf(params.mode, query, deps.now());
        const fragment = required(
          await findFragment(store, db, params.fragmentId, view),
          `fragment ${params.fragmentId}`,
        );
        cacheHeaders(c, params.mode, query.preview);
        return withFragments(store, db, fragment, view);
      });

      route(getPage, async ({ params, query, db, deps, c }) => {
        const view = viewOf(params.mode, query, deps.now());
        const site = await requireSite(store, db, params.siteId);
        const document = required(findPage(site, params.page, view), `page ${params.page}`);
        cacheHeaders(c, params.mode, query.preview);
        return document;
      });

      route(getChildren, async ({ params, query, db, deps, c }) => {
        const view = viewOf(params.mode, query, deps.now());
        const site = await requireSite(store, db, params.siteId);
        required(findPage(site, params.parentPageSlug, view), `page ${params.parentPageSlug}`);
        const children = childrenOf(site, params.parentPageSlug, view);
        cacheHeaders(c, params.mode, query.preview);
        return childrenPage(params.parentPageSlug, children, query);
      });

      route(getProductContent, async ({ params, query, db, deps, c }) => {
        const view = viewOf(params.mode, query, deps.now());
        const site = await requireSite(store, db, params.siteId);
        const document: ContentDocument = required(
          productDocumentOf((slug) => site.find('product', slug, view), params.productId),
          `product ${params.productId}`,
        );
        cacheHeaders(c, params.mode, query.preview);
        return withFragments(store, db, document, view);
      });

      route(getShowcase, async ({ params, query, db, deps, c }) => {
        const view = viewOf(params.mode, query, deps.now());
        const site = await requireSite(store, db, params.siteId);
        cacheHeaders(c, params.mode, query.preview);
        return showcasePage(site.list(view, [params.docType]), query);
      });
    },
  };
}

export const contentDomain = createContentDomain();
