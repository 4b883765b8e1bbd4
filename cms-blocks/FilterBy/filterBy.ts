/*
 * The filter-by block's rule (spec §3), without React or zod: the browser runs it.
 */

export const filterByVariants = ['bySku', 'byCategory'] as const;
export type FilterByVariant = (typeof filterByVariants)[number];
export const filterByOperators = ['IN', 'NOT IN'] as const;
export type FilterByOperator = (typeof filterByOperators)[number];

/** What the page is about: the product page's product, the category page's category. */
export interface FilterPage {
  productId?: string | undefined;
  masterId?: string | undefined;
  categoryId?: string | undefined;
}

export interface FilterRule {
  variant: FilterByVariant;
  operator: FilterByOperator;
  filterBy: readonly string[];
}

/**
 * Whether a filter-by block shows its components on this page: `IN` when the page's product
 * (`bySku`: product or master id) or category (`byCategory`) is in the list, `NOT IN` when
 * it is not. A page without a product (or category) is in no list.
 */
export function filterByShows(rule: FilterRule, page: FilterPage): boolean {
  const ids = rule.variant === 'bySku' ? [page.productId, page.masterId] : [page.categoryId];
  const list = new Set(rule.filterBy.map((id) => id.trim().toLowerCase()));
  const listed = ids.some((id) => id !== undefined && list.has(id.trim().toLowerCase()));
  return rule.operator === 'IN' ? listed : !listed;
}
