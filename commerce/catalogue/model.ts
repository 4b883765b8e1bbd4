import { DEFAULT_MAX_QTY } from '#api/contract/cartModel.ts';
import type { Brand, Currency } from '#api/contract/common.ts';
import type {
  CatalogueLanguage,
  ColorFamily,
  ProductBadge,
  ProductType,
} from '#api/contract/products.ts';
import { isGiftOnly } from '../cart/gifts.ts';

/*
 * The catalogue read model: products with their colours, sizes, variants, prices, rating
 * and stock flag, the category tree and the product sets, indexed for the answers of
 * commerce/catalogue/. It sits in commerce/ because both the commerce service (server/catalogue:
 * loaded from its database and cached) and the MSW handlers (mocks/: built from the demo
 * catalogue) answer from it with the same functions, so the two cannot drift. Pure data
 * and functions: no database, no Node or browser API.
 */

export type LocalizedText = Record<CatalogueLanguage, string>;
export type LocalizedList = Record<CatalogueLanguage, string[]>;
/** Which size label a site shows: the US, UK or EU system (only footwear differs). */
export type SizeSystem = 'us' | 'uk' | 'eu';
export type SizeLabels = Record<SizeSystem, string>;

/** One price of one variant in one currency, minor units (cents). */
export interface PriceRow {
  list: number;
  /** Markdown price, null when not on sale. */
  sale: number | null;
  /** Lowest price of the last 30 days. */
  historicBest: number;
  /** The best price of the previous sale, null when there was none. */
  previousBestSale: number | null;
}

export interface VariantModel {
  sku: string;
  upc: string;
  colorCode: string;
  sizeCode: string;
  prices: Partial<Record<Currency, PriceRow>>;
}

export interface ColorModel {
  code: string;
  names: LocalizedText;
  family: ColorFamily;
  swatch: string;
  accent: string;
  /** Image public ids of the image route, front view first. */
  images: string[];
}

export interface SizeModel {
  code: string;
  labels: SizeLabels;
  /** Sort key across all size systems. */
  sortOrder: number;
}

export interface ProductModel {
  id: string;
  brand: Brand;
  productType: ProductType;
  gender: 'men' | 'women' | 'unisex';
  /** The leaf category. */
  categoryId: string;
  /** The proper name shared by every language ("Talus"). */
  model: string;
  names: LocalizedText;
  slugs: LocalizedText;
  descriptions: LocalizedText;
  features: LocalizedList;
  eyebrow: LocalizedText | null;
  badge: ProductBadge | null;
  isNew: boolean;
  /** YYYY-MM-DD. */
  releaseDate: string;
  unitsSold: number;
  colors: ColorModel[];
  sizes: SizeModel[];
  variants: VariantModel[];
  /** Over the visible reviews (ratingSummary). */
  rating: { score: number; reviewsCount: number };
  /** Some variant has stock online (as of the snapshot). */
  inStock: boolean;
}

/**
 * Products delivered by e-mail (spec §3 isDigitalProduct): they ship by the `digital` code
 * only, and their lines carry the gift option (recipient e-mail, name, message). The
 * digital gift card is the only one.
 */
export function isDigitalProduct(product: Pick<ProductModel, 'productType'>): boolean {
  return product.productType === 'giftCard';
}

/**
 * Units of the digital gift card one cart line may hold. The spec names no gift card
 * purchase limit (GFC410 is about paying with gift cards): each unit is a card issued and
 * mailed to the line's one recipient, so a line stops at ten; more for the same person is
 * another order.
 */
export const GIFT_CARD_MAX_QTY_PER_LINE = 10;

/**
 * The most units one cart line of the product may hold, stock aside: the gift card's
 * per-line maximum, else the spec's default max (§9: 999999).
 */
export function maxQtyPerLine(product: Pick<ProductModel, 'productType'>): number {
  return isDigitalProduct(product) ? GIFT_CARD_MAX_QTY_PER_LINE : DEFAULT_MAX_QTY;
}

export interface CategoryModel {
  id: string;
  parentId: string | null;
  level: number;
  /** Order among siblings. */
  position: number;
  names: LocalizedText;
  slugs: LocalizedText;
}

export interface SetModel {
  id: string;
  names: LocalizedText;
  descriptions: LocalizedText;
  image: string;
  /** Master ids, in display order. */
  productIds: string[];
}

/** What a model is built from: plain rows, as a database or the demo data gives them. */
export interface CatalogueSnapshot {
  products: readonly ProductModel[];
  categories: readonly CategoryModel[];
  /** In display order. */
  sets: readonly SetModel[];
}

