import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import type { Site } from '../../site/site.ts';
import { part, partHeader, partTitle, placeholder } from './reviews.css.ts';

const ReviewsAndQuestions = lazy(() => import('./ReviewsAndQuestions.tsx'));

/** The code and the first pages are asked for this far before the part scrolls into view. */
export const REVIEWS_LOAD_MARGIN_PX = 800;

export interface ProductReviewsProps {
  /** The product's master id, name and rating (the loader's, for the server's HTML). */
  product: { id: string; name: string; reviewsCount: number };
  site: Site;
}

/**
 * Reviews and questions of the product page, below the fold. The server's HTML and the
 * first paint hold their headings (the `#reviews` the rating links to) and skeletons; their
 * code and data are loaded when the shopper comes near, so the page's first script stays
 * the buy box's.
 */
export function ProductReviews({ product, site }: ProductReviewsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { root: element.ownerDocument, rootMargin: `${REVIEWS_LOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const waiting = <ReviewsPlaceholder product={product} />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={waiting}>
          <ReviewsAndQuestions product={product} site={site} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}

function ReviewsPlaceholder({ product }: Pick<ProductReviewsProps, 'product'>) {
  const { t } = useTranslation('storefront');
  const reviewsId = useId();
  const questionsId = useId();
  return (
    <>
      <section id="reviews" className={part} aria-labelledby={reviewsId}>
        <div className={partHeader}>
          <h2 id={reviewsId} className={[heading.h3, partTitle].join(' ')}>
            {t('reviews.titleWithCount', { count: product.reviewsCount })}
          </h2>
        </div>
        <SkeletonGroup label={t('reviews.loading')} className={placeholder}>
          <Skeleton shape="text" lines={3} />
          <Skeleton shape="text" lines={4} />
        </SkeletonGroup>
      </section>
      <section id="questions" className={part} aria-labelledby={questionsId}>
        <div className={partHeader}>
          <h2 id={questionsId} className={[heading.h3, partTitle].join(' ')}>
            {t('questions.title')}
          </h2>
        </div>
      </section>
    </>
  );
}
