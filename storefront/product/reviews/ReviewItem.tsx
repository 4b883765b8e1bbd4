import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductReview } from '#api/contract/reviews.ts';
import { Badge } from '#components/Badge/index.ts';
import { Button } from '#components/Button/index.ts';
import { Rating } from '#components/Rating/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { FlagReviewDialog } from '#flows/Reviews/index.ts';
import { useErrorMessage } from '#flows/shared/index.ts';
import type { Site } from '../../site/site.ts';
import { formatDay, languageName } from './format.ts';
import { actionsRow, item, itemTitle, meta, soft, text } from './reviews.css.ts';
import { useReviewTranslation, useReviewVote } from './useReviews.ts';
import { VoteButtons } from './VoteButtons.tsx';

export interface ReviewItemProps {
  review: ProductReview;
  /** The product's master id. */
  productId: string;
  site: Site;
}

/**
 * One review: stars, title, who and when, verified purchase, fit, the text (translated on
 * request when written in another language), helpful yes/no with the service's counts,
 * and report.
 */
export function ReviewItem({ review, productId, site }: ReviewItemProps) {
  const { t } = useTranslation('storefront');
  const toasts = useToast();
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const [ownVote, setOwnVote] = useState<boolean | null>(null);
  const [showTranslation, setShowTranslation] = useState(false);
  const [flagging, setFlagging] = useState(false);
  const [reported, setReported] = useState(false);
  const vote = useReviewVote(productId, site.locale);
  const translation = useReviewTranslation(review.id, site.locale);
  const translated = showTranslation && translation.data?.translated ? translation.data : null;

  const castVote = (helpful: boolean) => {
    if (vote.isPending || ownVote === helpful) return;
    vote.mutate(
      { reviewId: review.id, helpful },
      {
        onSuccess: () => setOwnVote(helpful),
        onError: (error) =>
          toasts.add({
            title: t('reviews.voteFailed'),
            description: errorMessage(error),
            tone: 'critical',
          }),
      },
    );
  };

  const translate = () => {
    if (showTranslation) {
      setShowTranslation(false);
      return;
    }
    if (translation.data) {
      setShowTranslation(true);
      return;
    }
    translation.mutate(undefined, {
      onSuccess: () => setShowTranslation(true),
      onError: (error) =>
        toasts.add({
          title: t('reviews.translateFailed'),
          description: errorMessage(error),
          tone: 'critical',
        }),
    });
  };

  return (
    <li className={item} aria-labelledby={titleId}>
      <Rating score={review.rating} size="small" />
      <h3 id={titleId} className={[heading.h4, itemTitle].join(' ')}>
        {translated ? translated.title : review.title}
      </h3>
      <p className={meta}>
        <span>
          {review.location
            ? t('reviews.byFrom', { nickname: review.nickname, location: review.location })
            : review.nickname}
        </span>
        <time dateTime={review.createdAt}>{formatDay(review.createdAt, site.info)}</time>
        {review.verifiedPurchase ? (
          <Badge tone="info" icon="check">
            {t('reviews.verified')}
          </Badge>
        ) : null}
      </p>
      <p className={text}>{translated ? translated.text : review.text}</p>
      {review.recommended || review.fit ? (
        <p className={meta}>
          {review.recommended ? <span>{t('reviews.recommends')}</span> : null}
          {review.fit ? (
            <span>
              {t('reviews.fitLabel')}: {t(`reviews.fit.${review.fit}`)}
            </span>
          ) : null}
        </p>
      ) : null}
      {translated ? (
        <p className={soft}>
          {t('reviews.translatedFrom', { language: languageName(review.language, site.info) })}
        </p>
      ) : null}
      <div className={actionsRow}>
        <VoteButtons
          question={t('reviews.helpfulQuestion')}
          helpfulVotes={review.helpfulVotes}
          unhelpfulVotes={review.unhelpfulVotes}
          ownVote={ownVote}
          pending={vote.isPending ? (vote.variables?.helpful ?? null) : null}
          onVote={castVote}
        />
        {review.canTranslate ? (
          <Button
            tone="plain"
            size="small"
            isPending={translation.isPending}
            onPress={translate}
            aria-describedby={titleId}
          >
            {showTranslation && translated ? t('reviews.showOriginal') : t('reviews.translate')}
          </Button>
        ) : null}
        {reported ? (
          <span className={soft} role="status">
            {t('reviews.reported')}
          </span>
        ) : (
          <Button
            tone="plain"
            size="small"
            icon="flag"
            onPress={() => setFlagging(true)}
            aria-describedby={titleId}
          >
            {t('reviews.report')}
          </Button>
        )}
      </div>
      <FlagReviewDialog
        isOpen={flagging}
        onOpenChange={setFlagging}
        review={review}
        productId={productId}
        locale={site.locale}
        onReported={() => setReported(true)}
      />
    </li>
  );
}
