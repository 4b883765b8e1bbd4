/*
 * The product page's review forms: write a review, report one, ask a question (and the
 * word that it was sent). The lists they sit under are the page's (storefront/product/reviews).
 */
export {
  AskQuestionDialog,
  type AskQuestionDialogProps,
  QuestionAskedDialog,
  type QuestionAskedDialogProps,
} from './AskQuestionDialog.tsx';
export { FlagReviewDialog, type FlagReviewDialogProps } from './FlagReviewDialog.tsx';
export { ReviewFormDialog, type ReviewFormDialogProps } from './ReviewFormDialog.tsx';
export {
  type AskInput,
  type AskValues,
  askQuestionSchema,
  type FlagInput,
  type FlagValues,
  flagSchema,
  stars,
  tooLong,
  type WriteReviewInput,
  type WriteReviewValues,
  writeReviewSchema,
} from './Reviews.schema.ts';
export {
  type FlagReason,
  useAskQuestion,
  useReviewFlag,
  useWriteReview,
} from './useReviewForms.ts';
export { WriteReviewDialog, type WriteReviewDialogProps } from './WriteReviewDialog.tsx';
