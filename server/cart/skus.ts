import { and, eq, inArray } from 'drizzle-orm';
import type { SkuPrice } from '#api/cart/view.ts';
import type { CatalogueModel, ProductModel, VariantModel } from '#api/catalogue/model.ts';
import type { Currency } from '#api/contract/common.ts';
import { getCatalogueModel } from '../catalogue/model.ts';
import type { Database, Executor } from '../db/client.ts';
import { skuInventory, skuPrices, storeInventory } from '../db/schema/catalogue.ts';

/*
 * What carts and lists read from the catalogue. Descriptions (names, images, sizes,
 * ratings) come from the catalogue's in-memory read model; money and stock are read from
 * the caller's transaction every time, because they decide what a shopper pays and may buy.
 * The views themselves are api/cart/view.ts (shared with the MSW handlers).
 */

export interface SkuFacts {
  product: ProductModel;
  variant: VariantModel;
  /** Null when the sku has no price in the currency (INV702). */
  price: SkuPrice | null;
  /** Null when the sku has no inventory record (INV701). */
  stock: number | null;
}

/** The catalogue model (cached per database; pass the app's database, not a transaction). */
export function catalogueModel(db: Database): Promise<CatalogueModel> {
  return getCatalogueModel(db);
}

/** Prices of skus in one currency, read in the caller's transaction. */
export async function readPrices(
  tx: Executor,
  skus: readonly string[],
  currency: Currency,
): Promise<Map<string, SkuPrice>> {
  if (skus.length === 0) return new Map();
  const rows = await tx
    .select({ sku: skuPrices.sku, list: skuPrices.listAmount, sale: skuPrices.saleAmount })
    .from(skuPrices)
    .where(and(inArray(skuPrices.sku, [...skus]), eq(skuPrices.currency, currency)));
  return new Map(rows.map((row) => [row.sku, { list: row.list, sale: row.sale }]));
}

/** Online stock of skus; a sku without a row is missing from the map. */
export async function readStock(
  tx: Executor,
  skus: readonly string[],
): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await tx
    .select({ sku: skuInventory.sku, quantity: skuInventory.quantity })
    .from(skuInventory)
    .where(inArray(skuInventory.sku, [...skus]));
  return new Map(rows.map((row) => [row.sku, row.quantity]));
}

/** Units of skus on hand in one store (no row is 0). */
export async function readStoreStock(
  tx: Executor,
  storeId: string,
  skus: readonly string[],
): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await tx
    .select({ sku: storeInventory.sku, quantity: storeInventory.quantity })
    .from(storeInventory)
    .where(and(eq(storeInventory.storeId, storeId), inArray(storeInventory.sku, [...skus])));
  return new Map(rows.map((row) => [row.sku, row.quantity]));
}

/** Facts about skus: unknown skus (and master ids) are missing from the map. */
export async function skuFacts(
  model: CatalogueModel,
  tx: Executor,
  skus: readonly string[],
  currency: Currency,
): Promise<Map<string, SkuFacts>> {
  const unique = [...new Set(skus)];
  const [prices, stock] = await Promise.all([
    readPrices(tx, unique, currency),
    readStock(tx, unique),
  ]);
  return factsFrom(model, unique, prices, stock);
}

/** Prices and online stock already read in this transaction. */
export interface KnownSkus {
  prices: ReadonlyMap<string, SkuPrice>;
  stock: ReadonlyMap<string, number>;
}

/** Facts about skus from prices and stock already read. */
export function factsFrom(
  model: CatalogueModel,
  skus: readonly string[],
  prices: ReadonlyMap<string, SkuPrice>,
  stock: ReadonlyMap<string, number>,
): Map<string, SkuFacts> {
  const facts = new Map<string, SkuFacts>();
  for (const sku of new Set(skus)) {
    const found = model.variants.get(sku);
    if (!found) continue;
    facts.set(sku, { ...found, price: prices.get(sku) ?? null, stock: stock.get(sku) ?? null });
  }
  return facts;
}
