import { z } from 'zod';
import { localeQuery, opaqueId, productId } from './common.ts';
import { failWith } from './errors.ts';
import { catalogueLanguage, productParams, ratingSummary } from './products.ts';
import { defineRoute } from './route.ts';

/*
 * Spec §7 "Products": reviews and questions, what shoppers write about a product. Reads
 * are public; flags, votes and questions need a session and count once per shopper.
 */

// ---------------------------------------------------------------------------------------
// Constants (business limits this contract decided; the service enforces them)

/** Question text limit; longer text is rejected with REV410 ("review too long"). */
export const QUESTION_TEXT_MAX_LENGTH = 500;
/** Shortest question worth posting. */
export const QUESTION_TEXT_MIN_LENGTH = 10;
/** Review text limit; longer text is rejected with REV410 ("review too long"). */
export const REVIEW_TEXT_MAX_LENGTH = 2000;
/** Shortest review text worth publishing. */
export const REVIEW_TEXT_MIN_LENGTH = 20;
/** Review title limit (REV410 too). */
export const REVIEW_TITLE_MAX_LENGTH = 100;
/** Nickname shown with a review or question. */
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 30;
/** "Where do you live?" shown with a review. */
export const REVIEW_LOCATION_MAX_LENGTH = 60;
/** Comment sent with a review flag; longer is REV410 too. */
export const FLAG_COMMENT_MAX_LENGTH = 500;
/** A review flagged by this many different shoppers is hidden until moderated. */
export const REVIEW_HIDE_FLAG_THRESHOLD = 3;

// ---------------------------------------------------------------------------------------
// Reviews

export const reviewId = opaqueId;
export const reviewFits = ['small', 'true', 'large'] as const;
export const answerId = opaqueId;
export const questionId = opaqueId;

export const reviewSorts = ['helpful', 'newest', 'oldest', 'ratingHigh', 'ratingLow'] as const;

export const productReview = z.object({
  id: reviewId,
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  nickname: z.string(),
  location: z.string().nullable(),
  /** The language the review was written in. */
  language: catalogueLanguage,
  /** True when `language` differs from the site's: the storefront offers "translate". */
  canTranslate: z.boolean(),
  createdAt: z.iso.datetime(),
  verifiedPurchase: z.boolean(),
  recommended: z.boolean(),
  /** How the item fitted, for apparel and footwear. */
  fit: z.enum(reviewFits).nullable(),
  helpfulVotes: z.number().int().min(0),
  unhelpfulVotes: z.number().int().min(0),
});
export type ProductReview = z.infer<typeof productReview>;

export const reviewsQuery = localeQuery.extend({
  start: z.coerce.number().int().min(0).max(10_000).default(0),
  count: z.coerce.number().int().min(1).max(50).default(10),
  sort: z.enum(reviewSorts).default('helpful'),
  /** Only reviews with exactly this many stars. */
  rating: z.coerce.number().int().min(1).max(5).optional(),
});

export const productReviews = z.object({
  /** The master the reviews belong to. */
  productId,
  rating: ratingSummary,
  /** Count per star rating, 5 down to 1. */
  distribution: z.array(
    z.object({ rating: z.number().int().min(1).max(5), count: z.number().int().min(0) }),
  ),
  /** Share of reviewers who recommend the product, 0–100, null without reviews. */
  recommendedPercentage: z.number().min(0).max(100).nullable(),
  reviews: z.array(productReview),
  /** Reviews matching the filter (hidden, flagged reviews excluded). */
  total: z.number().int().min(0),
  start: z.number().int().min(0),
  count: z.number().int().min(1),
});
export type ProductReviews = z.infer<typeof productReviews>;

export const getProductReviews = defineRoute({
  name: 'getProductReviews',
  auth: 'none',
  method: 'GET',
  path: '/products/v1/products/:productId/reviews',
  params: productParams,
  query: reviewsQuery,
  response: productReviews,
  errors: ['PLP400'],
  description: `Reviews flagged by ${REVIEW_HIDE_FLAG_THRESHOLD} or more shoppers are hidden.`,
});

export const writeReviewBody = z.object({
  rating: z.number().int().min(1).max(5),
  title: z
    .string()
    .trim()
    .min(1)
    .max(
      REVIEW_TITLE_MAX_LENGTH,
      failWith('REV410', `Title must not be longer than ${REVIEW_TITLE_MAX_LENGTH} characters`),
    ),
  text: z
    .string()
    .trim()
    .min(REVIEW_TEXT_MIN_LENGTH)
    .max(
      REVIEW_TEXT_MAX_LENGTH,
      failWith('REV410', `Review must not be longer than ${REVIEW_TEXT_MAX_LENGTH} characters`),
    ),
  nickname: z.string().trim().min(NICKNAME_MIN_LENGTH).max(NICKNAME_MAX_LENGTH),
  location: z.string().trim().max(REVIEW_LOCATION_MAX_LENGTH).optional(),
  recommended: z.boolean(),
  fit: z.enum(reviewFits).optional(),
  email: z.email().max(100),
});
export type WriteReviewBody = z.infer<typeof writeReviewBody>;

export const postProductReview = defineRoute({
  name: 'postProductReview',
  method: 'POST',
  path: '/products/v1/products/:productId/reviews',
  params: productParams,
  query: localeQuery,
  body: writeReviewBody,
  response: productReview,
  successStatus: 201,
  errors: ['PLP400', 'REV410', 'API429'],
  description:
    'Published at once in the site language, on the master of the product (its rating ' +
    'follows); the e-mail is kept private. Not a verified purchase: that mark comes only ' +
    'with reviews collected after an order. Throttled per client address and per ' +
    'shopper: API429 with Retry-After.',
});

const reviewParams = z.object({ productId, reviewId });

