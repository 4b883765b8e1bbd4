import type { ContentSection } from '#api/contract/contentSections.ts';
import type { RegisteredBlock } from '#cms-blocks/block.ts';
import { lazyBlockRegistry } from '#cms-blocks/lazyRegistry.ts';
import { checkSections } from '#cms-blocks/renderer/check.ts';
import { logSectionError } from '#cms-blocks/renderer/normalize.ts';
import { eventSignUpSchema, legalSchema, newsletterSchema } from './storeBlocks.schema.ts';
import { storeBlocks } from './storeBlocks.tsx';

/** Every block the store renders, with its schema: what its documents are checked with. */
function storeRegistry(): Readonly<Record<string, RegisteredBlock>> {
  const own = {
    Newsletter: newsletterSchema,
    LegalLinks: legalSchema,
    EventSignUp: eventSignUpSchema,
  };
  const entries = Object.entries(own).map(([name, schema]) => {
    const view = storeBlocks[name];
    if (!view) throw new Error(`No store block ${name}`);
    return [name, { ...view, schema }] as const;
  });
  return Object.freeze({ ...lazyBlockRegistry, ...Object.fromEntries(entries) });
}

const registry = storeRegistry();

/** The menu document holds `MegaMenu` sections alone (cms-blocks/MegaMenu). */
const menuRegistry: Readonly<Record<string, RegisteredBlock>> = Object.freeze(
  Object.fromEntries(Object.entries(lazyBlockRegistry).filter(([name]) => name === 'MegaMenu')),
);

/**
 * A content document with its sections checked (cms-blocks/renderer/check.ts), in a loader:
 * on the server, so the page renders them with `CheckedPageRenderer` and the browser gets
 * the parsed sections without zod or any schema. A broken section is logged here
 * (`CMS Error: component, id`) and left out.
 */
export function checkContent<Document extends { sections: readonly unknown[] }>(
  document: Document,
  blocks: Readonly<Record<string, RegisteredBlock>> = registry,
): Omit<Document, 'sections'> & { sections: ContentSection[] } {
  const { sections, errors } = checkSections(document.sections, blocks);
  for (const error of errors) logSectionError(error);
  return { ...document, sections };
}

/** The site's menu document, checked against the MegaMenu block (Shell's CheckedMegaMenu). */
export function checkMenu<Document extends { sections: readonly unknown[] }>(
  document: Document,
): Omit<Document, 'sections'> & { sections: ContentSection[] } {
  return checkContent(document, menuRegistry);
}
