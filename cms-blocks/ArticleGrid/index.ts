import { defineBlock } from '../block.ts';
import { articleGridSchema } from './ArticleGrid.schema.ts';
import { ArticleGrid } from './ArticleGrid.tsx';

export {
  type ArticleGridContent,
  type ArticleGridProps,
  articleGridSchema,
} from './ArticleGrid.schema.ts';
export { ArticleGrid } from './ArticleGrid.tsx';
export { articlePageSize, DEFAULT_ARTICLE_PAGE_SIZE, parseArticleQuery } from './articleGrid.ts';

export const articleGridBlock = defineBlock({
  name: 'ArticleGrid',
  schema: articleGridSchema,
  Component: ArticleGrid,
});
