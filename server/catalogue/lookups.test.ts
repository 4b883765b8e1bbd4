import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { skuInventory } from '../db/schema/catalogue.ts';
import { setupTestServer } from '../test/harness.ts';
import {
  findProduct,
  findStoreEmployee,
  getCatalogueModel,
  getInventory,
  getSkuPrices,
  getStore,
  InsufficientStockError,
  invalidateCatalogue,
  takeInventory,
} from './index.ts';
import { MODEL_TTL_MS } from './model.ts';
import { pendingStockNotifications, subscribeBackInStock } from './stock.ts';
import { catalogueSeed, demo, fixtures } from './test/fixtures.ts';

/* What other domains (cart, wishlists) read through server/catalogue/index.ts. */

const server = setupTestServer({ seed: catalogueSeed });
const db = () => server().db;

describe('getSkuPrices', () => {
  it('answers minor units per sku in a currency, the sale price as the current one', async () => {
    const skus = fixtures.onSale.variants.slice(0, 2).map((variant) => variant.sku);
    const prices = await getSkuPrices(db(), [...skus, 'ZZZZ99999'], 'GBP');
    expect([...prices.keys()].sort()).toEqual([...skus].sort());
    const variant = fixtures.onSale.variants[0];
    expect(prices.get(variant?.sku ?? '')).toEqual({
      sku: variant?.sku,
      currency: 'GBP',
      listAmount: variant?.prices.GBP.list,
      saleAmount: variant?.prices.GBP.sale,
      currentAmount: variant?.prices.GBP.sale,
      historicBestAmount: variant?.prices.GBP.historicBest,
      previousBestSaleAmount: variant?.prices.GBP.previousBestSale,
    });
    expect(await getSkuPrices(db(), [], 'USD')).toEqual(new Map());
  });
});

describe('stock', () => {
  it('reads online stock per sku', async () => {
    const variants = fixtures.jacket.variants.slice(0, 3);
    const stock = await getInventory(
      db(),
      variants.map((variant) => variant.sku),
    );
    expect(Object.fromEntries(stock)).toEqual(
      Object.fromEntries(variants.map((variant) => [variant.sku, variant.stock])),
    );
  });

  it('takes stock for every line or for none', async () => {
    const [plenty, other] = demo.products
      .flatMap((product) => product.variants)
      .filter((variant) => variant.stock > 20);
    if (!plenty || !other) throw new Error('no stocked skus');
    await db().transaction((tx) =>
      takeInventory(tx, [
        { sku: plenty.sku, quantity: 2 },
        { sku: other.sku, quantity: 1 },
      ]),
    );
    expect(Object.fromEntries(await getInventory(db(), [plenty.sku, other.sku]))).toEqual({
      [plenty.sku]: plenty.stock - 2,
      [other.sku]: other.stock - 1,
    });
    const attempt = db().transaction((tx) =>
      takeInventory(tx, [
        { sku: plenty.sku, quantity: 1 },
        { sku: other.sku, quantity: 10_000 },
      ]),
    );
    await expect(attempt).rejects.toEqual(new InsufficientStockError([other.sku]));
    const [row] = await db().select().from(skuInventory).where(eq(skuInventory.sku, plenty.sku));
    expect(row?.quantity).toBe(plenty.stock - 2);
  });

  it('keeps back-in-stock subscriptions waiting for their e-mail', async () => {
    const sku = fixtures.soldOut.variants[1]?.sku ?? '';
    await subscribeBackInStock(db(), {
      productId: sku,
      email: 'wait@example.com',
      locale: 'de-de',
    });
    const pending = await pendingStockNotifications(db(), sku);
    expect(pending.map((row) => [row.email, row.locale])).toEqual([['wait@example.com', 'de-de']]);
  });
});

describe('findProduct', () => {
  it('describes a variant as a cart line shows it', async () => {
    const variant = fixtures.boot.variants[1];
    const ref = await findProduct(db(), variant?.sku ?? '', 'de-de');
    const color = fixtures.boot.colors.find((item) => item.code === variant?.color);
    expect(ref).toMatchObject({
      productId: variant?.sku,
      masterId: fixtures.boot.id,
      sku: variant?.sku,
      upc: variant?.upc,
      name: fixtures.boot.name.de,
      url: `/de-de/p/${fixtures.boot.slug.de}-${fixtures.boot.id}`,
      color: { code: color?.code, name: color?.name.de },
      size: { code: variant?.size },
    });
    expect(ref?.size?.label).toMatch(/^EU /);
    expect(ref?.price.currency).toBe('EUR');
    expect(ref?.image.src).toBe(`/api/images/upload/${color?.images[0]}`);
  });

  it('describes a master by its first colourway, and knows nothing of unknown ids', async () => {
    const ref = await findProduct(db(), fixtures.jacket.id, undefined);
    expect(ref).toMatchObject({
      masterId: fixtures.jacket.id,
      sku: null,
      upc: null,
      color: null,
      size: null,
    });
    expect(ref?.price.currency).toBe('USD');
    expect(await findProduct(db(), 'ZZZZ99999', 'en-us')).toBeNull();
  });
});

describe('stores for other domains', () => {
  it('finds a store and an active employee of it', async () => {
    expect((await getStore(db(), '3001'))?.name).toBe(
      demo.stores.find((store) => store.id === '3001')?.name,
    );
    expect(await getStore(db(), '9999')).toBeNull();
    const active = demo.employees.find((employee) => employee.active);
    const inactive = demo.employees.find((employee) => !employee.active);
    expect(await findStoreEmployee(db(), active?.storeId ?? '', active?.employeeId ?? '')).toEqual({
      employeeId: active?.employeeId,
      storeId: active?.storeId,
      name: `${active?.firstName} ${active?.lastName}`,
    });
    expect(await findStoreEmployee(db(), '9999', active?.employeeId ?? '')).toBeNull();
    if (inactive)
      expect(await findStoreEmployee(db(), inactive.storeId, inactive.employeeId)).toBeNull();
  });
});

describe('the catalogue read model', () => {
  it('is loaded once, dropped by invalidation, and refreshed in the background when stale', async () => {
    const first = await getCatalogueModel(db());
    expect(await getCatalogueModel(db())).toBe(first);
    invalidateCatalogue(db());
    const second = await getCatalogueModel(db());
    expect(second).not.toBe(first);
    expect(second.products.size).toBe(demo.products.length);
    // Stale: the old model still answers while a new one loads.
    const later = second.loadedAt + MODEL_TTL_MS + 1;
    expect(await getCatalogueModel(db(), later)).toBe(second);
    await expect.poll(async () => (await getCatalogueModel(db(), later)) !== second).toBe(true);
  });
});
