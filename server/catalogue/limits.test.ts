import { describe, expect, it } from 'vitest';
import {
  getProductReviews,
  postAnswerVote,
  postProductQuestion,
  postProductReview,
  postReviewFlag,
  postReviewVote,
} from '#api/contract/reviews.ts';
import { defaultRateLimits } from '../config.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { catalogueSeed, demo, fixtures, guest } from './test/fixtures.ts';

/** Questions, reviews, votes and flags: throttled per client address and per shopper (API429). */
const server = setupTestServer({
  seed: catalogueSeed,
  config: {
    trustProxy: 1,
    rateLimits: {
      ...defaultRateLimits,
      questionPerShopper: { max: 2, windowSeconds: 600 },
      questionPerIp: { max: 4, windowSeconds: 600 },
      reviewPerShopper: { max: 1, windowSeconds: 3600 },
      reviewPerIp: { max: 3, windowSeconds: 3600 },
      votePerShopper: { max: 3, windowSeconds: 60 },
      votePerIp: { max: 5, windowSeconds: 60 },
      flagPerShopper: { max: 1, windowSeconds: 3600 },
      flagPerIp: { max: 2, windowSeconds: 3600 },
    },
  },
});

/** A new guest (a new shopper) calling from `ip`. */
async function shopperAt(ip: string): Promise<TestAgent> {
  const agent = await guest(server().agent());
  const send = agent.send.bind(agent);
  agent.send = (route, input = {}) =>
    send(route, { ...input, headers: { 'x-forwarded-for': ip, ...input.headers } });
  return agent;
}

function expectRefused(result: { status: number; headers: Headers }, retryAfter: string) {
  expect([result.status, errorIdOf(result as never)]).toEqual([429, 'API429']);
  expect(result.headers.get('retry-after')).toBe(retryAfter);
}

describe('POST …/reviews/questions', () => {
  const ask = (shopper: TestAgent, text: string) =>
    shopper.send(postProductQuestion, {
      params: { productId: fixtures.jacket.id },
      body: { text, nickname: 'Sam', email: 'sam@example.com' },
    });

  it('takes a few questions per shopper and per address, then answers API429', async () => {
    const ip = '198.51.100.1';
    const first = await shopperAt(ip);
    expect((await ask(first, 'Is it warm enough for winter?')).status).toBe(201);
    expect((await ask(first, 'Does it pack into its pocket?')).status).toBe(201);
    expectRefused(await ask(first, 'Is the hood removable at all?'), '600');
    // A new session from the same address: its own shopper budget, the address's is shared.
    const second = await shopperAt(ip);
    expect((await ask(second, 'Which size for a 100 cm chest?')).status).toBe(201);
    expectRefused(await ask(await shopperAt(ip), 'Does it come in other colours?'), '600');
    expect((await ask(await shopperAt('198.51.100.2'), 'Is it waterproof?')).status).toBe(201);
    server().clock.advance(600_000);
    expect((await ask(first, 'Is the hood removable at all?')).status).toBe(201);
  });
});

describe('POST …/reviews', () => {
  it('takes a review per shopper and a few per address, then answers API429', async () => {
    const write = (shopper: TestAgent) =>
      shopper.send(postProductReview, {
        params: { productId: fixtures.boot.id },
        body: {
          rating: 5,
          title: 'Great boots',
          text: 'Broke in after two short walks, dry through every stream since.',
          nickname: 'Sam',
          recommended: true,
          email: 'sam@example.com',
        },
      });
    const ip = '198.51.100.7';
    const first = await shopperAt(ip);
    expect((await write(first)).status).toBe(201);
    expectRefused(await write(first), '3600');
    expect((await write(await shopperAt(ip))).status).toBe(201);
    expectRefused(await write(await shopperAt(ip)), '3600');
    expect((await write(await shopperAt('198.51.100.8'))).status).toBe(201);
  });
});

describe('POST …/vote (reviews and answers)', () => {
  it('counts review and answer votes together per shopper and per address', async () => {
    const review = fixtures.unflagged;
    const answer = fixtures.answered.answers[0];
    const reviewParams = { productId: review.productId, reviewId: review.id };
    const answerParams = { productId: fixtures.answered.productId, answerId: answer?.id ?? '' };
    const ip = '198.51.100.3';
    const voter = await shopperAt(ip);
    const voteReview = (shopper: TestAgent, helpful = true) =>
      shopper.send(postReviewVote, { params: reviewParams, body: { helpful } });
    const voteAnswer = (shopper: TestAgent) =>
      shopper.send(postAnswerVote, { params: answerParams, body: { helpful: true } });
    expect((await voteReview(voter)).status).toBe(200);
    expect((await voteAnswer(voter)).status).toBe(200);
    expect((await voteReview(voter, false)).status).toBe(200);
    expectRefused(await voteAnswer(voter), '60');
    expect((await voteReview(await shopperAt(ip))).status).toBe(200);
    // Fresh guest sessions do not buy more votes from one address.
    const stuffed = await voteReview(await shopperAt(ip));
    expectRefused(stuffed, '60');
    expect((await voteReview(await shopperAt('198.51.100.4'))).status).toBe(200);
    server().clock.advance(60_000);
    expect((await voteAnswer(voter)).status).toBe(200);
  });
});

describe('POST …/flag', () => {
  it('does not let one address hide a review with fresh guest sessions', async () => {
    const review = fixtures.unflagged;
    const params = { productId: review.productId, reviewId: review.id };
    const ip = '198.51.100.5';
    const flag = async () =>
      (await shopperAt(ip)).send(postReviewFlag, { params, body: { reason: 'spam' } });
    expect((await flag()).status).toBe(200);
    expect((await flag()).status).toBe(200);
    expectRefused(await flag(), '3600');
    const list = await server()
      .agent()
      .send(getProductReviews, { params: { productId: review.productId }, query: { count: 50 } });
    expect(list.body.reviews.map((item) => item.id)).toContain(review.id);
  });

  it('takes a few flags per shopper', async () => {
    const shopper = await shopperAt('198.51.100.6');
    const [one, two] = demo.reviews.filter((item) => item.flags.length === 0);
    const flag = (id: string | undefined, productId: string | undefined) =>
      shopper.send(postReviewFlag, {
        params: { productId: productId ?? '', reviewId: id ?? '' },
        body: { reason: 'other' },
      });
    expect((await flag(one?.id, one?.productId)).status).toBe(200);
    expectRefused(await flag(two?.id, two?.productId), '3600');
  });
});
