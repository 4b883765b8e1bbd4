import { z } from 'zod';
import { brand, categoryId, localeQuery, productId } from './common.ts';
import {
  type CatalogueLanguage,
  type ColorFamily,
  categoryLink,
  colorFamily,
  type ProductType,
  productTile,
  recommendedProduct,
} from './products.ts';
import { defineRoute } from './route.ts';

/*
 * Spec §7 "Products": the listings, product search with facets, sort and paging,
 * autoSuggest and widget recommendations, with the labels their facets show.
 */

// ---------------------------------------------------------------------------------------
// Constants (business limits this contract decided; the service enforces them)

/** Search text limit (longer queries are a 400). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** autoSuggest answers from this many characters on. */
export const AUTOSUGGEST_MIN_LENGTH = 2;

// ---------------------------------------------------------------------------------------
// GET /products/v2/search/productSearch

/** `bestSellers`: most units sold first (commerce/catalogue/merchandising.ts). */
export const productSorts = [
  'relevance',
  'bestSellers',
  'price-asc',
  'price-desc',
  'newest',
  'rating',
] as const;
export const productSort = z.enum(productSorts);
export type ProductSort = z.infer<typeof productSort>;

/** Facet ids; each is also the query parameter that filters by it. */
export const facetIds = [
  'categoryId',
  'badge',
  'activity',
  'brand',
  'color',
  'size',
  'price',
  'rating',
] as const;
export const facetId = z.enum(facetIds);
export type FacetId = z.infer<typeof facetId>;

/**
 * The merchandising values of the `badge` facet (spec §3 badge): `new` (a new arrival),
 * `sale` (marked down in the site's currency). Best sellers are the `bestSellers` sort.
 */
export const listingBadges = ['new', 'sale'] as const;
export const listingBadge = z.enum(listingBadges);
export type ListingBadge = z.infer<typeof listingBadge>;

/** What a product is made for: the `activity` facet ("Shop by activity"). */
export const productActivities = [
  'hiking',
  'trail-running',
  'camping',
  'winter',
  'climbing',
] as const;
export const productActivity = z.enum(productActivities);
export type ProductActivity = z.infer<typeof productActivity>;

/** A price range value `min-max` (major units, `max` exclusive) or `min-` (open). */
export const priceRange = z
  .string()
  .regex(/^\d{1,6}-\d{0,6}$/, 'price range is min-max or min-')
  .refine((value) => {
    const [min, max] = value.split('-');
    return !max || Number(max) > Number(min);
  }, 'price range max must exceed min');

/**
 * A multi-valued filter: `color=black,blue` (or repeated `color=black&color=blue`).
 * Values are OR'd inside a facet and AND'd across facets.
 */
function listParam<T extends z.ZodType<string, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).max(20));
}

