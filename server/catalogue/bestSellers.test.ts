import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getProductSearch, type ProductSearchResult } from '#api/contract/search.ts';
import { SALES_WINDOW_DAYS } from '#commerce/catalogue/merchandising.ts';
import { setPrice, setStock } from '../cart/test/fixtures.ts';
import { guestCart, place, readyToPay } from '../checkout/test/helpers.ts';
import { orders } from '../db/schema/checkout.ts';
import { seeders } from '../db/seed.ts';
import { setupTestServer } from '../test/harness.ts';
import { invalidateCatalogue } from './model.ts';
import { demo } from './test/fixtures.ts';

/**
 * Best sellers follow the store's own sales: the units of the orders placed within the
 * sales window come on top of the seeded baseline (server/catalogue/model.ts).
 */
const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
});

/** The leaf of rain jackets for men: several styles with different baselines. */
const LEAF = '110010';

async function bestSellers(): Promise<string[]> {
  const result = await server()
    .agent()
    .send(getProductSearch, { query: { categoryId: LEAF, sort: 'bestSellers', count: 100 } });
  expect(result.status).toBe(200);
  return (result.body as ProductSearchResult).products.map((tile) => tile.id);
}

describe('the bestSellers sort', () => {
  it('ranks by the seeded baseline, then by what the store sold in the window', async () => {
    const before = await bestSellers();
    const baseline = (id: string) => demo.products.find((p) => p.id === id)?.unitsSold ?? 0;
    expect(before.length).toBeGreaterThan(2);
    expect(before.map(baseline)).toEqual(before.map(baseline).sort((a, b) => b - a));

    // The last of the leaf outsells its first once an order of the difference is placed.
    const leader = before[0] ?? '';
    const last = before.at(-1) ?? '';
    const needed = baseline(leader) - baseline(last) + 1;
    const sku = demo.products.find((p) => p.id === last)?.variants[0]?.sku ?? '';
    const db = server().db;
    await setStock(db, sku, needed);
    await setPrice(db, sku, 'USD', 100, null);
    const agent = server().agent();
    const cart = await guestCart(agent, [{ productId: sku, qty: needed }]);
    await readyToPay(agent, cart.id);
    const placed = await place(agent, cart.id);
    expect([placed.status, (placed.body as { status?: string }).status]).toEqual([201, 'placed']);

    invalidateCatalogue(db);
    const after = await bestSellers();
    expect(after[0]).toBe(last);
    expect(after.slice(1)).toEqual(before.slice(0, -1));

    // An order placed before the window no longer counts.
    const days = SALES_WINDOW_DAYS + 1;
    await db
      .update(orders)
      .set({ placedAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(orders.cartId, cart.id));
    invalidateCatalogue(db);
    expect(await bestSellers()).toEqual(before);
  });
});
