import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductReviews } from '#api/contract/reviews.ts';
import { reviewSorts } from '#api/contract/reviews.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { LoadMore } from '#components/LoadMore/index.ts';
import { Rating } from '#components/Rating/index.ts';
import { Select, SelectItem } from '#components/Select/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { VisuallyHidden } from '#components/VisuallyHidden/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { WriteReviewDialog } from '#flows/Reviews/index.ts';
import type { Site } from '../../site/site.ts';
import { shareOf } from './format.ts';
import { ReviewItem } from './ReviewItem.tsx';
import {
  barButton,
  barCount,
  barFill,
  bars,
  barTrack,
  bigScore,
  line,
  list,
  part,
  partHeader,
  partTitle,
  reviewsLayout,
  soft,
  sortSelect,
  summary,
  toolbar,
} from './reviews.css.ts';
import { type ReviewFilter, type ReviewSort, useReviewList } from './useReviews.ts';

export interface ReviewsPanelProps {
  /** The product's master id and name. */
  product: { id: string; name: string };
  site: Site;
}

/**
 * The product's reviews (spec §7 GET …/reviews): average, share who recommend, the star
 * distribution whose rows filter the list, sort, the list with load more, write a review.
 * Loading shows skeleton rows; a failed read says so with a retry and leaves the rest of
 * the page alone.
 */
export function ReviewsPanel({ product, site }: ReviewsPanelProps) {
  const { t } = useTranslation('storefront');
  const titleId = useId();
  const [filter, setFilter] = useState<ReviewFilter>({ sort: 'helpful', rating: undefined });
  const [writing, setWriting] = useState(false);
  const [written, setWritten] = useState(false);
  const query = useReviewList(product.id, site.locale, filter);
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  const total = first?.total ?? 0;

  return (
    <section id="reviews" className={part} aria-labelledby={titleId} aria-busy={query.isFetching}>
      <div className={partHeader}>
        <h2 id={titleId} className={[heading.h3, partTitle].join(' ')}>
          {first
            ? t('reviews.titleWithCount', { count: first.rating.reviewsCount })
            : t('reviews.title')}
        </h2>
        <Button tone="secondary" icon="chat" onPress={() => setWriting(true)}>
          {t('reviews.write.open')}
        </Button>
      </div>
      {written ? (
        <Alert tone="positive" onDismiss={() => setWritten(false)}>
          {t('reviews.write.done')}
        </Alert>
      ) : null}
      {query.isPending ? (
        <ReviewsSkeleton />
      ) : query.isError && !first ? (
        <Alert tone="critical">
          {t('reviews.loadFailed')}{' '}
          <Button tone="plain" size="small" onPress={() => query.refetch()}>
            {t('reviews.retry')}
          </Button>
        </Alert>
      ) : first && first.rating.reviewsCount === 0 ? (
        <p className={line}>{t('reviews.empty')}</p>
      ) : first ? (
        <div className={reviewsLayout}>
          <ReviewSummary
            data={first}
            site={site}
            rating={filter.rating}
            onRating={(rating) => setFilter((current) => ({ ...current, rating }))}
          />
          <div className={summary}>
            <div className={toolbar}>
              <p className={soft} role="status">
                {filter.rating
                  ? t('reviews.filtered', {
                      count: total,
                      stars: t('reviews.stars', { count: filter.rating }),
                    })
                  : t('reviews.count', { count: total })}
              </p>
              <Select<{ id: ReviewSort; name: string }>
                className={sortSelect}
                label={t('reviews.sort')}
                value={filter.sort}
                onChange={(key) =>
                  key && setFilter((current) => ({ ...current, sort: key as ReviewSort }))
                }
                items={reviewSorts.map((id) => ({ id, name: t(`reviews.sorts.${id}`) }))}
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
            </div>
            {reviews.length === 0 ? (
              <p className={line}>
                {t('reviews.emptyFiltered', {
                  stars: t('reviews.stars', { count: filter.rating ?? 0 }),
                })}{' '}
                <Button
                  tone="plain"
                  size="small"
                  onPress={() => setFilter((current) => ({ ...current, rating: undefined }))}
                >
                  {t('reviews.showAll')}
                </Button>
              </p>
            ) : (
              <ul className={list} aria-labelledby={titleId}>
                {reviews.map((review) => (
                  <ReviewItem key={review.id} review={review} productId={product.id} site={site} />
                ))}
              </ul>
            )}
            {query.isFetchNextPageError ? (
              <Alert tone="critical">{t('reviews.loadMoreFailed')}</Alert>
            ) : null}
            <LoadMore
              shown={reviews.length}
              total={total}
              isPending={query.isFetchingNextPage}
              onLoadMore={() => query.fetchNextPage()}
              buttonLabel={t('reviews.loadMore')}
              progressLabel={(counts) => t('reviews.progress', counts)}
            />
          </div>
        </div>
      ) : null}
      <WriteReviewDialog
        product={product}
        locale={site.locale}
        isOpen={writing}
        onOpenChange={setWriting}
        onWritten={() => setWritten(true)}
      />
    </section>
  );
}

interface ReviewSummaryProps {
  data: ProductReviews;
  site: Site;
  rating: number | undefined;
  onRating: (rating: number | undefined) => void;
}

function ReviewSummary({ data, site, rating, onRating }: ReviewSummaryProps) {
  const { t } = useTranslation('storefront');
  const listLabelId = useId();
  const all = data.rating.reviewsCount;
  return (
    <div className={summary}>
      <p className={bigScore}>
        {new Intl.NumberFormat(site.info.tag, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(data.rating.score)}
      </p>
      <Rating score={data.rating.score} count={all} />
      {data.recommendedPercentage !== null ? (
        <p className={line}>
          {t('reviews.recommendedShare', { percent: data.recommendedPercentage })}
        </p>
      ) : null}
      <p id={listLabelId} className={soft}>
        {t('reviews.distributionLabel')}
      </p>
      <ul className={bars} aria-labelledby={listLabelId}>
        {data.distribution.map((row) => (
          <li key={row.rating}>
            <button
              type="button"
              className={barButton}
              aria-pressed={rating === row.rating}
              disabled={row.count === 0}
              onClick={() => onRating(rating === row.rating ? undefined : row.rating)}
            >
              <span>{t('reviews.stars', { count: row.rating })}</span>
              <span className={barTrack} aria-hidden="true">
                <span className={barFill} style={{ width: `${shareOf(row.count, all)}%` }} />
              </span>
              <span className={barCount}>
                <span aria-hidden="true">{row.count}</span>
                <VisuallyHidden>
                  {t('reviews.distributionCount', { count: row.count })}
                </VisuallyHidden>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** While the first page comes: the summary's and two reviews' shapes. */
export function ReviewsSkeleton() {
  const { t } = useTranslation('storefront');
  return (
    <SkeletonGroup label={t('reviews.loading')}>
      <div className={reviewsLayout}>
        <div className={summary}>
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="text" lines={5} />
        </div>
        <div className={summary}>
          <Skeleton shape="text" lines={4} />
          <Skeleton shape="text" lines={4} />
        </div>
      </div>
    </SkeletonGroup>
  );
}
