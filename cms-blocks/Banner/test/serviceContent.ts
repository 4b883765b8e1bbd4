import { type ContentDocumentType, contentDocument } from '#api/contract/content.ts';
import { type BlockName, walkSections } from '#api/contract/contentSections.ts';
import { contentEntries } from '#demo/content/index.ts';
import { findDocument, viewOf } from '#demo/content/views.ts';

/**
 * The payload of one section of the demo content (the documents the service is seeded with
 * and MSW answers), as the CMS sends it: stories render blocks from real page documents
 * as well as from fixtures. Throws when the document or section is missing, so a story
 * notices content that moved.
 */
export function serviceSection(
  siteId: string,
  type: ContentDocumentType,
  slug: string,
  match: { component: BlockName; id?: string },
): Record<string, unknown> {
  const document = findDocument(siteId, type, slug, viewOf('live', {}));
  if (!document) throw new Error(`No ${type} document "${slug}" on ${siteId}`);
  let found: Record<string, unknown> | undefined;
  walkSections(document.sections, (section) => {
    if (found || section.component !== match.component) return;
    if (match.id !== undefined && section.id !== match.id) return;
    found = section.props as Record<string, unknown>;
  });
  if (!found) throw new Error(`No ${match.component} ${match.id ?? ''} in ${document.id}`);
  return found;
}

/** Every payload of a block in every document of every site (all versions). */
export function allServicePayloads(component: BlockName): { where: string; props: unknown }[] {
  const found: { where: string; props: unknown }[] = [];
  for (const entry of contentEntries()) {
    const document = contentDocument.parse(entry.document);
    walkSections(document.sections, (section) => {
      if (section.component === component) {
        found.push({ where: `${entry.versionId} ${section.id}`, props: section.props });
      }
    });
  }
  return found;
}
