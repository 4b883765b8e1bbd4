import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Currency } from '#api/contract/common.ts';
import type { SkuPrice } from '#commerce/cart/view.ts';
import type { CatalogueModel } from '#commerce/catalogue/model.ts';
import { getCatalogueModel } from '../catalogue/model.ts';
import type { Database, Executor } from '../db/client.ts';
import { selectJson } from '../db/json.ts';
import {
  productVariants,
  skuInventory,
  skuPrices,
  storeInventory,
} from '../db/schema/catalogue.ts';

/*
 * What carts and lists read from the catalogue. Descriptions (names, images, sizes,
 * ratings) come from the catalogue's in-memory read model; money and stock are read from
 * the caller's transaction every time, because they decide what a shopper pays and may buy.
 * The views and the checks of what a cart may hold are commerce/cart/ (shared with the MSW
 * handlers).
 */

/** The catalogue model (cached per database; pass the app's database, not a transaction). */
export function catalogueModel(db: Database): Promise<CatalogueModel> {
  return getCatalogueModel(db);
}

/**
 * Prices of skus in one currency and their online stock, read in the caller's transaction
 * in one query (a sku without a price or an inventory row is missing from that map).
 */
export async function readPricesAndStock(
  tx: Executor,
  skus: readonly string[],
  currency: Currency,
): Promise<KnownSkus> {
  const prices = new Map<string, SkuPrice>();
  const stock = new Map<string, number>();
  if (skus.length === 0) return { prices, stock };
  // One json value for all of them: carts read prices of every variant of their products.
  const rows = await selectJson<[string, number | null, number | null, number | null][]>(
    tx,
    sql`select coalesce(json_agg(json_build_array(v.sku, p.list_amount, p.sale_amount, i.quantity)), '[]') as result
      from ${productVariants} v
      left join ${skuPrices} p on p.sku = v.sku and p.currency = ${currency}
      left join ${skuInventory} i on i.sku = v.sku
      where v.sku = any(array(select jsonb_array_elements_text(${JSON.stringify([...new Set(skus)])}::jsonb)))`,
  );
  for (const [sku, list, sale, quantity] of rows) {
    if (list !== null) prices.set(sku, { list, sale });
    if (quantity !== null) stock.set(sku, quantity);
  }
  return { prices, stock };
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

/** Prices and online stock already read in this transaction. */
export interface KnownSkus {
  prices: ReadonlyMap<string, SkuPrice>;
  stock: ReadonlyMap<string, number>;
}
