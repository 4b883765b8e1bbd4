import type { Currency } from '#api/contract/common.ts';
import type { ListingBadge, ProductActivity } from '#api/contract/search.ts';
import type { CatalogueModel, ProductModel } from './model.ts';
import { fold } from './text.ts';

/*
 * What the merchandising links of the menu and the home page list (issue 46): new arrivals,
 * the sale, best sellers and "shop by activity", as rules over the read model, so the
 * service's listing and the MSW handlers' answer them alike (search.ts asks these).
 */

/** A style is a new arrival for this many days after its release date. */
export const NEW_ARRIVAL_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Released within NEW_ARRIVAL_DAYS before `asOf` (both YYYY-MM-DD). The catalogue stores the
 * answer as the product's `isNew`, worked out when it is loaded against its own clock (the
 * demo catalogue's as-of date, demo/catalogue `CATALOGUE_DATE`), not against today: a demo
 * store keeps its new arrivals however long after its seeding it runs.
 */
export function isNewArrival(releaseDate: string, asOf: string): boolean {
  const age = (Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${releaseDate}T00:00:00Z`)) / DAY_MS;
  return age >= 0 && age <= NEW_ARRIVAL_DAYS;
}

/** Orders placed this many days back count towards a product's units sold. */
export const SALES_WINDOW_DAYS = 90;

/** The first moment whose orders count towards units sold, `now` in ms since the epoch. */
export function salesWindowStart(now: number): Date {
  return new Date(now - SALES_WINDOW_DAYS * DAY_MS);
}

/**
 * Units sold: the catalogue's baseline (the sales before this store took orders, seeded
 * with the product) and the units of the orders placed in the window, by master id.
 */
export function unitsSold(baseline: number, ordered: number | undefined): number {
  return baseline + (ordered ?? 0);
}

/** Some size of the product is marked down in the currency: what the `sale` badge lists. */
export function isOnSale(product: ProductModel, currency: Currency): boolean {
  return product.variants.some((variant) => {
    const price = variant.prices[currency];
    return price !== undefined && price.sale !== null && price.sale < price.list;
  });
}

/** The `badge` facet's values the product holds in the currency. */
export function listingBadgesOf(product: ProductModel, currency: Currency): ListingBadge[] {
  const badges: ListingBadge[] = [];
  if (product.isNew) badges.push('new');
  if (isOnSale(product, currency)) badges.push('sale');
  return badges;
}

/**
 * The words that make a product fit an activity, matched as whole words: `named` in the
 * English of its category path and its name, `featured` in the English of its features. The
 * catalogue has no activity column: what a style is for follows from what it already says
 * it is (a "Winter boot", a "Trail running shoe", "insulated for cold conditions", a
 * "helmet-compatible hood"), so every product the database holds has its activities without
 * a migration, and a new style gets them from its category and features.
 */
const activityWords: Record<ProductActivity, { named: string[]; featured: string[] }> = {
  hiking: {
    named: ['hiking', 'rain', 'softshell', 'fleece', 'daypack', 'daypacks', 'trekking'],
    featured: ['waterproof', 'trekking pole attachments', 'integrated rain cover'],
  },
  'trail-running': {
    named: ['trail running', 'tights', 'base layer top', 'socks'],
    featured: ['lugs', 'rock plate', 'hydration sleeve', 'reflective details'],
  },
  camping: {
    named: ['backpacking', 'backpack', 'fleece', 'down', 'sandal', 'sandals', 'beanie'],
    featured: [],
  },
  winter: {
    named: ['winter', 'insulated', 'down', 'beanie', 'gloves', 'base layers'],
    featured: ['insulated for cold conditions', 'merino wool blend'],
  },
  climbing: {
    named: ['softshell'],
    featured: ['helmet compatible adjustable hood', 'four way stretch fabric'],
  },
};

const activityOrder = Object.keys(activityWords) as ProductActivity[];

/** Folded words joined by single spaces, padded: ` insulated for cold conditions `. */
const phrase = (text: string) =>
  ` ${fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ')} `;

const holds = (texts: readonly string[], words: readonly string[]) =>
  words.some((word) => texts.some((text) => text.includes(` ${word} `)));

const activityIndex = new WeakMap<CatalogueModel, Map<string, readonly ProductActivity[]>>();

/** The activities a product is made for (none for a gift card), in the facet's order. */
export function activitiesOf(
  model: CatalogueModel,
  product: ProductModel,
): readonly ProductActivity[] {
  let index = activityIndex.get(model);
  if (!index) {
    index = new Map();
    activityIndex.set(model, index);
  }
  const known = index.get(product.id);
  if (known) return known;
  const named = [
    ...(model.paths.get(product.categoryId) ?? []).map((category) => category.names.en),
    product.names.en,
  ].map(phrase);
  const featured = product.features.en.map(phrase);
  const activities =
    product.productType === 'giftCard'
      ? []
      : activityOrder.filter(
          (activity) =>
            holds(named, activityWords[activity].named) ||
            holds(featured, activityWords[activity].featured),
        );
  index.set(product.id, activities);
  return activities;
}

/** Most units sold first (ties by id): the `bestSellers` sort and popularity. */
export function byUnitsSold(a: ProductModel, b: ProductModel): number {
  return b.unitsSold - a.unitsSold || a.id.localeCompare(b.id);
}
