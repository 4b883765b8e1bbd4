import type { ApiClient } from '#api/client/index.ts';
import { isApiError } from '#api/client/index.ts';
import { type ContentPageSummary, getChildren } from '#api/contract/content.ts';
import type { ContentPreviewQuery } from '#cms-blocks/renderer/preview.ts';

/** The parts of the site whose pages share a navigation of their parent's children. */
export const navigatedSections = ['help', 'policies'] as const;

export interface SectionNavLink {
  name: string;
  path: string;
  /** The pages below this one, when the page shown is among them (or is this one). */
  children: { name: string; path: string }[];
}

export interface SectionNav {
  /** The section's hub page (`Help`, `/en-us/help`). */
  root: { name: string; path: string };
  links: SectionNavLink[];
}

/** The content calls' site and mode (loaders.ts `contentOf`). */
export interface ContentView {
  params: { mode: 'live' | 'preview'; siteId: string };
  query: ContentPreviewQuery;
}

async function childrenOf(
  api: ApiClient,
  view: ContentView,
  parentPageSlug: string,
): Promise<ContentPageSummary[] | null> {
  try {
    const answer = await api.call(getChildren, {
      params: { ...view.params, parentPageSlug },
      query: view.query,
    });
    return answer.children;
  } catch (error) {
    // No such hub: no navigation (the page itself still shows).
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * The side navigation of a help or policy page (spec §7 `children/{siteId}/{parentPageSlug}`):
 * the pages below the section's hub and, for the branch the page sits in, the pages below
 * that branch (`help/returns` → how to return). The page's breadcrumbs (its parent chain)
 * say which section and branch it belongs to; null outside the navigated sections.
 */
export async function loadSectionNav(
  api: ApiClient,
  view: ContentView,
  breadcrumbs: readonly { name: string; path: string }[],
): Promise<SectionNav | null> {
  // Breadcrumb paths are `/{locale}/…`; the site id is `{brand}-{locale}`.
  const { siteId } = view.params;
  const prefix = `/${siteId.slice(siteId.indexOf('-') + 1)}/`;
  const slugOf = (crumb: { path: string } | undefined) =>
    crumb?.path.startsWith(prefix) ? crumb.path.slice(prefix.length) : null;
  // [home, section hub, branch, …]
  const root = breadcrumbs[1];
  const section = slugOf(root);
  if (!root || !section || !(navigatedSections as readonly string[]).includes(section)) {
    return null;
  }
  const branchSlug = slugOf(breadcrumbs[2]);
  const [top, below] = await Promise.all([
    childrenOf(api, view, section),
    branchSlug ? childrenOf(api, view, branchSlug) : Promise.resolve(null),
  ]);
  if (!top || top.length === 0) return null;
  return {
    root: { name: root.name, path: root.path },
    links: top.map((page) => ({
      name: page.name,
      path: page.path,
      children:
        page.slug === branchSlug
          ? (below ?? []).map((child) => ({ name: child.name, path: child.path }))
          : [],
    })),
  };
}

/** The page opens with a title banner that is its h1 (the legal and help pages do). */
export function pageHasOwnH1(page: {
  sections: readonly { component: string; props?: unknown }[];
}) {
  const first = page.sections[0];
  return (
    first?.component === 'Banner' &&
    typeof first.props === 'object' &&
    first.props !== null &&
    (first.props as { titleH1?: unknown }).titleH1 === true
  );
}
