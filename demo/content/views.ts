import {
  type ArticleSearchResponse,
  type AugmentedPage,
  type ContentDocument,
  type ContentDocumentType,
  type ContentSection,
  contentDocument,
  isExperienceSection,
  isSegmentationSection,
} from '#api/contract/index.ts';
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
  viewOf,
} from '#commerce/content/views.ts';
import { type ContentEntry, contentEntries } from './index.ts';

/*
 * The content system's answers computed from the demo content, for the MSW handlers. The
 * rules are the service's (server/content), shared where they can be (commerce/content/views.ts:
 * views, paths, breadcrumbs, fragment splicing, article search): the preview sees drafts and
 * moves the clock with its preview date; of the visible versions the latest window start
 * wins (a draft beats the published one in the preview).
 */

export class ContentNotFound extends Error {}

export type View = ContentView;
export { summarize, viewOf };

interface Version {
  entry: ContentEntry;
  document: ContentDocument;
  from: number;
  until: number;
}

let parsed: Version[] | undefined;

/** Every version, parsed with the contract once (defaults filled like the seeder does). */
function versions(): Version[] {
  parsed ??= contentEntries().map((entry) => {
    const document = contentDocument.parse(entry.document);
    return {
      entry,
      document,
      from: document.publication.start
        ? Date.parse(document.publication.start)
        : Number.NEGATIVE_INFINITY,
      until: document.publication.end
        ? Date.parse(document.publication.end)
        : Number.POSITIVE_INFINITY,
    };
  });
  return parsed;
}

function visible(version: Version, view: View): boolean {
  if (version.document.publication.status === 'draft' && !view.preview) return false;
  return version.from <= view.at && view.at < version.until;
}

function pick(candidates: Version[], view: View): ContentDocument | undefined {
  let best: Version | undefined;
  for (const version of candidates) {
    if (!visible(version, view)) continue;
    const better =
      !best ||
      version.from > best.from ||
      (version.from === best.from && version.document.publication.status === 'draft');
    if (better) best = version;
  }
  return best?.document;
}

export function siteExists(siteId: string): boolean {
  return versions().some((version) => version.document.siteId === siteId);
}

function requireSite(siteId: string): void {
  if (!siteExists(siteId)) throw new ContentNotFound(`No content for site ${siteId}`);
}

/** The visible document of each id on a site (of some types). */
export function listDocuments(siteId: string, view: View, types?: readonly ContentDocumentType[]) {
  requireSite(siteId);
  const byId = new Map<string, Version[]>();
  for (const version of versions()) {
    const { document } = version;
    if (document.siteId !== siteId || (types && !types.includes(document.type))) continue;
    byId.set(document.id, [...(byId.get(document.id) ?? []), version]);
  }
  return [...byId.values()].flatMap((list) => pick(list, view) ?? []);
}

export function findDocument(siteId: string, type: ContentDocumentType, slug: string, view: View) {
  requireSite(siteId);
  return pick(
    versions().filter(
      (v) => v.document.siteId === siteId && v.document.type === type && v.document.slug === slug,
    ),
    view,
  );
}

export function findById(documentId: string, view: View) {
  return pick(
    versions().filter((v) => v.document.id === documentId),
    view,
  );
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new ContentNotFound(`No content for ${what}`);
  return value;
}

export function findPage(siteId: string, page: string, view: View): ContentDocument | undefined {
  if (page === 'home') return findDocument(siteId, 'home', '', view);
  for (const type of ['page', 'article', 'category', 'search'] as const) {
    const document = findDocument(siteId, type, page, view);
    if (document) return document;
  }
  return undefined;
}

export function resolveFragments(
  sections: ContentSection[],
  view: View,
  depth = 0,
): ContentSection[] {
  return sections.flatMap((section): ContentSection[] => {
    if (isExperienceSection(section)) {
      const props = section.props;
      return [
        {
          ...section,
          props: {
            ...props,
            baselines: resolveFragments(props.baselines, view, depth),
            variants: props.variants.map((v) => ({
              ...v,
              targets: resolveFragments(v.targets, view, depth),
            })),
          },
        },
      ];
    }
    if (isSegmentationSection(section)) {
      const props = section.props;
      return [
        {
          ...section,
          props: {
            baselines: resolveFragments(props.baselines, view, depth),
            segments: props.segments.map((s) => ({
              ...s,
              targets: resolveFragments(s.targets, view, depth),
            })),
          },
        },
      ];
    }
    if (section.component !== 'Fragment') return [section];
    const fragmentId = section.props.fragmentId;
    if (typeof fragmentId !== 'string' || depth >= MAX_FRAGMENT_DEPTH) return [];
    const fragment = findById(fragmentId, view);
    if (fragment?.type !== 'fragment') return [];
    return spliceFragment(section, resolveFragments(fragment.sections, view, depth + 1));
  });
}

export function withFragments(document: ContentDocument, view: View): ContentDocument {
  return { ...document, sections: resolveFragments(document.sections, view) };
}

export function childrenOf(siteId: string, parentSlug: string, view: View) {
  return childrenIn(listDocuments(siteId, view), parentSlug);
}

export function augmentedPage(siteId: string, page: string, view: View): AugmentedPage {
  const document = required(findPage(siteId, page, view), `page ${page}`);
  return {
    ...withFragments(document, view),
    breadcrumbs: breadcrumbsOf(
      document,
      (slug) => findPage(siteId, slug, view),
      brandNameOf(siteId),
    ),
    children: childrenOf(siteId, document.slug, view).map(summarize),
  };
}

export function searchArticles(
  siteId: string,
  view: View,
  query: ArticleQuery,
): ArticleSearchResponse {
  return searchArticleDocuments(listDocuments(siteId, view, ['article']), query);
}

export { required as requiredContent };
