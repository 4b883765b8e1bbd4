import { defineBlock } from '../block.ts';
import { articleGridSchema } from './ArticleGrid.schema.ts';
import { ArticleGrid } from './ArticleGrid.tsx';

export { ArticleCard } from './ArticleCard.tsx';
export {
  type ArticleGridContent,
  type ArticleGridProps,
  articleGridSchema,
} from './ArticleGrid.schema.ts';
export { ArticleGrid } from './ArticleGrid.tsx';
export {
  ARTICLE_FACETS_SHOWN,
  articlePageSize,
  DEFAULT_ARTICLE_PAGE_SIZE,
  formatArticleDate,
  parseArticleQuery,
} from './articleGrid.ts';
export { articlesQuery } from './useArticles.ts';

export const articleGridBlock = defineBlock({
  name: 'ArticleGrid',
  schema: articleGridSchema,
  Component: ArticleGrid,
});
