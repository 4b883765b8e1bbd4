import { z } from 'zod';
import {
  brand,
  categoryId,
  currency,
  localeQuery,
  money,
  price,
  productId,
  type SiteLocale,
} from './common.ts';
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
 *
 * This file holds the product itself (details, stock, sets, catalogue, notifications) and
 * the shapes the others share; `./search.ts` the listings (search, autoSuggest,
 * recommendations) and `./reviews.ts` what shoppers write (reviews, questions).
 */

// ---------------------------------------------------------------------------------------
// Constants (business limits this contract decided; the service enforces them)

/** Stock at or below this (and above 0) is "low stock" (shown as "only N left"). */
export const LOW_STOCK_THRESHOLD = 5;

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

/** Product types that come in sizes, each with its size chart (`/fapi/components/size-chart/{productType}`). */
export const sizedProductTypes = [
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
export type SizedProductType = (typeof sizedProductTypes)[number];
/**
 * Product types of the catalogue: the sized ones and the digital gift card, whose "sizes"
 * are its amounts and which is delivered by e-mail (commerce/catalogue/model.ts `isDigitalProduct`).
 */
export const productTypes = [...sizedProductTypes, 'giftCard'] as const;
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

/**
 * The swatch of each colour family in the colour facet: its typical shade among the
 * catalogue's colourways (catalogue data, as a colourway's own `swatch`).
 */
export const colorFamilySwatches: Record<ColorFamily, string> = {
  black: '#1c1d1f',
  grey: '#8a9096',
  white: '#f4f5f5',
  beige: '#d2bd97',
  brown: '#7a4e36',
  red: '#b3261e',
  orange: '#d9652b',
  yellow: '#e3b52b',
  green: '#3d6b4f',
  blue: '#2f6fa8',
  purple: '#74508c',
  pink: '#e08a9b',
};

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

/** `:productId` of the product calls (a master or a variant). */
export const productParams = z.object({ productId });

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

/** Every Products call, keyed by name (spread into `routes` of `./index.ts`). */
export const productRoutes = {
  getProductDetails,
  postProductAvailability,
  getProductInventory,
  getProductSets,
  getProductSet,
  getCatalog,
  putBackInStockNotification,
} as const;
