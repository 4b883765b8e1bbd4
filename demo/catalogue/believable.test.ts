import { describe, expect, it } from 'vitest';
import { isGiftOnly } from '#commerce/cart/gifts.ts';
import { type StyleKind, styleKindOf } from './categories.ts';
import { getCatalogue } from './index.ts';

/*
 * Demo content a shopper believes (issue 46): no review or answer said twice, and nothing
 * said of a style that its kind has not got.
 */

const catalogue = getCatalogue();
const generated = catalogue.products.filter(
  (product) => styleKindOf(product.categoryId) && !isGiftOnly(product.id),
);
const kindOf = (productId: string) => {
  const product = catalogue.products.find((item) => item.id === productId);
  return product ? styleKindOf(product.categoryId) : null;
};

/** Products a text is on, by text. */
function spread<T>(rows: readonly T[], text: (row: T) => string[], productId: (row: T) => string) {
  const on = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const item of text(row)) {
      const products = on.get(item) ?? new Set<string>();
      products.add(productId(row));
      on.set(item, products);
    }
  }
  return on;
}

describe('reviews', () => {
  const { reviews } = catalogue;

  it('never repeat a body on one product, in any language', () => {
    for (const language of ['en', 'fr', 'de'] as const) {
      const seen = new Set<string>();
      for (const review of reviews) {
        const key = `${review.productId} ${review.text[language]}`;
        expect(seen.has(key), `${review.id} ${language}`).toBe(false);
        seen.add(key);
      }
    }
  });

  it('put no body on more than three products', () => {
    const on = spread(
      reviews,
      (review) => [review.text.en],
      (review) => review.productId,
    );
    const worst = Math.max(...[...on.values()].map((products) => products.size));
    expect(worst).toBeLessThanOrEqual(3);
    // Most bodies are the review's own.
    const own = [...on.values()].filter((products) => products.size === 1).length;
    expect(own).toBeGreaterThan(on.size * 0.9);
  });

  it('say the fit in footwear words on shoes (half sizes), in clothing words on clothes', () => {
    const footwear = new Set<StyleKind | null>([
      'hikingBoot',
      'winterBoot',
      'trailRunningShoe',
      'hikingShoe',
      'sandal',
    ]);
    let halfSizes = 0;
    for (const review of reviews) {
      if (review.flags.length || !review.fit) continue;
      const kind = kindOf(review.productId);
      if (footwear.has(kind)) {
        if (/half a size/.test(review.text.en)) halfSizes++;
      } else {
        expect(review.text.en, review.id).not.toMatch(/half a size|shoes/);
      }
      if (kind === 'daypack' || kind === 'backpack') expect.unreachable(review.id);
    }
    expect(halfSizes).toBeGreaterThan(10);
  });
});

