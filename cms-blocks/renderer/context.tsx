import { createContext, useContext, useLayoutEffect } from 'react';
import type { ContentSection, ContentSectionInput } from '#api/contract/contentSections.ts';
import type { BlockView } from '../block.ts';
import type { PersonalizationInput } from './personalization.ts';
import type { ContentRequestOptions } from './preview.ts';

/** A section that failed: skipped and logged (spec §8), and reported to the page. */
export interface SectionErrorInfo {
  component: string;
  id: string;
  /** `invalid` payload, `unknown` component, `render` error, `envelope` not a section. */
  reason: 'invalid' | 'unknown' | 'render' | 'envelope';
  error: unknown;
}

export interface RendererSettings {
  /** Block components by name (the sections were checked against their schemas before). */
  blocks: Readonly<Record<string, BlockView>>;
  personalization: PersonalizationInput;
  /** Resolved fragments by `fragmentId` (their sections), for nested page renderers. */
  fragments?: Readonly<Record<string, readonly ContentSectionInput[]>> | undefined;
  onSectionError?: ((info: SectionErrorInfo) => void) | undefined;
  /** This render produces server HTML (detected from `window` when left out). */
  serverRender?: boolean | undefined;
  /** The site of the document rendered (`{brand}-{locale}`): blocks that search content ask it. */
  siteId?: string | undefined;
  /**
   * The page's content mode (spec §2 preview, decided by the server): blocks that search
   * content (the article grid) ask with it. Left out: live.
   */
  content?: ContentRequestOptions | undefined;
  /**
   * The sections whose picture is the page's lead (its largest paint): loaded at once, with
   * high priority, instead of lazily. See `leadSectionIds`.
   */
  leadSectionIds?: ReadonlySet<string> | undefined;
}

/** How many of a page's first sections may hold its lead picture (the top of the page). */
export const LEAD_SECTIONS = 3;

/**
 * The page's lead picture: its first banner among its first sections (after a promo bar,
 * say), at the top of the page where it is the largest paint. When a wrapper (an A/B test, a
 * segmentation) comes first and holds banners, the lead is whichever of them shows: each is
 * a lead, and only the chosen one renders. Empty when no banner is near the top.
 */
export function leadSectionIds(sections: readonly ContentSection[]): ReadonlySet<string> {
  for (const section of sections.slice(0, LEAD_SECTIONS)) {
    if (section.component === 'Banner') return new Set([section.id]);
    const banners = bannersIn(section);
    if (banners.length > 0) return new Set(banners);
  }
  return new Set();
}

/**
 * The banners a wrapper holds, at any depth: an experience's baselines and variants, a
 * segmentation's baselines and segments, a filter-by's components. (The contract's
 * `childSections` does the same, but its module would bring zod to every page.)
 */
function bannersIn(section: ContentSection): string[] {
  const props = section.props as {
    baselines?: ContentSection[];
    variants?: { targets: ContentSection[] }[];
    segments?: { targets: ContentSection[] }[];
    components?: unknown[];
  };
  const children: unknown[] = [
    ...(props.baselines ?? []),
    ...(props.variants ?? []).flatMap((variant) => variant.targets),
    ...(props.segments ?? []).flatMap((segment) => segment.targets),
    ...(Array.isArray(props.components) ? props.components : []),
  ];
  return children.flatMap((child) => {
    if (typeof child !== 'object' || child === null || !('component' in child)) return [];
    const nested = child as ContentSection;
    return nested.component === 'Banner' ? [nested.id] : bannersIn(nested);
  });
}

export const RendererContext = createContext<RendererSettings>({
  blocks: {},
  personalization: {},
});

/** The section a block renders in: for tracking payloads, ids and session keys. */
export interface SectionInfo {
  id: string;
  name?: string | undefined;
  component: string;
}

const SectionContext = createContext<SectionInfo>({ id: 'standalone', component: 'Unknown' });
export const SectionProvider = SectionContext.Provider;

/** The section the calling block renders in (outside a renderer: a placeholder). */
export function useSection(): SectionInfo {
  return useContext(SectionContext);
}

/** Whether the calling block's section holds the page's lead picture (`leadSectionIds`). */
export function useIsLeadSection(): boolean {
  const { leadSectionIds: leads } = useContext(RendererContext);
  const { id } = useContext(SectionContext);
  return leads?.has(id) ?? false;
}

/**
 * Children of a section tell it whether they show anything: a section whose content is all
 * empty drops its bottom margin (spec §4: recommendation, upsell and promo-bar-message
 * experiences with zero items get no bottom margin).
 */
export interface EmptyScope {
  /** `null` withdraws a report (the child unmounted). */
  report(key: string, empty: boolean | null): void;
}

export const EmptyScopeContext = createContext<EmptyScope | null>(null);

/**
 * A block says it has nothing to show (no messages, no recommendations, no upsell items):
 * its section then takes no bottom margin, nor do wrappers whose content is all empty.
 */
export function useReportEmpty(empty: boolean): void {
  const scope = useContext(EmptyScopeContext);
  useLayoutEffect(() => {
    scope?.report('block', empty);
    return () => scope?.report('block', null);
  }, [scope, empty]);
}
