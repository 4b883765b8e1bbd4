import type {
  ArticleSearchResponse,
  ArticleSummary,
  ContentDocument,
  ContentPageSummary,
} from '#api/contract/content.ts';
import type { ContentSection, SectionOptions } from '#api/contract/contentSections.ts';

/*
 * The content system's read rules (spec §3, §4, §7 Content): how a request looks at
 * content, paths, summaries, child lists, breadcrumbs, fragment splicing and the article
 * search with its facets. In commerce/ because the service (documents from its database) and the
 * MSW handlers (the demo content) answer with the same code, so they cannot drift.
 */

/** How a request looks at content: which time, and whether drafts count. */
export interface ContentView {
  /** Epoch ms the publication windows are evaluated at. */
  at: number;
  /** Preview mode: drafts are visible too. */
  preview: boolean;
}

/**
 * The view a request asks for: the preview (`mode` preview or `preview=true`) sees drafts
 * and may move the clock with `previewDateTime` or `previewDateRFC1123`; live content is
 * always evaluated now.
 */
export function viewOf(
  mode: 'live' | 'preview',
  query: {
    preview?: boolean | undefined;
    previewDateTime?: string | undefined;
    previewDateRFC1123?: string | undefined;
  },
  now: Date = new Date(),
): ContentView {
  const preview = mode === 'preview' || query.preview === true;
  if (!preview) return { at: now.getTime(), preview };
  const date = query.previewDateTime ?? query.previewDateRFC1123;
  return { at: date ? Date.parse(date) : now.getTime(), preview };
}

export function pagePath(document: Pick<ContentDocument, 'locale' | 'slug'>): string {
  return document.slug === '' ? `/${document.locale}` : `/${document.locale}/${document.slug}`;
}

export function summarize(document: ContentDocument): ContentPageSummary {
  return {
    id: document.id,
    name: document.name,
    type: document.type,
    slug: document.slug,
    path: pagePath(document),
    layoutVariant: document.layoutVariant,
    ...(document.article ? { article: document.article } : {}),
  };
}

/** Newest articles first; other pages by name. */
export function byListOrder(a: ContentDocument, b: ContentDocument): number {
  if (a.article && b.article && a.article.publishDate !== b.article.publishDate) {
    return a.article.publishDate < b.article.publishDate ? 1 : -1;
  }
  return a.name.localeCompare(b.name);
}

/** The visible documents below a parent slug, in list order. */
export function childrenIn(
  documents: readonly ContentDocument[],
  parentSlug: string,
): ContentDocument[] {
  return documents.filter((document) => document.parentSlug === parentSlug).sort(byListOrder);
}

/** One page of a parent's children (getChildren): their summaries and how many there are. */
export function childrenPage(
  parentSlug: string,
  children: readonly ContentDocument[],
  page: { offset: number; limit: number },
): { parentSlug: string; children: ContentPageSummary[]; numFound: number } {
  return {
    parentSlug,
    children: children.slice(page.offset, page.offset + page.limit).map(summarize),
    numFound: children.length,
  };
}

/**
 * The CMS preview viewer's page (getShowcase): the documents of one layout variant (every
 * one without), by name.
 */
export function showcasePage(
  documents: readonly ContentDocument[],
  query: { layoutVariant?: string | undefined; offset: number; limit: number },
): { result: ContentPageSummary[]; numFound: number } {
  const shown = documents
    .filter((doc) => !query.layoutVariant || doc.layoutVariant === query.layoutVariant)
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    result: shown.slice(query.offset, query.offset + query.limit).map(summarize),
    numFound: shown.length,
  };
}

/** A category's content document: the one whose slug ends with `-{categoryId}`. */
export function categoryDocumentIn(
  documents: readonly ContentDocument[],
  categoryId: string,
): ContentDocument | undefined {
  return documents.find((doc) => doc.slug.endsWith(`-${categoryId}`));
}

/** A product's content document: its own (slug = product id), else the site's `default`. */
export function productDocumentOf(
  find: (slug: string) => ContentDocument | undefined,
  productId: string,
): ContentDocument | undefined {
  return find(productId) ?? find('default');
}

