import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { CatalogueLanguage } from '#api/contract/products.ts';
import {
  type ProductReview,
  type ProductReviews,
  REVIEW_HIDE_FLAG_THRESHOLD,
  type ReviewTranslation,
  type WriteReviewBody,
} from '#api/contract/reviews.ts';
import { ratingSummary, resolveProduct } from '#commerce/catalogue/model.ts';
import { isoSeconds, type VoteChange, voteChange } from '#commerce/catalogue/reviews.ts';
import type { Site } from '#commerce/catalogue/site.ts';
import type { Database, Executor } from '../db/client.ts';
import { reviewFlags, reviews, reviewTranslations, reviewVotes } from '../db/schema/catalogue.ts';
import type { AppDeps, AppEnv, SessionAuth } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { enforceRates, ipRateKey, tooManyRequests } from '../http/rate-limit.ts';
import { getCatalogueModel, invalidateCatalogue } from './model.ts';

/*
 * Reviews, votes, flags, translations, questions and answers: read and written in the
 * database (they change with every shopper's click, unlike the catalogue model).
 */

/** Votes and flags count once per shopper: the consumer when signed in, else the guest. */
export function voterOf(auth: SessionAuth): string {
  return auth.kind === 'consumer' ? `consumer:${auth.consumerId}` : `guest:${auth.guestId}`;
}

/**
 * Questions, votes (of reviews and answers together) and flags are throttled per client
 * address and per shopper (the voter; a fresh guest session is a new shopper, hence the
 * address limit): API429 over a limit (config.ts `rateLimits`).
 */
export async function throttleShopper(
  c: Context<AppEnv>,
  deps: AppDeps,
  auth: SessionAuth,
  action: 'question' | 'review' | 'vote' | 'flag',
): Promise<void> {
  const limits = deps.config.rateLimits;
  await enforceRates(
    deps.db,
    [
      { key: ipRateKey(action, c), limit: limits[`${action}PerIp`] },
      { key: `rate:${action}:shopper:${voterOf(auth)}`, limit: limits[`${action}PerShopper`] },
    ],
    deps.now(),
    tooManyRequests,
  );
}

const visible = lt(reviews.flagCount, REVIEW_HIDE_FLAG_THRESHOLD);

export async function masterOf(db: Database, productId: string): Promise<string> {
  return resolveProduct(await getCatalogueModel(db), productId).product.id;
}

type ReviewRow = typeof reviews.$inferSelect;

function reviewView(row: ReviewRow, site: Site): ProductReview {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    nickname: row.nickname,
    location: row.location,
    language: row.language as CatalogueLanguage,
    canTranslate: row.language !== site.language,
    createdAt: isoSeconds(row.createdAt),
    verifiedPurchase: row.verifiedPurchase,
    recommended: row.recommended,
    fit: row.fit as ProductReview['fit'],
    helpfulVotes: row.helpfulVotes,
    unhelpfulVotes: row.unhelpfulVotes,
  };
}

const reviewOrder = {
  helpful: [desc(reviews.helpfulVotes), desc(reviews.createdAt), asc(reviews.id)],
  newest: [desc(reviews.createdAt), asc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  ratingHigh: [desc(reviews.rating), desc(reviews.createdAt), asc(reviews.id)],
  ratingLow: [asc(reviews.rating), desc(reviews.createdAt), asc(reviews.id)],
} as const;

export async function listReviews(
  db: Database,
  productId: string,
  query: {
    start: number;
    count: number;
    sort: keyof typeof reviewOrder;
    rating?: number | undefined;
  },
  site: Site,
): Promise<ProductReviews> {
  const master = await masterOf(db, productId);
  const ofProduct = and(eq(reviews.productId, master), visible);
  const perRating = await db
    .select({
      rating: reviews.rating,
      count: sql<number>`count(*)::int`,
      recommended: sql<number>`count(*) filter (where ${reviews.recommended})::int`,
    })
    .from(reviews)
    .where(ofProduct)
    .groupBy(reviews.rating);
  const filter =
    query.rating === undefined ? ofProduct : and(ofProduct, eq(reviews.rating, query.rating));
  const rows = await db
    .select()
    .from(reviews)
    .where(filter)
    // Most helpful (the default) puts the site's language first: on an English site a French
    // review, however helpful, comes after the English ones (it can be translated where it
    // stands). A date or rating order the shopper picks is kept whatever the language.
    .orderBy(
      ...(query.sort === 'helpful'
        ? [sql`${reviews.language} = ${site.language} desc`, ...reviewOrder.helpful]
        : reviewOrder[query.sort]),
    )
    .limit(query.count)
    .offset(query.start);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(reviews)
    .where(filter);
  const all = perRating.reduce((sum, row) => sum + row.count, 0);
  const recommended = perRating.reduce((sum, row) => sum + row.recommended, 0);
  return {
    productId: master,
    rating: ratingSummary(
      perRating.reduce((sum, row) => sum + row.rating * row.count, 0),
      all,
    ),
    distribution: [5, 4, 3, 2, 1].map((stars) => ({
      rating: stars,
      count: perRating.find((row) => row.rating === stars)?.count ?? 0,
    })),
    recommendedPercentage: all ? Math.round((recommended / all) * 100) : null,
    reviews: rows.map((row) => reviewView(row, site)),
    total,
    start: query.start,
    count: query.count,
  };
}

/**
 * Publish a shopper's review on the product's master, in the site's language: it counts
 * in the rating at once (the cached read model is dropped).
 */
export async function writeReview(
  db: Database,
  input: WriteReviewBody & { productId: string },
  site: Site,
  now: Date,
): Promise<ProductReview> {
  const master = await masterOf(db, input.productId);
  const [row] = await db
    .insert(reviews)
    .values({
      id: `RV-${randomUUID()}`,
      productId: master,
      rating: input.rating,
      language: site.language,
      title: input.title,
      text: input.text,
      nickname: input.nickname,
      location: input.location || null,
      email: input.email,
      createdAt: now,
      verifiedPurchase: false,
      recommended: input.recommended,
      fit: input.fit ?? null,
    })
    .returning();
  if (!row) throw new Error('the review was not stored');
  invalidateCatalogue(db);
  return reviewView(row, site);
}

async function reviewOfProduct(db: Executor, master: string, reviewId: string): Promise<ReviewRow> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  if (!row || row.productId !== master)
    throw new ApiError('API404', `No review ${reviewId} for ${master}`);
  return row;
}

