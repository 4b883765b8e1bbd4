import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useContext, useMemo, useRef, useState } from 'react';
import { Heading, useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ArticleSearchResponse } from '#api/contract/content.ts';
import { Button } from '#components/Button/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { RendererContext, useReportEmpty } from '../renderer/context.tsx';
import { ArticleCard } from './ArticleCard.tsx';
import { ArticleFilters } from './ArticleFilters.tsx';
import * as styles from './ArticleGrid.css.ts';
import { type ArticleGridProps, articleGridSchema } from './ArticleGrid.schema.ts';
import { articlePageSize, canClearTags, parseArticleQuery, toggleTag } from './articleGrid.ts';
import { useArticles } from './useArticles.ts';

/**
 * The article grid (spec §2, §3, §4): articles of the journal from the article search, newest
 * first, in a grid of gridSize columns per breakpoint. With the filter bar the shopper
 * narrows them by tag (a new filter starts again from the first page) and clears the filter
 * back to the unfiltered query; with load more the next page is appended. Nothing found at
 * first, or the first search failing: the section leaves the page. A later search failing
 * (read more, a tag) is logged only (spec §8): the articles and controls shown stay usable.
 */
export function ArticleGrid(props: ArticleGridProps) {
  const content = useMemo(() => articleGridSchema.parse(props), [props]);
  const { t } = useTranslation('blocks');
  const { locale } = useLocale();
  // The page's preview, if the server decided one (spec §2).
  const { siteId, content: view } = useContext(RendererContext);
  const initial = useMemo(() => parseArticleQuery(content.initialQuery), [content.initialQuery]);
  const unfiltered = useMemo(
    () => parseArticleQuery(content.initialQueryNotFiltered).tagId,
    [content.initialQueryNotFiltered],
  );
  const [tags, setTags] = useState<string[]>(initial.tagId);
  const pageSize = articlePageSize(content);
  const articles = useArticles({
    siteId: siteId ?? '',
    locale,
    query: initial,
    tags,
    pageSize,
    content: view,
    enabled: Boolean(siteId),
  });

  // What was last shown stays when a new filter's search fails.
  const shown = useRef<{ pages: ArticleSearchResponse[] } | undefined>(undefined);
  if (articles.data) shown.current = articles.data;
  const data = articles.data ?? (articles.isError ? shown.current : undefined);
  const list = data?.pages.flatMap((page) => page.result) ?? [];
  const facets = data?.pages[0]?.facets ?? [];
  const shopperFiltered = canClearTags(tags, initial.tagId);
  const empty =
    !siteId ||
    (articles.isError && !data) ||
    (articles.isSuccess && list.length === 0 && !shopperFiltered);
  useReportEmpty(empty);
  if (empty) return null;

  const columns = assignInlineVars({
    [styles.smColumns]: String(content.gridSize.sm),
    [styles.mdColumns]: String(content.gridSize.md),
    [styles.lgColumns]: String(content.gridSize.lg),
  });

  return (
    <div className={styles.root} data-block="ArticleGrid">
      {content.title ? (
        <Heading level={2} className={styles.title}>
          {content.title}
        </Heading>
      ) : null}
      {content.showFilterBar && facets.length > 0 ? (
        <ArticleFilters
          facets={facets}
          selected={tags}
          onToggle={(tag) => setTags((current) => toggleTag(current, tag))}
          onClear={canClearTags(tags, unfiltered) ? () => setTags(unfiltered) : undefined}
        />
      ) : null}
      {articles.isPending && !data ? (
        <SkeletonGroup label={t('articleGrid.loading')}>
          <div className={styles.grid} style={columns}>
            {Array.from({ length: Math.min(pageSize, 6) }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <div key={index} className={styles.card}>
                <Skeleton shape="box" aspectRatio={4 / 3} />
                <Skeleton shape="text" lines={2} />
              </div>
            ))}
          </div>
        </SkeletonGroup>
      ) : list.length === 0 ? (
        <p className={styles.meta} role="status">
          {t('articleGrid.noResults')}
        </p>
      ) : (
        <ul className={styles.grid} style={columns}>
          {list.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
      {/* Kept while a new filter loads, so the button (and focus on it) stays put. */}
      {content.loadMore && (articles.hasNextPage || articles.isFetching) ? (
        <Button
          tone="secondary"
          className={styles.more}
          isPending={articles.isFetchingNextPage}
          onPress={() => void articles.fetchNextPage()}
        >
          {content.readMoreLabel || t('articleGrid.readMore')}
        </Button>
      ) : null}
    </div>
  );
}
