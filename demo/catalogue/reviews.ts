import type { Brand, CatalogueLanguage, SizedProductType } from '#api/contract/index.ts';
import { styleKindOf } from './categories.ts';
import { answerTails, type QuestionEntry, questionBank, withModel } from './questionWords.ts';
import { createRandom, hashSeed, type Random, skipDraws } from './random.ts';
import {
  careStories,
  colourRemarks,
  fitRemarks,
  flaggedParts,
  kindRemarks,
  openings,
  praiseStories,
  stories,
  type Tone,
  titles,
} from './reviewWords.ts';
import type {
  CatalogueAnswer,
  CatalogueQuestion,
  CatalogueReview,
  GeneratedProduct,
  Localized,
} from './types.ts';
import { nicknames, reviewLocations, staffNames } from './vocabulary.ts';

/*
 * Reviews are written from parts in all three languages at once: the part picked in the
 * author's language is the original and the same part in the others is its translation,
 * which is what `POST /products/v1/review/{reviewId}/translate` answers with.
 */

function rating(random: Random): 1 | 2 | 3 | 4 | 5 {
  return random.weighted<1 | 2 | 3 | 4 | 5>([
    [5, 46],
    [4, 28],
    [3, 12],
    [2, 8],
    [1, 6],
  ]);
}

function compose(parts: Localized[]): Localized {
  return {
    en: parts.map((part) => part.en).join(' '),
    fr: parts.map((part) => part.fr).join(' '),
    de: parts.map((part) => part.de).join(' '),
  };
}

const languageWeights: Record<Brand, readonly (readonly [CatalogueLanguage, number])[]> = {
  ridgeline: [
    ['en', 60],
    ['fr', 22],
    ['de', 18],
  ],
  tread: [
    ['en', 55],
    ['fr', 20],
    ['de', 25],
  ],
};

