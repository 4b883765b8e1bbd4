import { type ContentDocumentInput, contentDocument } from '#api/contract/content.ts';
import type { Transaction } from '../db/client.ts';
import { contentVersions } from '../db/schema/content.ts';

export interface ContentSeedEntry {
  versionId: string;
  document: ContentDocumentInput;
}

const BATCH = 100;

/**
 * Store content versions (the demo content of demo/content, passed in by
 * server/db/seed.ts). Every document is parsed with the contract first, so what the
 * service serves is the envelope with its defaults filled in.
 */
export async function seedContent(
  tx: Transaction,
  entries: readonly ContentSeedEntry[],
  now: Date,
): Promise<void> {
  const rows = entries.map(({ versionId, document: input }) => {
    const document = contentDocument.parse(input);
    return {
      versionId,
      documentId: document.id,
      siteId: document.siteId,
      type: document.type,
      slug: document.slug,
      parentSlug: document.parentSlug,
      name: document.name,
      layoutVariant: document.layoutVariant,
      status: document.publication.status,
      visibleFrom: document.publication.start ? new Date(document.publication.start) : null,
      visibleUntil: document.publication.end ? new Date(document.publication.end) : null,
      document,
      updatedAt: now,
    };
  });
  for (let index = 0; index < rows.length; index += BATCH) {
    await tx
      .insert(contentVersions)
      .values(rows.slice(index, index + BATCH))
      .onConflictDoNothing();
  }
}
