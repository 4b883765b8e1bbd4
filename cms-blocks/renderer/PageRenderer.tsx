import { useContext, useMemo } from 'react';
import type { ContentDocument } from '#api/contract/content.ts';
import type { ContentSectionInput } from '#api/contract/contentSections.ts';
import type { RegisteredBlock } from '../block.ts';
import { RendererContext, type RendererSettings, type SectionErrorInfo } from './context.tsx';
import { logSectionError, normalizeSections } from './normalize.ts';
import type { PersonalizationInput } from './personalization.ts';
import { SectionList } from './SectionRenderer.tsx';

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
const noPersonalization = {};

/**
 * Renders a content document's sections through the block registry. Each section is
 * validated with its block's schema and rendered in its own error boundary: a section that
 * is invalid, unknown or throws is skipped and logged (spec §8) while the rest of the page
 * renders. Experiences and segmentations pick their content from `personalization`.
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
  const settings = useMemo<RendererSettings>(
    () => ({
      blocks,
      personalization: personalization ?? noPersonalization,
      fragments: fragments ?? outer.fragments ?? noFragments,
      onSectionError,
      serverRender,
      siteId: document?.siteId ?? outer.siteId,
    }),
    [
      blocks,
      personalization,
      fragments,
      outer.fragments,
      onSectionError,
      serverRender,
      document?.siteId,
      outer.siteId,
    ],
  );
  const inputs = sections ?? document?.sections;
  const normalized = useMemo(() => normalizeSections(inputs ?? []), [inputs]);
  // Broken envelopes are logged once per input list, on the server and in the browser.
  if (!logged.has(normalized)) {
    logged.add(normalized);
    for (const error of normalized.errors) {
      logSectionError(error);
      onSectionError?.(error);
    }
  }
  return (
    <RendererContext value={settings}>
      <SectionList sections={normalized.sections} />
    </RendererContext>
  );
}