/** ISO date-time `daysBefore` days (and some hours) before the anchor date. */
export function isoBefore(anchor: string, daysBefore: number, random: Random): string {
  const time =
    Date.parse(`${anchor}T12:00:00Z`) - daysBefore * 86_400_000 - random.int(0, 43_200) * 1000;
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Main-source draws the first generator spent on a review's words (random.ts `skipDraws`). */
const LEGACY_TEXT_DRAWS = { flagged: 1, short: 1, long: 7 } as const;

/** A review body is on at most this many products (a spam text pasted on a few, say). */
export const REVIEW_TEXT_MAX_PRODUCTS = 3;

type ReviewGroup = 'apparel' | 'footwear' | 'pack' | 'accessory';

function groupOf(type: SizedProductType): ReviewGroup {
  if (type === 'pack') return 'pack';
  if (type === 'accessory') return 'accessory';
  return ['boots', 'trailShoes', 'sandals'].includes(type) ? 'footwear' : 'apparel';
}

function withColour(part: Localized, colour: Localized): Localized {
  return {
    en: part.en.replace('{colour}', colour.en),
    fr: part.fr.replace('{colour}', colour.fr),
    de: part.de.replace('{colour}', colour.de),
  };
}

interface ReviewDraft {
  product: GeneratedProduct;
  tone: Tone;
  fit: 'small' | 'true' | 'large' | null;
  flagged: boolean;
  long: boolean;
}

/** One candidate body of a review, drawn from the review's own source. */
function draftText(draft: ReviewDraft, words: Random): Localized {
  const { product, tone, fit } = draft;
  if (draft.flagged) {
    const kind = words.pick(flaggedParts);
    return compose([words.pick(kind.leads), words.pick(kind.tails)]);
  }
  const kind = styleKindOf(product.categoryId);
  if (!kind) throw new Error(`no style kind for ${product.id}`);
  const remarks = kindRemarks[kind];
  const group = groupOf(product.productType);
  const said =
    tone === 'good'
      ? words.sample(remarks.good, words.chance(0.4) ? 2 : 1)
      : tone === 'mixed'
        ? [words.pick(remarks.good), words.pick(remarks.bad)]
        : words.sample(remarks.bad, words.chance(0.3) ? 2 : 1);
  const colour = words.chance(0.35) ? words.pick(product.colors).name : null;
  const parts: Localized[] = [
    words.pick(openings[tone]),
    ...said,
    ...(colour
      ? [withColour(words.pick(colourRemarks[tone === 'bad' ? 'bad' : 'good']), colour)]
      : []),
    ...(fit ? [words.pick(fitRemarks[group === 'footwear' ? 'footwear' : 'apparel'][fit])] : []),
  ];
  if (draft.long) {
    parts.push(...words.sample(stories, words.int(2, 3)));
    if (words.chance(0.7)) parts.push(words.pick(careStories[group]));
    if (tone === 'good') parts.push(...words.sample(praiseStories, words.int(0, 2)));
  }
  return compose(parts);
}

export function buildReviews(
  products: GeneratedProduct[],
  random: Random,
  anchor: string,
): CatalogueReview[] {
  const reviews: CatalogueReview[] = [];
  // Which products each body is on: no body twice on a product, none on many products.
  const productsOfText = new Map<string, Set<string>>();
  for (const product of products) {
    // A tenth of the catalogue has no reviews yet; best sellers have the most.
    const count = random.chance(0.1)
      ? 0
      : Math.min(40, 1 + Math.floor((product.unitsSold / 60) * random.next()) + random.int(0, 6));
    const apparelOrShoes = !['pack', 'accessory'].includes(product.productType);
    for (let index = 0; index < count; index++) {
      const id = `RV${product.id}${String(index + 1).padStart(2, '0')}`;
      const stars = rating(random);
      const tone: Tone = stars >= 4 ? 'good' : stars === 3 ? 'mixed' : 'bad';
      const fit = apparelOrShoes
        ? random.weighted<'small' | 'true' | 'large'>([
            ['true', 70],
            ['small', 18],
            ['large', 12],
          ])
        : null;
      const flaggedKind = random.chance(0.04);
      const long = !flaggedKind && random.chance(0.15);
      skipDraws(
        random,
        flaggedKind
          ? LEGACY_TEXT_DRAWS.flagged
          : long
            ? LEGACY_TEXT_DRAWS.long
            : LEGACY_TEXT_DRAWS.short,
      );
      // The words: drafts from the review's own source until one is new on this product and
      // not yet on too many others (the least used draft when none is).
      const words = createRandom(hashSeed(`${id}:text`));
      const draft: ReviewDraft = { product, tone, fit, flagged: flaggedKind, long };
      let text: Localized | undefined;
      let fallback: { text: Localized; uses: number } | undefined;
      for (let attempt = 0; attempt < 60 && !text; attempt++) {
        const candidate = draftText(draft, words);
        const on = productsOfText.get(candidate.en);
        if (on?.has(product.id)) continue;
        const uses = on?.size ?? 0;
        if (uses < REVIEW_TEXT_MAX_PRODUCTS) text = candidate;
        else if (!fallback || uses < fallback.uses) fallback = { text: candidate, uses };
      }
      text ??= fallback?.text;
      if (!text) throw new Error(`no new review text for ${id}`);
      const on = productsOfText.get(text.en) ?? new Set<string>();
      on.add(product.id);
      productsOfText.set(text.en, on);
      const flags: CatalogueReview['flags'] = flaggedKind
        ? (random.sample(
            ['spam', 'offTopic', 'other', 'spam', 'offensive'] as const,
            random.int(1, 4),
          ) as CatalogueReview['flags'])
        : random.chance(0.02)
          ? ['other']
          : [];
      reviews.push({
        id,
        productId: product.id,
        rating: stars,
        language: random.weighted(languageWeights[product.brand]),
        title: random.pick(titles[stars]),
        text,
        nickname: random.pick(nicknames),
        location: random.chance(0.7) ? random.pick(reviewLocations) : null,
        createdAt: isoBefore(anchor, random.int(1, 600), random),
        verifiedPurchase: random.chance(0.75),
        recommended: stars >= 4 || (stars === 3 && random.chance(0.5)),
        fit,
        helpfulVotes: random.chance(0.6) ? random.int(0, long ? 60 : 15) : 0,
        unhelpfulVotes: random.chance(0.3) ? random.int(0, 5) : 0,
        flags,
      });
    }
  }
  return reviews;
}

/** Questions per product type the first generator could ask (its bank's length). */
const LEGACY_QUESTION_SLOTS: Record<SizedProductType, number> = {
  jacket: 2,
  fleece: 1,
  baseLayer: 1,
  pants: 1,
  boots: 2,
  trailShoes: 1,
  sandals: 1,
  pack: 2,
  accessory: 1,
};

/** An answer's text is given on at most this many products. */
export const ANSWER_TEXT_MAX_PRODUCTS = 2;

/** The candidate answers of one question: the team's first, then the shoppers' (with tails). */
function answerCandidates(entry: QuestionEntry, product: GeneratedProduct, words: Random) {
  const staff = words.pick(entry.staff)(product);
  const shoppers = words
    .sample(entry.shoppers, entry.shoppers.length)
    .flatMap((answer) => [
      answer,
      ...words.sample(answerTails, 2).map((tail) => compose([answer, tail])),
    ]);
  return { staff: withModel(staff, product), shoppers };
}

export function buildQuestions(
  products: GeneratedProduct[],
  random: Random,
  anchor: string,
): CatalogueQuestion[] {
  const questions: CatalogueQuestion[] = [];
  // Which products each answer text is on (per language): none on many.
  const productsOfAnswer = new Map<string, Set<string>>();
  const note = (text: string, productId: string) => {
    const on = productsOfAnswer.get(text) ?? new Set<string>();
    on.add(productId);
    productsOfAnswer.set(text, on);
  };
  for (const product of products) {
    const kind = styleKindOf(product.categoryId);
    if (!kind) throw new Error(`no style kind for ${product.id}`);
    const count = random.chance(0.35)
      ? 0
      : random.int(1, LEGACY_QUESTION_SLOTS[product.productType]);
    // The questions of the style's kind, drawn from the product's own source.
    const words = createRandom(hashSeed(`${product.id}:questions`));
    const asked = words.sample(questionBank[kind], count);
    for (let index = 0; index < count; index++) {
      const entry = asked[index];
      if (!entry) continue;
      const language = random.weighted(languageWeights[product.brand]);
      const id = `QU${product.id}${String(index + 1).padStart(2, '0')}`;
      const askedDaysAgo = random.int(5, 500);
      const answers: CatalogueAnswer[] = [];
      const answerCount = random.weighted([
        [0, 15],
        [1, 55],
        [2, 20],
        [3, 10],
      ]);
      const candidates = answerCandidates(entry, product, words);
      const given = new Set<string>();
      for (let a = 0; a < answerCount; a++) {
        const isStaff = a === 0 && random.chance(0.6);
        // A shopper's answer not yet given here and, where one is left, not on many products.
        const fresh = candidates.shoppers
          .map((answer) => answer[language])
          .filter((text) => !given.has(text));
        const text = isStaff
          ? candidates.staff[language]
          : (fresh.find(
              (item) => (productsOfAnswer.get(item)?.size ?? 0) < ANSWER_TEXT_MAX_PRODUCTS,
            ) ?? fresh[0]);
        if (!text) throw new Error(`no answer left for ${id}`);
        given.add(text);
        note(text, product.id);
        answers.push({
          id: `AN${product.id}${String(index + 1).padStart(2, '0')}${a + 1}`,
          text,
          nickname: isStaff ? staffNames[product.brand] : random.pick(nicknames),
          isStaff,
          createdAt: isoBefore(anchor, Math.max(0, askedDaysAgo - random.int(1, 4)), random),
          helpfulVotes: random.int(0, 20),
          unhelpfulVotes: random.int(0, 3),
        });
      }
      questions.push({
        id,
        productId: product.id,
        language,
        text: entry.q[language],
        nickname: random.pick(nicknames),
        email: `shopper${questions.length + 1}@example.com`,
        createdAt: isoBefore(anchor, askedDaysAgo, random),
        answers,
      });
    }
  }
  return questions;
}
