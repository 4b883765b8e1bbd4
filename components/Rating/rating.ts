/** Spec §3 rating (score, reviewsCount), checked: what the Rating component can show. */
export interface RatingModel {
  /** Clamped to 0…max. */
  score: number;
  /** Whole number of reviews, or null when unknown. */
  count: number | null;
  max: number;
}

export const defaultRatingMax = 5;

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * A usable rating, or null when there is none to show: no score, a score that is not a
 * number or below zero, or zero reviews.
 */
export function parseRating(
  score: unknown,
  count: unknown,
  max: number = defaultRatingMax,
): RatingModel | null {
  const top = finite(max) !== null && max >= 1 ? Math.round(max) : defaultRatingMax;
  const value = finite(score);
  if (value === null || value < 0) return null;
  const reviews = finite(count);
  const wholeCount = reviews === null || reviews < 0 ? null : Math.floor(reviews);
  if (wholeCount === 0) return null;
  return { score: Math.min(value, top), count: wholeCount, max: top };
}

/** How much of each star is filled, 0…1 to two decimals: 4.3 of 5 → [1, 1, 1, 1, 0.3]. */
export function starFills(score: number, max: number = defaultRatingMax): number[] {
  return Array.from({ length: max }, (_, index) => {
    const fill = Math.min(1, Math.max(0, score - index));
    return Math.round(fill * 100) / 100;
  });
}
