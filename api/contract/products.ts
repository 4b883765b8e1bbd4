import { z } from 'zod';
import {
  brand,
  categoryId,
  currency,
  localeQuery,
  money,
  opaqueId,
  price,
  productId,
  type SiteLocale,
} from './common.ts';
import { failWith } from './errors.ts';
import { defineRoute } from './route.ts';
import { storeId } from './stores.ts';

/*
 * Spec §7 "Products". Paths, the Price fields (§3), the Recommended product fields (§3),
 * `masterId`, `storeInventory`, `variants` keyed by sku and the inventory states
 * `InStock`/`OutOfStock` come from the spec. Everything the spec leaves "not shown" is
 * decided here and documented on the schema, the way a commerce API would shape it.
 *
 * Product model: a *master* product (a style, e.g. `RDGJK1001`) has *variants*, one per
 * colour × size. A variant is itself a product id (its `sku`, 8 to 11 upper-case letters or
 * digits, e.g. `RDGJK100123`), which is why the cart carries both `productId` (the variant)
 * and `masterId` (the style). Calls taking `:productId` accept either unless stated.
 *
 * Reads are public (`auth: 'none'`: no token needed, cacheable by a CDN); writes need a
 * session, because votes and flags count once per shopper (guest or consumer).
 */

// ---------------------------------------------------------------------------------------
// Constants (business limits this contract decided; the service enforces them)

/** Stock at or below this (and above 0) is "low stock" (shown as "only N left"). */
export const LOW_STOCK_THRESHOLD = 5;
/** Question text limit; longer text is rejected with REV410 ("review too long"). */
export const QUESTION_TEXT_MAX_LENGTH = 500;
/** Shortest question worth posting. */
export const QUESTION_TEXT_MIN_LENGTH = 10;
/** Comment sent with a review flag; longer is REV410 too. */
export const FLAG_COMMENT_MAX_LENGTH = 500;
/** A review flagged by this many different shoppers is hidden until moderated. */
export const REVIEW_HIDE_FLAG_THRESHOLD = 3;
/** Search text limit (longer queries are a 400). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** autoSuggest answers from this many characters on. */
export const AUTOSUGGEST_MIN_LENGTH = 2;

// ---------------------------------------------------------------------------------------
// Shared building blocks

/** Content languages of the catalogue (a site locale's first part). */
export const catalogueLanguages = ['en', 'fr', 'de'] as const;
export const catalogueLanguage = z.enum(catalogueLanguages);
export type CatalogueLanguage = z.infer<typeof catalogueLanguage>;

/** What a site locale means for the catalogue: content language, price currency, country. */
export const catalogueLocales = {
  'en-us': { language: 'en', currency: 'USD', country: 'US', tag: 'en-US' },
  'en-ca': { language: 'en', currency: 'CAD', country: 'CA', tag: 'en-CA' },
  'fr-ca': { language: 'fr', currency: 'CAD', country: 'CA', tag: 'fr-CA' },
  'en-gb': { language: 'en', currency: 'GBP', country: 'GB', tag: 'en-GB' },
  'de-de': { language: 'de', currency: 'EUR', country: 'DE', tag: 'de-DE' },
  'fr-fr': { language: 'fr', currency: 'EUR', country: 'FR', tag: 'fr-FR' },
} as const satisfies Record<
  SiteLocale,
  { language: CatalogueLanguage; currency: z.infer<typeof currency>; country: string; tag: string }
>;
/** The locale a call without `?locale=` is answered in. */
export const DEFAULT_CATALOGUE_LOCALE: SiteLocale = 'en-us';

/** A variant's product id. */
export const productSku = productId;
/** Twelve-digit UPC-A with its check digit. */
export const productUpc = z.string().regex(/^\d{12}$/, 'upc is 12 digits');

/** Product types of the catalogue; the size chart of `/fapi/components/size-chart/{productType}`. */
export const productTypes = [
  'jacket',
  'fleece',
  'baseLayer',
  'pants',
  'boots',
  'trailShoes',
  'sandals',
  'pack',
  'accessory',
] as const;
export const productType = z.enum(productTypes);
export type ProductType = z.infer<typeof productType>;

