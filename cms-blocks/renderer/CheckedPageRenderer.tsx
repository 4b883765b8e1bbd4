import { useContext, useMemo } from 'react';
import type { ContentSection } from '#api/contract/contentSections.ts';
import type { BlockView } from '../block.ts';
import {
  leadSectionIds,
  RendererContext,
  type RendererSettings,
  type SectionErrorInfo,
} from './context.tsx';
import type { PersonalizationInput } from './personalization.ts';
import { SectionList } from './SectionRenderer.tsx';

export interface CheckedPageRendererProps {
  /** Sections checked by `checkSections` (check.ts), e.g. in a loader on the server. */
  sections: readonly ContentSection[];
  /** Block components by name: `lazyBlockViews`, or any registry. */
  blocks: Readonly<Record<string, BlockView>>;
  /** The site of the document (`{brand}-{locale}`): blocks that search content ask it. */
  siteId?: string | undefined;
  /** Test context, experimentation decision, segment conditions (all optional: baselines). */
  personalization?: PersonalizationInput;
  /** A section that throws while it renders, after it is logged. */
  onSectionError?: (info: SectionErrorInfo) => void;
  /** This render produces server HTML (see PageRendererProps). */
  serverRender?: boolean;
  /**
   * The page's main content, at the top of the page: its first banner loads its picture at
   * once, with high priority (the page's largest paint). Left out for content further down
   * (a footer, a product page's stories).
   */
  lead?: boolean;
}

const noPersonalization = {};

/**
 * Renders sections checked before (check.ts) through block components: what the store's
 * pages do with the documents their loaders checked on the server, so that neither zod nor a
 * block's schema travels to the browser. PageRenderer checks, then renders with this.
 */
export function CheckedPageRenderer({
  sections,
  blocks,
  siteId,
  personalization,
  onSectionError,
  serverRender,
  lead = false,
}: CheckedPageRendererProps) {
  const outer = useContext(RendererContext);
  const settings = useMemo<RendererSettings>(
    () => ({
      blocks,
      personalization: personalization ?? noPersonalization,
      fragments: outer.fragments,
      onSectionError,
      serverRender,
      siteId: siteId ?? outer.siteId,
      content: outer.content,
      leadSectionIds: lead ? leadSectionIds(sections) : undefined,
    }),
    [
      blocks,
      personalization,
      outer.fragments,
      onSectionError,
      serverRender,
      siteId,
      outer.siteId,
      outer.content,
      lead,
      sections,
    ],
  );
  return (
    <RendererContext value={settings}>
      <SectionList sections={sections} />
    </RendererContext>
  );
}