export const productSearchQuery = localeQuery.extend({
  /** Free text; matched against names, descriptions, categories and colours. */
  query: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  /** The category scope (it and its sub-categories). */
  categoryId: categoryId.optional(),
  /** `new`, `sale`: new arrivals, marked-down products. */
  badge: listParam(listingBadge).optional(),
  activity: listParam(productActivity).optional(),
  brand: listParam(brand).optional(),
  color: listParam(colorFamily).optional(),
  /** Size codes as in `productSize.code`. */
  size: listParam(z.string().min(1).max(12)).optional(),
  price: listParam(priceRange).optional(),
  /** Minimum average rating (1–4): "4 stars & up". */
  rating: z.coerce.number().int().min(1).max(4).optional(),
  sort: productSort.optional(),
  /**
   * `true`: the text as typed, never corrected (the "Search instead for …" link after a
   * correction). Otherwise a word that matches nothing is corrected (`correctedQuery`).
   */
  exact: z.stringbool().optional(),
  start: z.coerce.number().int().min(0).max(10_000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(24),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuery>;

/**
 * Facet titles and value labels in each catalogue language. The service answers with them
 * (labels are data, like category names), and the MSW handlers use the same table.
 */
export const searchFacetLabels: Record<FacetId, Record<CatalogueLanguage, string>> = {
  categoryId: { en: 'Category', fr: 'Catégorie', de: 'Kategorie' },
  badge: { en: 'Featured', fr: 'À la une', de: 'Im Fokus' },
  activity: { en: 'Activity', fr: 'Activité', de: 'Aktivität' },
  brand: { en: 'Brand', fr: 'Marque', de: 'Marke' },
  color: { en: 'Color', fr: 'Couleur', de: 'Farbe' },
  size: { en: 'Size', fr: 'Taille', de: 'Größe' },
  price: { en: 'Price', fr: 'Prix', de: 'Preis' },
  rating: { en: 'Rating', fr: 'Note', de: 'Bewertung' },
};

export const listingBadgeLabels: Record<ListingBadge, Record<CatalogueLanguage, string>> = {
  new: { en: 'New arrivals', fr: 'Nouveautés', de: 'Neuheiten' },
  sale: { en: 'Sale', fr: 'Soldes', de: 'Sale' },
};

export const activityLabels: Record<ProductActivity, Record<CatalogueLanguage, string>> = {
  hiking: { en: 'Hiking', fr: 'Randonnée', de: 'Wandern' },
  'trail-running': { en: 'Trail running', fr: 'Trail', de: 'Trailrunning' },
  camping: { en: 'Camping', fr: 'Camping', de: 'Camping' },
  winter: { en: 'Winter', fr: 'Hiver', de: 'Winter' },
  climbing: { en: 'Climbing', fr: 'Escalade', de: 'Klettern' },
};

export const colorFamilyLabels: Record<ColorFamily, Record<CatalogueLanguage, string>> = {
  black: { en: 'Black', fr: 'Noir', de: 'Schwarz' },
  grey: { en: 'Grey', fr: 'Gris', de: 'Grau' },
  white: { en: 'White', fr: 'Blanc', de: 'Weiß' },
  beige: { en: 'Beige', fr: 'Beige', de: 'Beige' },
  brown: { en: 'Brown', fr: 'Marron', de: 'Braun' },
  red: { en: 'Red', fr: 'Rouge', de: 'Rot' },
  orange: { en: 'Orange', fr: 'Orange', de: 'Orange' },
  yellow: { en: 'Yellow', fr: 'Jaune', de: 'Gelb' },
  green: { en: 'Green', fr: 'Vert', de: 'Grün' },
  blue: { en: 'Blue', fr: 'Bleu', de: 'Blau' },
  purple: { en: 'Purple', fr: 'Violet', de: 'Lila' },
  pink: { en: 'Pink', fr: 'Rose', de: 'Rosa' },
};

/** Brand display names (facet labels). */
export const brandNames: Record<z.infer<typeof brand>, string> = {
  ridgeline: 'Ridgeline',
  tread: 'Tread',
};

/** Rating facet value label: "4 stars & up". */
export function ratingFacetLabel(stars: number, language: CatalogueLanguage): string {
  const one = stars === 1;
  if (language === 'fr') return `${stars} ${one ? 'étoile' : 'étoiles'} et plus`;
  if (language === 'de') return `ab ${stars} ${one ? 'Stern' : 'Sternen'}`;
  return `${stars} ${one ? 'star' : 'stars'} & up`;
}

/** Price facet buckets in the site currency's major units: `[min, max)`, max null = open. */
export const PRICE_FACET_BUCKETS: readonly (readonly [number, number | null])[] = [
  [0, 50],
  [50, 100],
  [100, 200],
  [200, 300],
  [300, null],
];

/** What completes the look of each product type (complementary recommendations, in order). */
export const complementaryTypes: Record<ProductType, readonly ProductType[]> = {
  jacket: ['fleece', 'pants', 'boots', 'pack', 'accessory'],
  fleece: ['jacket', 'baseLayer', 'pants'],
  baseLayer: ['fleece', 'jacket', 'accessory'],
  pants: ['boots', 'trailShoes', 'jacket', 'baseLayer'],
  boots: ['accessory', 'pants', 'pack'],
  trailShoes: ['accessory', 'pants', 'pack'],
  sandals: ['pants', 'pack', 'accessory'],
  pack: ['jacket', 'boots', 'trailShoes'],
  accessory: ['jacket', 'fleece', 'boots'],
  giftCard: [],
};

export const searchFacetValue = z.object({
  /** The value to send in the facet's query parameter. */
  value: z.string(),
  label: z.string(),
  /** Products matching this value with every other facet's selection applied. */
  count: z.number().int().min(0),
  selected: z.boolean(),
});

export const searchFacet = z.object({
  id: facetId,
  /** Localized facet title. */
  label: z.string(),
  values: z.array(searchFacetValue),
});
export type SearchFacet = z.infer<typeof searchFacet>;

export const productSearchResult = z.object({
  query: z.string().nullable(),
  /**
   * The text the products are of when the text as typed found nothing and its misspelt
   * words were corrected ("jakcet" → "jacket": commerce/catalogue/spelling.ts); null when
   * they are of `query` itself.
   */
  correctedQuery: z.string().nullable(),
  /**
   * "Did you mean …?": with no products, a corrected text that would find some with the same
   * filters (a correction too loose to apply by itself, or one `exact` refused); else null.
   */
  suggestedQuery: z.string().nullable(),
  /** The category scope with its breadcrumbs, when `categoryId` was given. */
  category: z
    .object({ id: categoryId, name: z.string(), breadcrumbs: z.array(categoryLink) })
    .nullable(),
  sort: productSort,
  start: z.number().int().min(0),
  count: z.number().int().min(1),
  total: z.number().int().min(0),
  products: z.array(productTile),
  /** Only facets with at least one value; empty when nothing matches. */
  facets: z.array(searchFacet),
});
export type ProductSearchResult = z.infer<typeof productSearchResult>;

export const getProductSearch = defineRoute({
  name: 'getProductSearch',
  auth: 'none',
  method: 'GET',
  path: '/products/v2/search/productSearch',
  query: productSearchQuery,
  response: productSearchResult,
  errors: ['PLP400'],
  description:
    'Sort defaults to relevance with text, else to popularity (relevance without text); ' +
    'bestSellers ranks by units sold whatever the text. A text that finds nothing is ' +
    'searched with its misspelt words corrected (correctedQuery) unless exact=true. An ' +
    'unknown categoryId is 404 PLP400; no match is 200 with total 0.',
});

// ---------------------------------------------------------------------------------------
// GET /products/v2/search/autoSuggest

export const autoSuggestQuery = localeQuery.extend({
  query: z.string().trim().min(AUTOSUGGEST_MIN_LENGTH).max(SEARCH_QUERY_MAX_LENGTH),
  count: z.coerce.number().int().min(1).max(10).default(5),
});

export const autoSuggestResult = z.object({
  query: z.string(),
  /** Completed search terms (lower case), best first. */
  suggestions: z.array(z.object({ term: z.string(), count: z.number().int().min(1) })),
  categories: z.array(categoryLink),
  products: z.array(
    productTile.pick({ id: true, name: true, url: true, image: true, price: true, brand: true }),
  ),
});
export type AutoSuggestResult = z.infer<typeof autoSuggestResult>;

export const getAutoSuggest = defineRoute({
  name: 'getAutoSuggest',
  auth: 'none',
  method: 'GET',
  path: '/products/v2/search/autoSuggest',
  query: autoSuggestQuery,
  response: autoSuggestResult,
});

// ---------------------------------------------------------------------------------------
// GET /products/v1/widgetRecommendations

export const recommendationStrategies = ['similar', 'complementary', 'trending'] as const;

export const widgetRecommendationsQuery = localeQuery.extend({
  /** The product the widget sits next to (PDP, cart item); needed by similar/complementary. */
  productId: productId.optional(),
  /** Restricts `trending` to a category. */
  categoryId: categoryId.optional(),
  /**
   * similar: same category; complementary: what completes the look (other categories worn
   * or used with it); trending: best sellers. Default: similar with a product. Without a
   * product every strategy answers trending (the response's `strategy` says which ran).
   */
  strategy: z.enum(recommendationStrategies).optional(),
  count: z.coerce.number().int().min(1).max(24).default(12),
  /** The content widget's id, echoed back for analytics. */
  widgetId: z.string().trim().max(64).optional(),
});

export const widgetRecommendations = z.object({
  widgetId: z.string().nullable(),
  strategy: z.enum(recommendationStrategies),
  products: z.array(recommendedProduct),
});
export type WidgetRecommendations = z.infer<typeof widgetRecommendations>;

export const getWidgetRecommendations = defineRoute({
  name: 'getWidgetRecommendations',
  auth: 'none',
  method: 'GET',
  path: '/products/v1/widgetRecommendations',
  query: widgetRecommendationsQuery,
  response: widgetRecommendations,
  errors: ['PLP400'],
  description:
    'Never lists the context product nor sold-out products; an unknown productId or ' +
    'categoryId is 404 PLP400.',
});

/** Every listing call, keyed by name (spread into `routes` of `./index.ts`). */
export const searchRoutes = {
  getProductSearch,
  getAutoSuggest,
  getWidgetRecommendations,
} as const;