/** `ridgeline-en-us` → `Ridgeline`: the first breadcrumb's name. */
export function brandNameOf(siteId: string): string {
  const brand = siteId.split('-')[0] ?? '';
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** Home, then every ancestor page found by `parentSlug` (`findPage`), then the page itself. */
export function breadcrumbsOf(
  document: ContentDocument,
  findPage: (slug: string) => ContentDocument | undefined,
  brandName: string,
): { name: string; path: string }[] {
  const home = { name: brandName, path: `/${document.locale}` };
  if (document.type === 'home') return [home];
  const chain: ContentDocument[] = [document];
  let parentSlug = document.parentSlug;
  while (parentSlug && chain.length < 10) {
    const parent = findPage(parentSlug);
    if (!parent) break;
    chain.unshift(parent);
    parentSlug = parent.parentSlug;
  }
  return [home, ...chain.map((page) => ({ name: page.name, path: pagePath(page) }))];
}

/** Fragments inside fragments are resolved this deep (and a cycle stops there). */
export const MAX_FRAGMENT_DEPTH = 3;

function mergeOptions(reference: SectionOptions, inner: SectionOptions): SectionOptions {
  return {
    hydration: inner.hydration,
    isSticky: reference.isSticky || inner.isSticky,
    isFullWidth: reference.isFullWidth || inner.isFullWidth,
    hideOnBreakpoint: [...new Set([...inner.hideOnBreakpoint, ...reference.hideOnBreakpoint])],
    bottomMargins: { ...inner.bottomMargins, ...reference.bottomMargins },
  };
}

/**
 * A fragment's resolved sections in place of the reference: ids prefixed with the
 * reference's id (ids stay unique in the page), the reference's layout options (sticky,
 * full width, hidden breakpoints, margins) added to their own.
 */
export function spliceFragment(
  reference: ContentSection,
  sections: readonly ContentSection[],
): ContentSection[] {
  return sections.map((child) => ({
    ...child,
    id: `${reference.id}.${child.id}`,
    options: mergeOptions(reference.options, child.options),
  }));
}

export interface ArticleQuery {
  q?: string | undefined;
  tagId?: string[] | undefined;
  excludeId?: string | undefined;
  offset: number;
  limit: number;
}

/** Lower case without accents, for matching free text in any of our languages. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function articleSummaryOf(document: ContentDocument): ArticleSummary {
  const meta = document.article;
  if (!meta) throw new Error(`${document.id} is not an article`);
  return {
    id: document.id,
    url: pagePath(document),
    eyebrow: meta.eyebrow,
    title: meta.title,
    subtitle: meta.subtitle,
    picture: meta.picture,
    tags: meta.tags,
    publishDate: meta.publishDate,
    hidePageDate: meta.hidePageDate,
  };
}

/**
 * Spec §3/§4 article search over a site's visible articles: newest first; `tagId` keeps
 * articles carrying any of the tags; facets count, per tag, the articles matching everything
 * but the tag filter (so the filter bar can offer the other tags); `numFound` counts all
 * matches, `result` is a page.
 */
export function searchArticles(
  articles: readonly ContentDocument[],
  query: ArticleQuery,
): ArticleSearchResponse {
  const needle = query.q ? fold(query.q) : '';
  const matching = articles
    .filter((document) => document.article && document.id !== query.excludeId)
    .filter((document) => {
      if (!needle) return true;
      const meta = document.article;
      return fold(`${meta?.title} ${meta?.subtitle} ${meta?.eyebrow}`).includes(needle);
    })
    .sort(byListOrder);

  const facets = new Map<string, { id: string; label: string; count: number }>();
  for (const document of matching) {
    for (const tag of document.article?.tags ?? []) {
      const facet = facets.get(tag.id) ?? { id: tag.id, label: tag.label, count: 0 };
      facet.count += 1;
      facets.set(tag.id, facet);
    }
  }

  const tags = new Set(query.tagId ?? []);
  const found =
    tags.size === 0
      ? matching
      : matching.filter((document) => document.article?.tags.some((tag) => tags.has(tag.id)));

  return {
    result: found.slice(query.offset, query.offset + query.limit).map(articleSummaryOf),
    facets: [...facets.values()].sort(
      (a, b) => b.count - a.count || a.label.localeCompare(b.label),
    ),
    numFound: found.length,
  };
}
