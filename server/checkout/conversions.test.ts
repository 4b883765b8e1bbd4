import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Cart, type CartItemInput, getCart } from '#api/contract/cart.ts';
import { prepareOrder, setShippingMethod } from '#api/contract/checkout.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { demo, setStock, setStoreStock } from '../cart/test/fixtures.ts';
import { carts } from '../db/schema/cart.ts';
import { seeders } from '../db/seed.ts';
import type { TestAgent } from '../test/harness.ts';
import { setupTestServer } from '../test/harness.ts';
import { address, guestCart } from './test/helpers.ts';

/*
 * Spec §4 delivery-method changes prepareOrder makes (commerce/cart/conversions.ts), on PGlite
 * and on PostgreSQL (DATABASE_URL): each conversion's notice and the line (or shipment)
 * as it stands after, in the answer and in the database.
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
});

/** A store that offers pickup and ship to store (demo.storeId), and one without ship to store. */
const pickupOnly = getCatalogue().stores.find(
  (store) => store.services.includes('pickup') && !store.services.includes('shipToStore'),
)?.id as string;

const atStore = (
  productId: string,
  selected: 'pickup' | 'sts',
  storeId = demo.storeId,
  qty = 1,
): CartItemInput => ({ productId, qty, shippingOptions: { selected, storeId } });