export const productGenders = ['men', 'women', 'unisex'] as const;
export const productGender = z.enum(productGenders);

/** Spec §3 inventory state (upsell, inventory, availability). */
export const inventoryStates = ['InStock', 'OutOfStock'] as const;
export const inventoryState = z.enum(inventoryStates);
export type InventoryState = z.infer<typeof inventoryState>;

/** Product badges (spec: badge); the storefront translates the key. */
export const productBadges = ['new', 'sale', 'bestSeller'] as const;
export const productBadge = z.enum(productBadges);
export type ProductBadge = z.infer<typeof productBadge>;

/** Colour families: the values of the colour facet. */
export const colorFamilies = [
  'black',
  'grey',
  'white',
  'beige',
  'brown',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
] as const;
export const colorFamily = z.enum(colorFamilies);
export type ColorFamily = z.infer<typeof colorFamily>;

const slugPart = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by -');

/** An image: `src` is an asset URL of the image route (`/api/images/upload/{publicId}`). */
export const productImage = z.object({ src: z.string(), alt: z.string() });
export type ProductImage = z.infer<typeof productImage>;

/** Rating summary of a product (spec §3 cart item rating). */
export const ratingSummary = z.object({
  /** Mean star rating, one decimal; 0 without reviews. */
  score: z.number().min(0).max(5),
  reviewsCount: z.number().int().min(0),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** A colourway of a master product. */
export const productColor = z.object({
  /** Stable colourway code, also the image file stem: `forest`. */
  code: slugPart,
  /** Localized colour name. */
  name: z.string(),
  family: colorFamily,
  /** Swatch colour, `#rrggbb`. */
  swatch: z.string().regex(/^#[0-9a-f]{6}$/),
  images: z.array(productImage).min(1),
});
export type ProductColor = z.infer<typeof productColor>;

/** A size; `label` follows the site's region (shoe sizes: US, UK or EU). */
export const productSize = z.object({ code: z.string().min(1).max(12), label: z.string() });
export type ProductSize = z.infer<typeof productSize>;

export const productVariant = z.object({
  sku: productSku,
  upc: productUpc,
  color: slugPart,
  size: z.string(),
  /** The variant's own price (low = high). */
  price,
});
export type ProductVariant = z.infer<typeof productVariant>;

/** A link to a category in the shopper's language. */
export const categoryLink = z.object({
  id: categoryId,
  name: z.string(),
  /** Storefront path `/{locale}/c/{slug}-{categoryId}`. */
  url: z.string(),
});
export type CategoryLink = z.infer<typeof categoryLink>;

/** A product as a card in lists (search, sets). */
export const productTile = z.object({
  id: productId,
  brand,
  name: z.string(),
  slug: slugPart,
  /** Storefront path `/{locale}/p/{slug}-{productId}`. */
  url: z.string(),
  categoryId,
  productType,
  image: productImage,
  /** Second view shown on hover, when there is one. */
  hoverImage: productImage.nullable(),
  price,
  badge: productBadge.nullable(),
  /** Short localized marketing line above the name ("Recycled materials"). */
  eyebrow: z.string().nullable(),
  rating: ratingSummary,
  colors: z.array(productColor.pick({ code: true, name: true, family: true, swatch: true })),
  isNew: z.boolean(),
});
export type ProductTile = z.infer<typeof productTile>;

/** Spec §3 Recommended product (+ `originalPrice` so a markdown can be shown). */
export const recommendedProduct = z.object({
  id: productId,
  title: z.string(),
  url: z.string(),
  image: productImage,
  rating: z.object({
    /** False while a product has no reviews. */
    showScore: z.boolean(),
    score: z.number().min(0).max(5),
  }),
  /** Current (lowest) price. */
  price: money,
  /** List price when `price` is a markdown, else null. */
  originalPrice: money.nullable(),
  currency,
  /** Opaque attribution token: send it back with the click event. */
  recToken: z.string(),
});
export type RecommendedProduct = z.infer<typeof recommendedProduct>;

// ---------------------------------------------------------------------------------------
// GET /products/v2/products/:productId/details

export const productDetails = z.object({
  /** The id asked for: the master or one of its variants. */
  id: productId,
  /** The master (style) id; the storefront uses it as the gallery tag. */
  masterId: productId,
  /** The variant asked for, when `id` is a variant. */
  selectedSku: productSku.nullable(),
  brand,
  name: z.string(),
  description: z.string(),
  /** Bullet points. */
  features: z.array(z.string()),
  slug: slugPart,
  url: z.string(),
  categoryId,
  productType,
  gender: productGender,
  /** Root first, the product's own category last. */
  breadcrumbs: z.array(categoryLink).min(1),
  price,
  badge: productBadge.nullable(),
  eyebrow: z.string().nullable(),
  rating: ratingSummary,
  /** The first colourway's images. */
  images: z.array(productImage).min(1),
  colors: z.array(productColor).min(1),
  sizes: z.array(productSize).min(1),
  variants: z.array(productVariant).min(1),
  isNew: z.boolean(),
  /** ISO date the style went on sale (drives "new" and the newest sort). */
  releaseDate: z.iso.date(),
});
export type ProductDetails = z.infer<typeof productDetails>;

const productParams = z.object({ productId });

export const getProductDetails = defineRoute({
  name: 'getProductDetails',
  auth: 'none',
  method: 'GET',
  path: '/products/v2/products/:productId/details',
  params: productParams,
  query: localeQuery,
  response: productDetails,
  errors: ['PLP400'],
  description: ':productId is a master or a variant sku; unknown ids answer 404 PLP400.',
});

// ---------------------------------------------------------------------------------------
// POST /products/v1/products/:productId/availability

export const storeInventoryEntry = z.object({
  storeId: storeId,
  quantity: z.number().int().min(0),
  inventoryState,
});

export const productAvailability = z.object({
  productId,
  storeInventory: z.array(storeInventoryEntry),
});
export type ProductAvailability = z.infer<typeof productAvailability>;

export const postProductAvailability = defineRoute({
  name: 'postProductAvailability',
  auth: 'none',
  method: 'POST',
  path: '/products/v1/products/:productId/availability',
  params: productParams,
  query: localeQuery,
  /** The body is the list of store ids (spec: "body list of storeId"). */
  body: z.array(storeId).min(1).max(50),
  response: productAvailability,
  errors: ['PLP400', 'STR404'],
  description:
    'Quantity on hand per store, in the order asked. For a master id the quantity is summed ' +
    'over its variants. An unknown product is 404 PLP400, an unknown store 404 STR404.',
});

// ---------------------------------------------------------------------------------------
// GET /products/v2/products/:productId/inventory

export const skuInventory = z.object({
  /** Units available to sell online. */
  quantity: z.number().int().min(0),
  inventoryState,
  /** 0 < quantity ≤ LOW_STOCK_THRESHOLD. */
  lowStock: z.boolean(),
});
export type SkuInventory = z.infer<typeof skuInventory>;

export const productInventory = z.object({
  productId,
  masterId: productId,
  /** Keyed by sku. */
  variants: z.record(productSku, skuInventory),
});
export type ProductInventory = z.infer<typeof productInventory>;

export const getProductInventory = defineRoute({
  name: 'getProductInventory',
  auth: 'none',
  method: 'GET',
  path: '/products/v2/products/:productId/inventory',
  params: productParams,
  query: localeQuery,
  response: productInventory,
  errors: ['PLP400'],
  description: 'Online stock of every variant of the master (or of the one variant asked for).',
});

// ---------------------------------------------------------------------------------------
// Reviews

export const reviewId = opaqueId;
export const answerId = opaqueId;
export const questionId = opaqueId;

export const reviewSorts = ['helpful', 'newest', 'oldest', 'ratingHigh', 'ratingLow'] as const;

export const productReview = z.object({
  id: reviewId,
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  nickname: z.string(),
  location: z.string().nullable(),
  /** The language the review was written in. */
  language: catalogueLanguage,
  /** True when `language` differs from the site's: the storefront offers "translate". */
  canTranslate: z.boolean(),
  createdAt: z.iso.datetime(),
  verifiedPurchase: z.boolean(),
  recommended: z.boolean(),
  /** How the item fitted, for apparel and footwear. */
  fit: z.enum(['small', 'true', 'large']).nullable(),
  helpfulVotes: z.number().int().min(0),
  unhelpfulVotes: z.number().int().min(0),
});
export type ProductReview = z.infer<typeof productReview>;

export const reviewsQuery = localeQuery.extend({
  start: z.coerce.number().int().min(0).max(10_000).default(0),
  count: z.coerce.number().int().min(1).max(50).default(10),
  sort: z.enum(reviewSorts).default('helpful'),
  /** Only reviews with exactly this many stars. */
  rating: z.coerce.number().int().min(1).max(5).optional(),
});

export const productReviews = z.object({
  /** The master the reviews belong to. */
  productId,
  rating: ratingSummary,
  /** Count per star rating, 5 down to 1. */
  distribution: z.array(
    z.object({ rating: z.number().int().min(1).max(5), count: z.number().int().min(0) }),
  ),
  /** Share of reviewers who recommend the product, 0–100, null without reviews. */
  recommendedPercentage: z.number().min(0).max(100).nullable(),
  reviews: z.array(productReview),
  /** Reviews matching the filter (hidden, flagged reviews excluded). */
  total: z.number().int().min(0),
  start: z.number().int().min(0),
  count: z.number().int().min(1),
});
export type ProductReviews = z.infer<typeof productReviews>;

export const getProductReviews = defineRoute({
  name: 'getProductReviews',
  auth: 'none',
  method: 'GET',
  path: '/products/v1/products/:productId/reviews',
  params: productParams,
  query: reviewsQuery,
  response: productReviews,
  errors: ['PLP400'],
  description: `Reviews flagged by ${REVIEW_HIDE_FLAG_THRESHOLD} or more shoppers are hidden.`,
});

const reviewParams = z.object({ productId, reviewId });

export const reviewFlagReasons = [
  'offensive',
  'spam',
  'offTopic',
  'personalInformation',
  'other',
] as const;

export const postReviewFlag = defineRoute({
  name: 'postReviewFlag',
  method: 'POST',
  path: '/products/v1/products/:productId/review/:reviewId/flag',
  params: reviewParams,
  query: localeQuery,
  body: z.object({
    reason: z.enum(reviewFlagReasons),
    comment: z
      .string()
      .trim()
      .max(
        FLAG_COMMENT_MAX_LENGTH,
        failWith('REV410', `Comment must not be longer than ${FLAG_COMMENT_MAX_LENGTH} characters`),
      )
      .optional(),
  }),
  response: z.object({ reviewId, flagged: z.literal(true) }),
  errors: ['PLP400', 'API404', 'REV410'],
  description:
    'One flag per shopper (guest or consumer) and review; flagging again is a no-op. An ' +
    'unknown review of the product is 404 API404.',
});

export const reviewVoteBody = z.object({ helpful: z.boolean() });
export const voteTotals = z.object({
  helpfulVotes: z.number().int().min(0),
  unhelpfulVotes: z.number().int().min(0),
});

export const postReviewVote = defineRoute({
  name: 'postReviewVote',
  method: 'POST',
  path: '/products/v1/products/:productId/review/:reviewId/vote',
  params: reviewParams,
  query: localeQuery,
  body: reviewVoteBody,
  response: voteTotals.extend({ reviewId }),
  errors: ['PLP400', 'API404'],
  description: 'One vote per shopper and review; voting again replaces the earlier vote.',
});

export const reviewTranslation = z.object({
  reviewId,
  sourceLanguage: catalogueLanguage,
  targetLanguage: catalogueLanguage,
  /** False when the review already is in the target language (title and text unchanged). */
  translated: z.boolean(),
  title: z.string(),
  text: z.string(),
});
export type ReviewTranslation = z.infer<typeof reviewTranslation>;

export const postReviewTranslate = defineRoute({
  name: 'postReviewTranslate',
  auth: 'none',
  method: 'POST',
  path: '/products/v1/review/:reviewId/translate',
  params: z.object({ reviewId }),
  query: localeQuery,
  response: reviewTranslation,
  errors: ['API404'],
  description: "Translates into the language of `?locale=` (the site's language); no body.",
});

// ---------------------------------------------------------------------------------------
// Product sets ("complete the look")

export const productSetId = productId;

export const productSetSummary = z.object({
  id: productSetId,
  name: z.string(),
  image: productImage,
  productCount: z.number().int().min(1),
});

export const productSet = z.object({
  id: productSetId,
  name: z.string(),
  description: z.string(),
  image: productImage,
  products: z.array(productTile).min(1),
});
export type ProductSet = z.infer<typeof productSet>;

export const getProductSets = defineRoute({
  name: 'getProductSets',
  auth: 'none',
  method: 'GET',
  path: '/products/v2/products/:productId/productSets',
  params: productParams,
  query: localeQuery,
  response: z.object({ productId, productSets: z.array(productSetSummary) }),
  errors: ['PLP400'],
  description: 'The sets the product (or its master) belongs to; may be empty.',
});

export const getProductSet = defineRoute({
  name: 'getProductSet',
  auth: 'none',
  method: 'GET',
  path: '/products/v2/products/:productSetId/productSet',
  params: z.object({ productSetId }),
  query: localeQuery,
  response: productSet,
  errors: ['PLP400'],
});

// ---------------------------------------------------------------------------------------
// GET /products/v2/catalog

export interface CategoryNode {
  id: string;
  name: string;
  slug: string;
  url: string;
  /** Products in this category and below. */
  productCount: number;
  children: CategoryNode[];
}
export const categoryNode: z.ZodType<CategoryNode> = z.object({
  id: categoryId,
  name: z.string(),
  slug: slugPart,
  url: z.string(),
  productCount: z.number().int().min(0),
  get children() {
    return z.array(categoryNode);
  },
});

export const catalog = z.object({
  /** Three levels: department (Men), category (Jackets), sub-category (Rain jackets). */
  categories: z.array(categoryNode),
});
export type Catalog = z.infer<typeof catalog>;

export const getCatalog = defineRoute({
  name: 'getCatalog',
  auth: 'none',
  method: 'GET',
  path: '/products/v2/catalog',
  query: localeQuery,
  response: catalog,
  description: 'The category tree in the shopper language, for navigation and the mega menu.',
});

// ---------------------------------------------------------------------------------------
// PUT /products/v1/notifications (back in stock)

export const backInStockBody = z.object({
  email: z.email().max(100),
  /** The variant to watch (a master id is 404 PLP400: a size must be chosen). */
  productId: productSku,
});

export const putBackInStockNotification = defineRoute({
  name: 'putBackInStockNotification',
  method: 'PUT',
  path: '/products/v1/notifications',
  query: localeQuery,
  body: backInStockBody,
  response: z.object({ productId: productSku, email: z.string(), subscribed: z.literal(true) }),
  errors: ['PLP400'],
  description:
    'Idempotent: subscribing twice keeps one subscription. The e-mail goes out in the ' +
    'language of `?locale=` when the variant is back in stock.',
});

// ---------------------------------------------------------------------------------------
// GET /products/v2/search/productSearch

export const productSorts = ['relevance', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
export const productSort = z.enum(productSorts);
export type ProductSort = z.infer<typeof productSort>;

/** Facet ids; each is also the query parameter that filters by it. */
export const facetIds = ['categoryId', 'brand', 'color', 'size', 'price', 'rating'] as const;
export const facetId = z.enum(facetIds);
export type FacetId = z.infer<typeof facetId>;

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
  brand: listParam(brand).optional(),
  color: listParam(colorFamily).optional(),
  /** Size codes as in `productSize.code`. */
  size: listParam(z.string().min(1).max(12)).optional(),
  price: listParam(priceRange).optional(),
  /** Minimum average rating (1–4): "4 stars & up". */
  rating: z.coerce.number().int().min(1).max(4).optional(),
  sort: productSort.optional(),
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
  brand: { en: 'Brand', fr: 'Marque', de: 'Marke' },
  color: { en: 'Color', fr: 'Couleur', de: 'Farbe' },
  size: { en: 'Size', fr: 'Taille', de: 'Größe' },
  price: { en: 'Price', fr: 'Prix', de: 'Preis' },
  rating: { en: 'Rating', fr: 'Note', de: 'Bewertung' },
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
  if (language === 'fr') return `${stars} étoiles et plus`;
  if (language === 'de') return `ab ${stars} Sternen`;
  return `${stars} stars & up`;
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
    'Sort defaults to relevance with text, else to popularity (relevance without text). An ' +
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
// Questions and answers

export const productAnswer = z.object({
  id: answerId,
  text: z.string(),
  nickname: z.string(),
  /** Answered by the brand's staff. */
  isStaff: z.boolean(),
  createdAt: z.iso.datetime(),
  helpfulVotes: z.number().int().min(0),
  unhelpfulVotes: z.number().int().min(0),
});

export const productQuestion = z.object({
  id: questionId,
  text: z.string(),
  nickname: z.string(),
  language: catalogueLanguage,
  createdAt: z.iso.datetime(),
  answers: z.array(productAnswer),
});
export type ProductQuestion = z.infer<typeof productQuestion>;

export const getProductQuestions = defineRoute({
  name: 'getProductQuestions',
  auth: 'none',
  method: 'GET',
  path: '/products/v1/products/:productId/reviews/questions',
  params: productParams,
  query: localeQuery.extend({
    start: z.coerce.number().int().min(0).max(10_000).default(0),
    count: z.coerce.number().int().min(1).max(50).default(5),
    sort: z.enum(['newest', 'mostAnswered']).default('newest'),
  }),
  response: z.object({
    productId,
    questions: z.array(productQuestion),
    total: z.number().int().min(0),
    start: z.number().int().min(0),
    count: z.number().int().min(1),
  }),
  errors: ['PLP400'],
});

export const askQuestionBody = z.object({
  text: z
    .string()
    .trim()
    .min(QUESTION_TEXT_MIN_LENGTH)
    .max(
      QUESTION_TEXT_MAX_LENGTH,
      failWith('REV410', `Question must not be longer than ${QUESTION_TEXT_MAX_LENGTH} characters`),
    ),
  nickname: z.string().trim().min(2).max(30),
  email: z.email().max(100),
});

export const postProductQuestion = defineRoute({
  name: 'postProductQuestion',
  method: 'POST',
  path: '/products/v1/products/:productId/reviews/questions',
  params: productParams,
  query: localeQuery,
  body: askQuestionBody,
  response: productQuestion,
  successStatus: 201,
  errors: ['PLP400', 'REV410'],
  description:
    'The question is published at once in the site language; the e-mail is kept private.',
});

export const postAnswerVote = defineRoute({
  name: 'postAnswerVote',
  method: 'POST',
  path: '/products/v1/products/:productId/review/:answerId/questions/vote',
  params: z.object({ productId, answerId }),
  query: localeQuery,
  body: reviewVoteBody,
  response: voteTotals.extend({ answerId }),
  errors: ['PLP400', 'API404'],
  description: 'One vote per shopper and answer; voting again replaces the earlier vote.',
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

/** Every Products call, keyed by name (spread into `routes` of `./index.ts`). */
export const productRoutes = {
  getProductDetails,
  postProductAvailability,
  getProductInventory,
  getProductReviews,
  postReviewFlag,
  postReviewVote,
  postReviewTranslate,
  getProductSets,
  getProductSet,
  getCatalog,
  putBackInStockNotification,
  getProductSearch,
  getAutoSuggest,
  getProductQuestions,
  postProductQuestion,
  postAnswerVote,
  getWidgetRecommendations,
} as const;
