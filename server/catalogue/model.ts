import { asc, lt, sql } from 'drizzle-orm';
import type { Brand } from '#api/contract/common.ts';
import type { ColorFamily, ProductBadge, ProductType } from '#api/contract/products.ts';
import { REVIEW_HIDE_FLAG_THRESHOLD } from '#api/contract/reviews.ts';
import { salesWindowStart, unitsSold } from '#commerce/catalogue/merchandising.ts';
import {
  buildCatalogueModel,
  type CatalogueModel,
  groupBy,
  type Memo,
  type ProductModel,
  ratingSummary,
} from '#commerce/catalogue/model.ts';
import type { Executor } from '../db/client.ts';
import {
  categories,
  productColors,
  productSetItems,
  productSets,
  productSizes,
  products,
  productVariants,
  reviews,
  skuInventory,
  skuPrices,
} from '../db/schema/catalogue.ts';
import { orders } from '../db/schema/checkout.ts';

/*
 * The catalogue read model (commerce/catalogue/model.ts, shared with the MSW handlers): every
 * product with its colours, sizes, variants, prices, rating and stock flag, the category
 * tree and the product sets, loaded from the database into memory. PGlite runs inside this
 * process on one thread, and even on a PostgreSQL server the catalogue is read far more
 * often than it changes, so product pages, search and facets answer from here.
 *
 * Units sold are the seeded baseline plus the units of the orders placed in the last
 * SALES_WINDOW_DAYS (commerce/catalogue/merchandising.ts): best sellers and trending follow
 * the store's own sales, as of the model's load (a placed order shows within MODEL_TTL_MS).
 *
 * Freshness: a write through this service (flags change ratings) drops the model at once
 * (`invalidateCatalogue`); other instances behind a balancer reload after MODEL_TTL_MS,
 * serving the previous model while the new one loads. Stock is never answered from here:
 * inventory and availability read the database on every call.
 */

export const MODEL_TTL_MS = 5 * 60 * 1000;
/** Answers memoised per model (details per locale, searches, the tree). */
const RESPONSE_CACHE_ENTRIES = 1000;

function createMemo(): Memo {
  const entries = new Map<string, unknown>();
  return <T>(key: string, compute: () => T): T => {
    if (entries.has(key)) {
      const value = entries.get(key) as T;
      entries.delete(key);
      entries.set(key, value);
      return value;
    }
    const value = compute();
    entries.set(key, value);
    if (entries.size > RESPONSE_CACHE_ENTRIES)
      entries.delete(entries.keys().next().value as string);
    return value;
  };
}

/**
 * Units per master id in the orders placed (not cancelled) within the sales window: what
 * the shoppers of this store bought, on top of the seeded baseline (`products.units_sold`).
 */
