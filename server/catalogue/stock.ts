import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SiteLocale } from '#api/contract/common.ts';
import type { ProductAvailability, ProductInventory } from '#api/contract/products.ts';
import { backInStockVariant } from '#commerce/catalogue/model.ts';
import {
  productAvailability as availabilityAnswer,
  productInventory as inventoryAnswer,
  skusOf,
} from '#commerce/catalogue/views.ts';
import type { Database, Executor } from '../db/client.ts';
import {
  skuInventory,
  stockNotifications,
  storeInventory,
  stores,
} from '../db/schema/catalogue.ts';
import { getCatalogueModel } from './model.ts';

/*
 * Stock is read from the database on every call (orders change it), never from the model.
 */

/** Online stock of skus (missing skus are absent from the map). */
export async function getInventory(
  db: Executor,
  skus: readonly string[],
): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: skuInventory.sku, quantity: skuInventory.quantity })
    .from(skuInventory)
    .where(inArray(skuInventory.sku, [...skus]));
  return new Map(rows.map((row) => [row.sku, row.quantity]));
}

export async function productInventory(db: Database, productId: string): Promise<ProductInventory> {
  const model = await getCatalogueModel(db);
  return inventoryAnswer(model, productId, await getInventory(db, skusOf(model, productId)));
}

/** Units on hand per store, summed over the given skus (stores without stock are 0). */
export async function storeQuantities(
  db: Executor,
  storeIds: readonly string[],
  skus: readonly string[],
): Promise<Map<string, number>> {
  if (storeIds.length === 0 || skus.length === 0) return new Map();
  const rows = await db
    .select({
      storeId: storeInventory.storeId,
      quantity: sql<number>`sum(${storeInventory.quantity})::int`,
    })
    .from(storeInventory)
    .where(
      and(inArray(storeInventory.storeId, [...storeIds]), inArray(storeInventory.sku, [...skus])),
    )
    .groupBy(storeInventory.storeId);
  return new Map(rows.map((row) => [row.storeId, row.quantity]));
}

export async function productAvailability(
  db: Database,
  productId: string,
  storeIds: string[],
): Promise<ProductAvailability> {
  const skus = skusOf(await getCatalogueModel(db), productId);
  const [known, quantities] = await Promise.all([
    db.select({ id: stores.id }).from(stores).where(inArray(stores.id, storeIds)),
    storeQuantities(db, storeIds, skus),
  ]);
  return availabilityAnswer(productId, storeIds, new Set(known.map((row) => row.id)), quantities);
}

/** Subscribe an e-mail to a variant coming back in stock (idempotent per sku and e-mail). */
export async function subscribeBackInStock(
  db: Database,
  input: { productId: string; email: string; locale: SiteLocale },
) {
  const variant = backInStockVariant(await getCatalogueModel(db), input.productId);
  await db
    .insert(stockNotifications)
    .values({ sku: variant.sku, email: input.email, locale: input.locale })
    .onConflictDoUpdate({
      target: [stockNotifications.sku, stockNotifications.email],
      // A renewed subscription after a sent notice starts waiting again.
      set: { locale: input.locale, notifiedAt: null },
    });
  return { productId: variant.sku, email: input.email, subscribed: true as const };
}

/** Subscriptions of a sku that still wait for their e-mail (for the notifier). */
export async function pendingStockNotifications(db: Executor, sku: string) {
  return db
    .select()
    .from(stockNotifications)
    .where(and(eq(stockNotifications.sku, sku), sql`${stockNotifications.notifiedAt} is null`));
}
