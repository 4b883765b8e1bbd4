import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useContext, useMemo, useState } from 'react';
import { Link as AriaLink, Heading, ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/react.tsx';
import { type ArticleSummary, searchArticles } from '#api/contract/content.ts';
import { Badge } from '#components/Badge/index.ts';
import { Button } from '#components/Button/index.ts';
import { Image } from '#components/Image/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { RendererContext, useReportEmpty } from '../renderer/context.tsx';
import * as styles from './ArticleGrid.css.ts';
import { type ArticleGridProps, articleGridSchema } from './ArticleGrid.schema.ts';
import { articlePageSize, parseArticleQuery, toggleTag } from './articleGrid.ts';

/**
 * The article grid (spec §2, §3): articles of the journal from the article search, newest
 * first, in a grid of gridSize columns per breakpoint. With the filter bar the shopper
 * narrows them by tag (a new filter starts again from the first page) and clears the filter
 * back to the unfiltered query; with load more the next page is appended. Nothing found, or
 * the search failing (logged only, spec §8): the section leaves the page.
 */
export function ArticleGrid(props: ArticleGridProps) {
  const content = useMemo(() => articleGridSchema.parse(props), [props]);
  const { t, i18n } = useTranslation('blocks');
  const client = useApiClient();
  const { siteId } = useContext(RendererContext);
  const initial = useMemo(() => parseArticleQuery(content.initialQuery), [content.initialQuery]);
  const unfiltered = useMemo(
    () => parseArticleQuery(content.initialQueryNotFiltered),
    [content.initialQueryNotFiltered],
  );
  const [tags, setTags] = useState<string[]>(initial.tagId);
  const pageSize = articlePageSize(content);

  const articles = useInfiniteQuery({
    queryKey: [
      'content',
      'articles',
      siteId,
      i18n.language,
      initial.q,
      initial.excludeId,
      tags,
      pageSize,
    ],
    enabled: Boolean(siteId),
    // A new filter keeps the tags and articles in place until its answer comes.
    placeholderData: keepPreviousData,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      client.call(searchArticles, {
        params: { mode: 'live', siteId: siteId ?? '' },
        query: {
          offset: pageParam,
          limit: pageSize,
          ...(tags.length > 0 ? { tagId: tags } : {}),
          ...(initial.excludeId ? { excludeId: initial.excludeId } : {}),
          ...(initial.q ? { q: initial.q } : {}),
        },
        signal,
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.result.length, 0);
      return last.result.length > 0 && loaded < last.numFound ? loaded : undefined;
    },
  });

  const list = articles.data?.pages.flatMap((page) => page.result) ?? [];
  const facets = articles.data?.pages[0]?.facets ?? [];
  const failed = articles.isError || !siteId;
  if (articles.isError) console.error('Article search failed', articles.error);
  const empty = failed || (articles.isSuccess && list.length === 0 && tags.length === 0);
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
        <fieldset className={styles.filters}>
          <legend className={styles.meta}>{t('articleGrid.filter')}</legend>
          {facets.map((facet) => (
            <ToggleButton
              key={facet.id}
              isSelected={tags.includes(facet.id)}
              onChange={() => setTags((current) => toggleTag(current, facet.id))}
              className={styles.tag}
            >
              {t('articleGrid.tag', { label: facet.label, count: facet.count })}
            </ToggleButton>
          ))}
          {tags.length > 0 ? (
            <Button tone="plain" size="small" onPress={() => setTags(unfiltered.tagId)}>
              {t('articleGrid.clearAll')}
            </Button>
          ) : null}
        </fieldset>
      ) : null}
      {articles.isPending ? (
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

function ArticleCard({ article }: { article: ArticleSummary }) {
  const { i18n } = useTranslation('blocks');
  const date = article.hidePageDate
    ? null
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${article.publishDate}T00:00:00Z`),
      );
  return (
    <article className={styles.card}>
      <Image
        src={article.picture.url}
        alt={article.picture.alt}
        decorative={!article.picture.alt.trim()}
        aspectRatio={4 / 3}
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
      />
      {article.eyebrow ? (
        <span>
          <Badge tone="neutral">{article.eyebrow}</Badge>
        </span>
      ) : null}
      <h3 className={styles.cardTitle}>
        <AriaLink href={article.url} className={styles.cardLink}>
          {article.title}
        </AriaLink>
      </h3>
      {date ? (
        <p className={styles.meta}>
          <time dateTime={article.publishDate}>{date}</time>
        </p>
      ) : null}
    </article>
  );
}