async function unitsOrdered(db: Executor, now: number): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select item->>'masterId' as "productId", sum((item->>'qty')::int)::int as units
    from ${orders}, jsonb_array_elements(${orders.view}->'items') as item
    where ${orders.status} = 'placed' and ${orders.cancelledAt} is null
      and ${orders.placedAt} >= ${salesWindowStart(now).toISOString()}::timestamptz
    group by 1`);
  const rows = (result as unknown as { rows: { productId: string | null; units: number }[] }).rows;
  return new Map(
    rows.flatMap((row) => (row.productId ? [[row.productId, Number(row.units)] as const] : [])),
  );
}

export async function loadCatalogueModel(db: Executor, now = Date.now()): Promise<CatalogueModel> {
  const categoryRows = await db.select().from(categories);
  const productRows = await db.select().from(products).orderBy(asc(products.id));
  const colorRows = await db
    .select()
    .from(productColors)
    .orderBy(asc(productColors.productId), asc(productColors.position));
  const sizeRows = await db
    .select()
    .from(productSizes)
    .orderBy(asc(productSizes.productId), asc(productSizes.position));
  const variantRows = await db
    .select()
    .from(productVariants)
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  const priceRows = await db.select().from(skuPrices);
  const ratingRows = await db
    .select({
      productId: reviews.productId,
      count: sql<number>`count(*)::int`,
      sum: sql<number>`sum(${reviews.rating})::int`,
    })
    .from(reviews)
    .where(lt(reviews.flagCount, REVIEW_HIDE_FLAG_THRESHOLD))
    .groupBy(reviews.productId);
  const stockRows = await db
    .select({
      productId: productVariants.productId,
      stock: sql<number>`max(${skuInventory.quantity})::int`,
    })
    .from(productVariants)
    .innerJoin(skuInventory, sql`${skuInventory.sku} = ${productVariants.sku}`)
    .groupBy(productVariants.productId);
  const sold = await unitsOrdered(db, now);
  const setRows = await db.select().from(productSets).orderBy(asc(productSets.position));
  const setItemRows = await db
    .select()
    .from(productSetItems)
    .orderBy(asc(productSetItems.setId), asc(productSetItems.position));

  const pricesBySku = groupBy(priceRows, (row) => row.sku);
  const colorsByProduct = groupBy(colorRows, (row) => row.productId);
  const sizesByProduct = groupBy(sizeRows, (row) => row.productId);
  const variantsByProduct = groupBy(variantRows, (row) => row.productId);
  const ratings = new Map(ratingRows.map((row) => [row.productId, row]));
  const stock = new Map(stockRows.map((row) => [row.productId, row.stock]));

  const productList: ProductModel[] = productRows.map((row) => {
    const rating = ratings.get(row.id);
    return {
      id: row.id,
      brand: row.brand as Brand,
      productType: row.productType as ProductType,
      gender: row.gender as ProductModel['gender'],
      categoryId: row.categoryId,
      model: row.model,
      names: row.names,
      slugs: row.slugs,
      descriptions: row.descriptions,
      features: row.features,
      eyebrow: row.eyebrow,
      badge: row.badge as ProductBadge | null,
      isNew: row.isNew,
      releaseDate: row.releaseDate,
      unitsSold: unitsSold(row.unitsSold, sold.get(row.id)),
      colors: (colorsByProduct.get(row.id) ?? []).map((color) => ({
        code: color.code,
        names: color.names,
        family: color.family as ColorFamily,
        swatch: color.swatch,
        accent: color.accent,
        images: color.images,
      })),
      sizes: (sizesByProduct.get(row.id) ?? []).map((size) => ({
        code: size.code,
        labels: size.labels,
        sortOrder: size.sortOrder,
      })),
      variants: (variantsByProduct.get(row.id) ?? []).map((variant) => ({
        sku: variant.sku,
        upc: variant.upc,
        colorCode: variant.colorCode,
        sizeCode: variant.sizeCode,
        prices: Object.fromEntries(
          (pricesBySku.get(variant.sku) ?? []).map((price) => [
            price.currency,
            {
              list: price.listAmount,
              sale: price.saleAmount,
              historicBest: price.historicBestAmount,
              previousBestSale: price.previousBestSaleAmount,
            },
          ]),
        ),
      })),
      rating: ratingSummary(rating?.sum ?? 0, rating?.count ?? 0),
      inStock: (stock.get(row.id) ?? 0) > 0,
    };
  });

  const itemsBySet = groupBy(setItemRows, (row) => row.setId);
  return buildCatalogueModel(
    {
      products: productList,
      categories: categoryRows,
      sets: setRows.map((row) => ({
        id: row.id,
        names: row.names,
        descriptions: row.descriptions,
        image: row.image,
        productIds: (itemsBySet.get(row.id) ?? []).map((item) => item.productId),
      })),
    },
    { loadedAt: now, memo: createMemo() },
  );
}

interface CacheEntry {
  model: CatalogueModel | null;
  loading: Promise<CatalogueModel> | null;
  /** Bumped by every invalidation, so a load that raced a write is not kept. */
  generation: number;
}

const cache = new WeakMap<object, CacheEntry>();

function entryOf(db: Executor): CacheEntry {
  let entry = cache.get(db);
  if (!entry) {
    entry = { model: null, loading: null, generation: 0 };
    cache.set(db, entry);
  }
  return entry;
}

function reload(db: Executor, entry: CacheEntry): Promise<CatalogueModel> {
  const generation = entry.generation;
  const loading = loadCatalogueModel(db)
    .then((model) => {
      if (entry.generation === generation) entry.model = model;
      return model;
    })
    .finally(() => {
      if (entry.loading === loading) entry.loading = null;
    });
  entry.loading = loading;
  return loading;
}

/** The read model of this database: cached, reloaded after MODEL_TTL_MS or a write. */
export async function getCatalogueModel(db: Executor, now = Date.now()): Promise<CatalogueModel> {
  const entry = entryOf(db);
  if (entry.model) {
    // Stale: answer with it while a fresh one loads in the background.
    if (now - entry.model.loadedAt > MODEL_TTL_MS && !entry.loading)
      void reload(db, entry).catch(() => undefined);
    return entry.model;
  }
  return entry.loading ?? reload(db, entry);
}

/**
 * Drop the cached model of this database (after a write that changes what it holds:
 * ratings, prices, products). The next read loads a fresh one.
 */
export function invalidateCatalogue(db: Executor): void {
  const entry = entryOf(db);
  entry.generation += 1;
  entry.model = null;
  entry.loading = null;
}
