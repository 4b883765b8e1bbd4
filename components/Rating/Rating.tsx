import { Link, useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/index.ts';
import { numberFormat } from '../Price/formatPrice.ts';
import {
  compactStar,
  count as countClass,
  empty,
  picturePart,
  type ratingSizes,
  type ratingVariants,
  reviewsLink,
  root,
  score as scoreClass,
  star,
  starEmpty,
  starFill,
  starFillIcon,
  stars,
} from './Rating.css.ts';
import { defaultRatingMax, parseRating, starFills } from './rating.ts';

export interface RatingProps {
  /** Average score, 0 to `max`. Missing or not a number: there is no rating. */
  score?: number | null;
  /** Number of reviews (spec §3 reviewsCount). Zero: there is no rating. */
  count?: number | null;
  /** @default 5 */
  max?: number;
  /** `compact` shows one star, the score and the count in brackets. @default 'standard' */
  variant?: (typeof ratingVariants)[number];
  /** @default 'standard' */
  size?: (typeof ratingSizes)[number];
  /** Where the reviews are, e.g. `#reviews`: the rating becomes a link to them. */
  href?: string;
  /** Without a rating, say "No reviews yet" instead of rendering nothing. @default false */
  showEmpty?: boolean;
  className?: string;
}

/**
 * Star rating with review count. Screen readers hear one phrase ("Rated 4.3 out of 5,
 * 128 reviews"), the stars and figures are its picture.
 */
export function Rating({
  score,
  count,
  max = defaultRatingMax,
  variant = 'standard',
  size,
  href,
  showEmpty = false,
  className,
}: RatingProps) {
  const { t } = useTranslation('components');
  const { locale } = useLocale();
  const rating = parseRating(score, count, max);
  const classes = (link: boolean) => [root({ size, link }), className].filter(Boolean).join(' ');

  if (rating === null) {
    if (!showEmpty) return null;
    const text = <span className={empty}>{t('rating.noReviews')}</span>;
    return href ? (
      <Link href={href} className={classes(true)}>
        {text}
      </Link>
    ) : (
      <span className={classes(false)}>{text}</span>
    );
  }

  const scoreText = numberFormat(
    locale,
    { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    'score',
  ).format(rating.score);
  const scoreLabel = t('rating.scoreOnly', { score: scoreText, max: rating.max });
  const iconSize = size === 'small' ? 'small' : 'standard';
  const compact = variant === 'compact';

  const picture = compact ? (
    <>
      <Icon name="star" size={iconSize} className={compactStar} />
      <span className={scoreClass}>{scoreText}</span>
    </>
  ) : (
    <>
      <span className={stars}>
        {starFills(rating.score, rating.max).map((fill, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length, never reordered
          <span key={index} className={star} data-fill={fill}>
            <Icon name="star" size={iconSize} className={starEmpty} />
            <span className={starFill} style={{ width: `${fill * 100}%` }}>
              <Icon name="star" size={iconSize} className={starFillIcon} />
            </span>
          </span>
        ))}
      </span>
      <span className={scoreClass}>{scoreText}</span>
    </>
  );

  if (rating.count === null) {
    return href ? (
      <Link href={href} aria-label={scoreLabel} className={classes(true)} data-variant={variant}>
        {picture}
      </Link>
    ) : (
      <span role="img" aria-label={scoreLabel} className={classes(false)} data-variant={variant}>
        {picture}
      </span>
    );
  }

  const reviews = t('rating.reviews', { count: rating.count });
  const countText = compact ? t('rating.compactCount', { count: rating.count }) : reviews;

  if (href) {
    // The count is the link, so its visible text is its name (WCAG 2.5.3 label in name).
    return (
      <span className={classes(false)} data-variant={variant}>
        <span role="img" aria-label={scoreLabel} className={picturePart}>
          {picture}
        </span>
        <Link href={href} aria-label={compact ? reviews : undefined} className={reviewsLink}>
          {countText}
        </Link>
      </span>
    );
  }

  return (
    <span
      role="img"
      aria-label={t('rating.summary', { score: scoreText, max: rating.max, count: rating.count })}
      className={classes(false)}
      data-variant={variant}
    >
      {picture}
      <span className={countClass}>{countText}</span>
    </span>
  );
}
