import { z } from 'zod';
import { filterByOperators, filterByVariants } from './filterBy.ts';

/**
 * Spec §3 filter-by: the wrapped `components` (sections, checked one by one like any
 * wrapper's children) show only when the page's product (`bySku`: its product or master id)
 * or category (`byCategory`) is `IN`, or `NOT IN`, the `filterBy` list.
 */
export const filterBySchema = z.object({
  variant: z
    .enum(filterByVariants)
    .describe('bySku: the product page’s product or master id; byCategory: the category page’s id'),
  filterBy: z
    .array(z.string().trim().min(1).max(120))
    .max(500)
    .default([])
    .describe('Product or category ids (case does not matter)'),
  operator: z.enum(filterByOperators).default('IN'),
  components: z.array(z.unknown()).max(50).default([]).describe('The sections shown or not'),
});
export type FilterByInput = z.input<typeof filterBySchema>;
export type FilterByProps = z.output<typeof filterBySchema>;
