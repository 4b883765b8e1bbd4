import { z } from 'zod';
import {
  FLAG_COMMENT_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
  QUESTION_TEXT_MIN_LENGTH,
  REVIEW_LOCATION_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  reviewFits,
  reviewFlagReasons,
} from '#api/contract/reviews.ts';
import { emailField, selectField, serverFieldMessage, textField } from '../validation/index.ts';

/*
 * The forms of reviews and questions, with the service's limits (api/contract/reviews.ts):
 * spec §5's default messages, and "review too long" (REV410, the service's own word for
 * it) past a text's limit.
 */

/** REV410 as a field message. */
export const tooLong = serverFieldMessage('REV410');

export const stars = ['5', '4', '3', '2', '1'] as const;

/**
 * The review form (spec §5: required, min and max lengths with the default messages; the
 * review and its title past their limits are "review too long", REV410, as the service
 * says it).
 */
export const writeReviewSchema = z.object({
  rating: selectField({ options: stars }),
  title: textField().pipe(z.string().max(REVIEW_TITLE_MAX_LENGTH, { error: tooLong })),
  text: textField({ minLength: REVIEW_TEXT_MIN_LENGTH }).pipe(
    z.string().max(REVIEW_TEXT_MAX_LENGTH, { error: tooLong }),
  ),
  nickname: textField({ minLength: NICKNAME_MIN_LENGTH, maxLength: NICKNAME_MAX_LENGTH }),
  location: textField({ required: false, maxLength: REVIEW_LOCATION_MAX_LENGTH }),
  recommended: selectField({ options: ['yes', 'no'] }),
  fit: selectField({ required: false, options: reviewFits }),
  email: emailField({ maxLength: 100 }),
});
export type WriteReviewInput = z.input<typeof writeReviewSchema>;
export type WriteReviewValues = z.output<typeof writeReviewSchema>;

export const askQuestionSchema = z.object({
  text: textField({ minLength: QUESTION_TEXT_MIN_LENGTH }).pipe(
    z.string().max(QUESTION_TEXT_MAX_LENGTH, { error: tooLong }),
  ),
  nickname: textField({ minLength: NICKNAME_MIN_LENGTH, maxLength: NICKNAME_MAX_LENGTH }),
  email: emailField({ maxLength: 100 }),
});
export type AskInput = z.input<typeof askQuestionSchema>;
export type AskValues = z.output<typeof askQuestionSchema>;

export const flagSchema = z.object({
  reason: selectField({ options: reviewFlagReasons }),
  comment: textField({ required: false }).pipe(
    z
      .string()
      .max(FLAG_COMMENT_MAX_LENGTH, { error: serverFieldMessage('REV410') })
      .optional(),
  ),
});
export type FlagInput = z.input<typeof flagSchema>;
export type FlagValues = z.output<typeof flagSchema>;
