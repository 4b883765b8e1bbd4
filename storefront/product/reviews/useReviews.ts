import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import type { SiteLocale } from '#api/contract/common.ts';
import {
  getProductQuestions,
  getProductReviews,
  type ProductReviews,
  postAnswerVote,
  postReviewTranslate,
  postReviewVote,
  type reviewSorts,
} from '#api/contract/reviews.ts';

/** Reviews per page of the product page (the contract allows up to 50). */
export const REVIEWS_PAGE_SIZE = 5;
/** Questions per page. */
export const QUESTIONS_PAGE_SIZE = 5;

export type ReviewSort = (typeof reviewSorts)[number];
export type QuestionSort = 'newest' | 'mostAnswered';

export interface ReviewFilter {
  sort: ReviewSort;
  /** Only reviews with this many stars. */
  rating: number | undefined;
}

/** The next page's start, or undefined when every item is loaded. */
function nextStart(page: { start: number; count: number; total: number }): number | undefined {
  const next = page.start + page.count;
  return next < page.total ? next : undefined;
}

/**
 * A product's reviews (GET …/reviews): the rating summary and pages of `REVIEWS_PAGE_SIZE`
 * in the chosen sort and star filter. A new sort or filter keeps the list on screen until
 * its first page arrives.
 */
export function useReviewList(productId: string, locale: SiteLocale, filter: ReviewFilter) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: queryKeys.reviews.list(productId, locale, filter),
    queryFn: ({ pageParam, signal }) =>
      client.call(getProductReviews, {
        params: { productId },
        query: {
          locale,
          start: pageParam,
          count: REVIEWS_PAGE_SIZE,
          sort: filter.sort,
          rating: filter.rating,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextStart,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** A product's questions with their answers (GET …/reviews/questions), paged. */
export function useQuestionList(productId: string, locale: SiteLocale, sort: QuestionSort) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: queryKeys.reviews.questionList(productId, locale, sort),
    queryFn: ({ pageParam, signal }) =>
      client.call(getProductQuestions, {
        params: { productId },
        query: { locale, start: pageParam, count: QUESTIONS_PAGE_SIZE, sort },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextStart,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Put the service's new vote totals into every cached list that shows the review. */
function updateReviewVotes(
  queryClient: QueryClient,
  productId: string,
  totals: { reviewId: string; helpfulVotes: number; unhelpfulVotes: number },
) {
  queryClient.setQueriesData<InfiniteData<ProductReviews>>(
    { queryKey: queryKeys.reviews.all(productId) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          reviews: page.reviews.map((review) =>
            review.id === totals.reviewId
              ? {
                  ...review,
                  helpfulVotes: totals.helpfulVotes,
                  unhelpfulVotes: totals.unhelpfulVotes,
                }
              : review,
          ),
        })),
      },
  );
}

/** Helpful or not (one vote per shopper; the service answers the new totals). */
export function useReviewVote(productId: string, locale: SiteLocale) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, helpful }: { reviewId: string; helpful: boolean }) =>
      client.call(postReviewVote, {
        params: { productId, reviewId },
        query: { locale },
        body: { helpful },
      }),
    onSuccess: (totals) => updateReviewVotes(queryClient, productId, totals),
  });
}

/** The review in the site's language (POST …/review/{reviewId}/translate). */
export function useReviewTranslation(reviewId: string, locale: SiteLocale) {
  const client = useApiClient();
  return useMutation({
    mutationFn: () => client.call(postReviewTranslate, { params: { reviewId }, query: { locale } }),
  });
}

export function useAnswerVote(productId: string, locale: SiteLocale) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answerId, helpful }: { answerId: string; helpful: boolean }) =>
      client.call(postAnswerVote, {
        params: { productId, answerId },
        query: { locale },
        body: { helpful },
      }),
    onSuccess: (totals) =>
      queryClient.setQueriesData<InfiniteData<{ questions: { answers: { id: string }[] }[] }>>(
        { queryKey: queryKeys.reviews.questions(productId) },
        (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  questions: page.questions.map((question) => ({
                    ...question,
                    answers: question.answers.map((answer) =>
                      answer.id === totals.answerId
                        ? {
                            ...answer,
                            helpfulVotes: totals.helpfulVotes,
                            unhelpfulVotes: totals.unhelpfulVotes,
                          }
                        : answer,
                    ),
                  })),
                })),
              }
            : data,
      ),
  });
}
