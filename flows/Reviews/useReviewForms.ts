import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import type { SiteLocale } from '#api/contract/common.ts';
import {
  postProductQuestion,
  postProductReview,
  postReviewFlag,
  type reviewFlagReasons,
  type WriteReviewBody,
} from '#api/contract/reviews.ts';

/*
 * What the review dialogs send: a review, a report of one, a question. A new review or
 * question has the product's lists read again (queryKeys.reviews), which the product
 * page shows.
 */

export type FlagReason = (typeof reviewFlagReasons)[number];

/** Write a review; every list of the product's reviews is read again (summary included). */
export function useWriteReview(productId: string, locale: SiteLocale) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WriteReviewBody) =>
      client.call(postProductReview, { params: { productId }, query: { locale }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all(productId) }),
  });
}

export function useAskQuestion(productId: string, locale: SiteLocale) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; nickname: string; email: string }) =>
      client.call(postProductQuestion, { params: { productId }, query: { locale }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.reviews.questions(productId) }),
  });
}

export function useReviewFlag(productId: string, locale: SiteLocale) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { reviewId: string; reason: FlagReason; comment: string | undefined }) =>
      client.call(postReviewFlag, {
        params: { productId, reviewId: input.reviewId },
        query: { locale },
        body: { reason: input.reason, comment: input.comment },
      }),
  });
}
