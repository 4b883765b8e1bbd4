import { describe, expect, it } from 'vitest';
import {
  getProductQuestions,
  postAnswerVote,
  postProductQuestion,
  QUESTION_TEXT_MAX_LENGTH,
} from '#api/contract/reviews.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { catalogueSeed, demo, fixtures, guest } from './test/fixtures.ts';

const server = setupTestServer({ seed: catalogueSeed });
const agent = () => server().agent();

describe('questions and answers', () => {
  it('lists a product’s questions with their answers in order', async () => {
    const question = fixtures.answered;
    const { status, body } = await agent().send(getProductQuestions, {
      params: { productId: question.productId },
      query: { count: 50 },
    });
    expect(status).toBe(200);
    expect(body.total).toBe(
      demo.questions.filter((item) => item.productId === question.productId).length,
    );
    const listed = body.questions.find((item) => item.id === question.id);
    expect(listed?.answers).toHaveLength(question.answers.length);
    const dates = listed?.answers.map((item) => item.createdAt) ?? [];
    expect(dates).toEqual([...dates].sort());
    const most = await agent().send(getProductQuestions, {
      params: { productId: question.productId },
      query: { sort: 'mostAnswered' },
    });
    const counts = most.body.questions.map((item) => item.answers.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('publishes a question in the site language, newest first', async () => {
    const shopper = await guest(agent());
    const productId = fixtures.jacket.id;
    const asked = await shopper.send(postProductQuestion, {
      params: { productId },
      query: { locale: 'de-de' },
      body: {
        text: '  Ist die Jacke für Skitouren geeignet?  ',
        nickname: 'Lena',
        email: 'lena@example.com',
      },
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      text: 'Ist die Jacke für Skitouren geeignet?',
      nickname: 'Lena',
      language: 'de',
      answers: [],
    });
    expect(JSON.stringify(asked.body)).not.toContain('lena@example.com');
    const list = await agent().send(getProductQuestions, { params: { productId } });
    expect(list.body.questions[0]?.id).toBe(asked.body.id);
  });

  it('answers REV410 for a long question, API400 for a short one, PLP400 and AUT432', async () => {
    const shopper = await guest(agent());
    const body = {
      text: 'x'.repeat(QUESTION_TEXT_MAX_LENGTH + 1),
      nickname: 'Sam',
      email: 'sam@example.com',
    };
    const params = { productId: fixtures.jacket.id };
    const long = await shopper.send(postProductQuestion, { params, body });
    expect([long.status, errorIdOf(long)]).toEqual([400, 'REV410']);
    const exact = await shopper.send(postProductQuestion, {
      params,
      body: { ...body, text: 'y'.repeat(QUESTION_TEXT_MAX_LENGTH) },
    });
    expect(exact.status).toBe(201);
    const short = await shopper.send(postProductQuestion, {
      params,
      body: { ...body, text: 'Why?' },
    });
    expect([short.status, errorIdOf(short)]).toEqual([400, 'API400']);
    const unknown = await shopper.send(postProductQuestion, {
      params: { productId: 'ZZZZ99999' },
      body: { ...body, text: 'Is it warm enough?' },
    });
    expect([unknown.status, errorIdOf(unknown)]).toEqual([404, 'PLP400']);
    const anonymous = await agent().send(postProductQuestion, {
      params,
      body: { ...body, text: 'Is it warm enough?' },
    });
    expect([anonymous.status, errorIdOf(anonymous)]).toEqual([401, 'AUT432']);
  });

  it('counts one vote per shopper on an answer', async () => {
    const question = fixtures.answered;
    const answer = question.answers[0];
    const params = { productId: question.productId, answerId: answer?.id ?? '' };
    const shopper = await guest(agent());
    const up = await shopper.send(postAnswerVote, { params, body: { helpful: true } });
    expect(up.body).toEqual({
      answerId: answer?.id,
      helpfulVotes: (answer?.helpfulVotes ?? 0) + 1,
      unhelpfulVotes: answer?.unhelpfulVotes,
    });
    const again = await shopper.send(postAnswerVote, { params, body: { helpful: true } });
    expect(again.body).toEqual(up.body);
    const unknown = await shopper.send(postAnswerVote, {
      params: { ...params, answerId: 'ANNOPE' },
      body: { helpful: true },
    });
    expect([unknown.status, errorIdOf(unknown)]).toEqual([404, 'API404']);
    const other = question.productId === fixtures.jacket.id ? fixtures.boot.id : fixtures.jacket.id;
    const elsewhere = await shopper.send(postAnswerVote, {
      params: { ...params, productId: other },
      body: { helpful: true },
    });
    expect([elsewhere.status, errorIdOf(elsewhere)]).toEqual([404, 'API404']);
  });
});