export const reviewFlagReasons = [
  'offensive',
  'spam',
  'offTopic',
  'personalInformation',
  'other',
] as const;

export const postReviewFlag = defineRoute({
  name: 'postReviewFlag',
  method: 'POST',
  path: '/products/v1/products/:productId/review/:reviewId/flag',
  params: reviewParams,
  query: localeQuery,
  body: z.object({
    reason: z.enum(reviewFlagReasons),
    comment: z
      .string()
      .trim()
      .max(
        FLAG_COMMENT_MAX_LENGTH,
        failWith('REV410', `Comment must not be longer than ${FLAG_COMMENT_MAX_LENGTH} characters`),
      )
      .optional(),
  }),
  response: z.object({ reviewId, flagged: z.literal(true) }),
  errors: ['PLP400', 'API404', 'REV410', 'API429'],
  description:
    'One flag per shopper (guest or consumer) and review; flagging again is a no-op. An ' +
    'unknown review of the product is 404 API404. Throttled per client address and per ' +
    'shopper: API429 with Retry-After.',
});

export const reviewVoteBody = z.object({ helpful: z.boolean() });
export const voteTotals = z.object({
  helpfulVotes: z.number().int().min(0),
  unhelpfulVotes: z.number().int().min(0),
});

export const postReviewVote = defineRoute({
  name: 'postReviewVote',
  method: 'POST',
  path: '/products/v1/products/:productId/review/:reviewId/vote',
  params: reviewParams,
  query: localeQuery,
  body: reviewVoteBody,
  response: voteTotals.extend({ reviewId }),
  errors: ['PLP400', 'API404', 'API429'],
  description:
    'One vote per shopper and review; voting again replaces the earlier vote. Review and ' +
    'answer votes are throttled together per client address and per shopper: API429.',
});

export const reviewTranslation = z.object({
  reviewId,
  sourceLanguage: catalogueLanguage,
  targetLanguage: catalogueLanguage,
  /** False when the review already is in the target language (title and text unchanged). */
  translated: z.boolean(),
  title: z.string(),
  text: z.string(),
});
export type ReviewTranslation = z.infer<typeof reviewTranslation>;

export const postReviewTranslate = defineRoute({
  name: 'postReviewTranslate',
  auth: 'none',
  method: 'POST',
  path: '/products/v1/review/:reviewId/translate',
  params: z.object({ reviewId }),
  query: localeQuery,
  response: reviewTranslation,
  errors: ['API404'],
  description: "Translates into the language of `?locale=` (the site's language); no body.",
});

// ---------------------------------------------------------------------------------------
// Questions and answers

export const productAnswer = z.object({
  id: answerId,
  text: z.string(),
  nickname: z.string(),
  /** Answered by the brand's staff. */
  isStaff: z.boolean(),
  createdAt: z.iso.datetime(),
  helpfulVotes: z.number().int().min(0),
  unhelpfulVotes: z.number().int().min(0),
});

export const productQuestion = z.object({
  id: questionId,
  text: z.string(),
  nickname: z.string(),
  language: catalogueLanguage,
  createdAt: z.iso.datetime(),
  answers: z.array(productAnswer),
});
export type ProductQuestion = z.infer<typeof productQuestion>;

export const getProductQuestions = defineRoute({
  name: 'getProductQuestions',
  auth: 'none',
  method: 'GET',
  path: '/products/v1/products/:productId/reviews/questions',
  params: productParams,
  query: localeQuery.extend({
    start: z.coerce.number().int().min(0).max(10_000).default(0),
    count: z.coerce.number().int().min(1).max(50).default(5),
    sort: z.enum(['newest', 'mostAnswered']).default('newest'),
  }),
  response: z.object({
    productId,
    questions: z.array(productQuestion),
    total: z.number().int().min(0),
    start: z.number().int().min(0),
    count: z.number().int().min(1),
  }),
  errors: ['PLP400'],
});

export const askQuestionBody = z.object({
  text: z
    .string()
    .trim()
    .min(QUESTION_TEXT_MIN_LENGTH)
    .max(
      QUESTION_TEXT_MAX_LENGTH,
      failWith('REV410', `Question must not be longer than ${QUESTION_TEXT_MAX_LENGTH} characters`),
    ),
  nickname: z.string().trim().min(NICKNAME_MIN_LENGTH).max(NICKNAME_MAX_LENGTH),
  email: z.email().max(100),
});

export const postProductQuestion = defineRoute({
  name: 'postProductQuestion',
  method: 'POST',
  path: '/products/v1/products/:productId/reviews/questions',
  params: productParams,
  query: localeQuery,
  body: askQuestionBody,
  response: productQuestion,
  successStatus: 201,
  errors: ['PLP400', 'REV410', 'API429'],
  description:
    'The question is published at once in the site language; the e-mail is kept private. ' +
    'Throttled per client address and per shopper: API429 with Retry-After.',
});

export const postAnswerVote = defineRoute({
  name: 'postAnswerVote',
  method: 'POST',
  path: '/products/v1/products/:productId/review/:answerId/questions/vote',
  params: z.object({ productId, answerId }),
  query: localeQuery,
  body: reviewVoteBody,
  response: voteTotals.extend({ answerId }),
  errors: ['PLP400', 'API404', 'API429'],
  description:
    'One vote per shopper and answer; voting again replaces the earlier vote. Throttled ' +
    'with review votes: API429.',
});

/** Every review and question call, keyed by name (spread into `routes` of `./index.ts`). */
export const reviewRoutes = {
  getProductReviews,
  postProductReview,
  postReviewFlag,
  postReviewVote,
  postReviewTranslate,
  getProductQuestions,
  postProductQuestion,
  postAnswerVote,
} as const;
