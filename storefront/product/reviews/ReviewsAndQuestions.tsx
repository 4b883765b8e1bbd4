import type { Site } from '../../site/site.ts';
import { QuestionsPanel } from './QuestionsPanel.tsx';
import { ReviewsPanel } from './ReviewsPanel.tsx';

export interface ReviewsAndQuestionsProps {
  /** The product's master id and name. */
  product: { id: string; name: string };
  site: Site;
}

/** The product page's reviews, then its questions: the code `ProductReviews` loads late. */
export default function ReviewsAndQuestions({ product, site }: ReviewsAndQuestionsProps) {
  return (
    <>
      <ReviewsPanel product={product} site={site} />
      <QuestionsPanel product={product} site={site} />
    </>
  );
}
