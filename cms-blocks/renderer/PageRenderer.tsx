import { useContext, useMemo } from 'react';
import type { ContentDocument } from '#api/contract/content.ts';
import type { ContentSectionInput } from '#api/contract/contentSections.ts';
import type { RegisteredBlock } from '../block.ts';
import { CheckedPageRenderer } from './CheckedPageRenderer.tsx';
import { checkSections } from './check.ts';
import { RendererContext, type RendererSettings, type SectionErrorInfo } from './context.tsx';
import { logSectionError } from './normalize.ts';
import type { PersonalizationInput } from './personalization.ts';

export interface PageRendererProps {
  /** A page document of the content service (spec §7 Content)… */
  document?:
    | (Pick<ContentDocument, 'sections'> & Partial<Pick<ContentDocument, 'siteId'>>)
    | null
    | undefined;
  /** …or sections as an author writes them (options may be left out). */
  sections?: readonly ContentSectionInput[] | readonly unknown[] | undefined;
  /**
   * Block definitions by component name: `blockRegistry` (every block's code at once) or
   * `lazyBlockRegistry` (each block's code fetched when a page first renders it).
   */
  blocks: Readonly<Record<string, RegisteredBlock>>;
  /** Test context, experimentation decision, segment conditions (all optional: baselines). */
  personalization?: PersonalizationInput;
  /** Resolved fragments by `fragmentId`, for documents whose `Fragment`s are references. */
  fragments?: Readonly<Record<string, readonly ContentSectionInput[]>>;
  /** Every skipped section, after it is logged (`CMS Error: component, id`). */
  onSectionError?: (info: SectionErrorInfo) => void;
  /**
   * This render produces server HTML. Detected (no `window`) when left out; set it where a
   * server render has a `window` (tests, some edge runtimes).
   */
  serverRender?: boolean;
}

const noFragments = {};
const logged = new WeakSet<object>();

/**
 * Renders a content document's sections through the block registry. Each section is
 * validated with its block's schema (check.ts) and rendered in its own error boundary: a
 * section that is invalid, unknown or throws is skipped and logged (spec §8) while the rest
 * of the page renders. Experiences and segmentations pick their content from
 * `personalization`. (The store checks its documents in its loaders and renders them with
 * CheckedPageRenderer: the same, without the check in the browser.)
 */
export function PageRenderer({
  document,
  sections,
  blocks,
  personalization,
  fragments,
  onSectionError,
  serverRender,
}: PageRendererProps) {
  const outer = useContext(RendererContext);
  const resolved = fragments ?? outer.fragments ?? noFragments;
  const inputs = sections ?? document?.sections;
  const checked = useMemo(
    () => checkSections(inputs ?? [], blocks, resolved),
    [inputs, blocks, resolved],
  );
  // Broken sections are logged once per check, on the server and in the browser.
  if (!logged.has(checked)) {
    logged.add(checked);
    for (const error of checked.errors) {
      logSectionError(error);
      onSectionError?.(error);
    }
  }
  const inner = useMemo<RendererSettings>(
    () => ({ ...outer, fragments: resolved }),
    [outer, resolved],
  );
  return (
    <RendererContext value={inner}>
      <CheckedPageRenderer
        sections={checked.sections}
        blocks={blocks}
        siteId={document?.siteId}
        personalization={personalization}
        onSectionError={onSectionError}
        serverRender={serverRender}
      />
    </RendererContext>
  );
}
