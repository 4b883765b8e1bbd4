import type {
  ArticleSearchResponse,
  AugmentedPage,
  ContentDocument,
  ContentDocumentType,
} from '#api/contract/content.ts';
import type {
  ContentSection,
  ExperienceSection,
  SegmentationSection,
} from '#api/contract/contentSections.ts';
import { isExperienceSection, isSegmentationSection } from '#api/contract/contentSections.ts';
import {
  type ArticleQuery,
  brandNameOf,
  breadcrumbsOf,
  type ContentView,
  childrenIn,
  MAX_FRAGMENT_DEPTH,
  searchArticles as searchArticleDocuments,
  spliceFragment,
  summarize,
} from '#commerce/content/views.ts';
import type { Executor } from '../db/client.ts';
import { ApiError } from '../http/errors.ts';
import type { ContentStore, SiteContent } from './store.ts';

export { summarize, viewOf } from '#commerce/content/views.ts';

/**
 * The content domain's read functions over the store (one store per app); the rules they
 * share with the MSW handlers are commerce/content/views.ts.
 */

export function notFound(what: string): ApiError {
  return new ApiError('API404', `No content for ${what}`);
}

export async function requireSite(
  store: ContentStore,
  db: Executor,
  siteId: string,
): Promise<SiteContent> {
  const site = await store.site(db, siteId);
  if (!site) throw notFound(`site ${siteId}`);
  return site;
}

/**
 * Replace every `Fragment` section (inside wrappers too) by the fragment's visible
 * sections. The spliced sections get ids prefixed with the reference's id, so ids stay
 * unique in the page, and the reference's layout options (sticky, full width, hidden
 * breakpoints, margins) added to their own. A fragment that is missing or not visible is
 * left out.
 */
export async function resolveFragments(
  store: ContentStore,
  db: Executor,
  sections: readonly ContentSection[],
  view: ContentView,
  depth = 0,
): Promise<ContentSection[]> {
  const resolved: ContentSection[] = [];
  for (const section of sections) {
    if (isExperienceSection(section)) {
      resolved.push(await resolveExperience(store, db, section, view, depth));
    } else if (isSegmentationSection(section)) {
      resolved.push(await resolveSegmentation(store, db, section, view, depth));
    } else if (section.component === 'Fragment') {
      const fragmentId = section.props.fragmentId;
      if (typeof fragmentId !== 'string' || depth >= MAX_FRAGMENT_DEPTH) continue;
      const fragment = await findFragment(store, db, fragmentId, view);
      if (!fragment) continue;
      const inner = await resolveFragments(store, db, fragment.sections, view, depth + 1);
      resolved.push(...spliceFragment(section, inner));
    } else {
      resolved.push(section);
    }
  }
  return resolved;
}

async function resolveExperience(
  store: ContentStore,
  db: Executor,
  section: ExperienceSection,
  view: ContentView,
  depth: number,
): Promise<ExperienceSection> {
  const resolve = (list: ContentSection[]) => resolveFragments(store, db, list, view, depth);
  return {
    ...section,
    props: {
      ...section.props,
      baselines: await resolve(section.props.baselines),
      variants: await Promise.all(
        section.props.variants.map(async (variant) => ({
          ...variant,
          targets: await resolve(variant.targets),
        })),
      ),
    },
  };
}

async function resolveSegmentation(
  store: ContentStore,
  db: Executor,
  section: SegmentationSection,
  view: ContentView,
  depth: number,
): Promise<SegmentationSection> {
  const resolve = (list: ContentSection[]) => resolveFragments(store, db, list, view, depth);
  return {
    ...section,
    props: {
      baselines: await resolve(section.props.baselines),
      segments: await Promise.all(
        section.props.segments.map(async (segment) => ({
          ...segment,
          targets: await resolve(segment.targets),
        })),
      ),
    },
  };
}

export async function findFragment(
  store: ContentStore,
  db: Executor,
  fragmentId: string,
  view: ContentView,
): Promise<ContentDocument | undefined> {
  const siteId = await store.fragmentSite(db, fragmentId);
  if (!siteId) return undefined;
  return (await store.site(db, siteId))?.findById(fragmentId, view);
}

/** A document with its fragment references resolved in place. */
export async function withFragments(
  store: ContentStore,
  db: Executor,
  document: ContentDocument,
  view: ContentView,
): Promise<ContentDocument> {
  return { ...document, sections: await resolveFragments(store, db, document.sections, view) };
}

/** Pages that sit at a slug: `page/` and `augmentedpage/` serve these types. */
const slugTypes: readonly ContentDocumentType[] = ['page', 'article', 'category', 'search'];

/** `home` is the home page; any other name is a page (fixed or editorial) by slug. */
export function findPage(
  site: SiteContent,
  page: string,
  view: ContentView,
): ContentDocument | undefined {
  if (page === 'home') return site.find('home', '', view);
  for (const type of slugTypes) {
    const document = site.find(type, page, view);
    if (document) return document;
  }
  return undefined;
}

export function childrenOf(
  site: SiteContent,
  parentSlug: string,
  view: ContentView,
): ContentDocument[] {
  return childrenIn(site.list(view), parentSlug);
}

export async function augmentedPage(
  store: ContentStore,
  db: Executor,
  site: SiteContent,
  document: ContentDocument,
  view: ContentView,
): Promise<AugmentedPage> {
  return {
    ...(await withFragments(store, db, document, view)),
    breadcrumbs: breadcrumbsOf(
      document,
      (slug) => findPage(site, slug, view),
      brandNameOf(site.siteId),
    ),
    children: childrenOf(site, document.slug, view).map(summarize),
  };
}

/** Spec §3/§4 article search over the site's visible articles (commerce/content/views.ts). */
export function searchArticles(
  site: SiteContent,
  view: ContentView,
  query: ArticleQuery,
): ArticleSearchResponse {
  return searchArticleDocuments(site.list(view, ['article']), query);
}
