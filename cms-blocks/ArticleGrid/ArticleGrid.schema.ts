import { z } from 'zod';

/*
 * The article grid's CMS payload (spec §3 "Article grid content"): rowsToLoad, gridSize
 * (sm, md, lg), initialQuery, initialQueryNotFiltered, showFilterBar, loadMore, title; tagId
 * multi-value. The queries are article-search query strings (`tagId=how-to&excludeId=…`).
 */

const columns = z.number().int().min(1).max(6);

export const articleGridSchema = z.object({
  title: z.string().trim().max(200).default('').describe('The heading above the articles'),
  initialQuery: z
    .string()
    .max(1000)
    .default('')
    .describe('The article search the grid starts with, e.g. tagId=how-to'),
  initialQueryNotFiltered: z
    .string()
    .max(1000)
    .default('')
    .describe('What "clear all" goes back to: the search without the tag filter'),
  rowsToLoad: z
    .number()
    .int()
    .min(1)
    .max(20)
    .default(1)
    .describe('Rows per page, counted on small screens (page size = rows × small grid size)'),
  gridSize: z
    .object({ sm: columns.default(1), md: columns.default(2), lg: columns.default(3) })
    .default({ sm: 1, md: 2, lg: 3 })
    .describe('Articles per row at each breakpoint'),
  showFilterBar: z.boolean().default(false).describe('Tags to filter by above the grid'),
  loadMore: z.boolean().default(false).describe('A button that appends the next page'),
  readMoreLabel: z.string().trim().max(60).optional().describe('The load-more button label'),
  limit: z.number().int().min(1).max(100).optional().describe('Articles per page (overrides rows)'),
});

export type ArticleGridContent = z.infer<typeof articleGridSchema>;
export type ArticleGridProps = z.input<typeof articleGridSchema>;
