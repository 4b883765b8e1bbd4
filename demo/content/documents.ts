import type {
  ArticleMeta,
  ContentDocumentInput,
  ContentDocumentType,
  ContentPublication,
  ContentSectionInput,
  ContentSeo,
} from '#api/contract/index.ts';
import { type ContentSite, contentSites, sitePath } from './sites.ts';

/** Always visible, published. */
export const alwaysPublished: ContentPublication = { status: 'published', start: null, end: null };

export interface DocumentDraft {
  type: ContentDocumentType;
  /** Path below `/{locale}`; `''` for home. */
  slug: string;
  name: string;
  parentSlug?: string | null;
  layoutVariant?: string | null;
  seo: { title: string; description: string; robots?: ContentSeo['robots'] };
  sections: ContentSectionInput[];
  article?: ArticleMeta;
  publication?: ContentPublication;
  /** Slug of the same page on another locale of the brand (category slugs are localized). */
  alternateSlug?: (site: ContentSite) => string | null;
  /** A version id suffix, when a document has more than one version. */
  version?: string;
}

/** The document id: stable per site, type and slug (versions share it). */
export function documentId(site: ContentSite, type: ContentDocumentType, slug: string): string {
  const tail = slug === '' ? '' : `-${slug.replace(/\//g, '-')}`;
  return `${site.siteId}-${type}${tail}`;
}

const pageTypes: readonly ContentDocumentType[] = ['home', 'page', 'category', 'article', 'search'];

/** One version of a document as the CMS stores it. */
export interface ContentEntry {
  /** Unique per version: `{documentId}` or `{documentId}@{version}`. */
  versionId: string;
  document: ContentDocumentInput;
}

export function makeDocument(site: ContentSite, draft: DocumentDraft): ContentEntry {
  const id = documentId(site, draft.type, draft.slug);
  const isPage = pageTypes.includes(draft.type);
  const alternates = isPage
    ? contentSites
        .filter((other) => other.brand === site.brand && other.locale !== site.locale)
        .flatMap((other) => {
          const slug = draft.alternateSlug ? draft.alternateSlug(other) : draft.slug;
          return slug === null ? [] : [{ locale: other.locale, path: sitePath(other, slug) }];
        })
    : [];
  const document: ContentDocumentInput = {
    id,
    name: draft.name,
    type: draft.type,
    locale: site.locale,
    siteId: site.siteId,
    slug: draft.slug,
    parentSlug: draft.parentSlug ?? null,
    layoutVariant: draft.layoutVariant ?? null,
    seo: {
      title: draft.seo.title,
      description: draft.seo.description,
      canonicalPath: isPage ? sitePath(site, draft.slug) : null,
      robots: draft.seo.robots ?? (isPage ? 'index,follow' : 'noindex,follow'),
      alternates,
    },
    publication: draft.publication ?? alwaysPublished,
    ...(draft.article ? { article: draft.article } : {}),
    sections: draft.sections,
  };
  return { versionId: draft.version ? `${id}@${draft.version}` : id, document };
}
