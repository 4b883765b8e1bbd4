import type { Breakpoint } from '#design-tokens/breakpoints.ts';

/** Spec §9: without rows the page holds 3 articles. */
export const DEFAULT_ARTICLE_PAGE_SIZE = 3;

/** Spec §9: tags the filter bar shows before "see more", per breakpoint. */
export const ARTICLE_FACETS_SHOWN = { sm: 4, md: 10, lg: 20 } as const satisfies Record<
  Breakpoint,
  number
>;

/** Spec §9: the page size is rowsToLoad times the small grid size, else 3 (or the limit). */
export function articlePageSize(content: {
  limit?: number | undefined;
  rowsToLoad?: number | undefined;
  gridSize?: { sm?: number | undefined } | undefined;
}): number {
  if (content.limit) return content.limit;
  const size = (content.rowsToLoad ?? 0) * (content.gridSize?.sm ?? 0);
  return size > 0 ? size : DEFAULT_ARTICLE_PAGE_SIZE;
}

export interface ArticleQuery {
  tagId: string[];
  excludeId?: string;
  q?: string;
}

/** An article-search query string of the CMS (`tagId=a&tagId=b,c&excludeId=x`) as fields. */
export function parseArticleQuery(query: string): ArticleQuery {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const tagId = params
    .getAll('tagId')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  const excludeId = params.get('excludeId')?.trim();
  const q = params.get('q')?.trim();
  return { tagId: [...new Set(tagId)], ...(excludeId ? { excludeId } : {}), ...(q ? { q } : {}) };
}

/** A tag toggled in the filter (spec §4: toggling resets the offset and refetches). */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((entry) => entry !== tag) : [...tags, tag];
}

/** The filter differs from what "clear all" returns to (spec §4: the initial unfiltered tags). */
export function canClearTags(tags: readonly string[], unfiltered: readonly string[]): boolean {
  return tags.length !== unfiltered.length || tags.some((tag) => !unfiltered.includes(tag));
}

/**
 * Spec §4 paging: the offset of the next page is what is loaded so far (the first page is at
 * 0, read more adds a page); none when everything found is loaded or a page came back empty.
 */
export function nextArticleOffset(
  pages: readonly { result: readonly unknown[]; numFound: number }[],
): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const loaded = pages.reduce((sum, page) => sum + page.result.length, 0);
  return last.result.length > 0 && loaded < last.numFound ? loaded : undefined;
}

/**
 * Spec §4/§9 see more/less: the breakpoints at which every one of `count` facets fits in
 * what the bar shows collapsed (there the toggle is not needed).
 */
export function facetsFitAt(count: number): Record<Breakpoint, boolean> {
  return {
    sm: count <= ARTICLE_FACETS_SHOWN.sm,
    md: count <= ARTICLE_FACETS_SHOWN.md,
    lg: count <= ARTICLE_FACETS_SHOWN.lg,
  };
}

/** An article's ISO date (`YYYY-MM-DD`) in the words of the page's locale (a calendar day). */
export function formatArticleDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