/** Memoises an answer under a key (the service keeps an LRU per model; mocks compute). */
export type Memo = <T>(key: string, compute: () => T) => T;

export const noMemo: Memo = (_key, compute) => compute();

export interface CatalogueModel {
  /** Every product by id, the gifts with purchase too (their pages, the gift lines). */
  products: Map<string, ProductModel>;
  /**
   * What shoppers browse (listings, search, recommendations, category counts), in the
   * snapshot's order: every product but the gift-only ones (commerce/cart/gifts.ts), which
   * come only as a promotion's free line.
   */
  productList: readonly ProductModel[];
  variants: Map<string, { product: ProductModel; variant: VariantModel }>;
  categories: Map<string, CategoryModel>;
  /** Children by parent id (null: the roots), by position. */
  children: Map<string | null, CategoryModel[]>;
  /** Every category's ancestors and itself, root first. */
  paths: Map<string, CategoryModel[]>;
  sets: readonly SetModel[];
  /** When the snapshot was taken (ms since the epoch). */
  loadedAt: number;
  /** Memoised answers; dropped with the model. */
  memo: Memo;
}

/** Mean stars to one decimal (0 without reviews), from the sum and count of visible reviews. */
export function ratingSummary(sum: number, count: number): { score: number; reviewsCount: number } {
  return { score: count ? Math.round((sum / count) * 10) / 10 : 0, reviewsCount: count };
}

/** Rows grouped by a key, in their order. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Index a snapshot: by id, by sku, the tree's children and every category's path. */
export function buildCatalogueModel(
  snapshot: CatalogueSnapshot,
  options: { loadedAt?: number; memo?: Memo } = {},
): CatalogueModel {
  const categories = new Map(snapshot.categories.map((category) => [category.id, category]));
  const children = groupBy(
    [...snapshot.categories].sort((a, b) => a.position - b.position),
    (category) => category.parentId,
  );
  const paths = new Map<string, CategoryModel[]>();
  for (const category of snapshot.categories) {
    const path: CategoryModel[] = [];
    for (
      let at: CategoryModel | undefined = category;
      at;
      at = at.parentId ? categories.get(at.parentId) : undefined
    ) {
      path.unshift(at);
    }
    paths.set(category.id, path);
  }
  return {
    products: new Map(snapshot.products.map((product) => [product.id, product])),
    productList: snapshot.products.filter((product) => !isGiftOnly(product.id)),
    variants: new Map(
      snapshot.products.flatMap((product) =>
        product.variants.map((variant) => [variant.sku, { product, variant }] as const),
      ),
    ),
    categories,
    children,
    paths,
    sets: snapshot.sets,
    loadedAt: options.loadedAt ?? 0,
    memo: options.memo ?? noMemo,
  };
}

export type CatalogueErrorId = 'PLP400' | 'STR404' | 'API404';

/**
 * An unknown product, category, set, store or country: the service answers it as an
 * ApiError, the mocks as their error response, both with this catalogue code.
 */
export class CatalogueLookupError extends Error {
  readonly errorId: CatalogueErrorId;
  constructor(errorId: CatalogueErrorId, message: string) {
    super(message);
    this.name = 'CatalogueLookupError';
    this.errorId = errorId;
  }
}

/** A master id or a variant sku → the master (and the variant); PLP400 otherwise. */
export function resolveProduct(
  model: CatalogueModel,
  productId: string,
): { product: ProductModel; variant: VariantModel | null } {
  const product = model.products.get(productId);
  if (product) return { product, variant: null };
  const hit = model.variants.get(productId);
  if (hit) return hit;
  throw new CatalogueLookupError('PLP400', `No product ${productId}`);
}

/**
 * The variant a back-in-stock notice waits for: PLP400 for a master id (a size must be
 * chosen first) or an unknown product.
 */
export function backInStockVariant(model: CatalogueModel, productId: string): VariantModel {
  const { variant } = resolveProduct(model, productId);
  if (variant) return variant;
  throw new CatalogueLookupError('PLP400', `${productId} is not a variant: choose a size first`);
}

export function categoryOrThrow(model: CatalogueModel, categoryId: string): CategoryModel {
  const category = model.categories.get(categoryId);
  if (!category) throw new CatalogueLookupError('PLP400', `No category ${categoryId}`);
  return category;
}

export function inSubtree(model: CatalogueModel, categoryId: string, rootId: string): boolean {
  return (model.paths.get(categoryId) ?? []).some((category) => category.id === rootId);
}
