/** Spec §9: without rows the page holds 3 articles. */
export const DEFAULT_ARTICLE_PAGE_SIZE = 3;

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

/** A tag toggled in the filter (spec §2: toggling resets the offset and refetches). */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((entry) => entry !== tag) : [...tags, tag];
}