async function prepared(agent: TestAgent, basketId: string): Promise<Cart> {
  const answer = await agent.send(prepareOrder, { body: { basketId } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Cart;
}

/** The cart as a later read finds it: the change was stored, not only answered. */
async function stored(agent: TestAgent, basketId: string): Promise<Cart> {
  const answer = await agent.send(getCart, { params: { basketId } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Cart;
}

const deliveryOf = (cart: Cart, itemId: string) => {
  const item = cart.items.find((candidate) => candidate.id === itemId);
  return {
    selected: item?.shippingOptions.selected,
    storeId: item?.shippingOptions.storeInfo?.id ?? null,
  };
};

describe('prepareOrder changes deliveries', () => {
  it('picks up at the store a ship-to-store line its shelf now holds (ORD518)', async () => {
    await setStock(server().db, demo.c, 5);
    await setStoreStock(server().db, demo.storeId, demo.c, 0);
    const agent = server().agent();
    const cart = await guestCart(agent, [atStore(demo.c, 'sts', demo.storeId, 2)]);
    const line = cart.items[0]?.id as string;
    await setStoreStock(server().db, demo.storeId, demo.c, 2);

    const view = await prepared(agent, cart.id);
    expect(view.customerNotifications).toEqual([
      expect.objectContaining({
        code: 'ORD518',
        details: { itemId: line, productId: demo.c, from: 'sts', to: 'pickup' },
      }),
    ]);
    expect(deliveryOf(view, line)).toEqual({ selected: 'pickup', storeId: demo.storeId });
    expect(deliveryOf(await stored(agent, cart.id), line)).toEqual({
      selected: 'pickup',
      storeId: demo.storeId,
    });
    expect((await prepared(agent, cart.id)).customerNotifications).toEqual([]);
  });

  it('ships home a ship-to-store line whose store no longer takes deliveries (ORD516)', async () => {
    await setStock(server().db, demo.c, 5);
    await setStoreStock(server().db, pickupOnly, demo.c, 0);
    const agent = server().agent();
    const cart = await guestCart(agent, [atStore(demo.c, 'sts', pickupOnly)]);
    const line = cart.items[0]?.id as string;

    const view = await prepared(agent, cart.id);
    expect(view.customerNotifications).toEqual([
      expect.objectContaining({
        code: 'ORD516',
        details: { itemId: line, productId: demo.c, from: 'sts', to: 'standard' },
      }),
    ]);
    expect(deliveryOf(view, line)).toEqual({ selected: 'standard', storeId: null });
    expect(deliveryOf(await stored(agent, cart.id), line)).toEqual({
      selected: 'standard',
      storeId: null,
    });
  });

  it('leaves a ship-to-store line nothing can fill (placing answers the stock error)', async () => {
    await setStock(server().db, demo.c, 5);
    await setStoreStock(server().db, demo.storeId, demo.c, 0);
    const agent = server().agent();
    const cart = await guestCart(agent, [atStore(demo.c, 'sts')]);
    const line = cart.items[0]?.id as string;
    await setStock(server().db, demo.c, 0);

    const view = await prepared(agent, cart.id);
    expect(view.customerNotifications.filter((n) => n.code.startsWith('ORD5'))).toEqual([]);
    expect(deliveryOf(view, line)).toEqual({ selected: 'sts', storeId: demo.storeId });
  });

  it('sends home a pickup line at a store without ship to store (ORD516)', async () => {
    await setStock(server().db, demo.c, 5);
    await setStoreStock(server().db, pickupOnly, demo.c, 1);
    const agent = server().agent();
    const cart = await guestCart(agent, [atStore(demo.c, 'pickup', pickupOnly)]);
    const line = cart.items[0]?.id as string;
    await setStoreStock(server().db, pickupOnly, demo.c, 0);

    const view = await prepared(agent, cart.id);
    expect(view.customerNotifications).toEqual([
      expect.objectContaining({
        code: 'ORD516',
        details: { itemId: line, productId: demo.c, from: 'pickup', to: 'standard' },
      }),
    ]);
    expect(deliveryOf(view, line)).toEqual({ selected: 'standard', storeId: null });
  });

  it('picks up a home line the warehouse ran out of where another line is picked up (ORD518)', async () => {
    await setStock(server().db, demo.a, 5);
    await setStock(server().db, demo.d, 5);
    await setStoreStock(server().db, demo.storeId, demo.a, 5);
    await setStoreStock(server().db, demo.storeId, demo.d, 0);
    const agent = server().agent();
    const cart = await guestCart(agent, [atStore(demo.a, 'pickup'), { productId: demo.d, qty: 2 }]);
    const [pickup, home] = cart.items.map((item) => item.id) as [string, string];
    await setStock(server().db, demo.d, 1);
    await setStoreStock(server().db, demo.storeId, demo.d, 2);

    const view = await prepared(agent, cart.id);
    expect(view.customerNotifications).toEqual([
      expect.objectContaining({
        code: 'ORD518',
        details: { itemId: home, productId: demo.d, from: 'standard', to: 'pickup' },
      }),
    ]);
    expect(deliveryOf(view, home)).toEqual({ selected: 'pickup', storeId: demo.storeId });
    expect(deliveryOf(view, pickup)).toEqual({ selected: 'pickup', storeId: demo.storeId });
    expect(deliveryOf(await stored(agent, cart.id), home)).toEqual({
      selected: 'pickup',
      storeId: demo.storeId,
    });
  });

  it('leaves a home line the warehouse ran out of when no store line can take it', async () => {
    await setStock(server().db, demo.d, 5);
    await setStoreStock(server().db, demo.storeId, demo.d, 2);
    const agent = server().agent();
    const cart = await guestCart(agent, [{ productId: demo.d, qty: 2 }]);
    const line = cart.items[0]?.id as string;
    await setStock(server().db, demo.d, 1);

    const view = await prepared(agent, cart.id);
    expect(view.customerNotifications.filter((n) => n.code.startsWith('ORD5'))).toEqual([]);
    expect(deliveryOf(view, line)).toEqual({ selected: 'standard', storeId: null });
  });

  it('puts a home shipment back on the cheapest method when the chosen one is no longer offered', async () => {
    await setStock(server().db, demo.b, 5);
    const agent = server().agent();
    const cart = await guestCart(agent, [{ productId: demo.b }]);
    const chosen = await agent.send(setShippingMethod, {
      body: { basketId: cart.id, shippingId: 'standard', code: 'EXP' },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    // The address became a PO box after express was chosen (saved elsewhere, or before the
    // SHP500 check): express carriers do not deliver there.
    await server()
      .db.update(carts)
      .set({ shippingAddress: { ...address, addressLine1: 'PO Box 42', addressId: null } })
      .where(eq(carts.id, cart.id));

    const view = await prepared(agent, cart.id);
    expect(view.customerNotifications).toEqual([
      expect.objectContaining({
        code: 'SHP409',
        details: { shippingId: 'standard', from: 'EXP', to: 'STD' },
      }),
    ]);
    const standard = view.shippingMethods.find((s) => s.shippingId === 'standard');
    expect(standard?.applicableShippingMethods.find((m) => m.selected)?.code).toBe('STD');
    const [row] = await server().db.select().from(carts).where(eq(carts.id, cart.id));
    expect(row?.shippingMethods).toEqual({ standard: 'STD' });
    expect((await prepared(agent, cart.id)).customerNotifications).toEqual([]);
  });
});
