import { eq } from 'drizzle-orm';
import type { ContentDocument, ContentDocumentType } from '#api/contract/content.ts';
import type { ContentView } from '#commerce/content/views.ts';
import type { Executor } from '../db/client.ts';
import { contentVersions } from '../db/schema/content.ts';

/**
 * The content read path. PGlite is single-threaded, and every page view asks for several
 * documents (page, menu, footer, pop-ups), so the service keeps each site's versions in
 * memory and reloads them after `ttlMs`. Which version is visible is decided per request
 * (the clock or the preview date), so a scheduled campaign switches on time even while
 * its site is cached.
 */

export interface StoredVersion {
  versionId: string;
  documentId: string;
  type: ContentDocumentType;
  slug: string;
  parentSlug: string | null;
  status: 'published' | 'draft';
  from: number | null;
  until: number | null;
  updatedAt: number;
  document: ContentDocument;
}

function isVisible(version: StoredVersion, view: ContentView): boolean {
  if (version.status === 'draft' && !view.preview) return false;
  if (version.from !== null && version.from > view.at) return false;
  if (version.until !== null && version.until <= view.at) return false;
  return true;
}

/**
 * Of the versions visible in the view, the most specific wins: the latest window start
 * (a campaign beats the evergreen version), then a draft over the published one in the
 * preview (the editor sees their change), then the last updated.
 */
export function pickVersion(
  versions: readonly StoredVersion[],
  view: ContentView,
): StoredVersion | undefined {
  let best: StoredVersion | undefined;
  for (const version of versions) {
    if (!isVisible(version, view)) continue;
    if (!best || compare(version, best) > 0) best = version;
  }
  return best;
}

function compare(a: StoredVersion, b: StoredVersion): number {
  const fromA = a.from ?? Number.NEGATIVE_INFINITY;
  const fromB = b.from ?? Number.NEGATIVE_INFINITY;
  if (fromA !== fromB) return fromA > fromB ? 1 : -1;
  if (a.status !== b.status) return a.status === 'draft' ? 1 : -1;
  return a.updatedAt - b.updatedAt;
}

/** One site's documents, indexed by type and slug. */
export class SiteContent {
  readonly siteId: string;
  private readonly byKey = new Map<string, StoredVersion[]>();
  private readonly byDocument = new Map<string, StoredVersion[]>();

  constructor(siteId: string, versions: readonly StoredVersion[]) {
    this.siteId = siteId;
    for (const version of versions) {
      const key = `${version.type}:${version.slug}`;
      this.byKey.set(key, [...(this.byKey.get(key) ?? []), version]);
      this.byDocument.set(version.documentId, [
        ...(this.byDocument.get(version.documentId) ?? []),
        version,
      ]);
    }
  }

  /** The visible version of a document by type and slug. */
  find(type: ContentDocumentType, slug: string, view: ContentView): ContentDocument | undefined {
    return pickVersion(this.byKey.get(`${type}:${slug}`) ?? [], view)?.document;
  }

  findById(documentId: string, view: ContentView): ContentDocument | undefined {
    return pickVersion(this.byDocument.get(documentId) ?? [], view)?.document;
  }

  /** The visible version of every document (of some types), in no particular order. */
  list(view: ContentView, types?: readonly ContentDocumentType[]): ContentDocument[] {
    const documents: ContentDocument[] = [];
    for (const versions of this.byDocument.values()) {
      if (types && !types.includes(versions[0]?.type as ContentDocumentType)) continue;
      const picked = pickVersion(versions, view);
      if (picked) documents.push(picked.document);
    }
    return documents;
  }
}

interface Directory {
  sites: Set<string>;
  /** Fragment document id → its site. */
  fragments: Map<string, string>;
}

interface Cached<T> {
  loadedAt: number;
  value: Promise<T>;
}

export interface ContentStoreOptions {
  /** How long a site's documents are served from memory. @default 60000 */
  ttlMs?: number;
  /** The clock of the cache (not of the publication windows). */
  now?: () => number;
}

export class ContentStore {
  private readonly ttlMs: number;
  private readonly now: () => number;
  private directory: Cached<Directory> | undefined;
  private readonly sites = new Map<string, Cached<SiteContent>>();

  constructor(options: ContentStoreOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Forget everything (after content was written). */
  invalidate(): void {
    this.directory = undefined;
    this.sites.clear();
  }

  private fresh<T>(entry: Cached<T> | undefined): entry is Cached<T> {
    return entry !== undefined && this.now() - entry.loadedAt < this.ttlMs;
  }

  /** Reload after a failed load rather than caching the failure. */
  private remember<T>(load: () => Promise<T>, forget: () => void): Cached<T> {
    const value = load();
    value.catch(forget);
    return { loadedAt: this.now(), value };
  }

  private async loadDirectory(db: Executor): Promise<Directory> {
    if (!this.fresh(this.directory)) {
      this.directory = this.remember(
        async () => {
          const rows = await db
            .selectDistinct({
              siteId: contentVersions.siteId,
              type: contentVersions.type,
              documentId: contentVersions.documentId,
            })
            .from(contentVersions);
          const sites = new Set<string>();
          const fragments = new Map<string, string>();
          for (const row of rows) {
            sites.add(row.siteId);
            if (row.type === 'fragment') fragments.set(row.documentId, row.siteId);
          }
          return { sites, fragments };
        },
        () => {
          this.directory = undefined;
        },
      );
    }
    return this.directory.value;
  }

  /** A site's content, or undefined for a site the content system does not hold. */
  async site(db: Executor, siteId: string): Promise<SiteContent | undefined> {
    const directory = await this.loadDirectory(db);
    if (!directory.sites.has(siteId)) return undefined;
    let entry = this.sites.get(siteId);
    if (!this.fresh(entry)) {
      entry = this.remember(
        () => loadSite(db, siteId),
        () => {
          this.sites.delete(siteId);
        },
      );
      this.sites.set(siteId, entry);
    }
    return entry.value;
  }

  /** The site a fragment belongs to (fragment ids are unique across sites). */
  async fragmentSite(db: Executor, fragmentId: string): Promise<string | undefined> {
    return (await this.loadDirectory(db)).fragments.get(fragmentId);
  }
}

async function loadSite(db: Executor, siteId: string): Promise<SiteContent> {
  const rows = await db.select().from(contentVersions).where(eq(contentVersions.siteId, siteId));
  return new SiteContent(
    siteId,
    rows.map((row) => ({
      versionId: row.versionId,
      documentId: row.documentId,
      type: row.type as ContentDocumentType,
      slug: row.slug,
      parentSlug: row.parentSlug,
      status: row.status,
      from: row.visibleFrom?.getTime() ?? null,
      until: row.visibleUntil?.getTime() ?? null,
      updatedAt: row.updatedAt.getTime(),
      document: row.document,
    })),
  );
}
