import { and, eq } from 'drizzle-orm';
import type { Currency } from '#api/contract/common.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import type { CatalogueProduct } from '#demo/catalogue/types.ts';
import type { Database } from '../../db/client.ts';
import { skuInventory, skuPrices, storeInventory } from '../../db/schema/catalogue.ts';
import { seeders } from '../../db/seed.ts';

/** Seeders the cart and list tests need: the catalogue, and profiles to sign in with. */
export const cartSeeders = seeders.filter((seeder) =>
  ['catalogue', 'profiles'].includes(seeder.name),
);

function product(index: number, brand = 'ridgeline'): CatalogueProduct {
  const found = getCatalogue().products.filter((p) => p.brand === brand && p.sizes.length > 1)[
    index
  ];
  if (!found) throw new Error(`no demo product ${index}`);
  return found;
}

/** Demo products and skus the tests use (stock and prices are set per test). */
export const demo = {
  jacket: product(0),
  fleece: product(1),
  boot: product(0, 'tread'),
  /** Two sizes of one colour of the jacket, and another product's sku. */
  get a() {
    return this.jacket.variants[0]?.sku as string;
  },
  get b() {
    return this.jacket.variants[1]?.sku as string;
  },
  get c() {
    return this.fleece.variants[0]?.sku as string;
  },
  get d() {
    return this.boot.variants[0]?.sku as string;
  },
  /** A sku a test may take the price away from (no other test uses it). */
  get unpriced() {
    return this.jacket.variants[2]?.sku as string;
  },
  storeId: getCatalogue().stores[0]?.id as string,
};

export async function setStock(db: Database, sku: string, quantity: number): Promise<void> {
  await db.update(skuInventory).set({ quantity }).where(eq(skuInventory.sku, sku));
}

export async function setStoreStock(db: Database, storeId: string, sku: string, quantity: number) {
  await db
    .insert(storeInventory)
    .values({ storeId, sku, quantity })
    .onConflictDoUpdate({
      target: [storeInventory.storeId, storeInventory.sku],
      set: { quantity },
    });
}

export async function priceOf(db: Database, sku: string, currency: Currency) {
  const [row] = await db
    .select()
    .from(skuPrices)
    .where(and(eq(skuPrices.sku, sku), eq(skuPrices.currency, currency)));
  if (!row) throw new Error(`no ${currency} price for ${sku}`);
  return row;
}

export async function setPrice(
  db: Database,
  sku: string,
  currency: Currency,
  list: number,
  sale: number | null,
) {
  await db
    .update(skuPrices)
    .set({ listAmount: list, saleAmount: sale })
    .where(and(eq(skuPrices.sku, sku), eq(skuPrices.currency, currency)));
}

export async function dropPrice(db: Database, sku: string, currency: Currency) {
  await db.delete(skuPrices).where(and(eq(skuPrices.sku, sku), eq(skuPrices.currency, currency)));
}
