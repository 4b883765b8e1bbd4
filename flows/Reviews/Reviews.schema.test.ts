import { describe, expect, it } from 'vitest';
import { REVIEW_TEXT_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH } from '#api/contract/reviews.ts';
import { decodeMessage } from '#i18n/messages.ts';
import { askQuestionSchema, writeReviewSchema } from './Reviews.schema.ts';

const review = {
  rating: '4',
  title: '  Dry on the ridge ',
  text: 'Three days of rain on the coast path and not a drop came through.',
  nickname: 'Mika',
  location: '',
  recommended: 'yes',
  fit: null,
  email: 'mika@example.com',
};

/** The first message key of each field of a failed parse (the one the form shows). */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const first: Record<string, string | undefined> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (!(field in first)) first[field] = decodeMessage(issue.message)?.key;
  }
  return first;
}

describe('the review form', () => {
  it('trims, leaves an empty location and fit out, and keeps the rest', () => {
    const parsed = writeReviewSchema.parse(review);
    expect(parsed).toEqual({
      rating: '4',
      title: 'Dry on the ridge',
      text: review.text,
      nickname: 'Mika',
      location: undefined,
      recommended: 'yes',
      fit: undefined,
      email: 'mika@example.com',
    });
  });

  it('says "review too long" (REV410) past the text and title limits, at the limit not', () => {
    const long = writeReviewSchema.safeParse({
      ...review,
      text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1),
      title: 't'.repeat(REVIEW_TITLE_MAX_LENGTH + 1),
    });
    expect(messages(long)).toEqual({ text: 'errors:REV410', title: 'errors:REV410' });
    expect(
      writeReviewSchema.safeParse({ ...review, text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH) }).success,
    ).toBe(true);
  });

  it('requires stars, a recommendation and an address, with the spec messages', () => {
    const empty = writeReviewSchema.safeParse({
      ...review,
      rating: null,
      recommended: null,
      text: 'Short one',
      email: 'mika@',
    });
    expect(messages(empty)).toEqual({
      rating: 'required',
      recommended: 'required',
      text: 'minLength',
      email: 'email',
    });
    expect(messages(writeReviewSchema.safeParse({ ...review, rating: '6' }))).toEqual({
      rating: 'option',
    });
  });
});

describe('the question form', () => {
  it('takes 10 to 500 characters, REV410 past them', () => {
    const base = { nickname: 'Sam', email: 'sam@example.com' };
    expect(messages(askQuestionSchema.safeParse({ ...base, text: 'Warm?' }))).toEqual({
      text: 'minLength',
    });
    expect(messages(askQuestionSchema.safeParse({ ...base, text: 'q'.repeat(501) }))).toEqual({
      text: 'errors:REV410',
    });
    expect(askQuestionSchema.safeParse({ ...base, text: 'q'.repeat(500) }).success).toBe(true);
  });
});
