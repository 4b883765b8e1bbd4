import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCartItems, type Cart, createCartWithItem } from '#api/contract/cart.ts';
import type { Brand } from '#api/contract/common.ts';
import { getProductDetails } from '#api/contract/products.ts';
import { getProductSearch } from '#api/contract/search.ts';
import { getCatalogue, giftWithPurchaseId, giftWithPurchaseSku } from '#demo/catalogue/index.ts';
import { demoPromotions } from '#demo/checkout/index.ts';
import { setStock } from '../cart/test/fixtures.ts';
import { loadConfig } from '../config.ts';
import { promotions } from '../db/schema/checkout.ts';
import { seeders } from '../db/seed.ts';
import { guestSession } from '../test/flows.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { guestCart } from './test/helpers.ts';

/*
 * Issue 13: the seeded demo data holds a gift with purchase per brand (a gift-only beanie,
 * its id with GWP) and its promotion, so a shopper of the running store who reaches the
 * threshold with that brand's gear gets the gift line (spec §4, §8 GWP_PRODUCT, GFS800).
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
});

/** A pack of `brand` (Gear > Packs) at its list price in USD, with stock. */
function gear(brand: Brand, taken: readonly string[] = []) {
  for (const product of getCatalogue().products) {
    if (product.brand !== brand || !product.categoryId.startsWith('31')) continue;
    for (const variant of product.variants) {
      const usd = variant.prices.USD;
      if (taken.includes(variant.sku) || !usd || usd.sale !== null || variant.stock < 10) continue;
      // Under the threshold alone (150.00 in USD): one unit does not earn the gift.
      if (usd.list >= 15_000) continue;
      return { sku: variant.sku, unit: usd.list };
    }
  }
  throw new Error(`no ${brand} gear to test with`);
}

/** How many units of `sku` at `unit` reach `amount` (minor units). */
const unitsFor = (amount: number, unit: number) => Math.ceil(amount / unit);

const giftLine = (cart: Cart, brand: Brand) =>
  cart.items.find((item) => item.id === `gwp-GWP-SUMMIT-${brand.toUpperCase()}`);

describe('the seeded gift with purchase of each brand', () => {
  it.each(['ridgeline', 'tread'] as const)(
    '%s: a pack in an order over the threshold brings the free gift line; below it the callout',
    async (brand) => {
      const agent = server().agent();
      const item = gear(brand);
      const below = await guestCart(agent, [{ productId: item.sku, qty: 1 }]);
      expect(giftLine(below, brand)).toBeUndefined();
      expect(
        below.promoSummary.find((p) => p.promotionId === `GWP-SUMMIT-${brand.toUpperCase()}`),
      ).toMatchObject({ approachingDisplayLevel: expect.not.stringMatching('earned') });

      const reached = await agent.send(addCartItems, {
        body: {
          basketId: below.id,
          items: [{ productId: item.sku, qty: unitsFor(15_000, item.unit) - 1 || 1 }],
        },
      });
      expect(reached.status, JSON.stringify(reached.body)).toBe(200);
      const cart = reached.body as Cart;
      expect(cart.totals.itemSubTotal).toBeGreaterThanOrEqual(150);
      expect(giftLine(cart, brand)).toMatchObject({
        productId: giftWithPurchaseSku(brand),
        masterId: giftWithPurchaseId(brand),
        qty: 1,
        bonus: true,
        price: expect.objectContaining({ current: 0, priceAfterOrderDiscount: 0 }),
      });
      expect(
        cart.promoSummary.find((p) => p.promotionId === `GWP-SUMMIT-${brand.toUpperCase()}`),
      ).toMatchObject({ approachingDisplayLevel: 'earned', level: 'ORDER' });
      // The other brand's gift needs the other brand's pack.
      const other = brand === 'ridgeline' ? 'tread' : 'ridgeline';
      expect(giftLine(cart, other)).toBeUndefined();
    },
  );

  it('is not sold (GWP403), nor listed or searched, but its page shows', async () => {
    const agent = server().agent();
    await guestSession(agent);
    const bought = await agent.send(createCartWithItem, {
      body: { items: [{ productId: giftWithPurchaseSku('ridgeline') }] },
    });
    expect(errorIdOf(bought)).toBe('GWP403');

    const search = await agent.send(getProductSearch, {
      query: { query: 'Summit Beanie', count: 100 },
    });
    expect(search.status).toBe(200);
    const ids = (search.body as { products: { id: string }[] }).products.map((p) => p.id);
    expect(ids).not.toContain(giftWithPurchaseId('ridgeline'));
    const hats = await agent.send(getProductSearch, {
      query: { categoryId: '320010', count: 100 },
    });
    expect((hats.body as { products: { id: string }[] }).products.map((p) => p.id)).not.toContain(
      giftWithPurchaseId('tread'),
    );

    const page = await agent.send(getProductDetails, {
      params: { productId: giftWithPurchaseId('tread') },
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
  });

  it('reaches a database seeded before the promotions were added', async () => {
    const { db } = server();
    await db.delete(promotions).where(like(promotions.id, 'GWP-SUMMIT-%'));
    const seeder = seeders.find((candidate) => candidate.name === 'gifts-with-purchase');
    await db.transaction(async (tx) =>
      seeder?.run(tx, { config: loadConfig({ NODE_ENV: 'test' }), now: new Date() }),
    );
    const ids = (await db.select({ id: promotions.id }).from(promotions)).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining(['GWP-SUMMIT-RIDGELINE', 'GWP-SUMMIT-TREAD']));
    expect(ids).toHaveLength(demoPromotions.length);
  });

  it('says the gift is gone (GFS800) when none is left', async () => {
    const item = gear('ridgeline', [gear('ridgeline').sku]);
    await setStock(server().db, giftWithPurchaseSku('ridgeline'), 0);
    const agent = server().agent();
    const cart = await guestCart(agent, [
      { productId: item.sku, qty: unitsFor(15_000, item.unit) },
    ]);
    expect(giftLine(cart, 'ridgeline')).toBeUndefined();
    expect(cart.customerNotifications).toContainEqual(
      expect.objectContaining({
        code: 'GFS800',
        details: {
          promotionId: 'GWP-SUMMIT-RIDGELINE',
          productId: giftWithPurchaseSku('ridgeline'),
        },
      }),
    );
    await setStock(server().db, giftWithPurchaseSku('ridgeline'), 500);
  });
});
