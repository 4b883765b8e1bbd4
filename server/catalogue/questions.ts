import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CatalogueLanguage } from '#api/contract/products.ts';
import type { ProductQuestion } from '#api/contract/reviews.ts';
import { isoSeconds } from '#commerce/catalogue/reviews.ts';
import type { Site } from '#commerce/catalogue/site.ts';
import type { Database } from '../db/client.ts';
import { answerVotes, productAnswers, productQuestions } from '../db/schema/catalogue.ts';
import { ApiError } from '../http/errors.ts';
import { castVote, masterOf } from './reviews.ts';

/*
 * Questions shoppers ask about a product and the answers (the brand's staff among them),
 * with answer votes counted once per shopper like review votes (./reviews.ts).
 */

type QuestionRow = typeof productQuestions.$inferSelect;
type AnswerRow = typeof productAnswers.$inferSelect;

function questionView(row: QuestionRow, answers: AnswerRow[]): ProductQuestion {
  return {
    id: row.id,
    text: row.text,
    nickname: row.nickname,
    language: row.language as CatalogueLanguage,
    createdAt: isoSeconds(row.createdAt),
    answers: answers.map((answer) => ({
      id: answer.id,
      text: answer.text,
      nickname: answer.nickname,
      isStaff: answer.isStaff,
      createdAt: isoSeconds(answer.createdAt),
      helpfulVotes: answer.helpfulVotes,
      unhelpfulVotes: answer.unhelpfulVotes,
    })),
  };
}

export async function listQuestions(
  db: Database,
  productId: string,
  query: { start: number; count: number; sort: 'newest' | 'mostAnswered' },
) {
  const master = await masterOf(db, productId);
  const answerCount = sql<number>`(select count(*) from ${productAnswers} where ${productAnswers.questionId} = ${productQuestions.id})`;
  const order =
    query.sort === 'mostAnswered'
      ? [desc(answerCount), desc(productQuestions.createdAt), asc(productQuestions.id)]
      : [desc(productQuestions.createdAt), asc(productQuestions.id)];
  const rows = await db
    .select()
    .from(productQuestions)
    .where(eq(productQuestions.productId, master))
    .orderBy(...order)
    .limit(query.count)
    .offset(query.start);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(productQuestions)
    .where(eq(productQuestions.productId, master));
  const answers = rows.length
    ? await db
        .select()
        .from(productAnswers)
        .where(
          inArray(
            productAnswers.questionId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(productAnswers.createdAt), asc(productAnswers.id))
    : [];
  return {
    productId: master,
    questions: rows.map((row) =>
      questionView(
        row,
        answers.filter((answer) => answer.questionId === row.id),
      ),
    ),
    total,
    start: query.start,
    count: query.count,
  };
}

export async function askQuestion(
  db: Database,
  input: { productId: string; text: string; nickname: string; email: string },
  site: Site,
  now: Date,
): Promise<ProductQuestion> {
  const master = await masterOf(db, input.productId);
  const [row] = await db
    .insert(productQuestions)
    .values({
      id: `QU-${randomUUID()}`,
      productId: master,
      language: site.language,
      text: input.text,
      nickname: input.nickname,
      email: input.email,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('the question was not stored');
  return questionView(row, []);
}

export async function voteAnswer(
  db: Database,
  input: { productId: string; answerId: string; voter: string; helpful: boolean },
) {
  const master = await masterOf(db, input.productId);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: productAnswers.id })
      .from(productAnswers)
      .innerJoin(productQuestions, eq(productQuestions.id, productAnswers.questionId))
      .where(and(eq(productAnswers.id, input.answerId), eq(productQuestions.productId, master)))
      .limit(1);
    if (!found) throw new ApiError('API404', `No answer ${input.answerId} for ${master}`);
    const key = and(eq(answerVotes.answerId, input.answerId), eq(answerVotes.voter, input.voter));
    const delta = await castVote(
      async () =>
        (await tx.select().from(answerVotes).where(key).for('update'))[0]?.helpful ?? null,
      async () =>
        (
          await tx
            .insert(answerVotes)
            .values({ answerId: input.answerId, voter: input.voter, helpful: input.helpful })
            .onConflictDoNothing()
            .returning({ answerId: answerVotes.answerId })
        ).length > 0,
      async () => {
        await tx
          .update(answerVotes)
          .set({ helpful: input.helpful, createdAt: new Date() })
          .where(key);
      },
      input.helpful,
    );
    const [row] = await tx
      .update(productAnswers)
      .set({
        helpfulVotes: sql`${productAnswers.helpfulVotes} + ${delta.helpful}`,
        unhelpfulVotes: sql`${productAnswers.unhelpfulVotes} + ${delta.unhelpful}`,
      })
      .where(eq(productAnswers.id, input.answerId))
      .returning({
        helpfulVotes: productAnswers.helpfulVotes,
        unhelpfulVotes: productAnswers.unhelpfulVotes,
      });
    if (!row) throw new ApiError('API404', `No answer ${input.answerId}`);
    return { answerId: input.answerId, ...row };
  });
}