/** Record a shopper's flag (once); a review flagged by enough shoppers is hidden. */
export async function flagReview(
  db: Database,
  input: {
    productId: string;
    reviewId: string;
    voter: string;
    reason: string;
    comment: string | undefined;
  },
): Promise<{ reviewId: string; flagged: true }> {
  const master = await masterOf(db, input.productId);
  const hidden = await db.transaction(async (tx) => {
    await reviewOfProduct(tx, master, input.reviewId);
    const inserted = await tx
      .insert(reviewFlags)
      .values({
        reviewId: input.reviewId,
        voter: input.voter,
        reason: input.reason,
        comment: input.comment ?? null,
      })
      .onConflictDoNothing()
      .returning({ reviewId: reviewFlags.reviewId });
    if (inserted.length === 0) return false;
    const [row] = await tx
      .update(reviews)
      .set({ flagCount: sql`${reviews.flagCount} + 1` })
      .where(eq(reviews.id, input.reviewId))
      .returning({ flagCount: reviews.flagCount });
    return (row?.flagCount ?? 0) === REVIEW_HIDE_FLAG_THRESHOLD;
  });
  // Hiding a review changes the product's rating in the read model.
  if (hidden) invalidateCatalogue(db);
  return { reviewId: input.reviewId, flagged: true };
}

/**
 * One vote per shopper (commerce/catalogue/reviews.ts voteChange): the vote inserted, or the
 * shopper's earlier one read and, when it was the opposite, changed.
 */
export async function castVote(
  existing: () => Promise<boolean | null>,
  insert: () => Promise<boolean>,
  update: () => Promise<void>,
  helpful: boolean,
): Promise<VoteChange> {
  if (await insert()) return voteChange(null, helpful);
  const previous = await existing();
  // Gone between the insert and this read: there is no vote to move.
  if (previous === null) return { helpful: 0, unhelpful: 0 };
  if (previous !== helpful) await update();
  return voteChange(previous, helpful);
}

export async function voteReview(
  db: Database,
  input: { productId: string; reviewId: string; voter: string; helpful: boolean },
) {
  const master = await masterOf(db, input.productId);
  return db.transaction(async (tx) => {
    await reviewOfProduct(tx, master, input.reviewId);
    const key = and(eq(reviewVotes.reviewId, input.reviewId), eq(reviewVotes.voter, input.voter));
    const delta = await castVote(
      async () =>
        (await tx.select().from(reviewVotes).where(key).for('update'))[0]?.helpful ?? null,
      async () =>
        (
          await tx
            .insert(reviewVotes)
            .values({ reviewId: input.reviewId, voter: input.voter, helpful: input.helpful })
            .onConflictDoNothing()
            .returning({ reviewId: reviewVotes.reviewId })
        ).length > 0,
      async () => {
        await tx
          .update(reviewVotes)
          .set({ helpful: input.helpful, createdAt: new Date() })
          .where(key);
      },
      input.helpful,
    );
    const [row] = await tx
      .update(reviews)
      .set({
        helpfulVotes: sql`${reviews.helpfulVotes} + ${delta.helpful}`,
        unhelpfulVotes: sql`${reviews.unhelpfulVotes} + ${delta.unhelpful}`,
      })
      .where(eq(reviews.id, input.reviewId))
      .returning({ helpfulVotes: reviews.helpfulVotes, unhelpfulVotes: reviews.unhelpfulVotes });
    if (!row) throw new ApiError('API404', `No review ${input.reviewId}`);
    return { reviewId: input.reviewId, ...row };
  });
}

export async function translateReview(
  db: Database,
  reviewId: string,
  site: Site,
): Promise<ReviewTranslation> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  if (!row) throw new ApiError('API404', `No review ${reviewId}`);
  const source = row.language as CatalogueLanguage;
  const [translation] =
    source === site.language
      ? []
      : await db
          .select()
          .from(reviewTranslations)
          .where(
            and(
              eq(reviewTranslations.reviewId, reviewId),
              eq(reviewTranslations.language, site.language),
            ),
          )
          .limit(1);
  return {
    reviewId,
    sourceLanguage: source,
    targetLanguage: site.language,
    translated: Boolean(translation),
    title: translation?.title ?? row.title,
    text: translation?.text ?? row.text,
  };
}
