import { getToken } from '#api/contract/auth.ts';
import { isGiftOnly } from '#commerce/cart/gifts.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { seeders } from '../../db/seed.ts';
import type { TestAgent } from '../../test/harness.ts';

/** The catalogue seeder alone: these tests need nothing else. */
export const catalogueSeed = seeders.filter((seeder) => seeder.name === 'catalogue');

/** The demo catalogue the database was seeded with (the expected values). */
export const demo = getCatalogue();
/** What shoppers browse: every product but the gifts with purchase (commerce/cart/gifts.ts). */
export const listed = demo.products.filter((product) => !isGiftOnly(product.id));

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The demo catalogue has no ${what}`);
  return value;
}

const visibleReviews = (productId: string) =>
  demo.reviews.filter((review) => review.productId === productId && review.flags.length < 3);

export const fixtures = {
  jacket: must(
    demo.products.find((product) => product.id === 'RDGJK1001'),
    'RDGJK1001',
  ),
  onSale: must(
    demo.products.find((product) => product.badge === 'sale'),
    'product on sale',
  ),
  soldOut: must(
    demo.products.find((product) => product.variants.every((variant) => variant.stock === 0)),
    'sold-out product',
  ),
  boot: must(
    demo.products.find((product) => product.productType === 'boots' && product.gender === 'men'),
    "men's boot",
  ),
  lowStock: must(
    demo.products
      .flatMap((product) => product.variants)
      .find((variant) => variant.stock > 0 && variant.stock <= 5),
    'low-stock sku',
  ),
  /** A product with many visible reviews in several languages. */
  reviewed: must(
    [...demo.products]
      .filter(
        (product) =>
          new Set(visibleReviews(product.id).map((review) => review.language)).size === 3,
      )
      .sort((a, b) => visibleReviews(b.id).length - visibleReviews(a.id).length)[0],
    'product with reviews in three languages',
  ),
  /** A visible review one flag away from being hidden. */
  almostHidden: must(
    demo.reviews.find((review) => review.flags.length === 2),
    'review flagged twice',
  ),
  /** A review nobody flagged yet. */
  unflagged: must(
    demo.reviews.find((review) => review.flags.length === 0 && review.language === 'fr'),
    'unflagged French review',
  ),
  hidden: must(
    demo.reviews.find((review) => review.flags.length >= 3),
    'hidden review',
  ),
  answered: must(
    demo.questions.find((question) => question.answers.length >= 2),
    'question with answers',
  ),
  productSet: must(demo.productSets[0], 'product set'),
  withoutSet: must(
    demo.products.find(
      (product) => !demo.productSets.some((set) => set.productIds.includes(product.id)),
    ),
    'product in no set',
  ),
  stocked: must(demo.storeStock[0], 'store stock'),
};

export { visibleReviews };

/** An agent with a guest session (writes count once per shopper). */
export async function guest(agent: TestAgent): Promise<TestAgent> {
  const result = await agent.send(getToken, { body: { grantType: 'guest' } });
  if (result.status !== 200) throw new Error(`guest token: ${result.status}`);
  return agent;
}
