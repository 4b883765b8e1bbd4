import { type ContentDocument, contentDocument } from '#api/contract/content.ts';
import { type BlockSection, walkSections } from '#api/contract/contentSections.ts';
import { contentEntries } from '#demo/content/index.ts';

/*
 * The demo content the service is seeded with and MSW answers from, for stories: a block's
 * stories show the payloads the store really serves, on both brands and every locale.
 */

let documents: Map<string, ContentDocument> | undefined;

function byId(): Map<string, ContentDocument> {
  if (!documents) {
    documents = new Map();
    for (const entry of contentEntries()) {
      const document = contentDocument.parse(entry.document);
      // The first version of a document is its evergreen one (campaigns come later).
      if (!documents.has(document.id)) documents.set(document.id, document);
    }
  }
  return documents;
}

/** A demo document by id: `ridgeline-en-us-menu-menu`, `tread-fr-ca-fragment-promo-bar` … */
export function demoDocument(id: string): ContentDocument {
  const document = byId().get(id);
  if (!document) throw new Error(`No demo document ${id}`);
  return document;
}

/** The first demo document that matches. */
export function findDemoDocument(matches: (document: ContentDocument) => boolean): ContentDocument {
  for (const document of byId().values()) if (matches(document)) return document;
  throw new Error('No demo document matches');
}

/** The payload of the first `component` section of a demo document (or the one with `id`). */
export function demoProps(
  documentId: string,
  component: string,
  sectionId?: string,
): Record<string, unknown> {
  let found: BlockSection | undefined;
  walkSections(demoDocument(documentId).sections, (section) => {
    if (
      !found &&
      section.component === component &&
      (sectionId === undefined || section.id === sectionId)
    ) {
      found = section as BlockSection;
    }
  });
  if (!found) throw new Error(`No ${component} in ${documentId}`);
  return found.props;
}