describe('questions and answers', () => {
  const answersOf = catalogue.questions.flatMap((question) =>
    question.answers.map((answer) => ({ productId: question.productId, text: answer.text })),
  );

  it('never give the same answer twice to a question or on a product', () => {
    for (const question of catalogue.questions) {
      const texts = question.answers.map((answer) => answer.text);
      expect(new Set(texts).size, question.id).toBe(texts.length);
    }
    const seen = new Set<string>();
    for (const answer of answersOf) {
      const key = `${answer.productId} ${answer.text}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('put no answer on more than two products, and no question twice on a product', () => {
    const on = spread(
      answersOf,
      (answer) => [answer.text],
      (answer) => answer.productId,
    );
    expect(Math.max(...[...on.values()].map((products) => products.size))).toBeLessThanOrEqual(2);
    for (const product of generated) {
      const asked = catalogue.questions
        .filter((question) => question.productId === product.id)
        .map((question) => question.text);
      expect(new Set(asked).size, product.id).toBe(asked.length);
    }
    expect(answersOf.length).toBeGreaterThan(100);
  });
});

/** What a kind must say of itself, and words nothing about it may use (English). */
const kindRules: Record<StyleKind, { says: RegExp; never: RegExp }> = {
  rainJacket: {
    says: /waterproof/i,
    never: /down (fill|insulation)|feather|fill|feather|insulat|fleece-lined/i,
  },
  downJacket: { says: /800-fill/i, never: /waterproof|membrane|not a drop got through/i },
  softshellJacket: {
    says: /softshell/i,
    never: /waterproof|down (fill|insulation)|feather|fill power|800-fill/i,
  },
  fleeceJacket: {
    says: /full-length front zip/i,
    never: /waterproof|down (fill|insulation)|feather|800-fill|kangaroo/i,
  },
  fleecePullover: { says: /quarter-zip/i, never: /waterproof|full-length|800-fill/i },
  baseLayerTop: { says: /merino/i, never: /waterproof|800-fill|waistband|inseam/i },
  baseLayerTights: { says: /merino/i, never: /waterproof|800-fill|thumb loops|hood/i },
  hikingPants: { says: /stretch/i, never: /800-fill|\bhood\b|not a drop got through/i },
  rainPants: { says: /waterproof/i, never: /down (fill|insulation)|feather|800-fill|\bhood\b/i },
  hikingBoot: { says: /waterproof membrane/i, never: /800-fill|\bhood\b|mesh upper that drains/i },
  winterBoot: { says: /insulated/i, never: /800-fill|\bhood\b|sandal/i },
  trailRunningShoe: {
    says: /lugs/i,
    never: /waterproof membrane|insulated|feet stayed dry|800-fill|\bhood\b/i,
  },
  hikingShoe: { says: /outsole/i, never: /insulated|800-fill|\bhood\b|ankle support/i },
  sandal: { says: /straps/i, never: /waterproof|insulated|membrane|laces|\bhood\b/i },
  daypack: { says: /back panel/i, never: /waterproof|800-fill|outsole|\bhood\b/i },
  backpack: {
    says: /back length/i,
    never: /waterproof|800-fill|outsole|carry-on limits, even full/i,
  },
  beanie: { says: /merino/i, never: /waterproof|touchscreen|outsole|\bhood\b is/i },
  gloves: { says: /touchscreen/i, never: /waterproof|outsole|merino socks|\bhood\b/i },
  socks: { says: /cushioned/i, never: /waterproof|touchscreen|\bhood\b|outsole/i },
};

describe('product facts', () => {
  it('state the kind’s defining fact and never another kind’s', () => {
    for (const product of generated) {
      const kind = styleKindOf(product.categoryId) as StyleKind;
      const page = [product.description.en, ...product.features.en].join(' | ');
      expect(page, `${product.id} ${product.name.en}`).toMatch(kindRules[kind].says);
      expect(page, `${product.id} ${product.name.en}`).not.toMatch(kindRules[kind].never);
    }
  });

  it('never list down fill on a rain jacket, nor a full zip on a pullover', () => {
    const named = (noun: string) => generated.filter((product) => product.name.en.endsWith(noun));
    expect(named('Rain Jacket').length).toBeGreaterThan(5);
    for (const product of named('Rain Jacket'))
      expect(product.features.en.join(' '), product.id).not.toMatch(/down|fill/i);
    for (const product of named('Down Jacket'))
      expect(product.features.en[0], product.id).toMatch(/800-fill/);
    for (const product of named('Fleece Pullover'))
      expect(product.features.en.join(' '), product.id).not.toMatch(/full-length/i);
  });

  it('only says "Waterproof" above a name whose page says so', () => {
    const waterproof = generated.filter((product) => product.eyebrow?.en === 'Waterproof');
    expect(waterproof.length).toBeGreaterThan(0);
    for (const product of waterproof)
      expect(product.features.en.join(' '), product.id).toMatch(/waterproof/i);
  });

  it('keeps reviews and answers to what the product is', () => {
    for (const review of catalogue.reviews) {
      const kind = kindOf(review.productId);
      if (!kind || review.flags.length) continue;
      expect(review.text.en, `${review.id} (${kind})`).not.toMatch(kindRules[kind].never);
    }
    for (const question of catalogue.questions) {
      const kind = kindOf(question.productId);
      if (!kind || question.language !== 'en') continue;
      for (const answer of question.answers)
        expect(answer.text, `${answer.id} (${kind})`).not.toMatch(kindRules[kind].never);
    }
  });
});
