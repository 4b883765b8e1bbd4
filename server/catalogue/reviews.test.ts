import { describe, expect, it } from 'vitest';
import { getProductDetails } from '#api/contract/products.ts';
import {
  FLAG_COMMENT_MAX_LENGTH,
  getProductReviews,
  postProductReview,
  postReviewFlag,
  postReviewTranslate,
  postReviewVote,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
} from '#api/contract/reviews.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { catalogueSeed, demo, fixtures, guest, visibleReviews } from './test/fixtures.ts';

const server = setupTestServer({ seed: catalogueSeed });
const agent = () => server().agent();

describe('GET /products/v1/products/:productId/reviews', () => {
  it('answers the visible reviews, in the site’s language first, most helpful first, with the rating summary', async () => {
    const { reviewed } = fixtures;
    const visible = visibleReviews(reviewed.id);
    const { status, body } = await agent().send(getProductReviews, {
      params: { productId: reviewed.variants[0]?.sku ?? '' },
      query: { locale: 'en-us', count: 50 },
    });
    expect(status).toBe(200);
    expect(body.productId).toBe(reviewed.id);
    expect(body.total).toBe(visible.length);
    expect(body.rating.reviewsCount).toBe(visible.length);
    expect(body.rating.score).toBe(
      Math.round((visible.reduce((sum, review) => sum + review.rating, 0) / visible.length) * 10) /
        10,
    );
    expect(body.distribution.map((entry) => entry.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(body.distribution.reduce((sum, entry) => sum + entry.count, 0)).toBe(visible.length);
    // The site's language first (en-us: English), then the others; most helpful first in each.
    const inSiteLanguage = body.reviews.map((review) => review.language === 'en');
    expect(inSiteLanguage).toEqual([...inSiteLanguage].sort((a, b) => Number(b) - Number(a)));
    expect(inSiteLanguage).toContain(true);
    expect(inSiteLanguage).toContain(false);
    for (const part of [true, false]) {
      const helpful = body.reviews
        .filter((review) => (review.language === 'en') === part)
        .map((review) => review.helpfulVotes);
      expect(helpful).toEqual([...helpful].sort((a, b) => b - a));
    }
    for (const review of body.reviews) {
      const source = demo.reviews.find((item) => item.id === review.id);
      expect(review.text).toBe(source?.text[source.language]);
      expect(review.canTranslate).toBe(source?.language !== 'en');
    }
  });

  it('filters by stars, sorts by date and pages', async () => {
    const { reviewed } = fixtures;
    const params = { productId: reviewed.id };
    const five = await agent().send(getProductReviews, { params, query: { rating: 5, count: 50 } });
    expect(five.body.reviews.every((review) => review.rating === 5)).toBe(true);
    expect(five.body.total).toBe(
      visibleReviews(reviewed.id).filter((review) => review.rating === 5).length,
    );
    const newest = await agent().send(getProductReviews, {
      params,
      query: { sort: 'newest', count: 50 },
    });
    const dates = newest.body.reviews.map((review) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const low = await agent().send(getProductReviews, {
      params,
      query: { sort: 'ratingLow', count: 3 },
    });
    expect(low.body.reviews[0]?.rating).toBe(
      Math.min(...visibleReviews(reviewed.id).map((review) => review.rating)),
    );
    const second = await agent().send(getProductReviews, {
      params,
      query: { sort: 'newest', start: 1, count: 1 },
    });
    expect(second.body.reviews[0]?.id).toBe(newest.body.reviews[1]?.id);
  });

  it('hides reviews flagged by three shoppers', async () => {
    const { hidden } = fixtures;
    const { body } = await agent().send(getProductReviews, {
      params: { productId: hidden.productId },
      query: { count: 50 },
    });
    expect(body.reviews.map((review) => review.id)).not.toContain(hidden.id);
  });

  it('answers PLP400 for an unknown product and API400 for bad paging', async () => {
    const unknown = await agent().send(getProductReviews, { params: { productId: 'ZZZZ99999' } });
    expect([unknown.status, errorIdOf(unknown)]).toEqual([404, 'PLP400']);
    const paging = await agent().send(getProductReviews, {
      params: { productId: fixtures.jacket.id },
      query: { count: 51 },
    });
    expect([paging.status, errorIdOf(paging)]).toEqual([400, 'API400']);
  });
});

describe('POST …/review/:reviewId/flag', () => {
  it('counts one flag per shopper and hides the review at the third', async () => {
    const review = fixtures.almostHidden;
    const params = { productId: review.productId, reviewId: review.id };
    const before = await agent().send(getProductDetails, {
      params: { productId: review.productId },
    });
    const shopper = await guest(agent());
    const flagged = await shopper.send(postReviewFlag, {
      params,
      body: { reason: 'spam', comment: 'Advertising' },
    });
    expect([flagged.status, flagged.body]).toEqual([200, { reviewId: review.id, flagged: true }]);
    const list = await agent().send(getProductReviews, {
      params: { productId: review.productId },
      query: { count: 50 },
    });
    expect(list.body.reviews.map((item) => item.id)).not.toContain(review.id);
    // The cached product rating follows at once.
    const after = await agent().send(getProductDetails, {
      params: { productId: review.productId },
    });
    expect(after.body.rating.reviewsCount).toBe(before.body.rating.reviewsCount - 1);
  });

  it('ignores a second flag of the same shopper', async () => {
    const review = fixtures.unflagged;
    const params = { productId: review.productId, reviewId: review.id };
    const first = await guest(agent());
    for (let i = 0; i < 3; i++) {
      expect((await first.send(postReviewFlag, { params, body: { reason: 'other' } })).status).toBe(
        200,
      );
    }
    await (await guest(agent())).send(postReviewFlag, { params, body: { reason: 'other' } });
    const list = await agent().send(getProductReviews, {
      params: { productId: review.productId },
      query: { count: 50 },
    });
    expect(list.body.reviews.map((item) => item.id)).toContain(review.id);
  });

  it('answers REV410 for a long comment, API404 for another product’s review, AUT432 without a session', async () => {
    const review = fixtures.unflagged;
    const params = { productId: review.productId, reviewId: review.id };
    const shopper = await guest(agent());
    const long = await shopper.send(postReviewFlag, {
      params,
      body: { reason: 'other', comment: 'x'.repeat(FLAG_COMMENT_MAX_LENGTH + 1) },
    });
    expect([long.status, errorIdOf(long)]).toEqual([400, 'REV410']);
    const elsewhere = await shopper.send(postReviewFlag, {
      params: {
        productId: fixtures.jacket.id === review.productId ? fixtures.boot.id : fixtures.jacket.id,
        reviewId: review.id,
      },
      body: { reason: 'spam' },
    });
    expect([elsewhere.status, errorIdOf(elsewhere)]).toEqual([404, 'API404']);
    const reason = await shopper.send(postReviewFlag, { params, body: { reason: 'boring' } });
    expect([reason.status, errorIdOf(reason)]).toEqual([400, 'API400']);
    const anonymous = await agent().send(postReviewFlag, { params, body: { reason: 'spam' } });
    expect([anonymous.status, errorIdOf(anonymous)]).toEqual([401, 'AUT432']);
  });
});

describe('POST …/review/:reviewId/vote', () => {
  it('counts one vote per shopper, replaced when it changes', async () => {
    const review = fixtures.unflagged;
    const params = { productId: review.productId, reviewId: review.id };
    const shopper = await guest(agent());
    const up = await shopper.send(postReviewVote, { params, body: { helpful: true } });
    expect(up.body).toEqual({
      reviewId: review.id,
      helpfulVotes: review.helpfulVotes + 1,
      unhelpfulVotes: review.unhelpfulVotes,
    });
    const again = await shopper.send(postReviewVote, { params, body: { helpful: true } });
    expect(again.body).toEqual(up.body);
    const down = await shopper.send(postReviewVote, { params, body: { helpful: false } });
    expect(down.body).toEqual({
      reviewId: review.id,
      helpfulVotes: review.helpfulVotes,
      unhelpfulVotes: review.unhelpfulVotes + 1,
    });
    const other = await (await guest(agent())).send(postReviewVote, {
      params,
      body: { helpful: true },
    });
    expect(other.body.helpfulVotes).toBe(review.helpfulVotes + 1);
  });

  it('answers API404 for an unknown review, API400 for a bad body', async () => {
    const shopper = await guest(agent());
    const params = { productId: fixtures.unflagged.productId, reviewId: 'RVNOPE' };
    const unknown = await shopper.send(postReviewVote, { params, body: { helpful: true } });
    expect([unknown.status, errorIdOf(unknown)]).toEqual([404, 'API404']);
    const body = await shopper.send(postReviewVote, {
      params: { ...params, reviewId: fixtures.unflagged.id },
      body: { helpful: 'yes' },
    });
    expect([body.status, errorIdOf(body)]).toEqual([400, 'API400']);
  });
});

describe('POST /products/v1/review/:reviewId/translate', () => {
  it('translates into the site language, and leaves a review in it as it is', async () => {
    const review = fixtures.unflagged; // written in French
    const english = await agent().send(postReviewTranslate, {
      params: { reviewId: review.id },
      query: { locale: 'en-gb' },
    });
    expect(english.body).toEqual({
      reviewId: review.id,
      sourceLanguage: 'fr',
      targetLanguage: 'en',
      translated: true,
      title: review.title.en,
      text: review.text.en,
    });
    const french = await agent().send(postReviewTranslate, {
      params: { reviewId: review.id },
      query: { locale: 'fr-ca' },
    });
    expect(french.body).toMatchObject({ translated: false, text: review.text.fr });
  });

  it('answers API404 for an unknown review', async () => {
    const result = await agent().send(postReviewTranslate, { params: { reviewId: 'RVNOPE' } });
    expect([result.status, errorIdOf(result)]).toEqual([404, 'API404']);
  });
});

describe('POST /products/v1/products/:productId/reviews', () => {
  const review = {
    rating: 4,
    title: '  Warm enough for January  ',
    text: 'Wore it on three ridge walks in freezing wind and stayed dry and warm.',
    nickname: 'Mika',
    location: 'Grenoble',
    recommended: true,
    fit: 'true' as const,
    email: 'mika@example.com',
  };

  it('publishes the review on the master in the site language, and the rating follows', async () => {
    const shopper = await guest(agent());
    const product = fixtures.jacket;
    const before = await agent().send(getProductDetails, { params: { productId: product.id } });
    const written = await shopper.send(postProductReview, {
      params: { productId: product.variants[0]?.sku ?? '' },
      query: { locale: 'fr-fr' },
      body: review,
    });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({
      rating: 4,
      title: 'Warm enough for January',
      nickname: 'Mika',
      location: 'Grenoble',
      language: 'fr',
      canTranslate: false,
      verifiedPurchase: false,
      recommended: true,
      fit: 'true',
      helpfulVotes: 0,
    });
    expect(JSON.stringify(written.body)).not.toContain('mika@example.com');
    const newest = await agent().send(getProductReviews, {
      params: { productId: product.id },
      query: { sort: 'newest', count: 1 },
    });
    expect(newest.body.reviews[0]?.id).toBe(written.body.id);
    expect(newest.body.reviews[0]?.canTranslate).toBe(true);
    const after = await agent().send(getProductDetails, { params: { productId: product.id } });
    expect(after.body.rating.reviewsCount).toBe(before.body.rating.reviewsCount + 1);
  });

  it('answers REV410 for a long text or title, API400 for a short text or no rating, PLP400 and AUT432', async () => {
    const shopper = await guest(agent());
    const params = { productId: fixtures.boot.id };
    const long = await shopper.send(postProductReview, {
      params,
      body: { ...review, text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) },
    });
    expect([long.status, errorIdOf(long)]).toEqual([400, 'REV410']);
    const longTitle = await shopper.send(postProductReview, {
      params,
      body: { ...review, title: 't'.repeat(REVIEW_TITLE_MAX_LENGTH + 1) },
    });
    expect([longTitle.status, errorIdOf(longTitle)]).toEqual([400, 'REV410']);
    const exact = await shopper.send(postProductReview, {
      params,
      body: { ...review, text: 'y'.repeat(REVIEW_TEXT_MAX_LENGTH) },
    });
    expect(exact.status).toBe(201);
    const short = await shopper.send(postProductReview, {
      params,
      body: { ...review, text: 'Nice.' },
    });
    expect([short.status, errorIdOf(short)]).toEqual([400, 'API400']);
    const noStars = await shopper.send(postProductReview, {
      params,
      body: { ...review, rating: 0 },
    });
    expect([noStars.status, errorIdOf(noStars)]).toEqual([400, 'API400']);
    const unknown = await shopper.send(postProductReview, {
      params: { productId: 'ZZZZ99999' },
      body: review,
    });
    expect([unknown.status, errorIdOf(unknown)]).toEqual([404, 'PLP400']);
    const anonymous = await agent().send(postProductReview, { params, body: review });
    expect([anonymous.status, errorIdOf(anonymous)]).toEqual([401, 'AUT432']);
  });
});
