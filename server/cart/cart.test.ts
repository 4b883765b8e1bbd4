import { beforeEach, describe, expect, it } from 'vitest';
import { getToken } from '#api/contract/auth.ts';
import {
  addCartItems,
  type Cart,
  cart as cartSchema,
  createCart,
  createCartWithItem,
  getCart,
  moveSavedItemToCart,
  removeCartItem,
  removeSavedItem,
  saveItemForLater,
  updateCartItem,
} from '#api/contract/cart.ts';
import { addFavorite, getFavorites, getSaveForLater } from '#api/contract/wishlists.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { authorize, guestSession, signInAs } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import {
  cartSeeders,
  demo,
  dropPrice,
  priceOf,
  setPrice,
  setStock,
  setStoreStock,
} from './test/fixtures.ts';

const server = setupTestServer({ seed: cartSeeders });

async function guest(): Promise<TestAgent> {
  const agent = server().agent();
  await guestSession(agent);
  return agent;
}

async function cartWith(
  agent: TestAgent,
  items: { productId: string; qty?: number }[],
): Promise<Cart> {
  const result = await agent.send(createCartWithItem, { body: { items } });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body;
}

function detailsOf(result: { body: unknown }) {
  return (result.body as { errorDetails: { details?: Record<string, unknown> }[] }).errorDetails[0]
    ?.details;
}

beforeEach(async () => {
  const { db } = server();
  await setStock(db, demo.a, 10);
  await setStock(db, demo.b, 5);
  await setStock(db, demo.c, 20);
  await setStock(db, demo.d, 0);
});

describe('POST /cart/v1/cart', () => {
  it('creates an empty cart in the currency of the site, with every part of the model', async () => {
    const agent = await guest();
    const result = await agent.send(createCart, { query: { locale: 'en-gb' } });
    expect(result.status).toBe(201);
    expect(cartSchema.safeParse(result.body).success).toBe(true);
    expect(result.body).toMatchObject({
      currency: 'GBP',
      locale: 'en-gb',
      items: [],
      totalItems: 0,
      payment_instruments: [],
      shippingMethods: [],
      couponItems: [],
      promoSummary: [],
      flash: [],
      customerNotifications: [],
    });
    expect(result.body.totals).toMatchObject({
      total: 0,
      itemTotal: 0,
      currency: 'GBP',
      totalUnits: 0,
    });
    const again = await agent.send(createCart, { query: { locale: 'en-gb' } });
    expect(again.body.id).toBe(result.body.id);
  });

  it('needs a session: AUT432', async () => {
    const result = await server().agent().send(createCart);
    expect(result.status).toBe(401);
    expect(errorIdOf(result)).toBe('AUT432');
  });
});

describe('POST /cart/v1/cartWithItem and GET /cart/v1/cart/:basketId', () => {
  it('prices lines from the catalogue, qty 1 by default, and totals them', async () => {
    const { db } = server();
    await setPrice(db, demo.a, 'USD', 12_999, 9_999);
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.a, qty: 2 }, { productId: demo.c }]);
    const priceC = await priceOf(db, demo.c, 'USD');
    const currentC = priceC.saleAmount ?? priceC.listAmount;
    const [a, c] = cart.items;
    expect(a).toMatchObject({
      productId: demo.a,
      masterId: demo.jacket.id,
      qty: 2,
      maxQty: 10,
      price: { current: 99.99, original: 129.99, rowTotal: 199.98, amount: 259.98 },
    });
    expect(a?.pdpUrl).toBe(`/en-us/p/${demo.jacket.slug.en}-${demo.a}`);
    expect(a?.image?.src).toMatch(/^\/api\/images\/upload\/products\//);
    expect(a?.attributes.map((attribute) => attribute.id)).toEqual(['color', 'size']);
    expect(a?.variants.length).toBe(demo.jacket.variants.length);
    expect(c?.qty).toBe(1);
    expect(cart.totals.itemTotal).toBe((19_998 + currentC) / 100);
    expect(cart.totals.total).toBe(cart.totals.itemTotal);
    expect(cart.totalItems).toBe(3);

    const read = await agent.send(getCart, { params: { basketId: cart.id } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(cart);
  });

  it('creates nothing when a line cannot be sold (INV700, ORD404)', async () => {
    const agent = await guest();
    const soldOut = await agent.send(createCartWithItem, {
      body: { items: [{ productId: demo.d }] },
    });
    expect(soldOut.status).toBe(409);
    expect(errorIdOf(soldOut)).toBe('INV700');
    const unknown = await agent.send(createCartWithItem, {
      body: { items: [{ productId: demo.a }, { productId: 'ZZZZZZ9999' }] },
    });
    expect(errorIdOf(unknown)).toBe('ORD404');
    const created = await agent.send(createCart);
    expect(created.body.items).toEqual([]);
  });

  it('reprices on read: the catalogue decides, never the request', async () => {
    const { db } = server();
    const agent = await guest();
    const result = await agent.send(createCartWithItem, {
      body: { items: [{ productId: demo.c, qty: 1, price: 0.01 }] },
    });
    const price = await priceOf(db, demo.c, 'USD');
    expect(result.body.items[0]?.price.current).toBe((price.saleAmount ?? price.listAmount) / 100);
    await setPrice(db, demo.c, 'USD', 5_000, null);
    const read = await agent.send(getCart, { params: { basketId: result.body.id } });
    expect(read.body.items[0]?.price.current).toBe(50);
    expect(read.body.totals.total).toBe(50);
  });

  it('answers BSK404 for an unknown cart and AUT498 for another shopper’s', async () => {
    const owner = await guest();
    const cart = await cartWith(owner, [{ productId: demo.a }]);
    const stranger = await guest();
    const other = await stranger.send(getCart, { params: { basketId: cart.id } });
    expect(other.status).toBe(401);
    expect(errorIdOf(other)).toBe('AUT498');
    const unknown = await owner.send(getCart, { params: { basketId: 'no-such-basket' } });
    expect(unknown.status).toBe(404);
    expect(errorIdOf(unknown)).toBe('BSK404');
    const malformed = await owner.send(getCart, { params: { basketId: 'a b' } });
    expect(errorIdOf(malformed)).toBe('API400');
  });

  it('flags lines whose stock fell since they were added, keeping them', async () => {
    const { db } = server();
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.a, qty: 4 }, { productId: demo.b }]);
    await setStock(db, demo.a, 3);
    await setStock(db, demo.b, 0);
    const read = await agent.send(getCart, { params: { basketId: cart.id } });
    expect(read.body.items.map((item) => item.qty)).toEqual([4, 1]);
    expect(read.body.items[0]?.maxQty).toBe(3);
    expect(read.body.flash).toEqual([
      {
        code: 'ProductLineItemInventoryMissing',
        type: 'warning',
        details: {
          itemId: read.body.items[0]?.id,
          productId: demo.a,
          qty: 4,
          type: 'ProductItemMaxQuantity',
          availableQty: 3,
          missingQty: 1,
        },
      },
      {
        code: 'ProductLineItemFullInventoryMissing',
        type: 'error',
        details: { itemId: read.body.items[1]?.id, productId: demo.b, qty: 1 },
      },
    ]);
  });
});

describe('POST and DELETE /cart/v1/item', () => {
  it('adds lines, adding up the same sku, and removes them', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.a }]);
    const added = await agent.send(addCartItems, {
      body: { basketId: cart.id, items: [{ productId: demo.a, qty: 2 }, { productId: demo.c }] },
    });
    expect(added.status).toBe(200);
    expect(added.body.items.map((item) => [item.productId, item.qty])).toEqual([
      [demo.a, 3],
      [demo.c, 1],
    ]);
    const itemId = added.body.items[1]?.id as string;
    const removed = await agent.send(removeCartItem, { query: { basketId: cart.id, itemId } });
    expect(removed.status).toBe(200);
    expect(removed.body.items.map((item) => item.productId)).toEqual([demo.a]);
    const again = await agent.send(removeCartItem, { query: { basketId: cart.id, itemId } });
    expect(errorIdOf(again)).toBe('ORD404');
  });

  it('answers INV408 with maxAllowedQty past the stock, leaving the cart as it was', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.b, qty: 4 }]);
    const result = await agent.send(addCartItems, {
      body: { basketId: cart.id, items: [{ productId: demo.b, qty: 2 }] },
    });
    expect(result.status).toBe(409);
    expect(errorIdOf(result)).toBe('INV408');
    expect(detailsOf(result)).toMatchObject({ maxAllowedQty: 5, productId: demo.b, qtyInCart: 4 });
    const read = await agent.send(getCart, { params: { basketId: cart.id } });
    expect(read.body).toEqual(cart);
  });

  it('answers INV700 for one sold-out sku, INV406 when all are and INV409 when some are', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.a }]);
    const single = await agent.send(addCartItems, {
      body: { basketId: cart.id, items: [{ productId: demo.d }] },
    });
    expect(errorIdOf(single)).toBe('INV700');
    await setStock(server().db, demo.b, 0);
    const all = await agent.send(addCartItems, {
      body: { basketId: cart.id, items: [{ productId: demo.d }, { productId: demo.b }] },
    });
    expect(errorIdOf(all)).toBe('INV406');
    const some = await agent.send(addCartItems, {
      body: { basketId: cart.id, items: [{ productId: demo.c }, { productId: demo.d }] },
    });
    expect(errorIdOf(some)).toBe('INV409');
    expect(detailsOf(some)).toMatchObject({ productIds: [demo.d] });
    const read = await agent.send(getCart, { params: { basketId: cart.id } });
    expect(read.body.items.map((item) => item.productId)).toEqual([demo.a]);
  });

  it('answers ORD404 for a sku the catalogue does not sell and INV702 without a price', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.a }]);
    const unknown = await agent.send(addCartItems, {
      body: { basketId: cart.id, items: [{ productId: 'ZZZZZZ9999' }] },
    });
    expect(unknown.status).toBe(404);
    expect(errorIdOf(unknown)).toBe('ORD404');
    const master = await agent.send(addCartItems, {
      body: { basketId: cart.id, items: [{ productId: demo.jacket.id }] },
    });
    expect(errorIdOf(master)).toBe('ORD404');
    await setStock(server().db, demo.unpriced, 5);
    await dropPrice(server().db, demo.unpriced, 'USD');
    const unpriced = await agent.send(addCartItems, {
      body: { basketId: cart.id, items: [{ productId: demo.unpriced }] },
    });
    expect(errorIdOf(unpriced)).toBe('INV702');
  });

  it('validates the request: qty, items, basket id, shipping store', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.a }]);
    const bodies = [
      { basketId: cart.id, items: [{ productId: demo.a, qty: 0 }] },
      { basketId: cart.id, items: [{ productId: demo.a, qty: 1.5 }] },
      { basketId: cart.id, items: [{ productId: demo.a, qty: 1_000_000 }] },
      { basketId: cart.id, items: [] },
      { items: [{ productId: demo.a }] },
      {
        basketId: cart.id,
        items: [{ productId: demo.a, shippingOptions: { selected: 'pickup' } }],
      },
    ];
    for (const body of bodies) {
      const result = await agent.send(addCartItems, { body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(errorIdOf(result)).toBe('API400');
    }
    const unknownStore = await agent.send(addCartItems, {
      body: {
        basketId: cart.id,
        items: [{ productId: demo.a, shippingOptions: { selected: 'pickup', storeId: 'nope' } }],
      },
    });
    expect(errorIdOf(unknownStore)).toBe('STR404');
  });

  it('checks pickup lines against the store’s shelf', async () => {
    const { db } = server();
    await setStoreStock(db, demo.storeId, demo.c, 2);
    const agent = await guest();
    const cart = await cartWith(agent, [
      { productId: demo.c, qty: 2, shippingOptions: { selected: 'pickup', storeId: demo.storeId } },
    ] as never);
    expect(cart.items[0]?.shippingOptions).toMatchObject({
      selected: 'pickup',
      storeInfo: { id: demo.storeId, storeInventory: 2 },
    });
    const more = await agent.send(addCartItems, {
      body: {
        basketId: cart.id,
        items: [
          { productId: demo.c, shippingOptions: { selected: 'pickup', storeId: demo.storeId } },
        ],
      },
    });
    expect(errorIdOf(more)).toBe('INV408');
    expect(detailsOf(more)).toMatchObject({ maxAllowedQty: 2 });
  });

  it('never sells more than the stock to concurrent adds', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.c, qty: 1 }]);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        agent.send(addCartItems, {
          body: { basketId: cart.id, items: [{ productId: demo.c, qty: 3 }] },
        }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(6);
    expect(results.filter((result) => errorIdOf(result) === 'INV408')).toHaveLength(2);
    const read = await agent.send(getCart, { params: { basketId: cart.id } });
    expect(read.body.items[0]?.qty).toBe(19);
  });
});

describe('PUT /cart/v1/cart/:basketId/item', () => {
  it('sets the quantity, changes the size, and joins a line it comes to match', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.a }, { productId: demo.b }]);
    const [a, b] = cart.items;
    const qty = await agent.send(updateCartItem, {
      params: { basketId: cart.id },
      body: { itemId: a?.id, qty: 4 },
    });
    expect(qty.body.items.map((item) => item.qty)).toEqual([4, 1]);
    const size = await agent.send(updateCartItem, {
      params: { basketId: cart.id },
      body: { itemId: b?.id, productId: demo.a, qty: 2 },
    });
    expect(size.body.items.map((item) => [item.productId, item.qty])).toEqual([[demo.a, 6]]);
  });

  it('answers INV408, API400 for another product, ORD404 for an unknown line', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.b }]);
    const itemId = cart.items[0]?.id as string;
    const tooMany = await agent.send(updateCartItem, {
      params: { basketId: cart.id },
      body: { itemId, qty: 6 },
    });
    expect(errorIdOf(tooMany)).toBe('INV408');
    expect(detailsOf(tooMany)).toMatchObject({ maxAllowedQty: 5 });
    const other = await agent.send(updateCartItem, {
      params: { basketId: cart.id },
      body: { itemId, productId: demo.c },
    });
    expect(errorIdOf(other)).toBe('API400');
    const unknown = await agent.send(updateCartItem, {
      params: { basketId: cart.id },
      body: { itemId: 'missing', qty: 1 },
    });
    expect(errorIdOf(unknown)).toBe('ORD404');
    const read = await agent.send(getCart, { params: { basketId: cart.id } });
    expect(read.body).toEqual(cart);
    const stranger = await guest();
    const foreign = await stranger.send(updateCartItem, {
      params: { basketId: cart.id },
      body: { itemId, qty: 1 },
    });
    expect(errorIdOf(foreign)).toBe('AUT498');
  });
});

describe('PUT /cart/v1/cart/:basketId/item: a collection point (pudo)', () => {
  const { collectionPoints, stores } = getCatalogue();
  const locker = collectionPoints.find((point) => point.type === 'locker') as {
    id: string;
  };
  const pickupStore = stores.find((store) => store.services.includes('pickup')) as { id: string };

  it('sends a line to a locker, partner shop or pickup store, as a pudo shipment', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.a }, { productId: demo.c }]);
    expect(cart.items[0]?.shippingOptions.available).toContain('pudo');
    const itemId = cart.items[0]?.id as string;
    const result = await agent.send(updateCartItem, {
      params: { basketId: cart.id },
      body: { itemId, shippingOptions: { selected: 'pudo', storeId: locker.id } },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.items[0]?.shippingOptions).toMatchObject({
      selected: 'pudo',
      // A collection point holds no shelf: the line takes from online stock.
      storeInfo: { id: locker.id, storeInventory: 10 },
    });
    const shipment = result.body.shippingMethods.find((s) => s.code === 'pudo');
    expect(shipment?.shippingId).toBe(`pudo-${locker.id}`);
    expect(shipment?.applicableShippingMethods.map((method) => method.code)).toEqual(['PUDO']);

    const toStore = await agent.send(updateCartItem, {
      params: { basketId: cart.id },
      body: {
        itemId: cart.items[1]?.id,
        shippingOptions: { selected: 'pudo', storeId: pickupStore.id },
      },
    });
    expect(toStore.status, JSON.stringify(toStore.body)).toBe(200);
    expect(toStore.body.items[1]?.shippingOptions.storeInfo?.id).toBe(pickupStore.id);

    const back = await agent.send(updateCartItem, {
      params: { basketId: cart.id },
      body: { itemId, shippingOptions: { selected: 'standard' } },
    });
    expect(back.body.items[0]?.shippingOptions).toMatchObject({
      selected: 'standard',
      storeInfo: null,
    });
  });

  it('answers STR404 for an unknown point, and for a locker as a pickup store', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.a }]);
    const itemId = cart.items[0]?.id as string;
    const unknown = await agent.send(updateCartItem, {
      params: { basketId: cart.id },
      body: { itemId, shippingOptions: { selected: 'pudo', storeId: 'CP9999' } },
    });
    expect(errorIdOf(unknown)).toBe('STR404');
    const lockerAsStore = await agent.send(updateCartItem, {
      params: { basketId: cart.id },
      body: { itemId, shippingOptions: { selected: 'pickup', storeId: locker.id } },
    });
    expect(errorIdOf(lockerAsStore)).toBe('STR404');
    const read = await agent.send(getCart, { params: { basketId: cart.id } });
    expect(read.body).toEqual(cart);
  });
});

describe('POST /cart/v1/item and cartWithItem: straight to a collection point (pudo)', () => {
  const { collectionPoints, stores } = getCatalogue();
  const locker = collectionPoints.find((point) => point.type === 'locker');
  const partner = collectionPoints.find((point) => point.type === 'partner');
  const pickupStore = stores.find((store) => store.services.includes('pickup'));
  const noPickup = stores.find((store) => !store.services.includes('pickup'));
  if (!locker || !partner || !pickupStore) throw new Error('the demo places are missing');
  const pudo = (storeId: string) => ({ selected: 'pudo' as const, storeId });

  it('adds lines to a locker, a partner shop or a pickup store, with the place’s name and address', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [
      { productId: demo.a, shippingOptions: pudo(locker.id) },
    ] as never);
    expect(cart.items[0]?.shippingOptions).toMatchObject({
      selected: 'pudo',
      storeInfo: { id: locker.id, storeInventory: 10, name: locker.name, address: locker.address },
    });
    expect(cart.shippingMethods.map((s) => s.shippingId)).toEqual([`pudo-${locker.id}`]);

    const more = await agent.send(addCartItems, {
      body: {
        basketId: cart.id,
        items: [
          { productId: demo.a, shippingOptions: pudo(locker.id) },
          { productId: demo.b, shippingOptions: pudo(partner.id) },
          { productId: demo.c, shippingOptions: pudo(pickupStore.id) },
        ],
      },
    });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(
      more.body.items.map((item) => [item.productId, item.qty, item.shippingOptions.storeInfo]),
    ).toEqual([
      [demo.a, 2, expect.objectContaining({ id: locker.id, name: locker.name })],
      [demo.b, 1, expect.objectContaining({ id: partner.id, address: partner.address })],
      [demo.c, 1, expect.objectContaining({ id: pickupStore.id, name: pickupStore.name })],
    ]);
    // The cart read back names the places too (server/cart/view.ts).
    const read = await agent.send(getCart, { params: { basketId: cart.id } });
    expect(read.body).toEqual(more.body);
  });

  it('answers STR404 for an unknown point, a locker as a pickup store, a store without pickup', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.a }]);
    const refused = [
      { productId: demo.b, shippingOptions: pudo('CP9999') },
      { productId: demo.b, shippingOptions: { selected: 'pickup', storeId: locker.id } },
      { productId: demo.b, shippingOptions: { selected: 'sts', storeId: partner.id } },
      ...(noPickup ? [{ productId: demo.b, shippingOptions: pudo(noPickup.id) }] : []),
    ];
    for (const item of refused) {
      const result = await agent.send(addCartItems, {
        body: { basketId: cart.id, items: [item] },
      } as never);
      expect(errorIdOf(result), JSON.stringify(item)).toBe('STR404');
    }
    const fresh = await agent.send(createCartWithItem, {
      body: { items: [{ productId: demo.b, shippingOptions: pudo('CP9999') }] },
    });
    expect(errorIdOf(fresh)).toBe('STR404');
    // Nothing was added by the refused calls.
    const read = await agent.send(getCart, { params: { basketId: cart.id } });
    expect(read.body).toEqual(cart);
  });
});

describe('saved for later', () => {
  it('moves a line to the list, back into the cart, and removes it', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.a, qty: 2 }, { productId: demo.c }]);
    const saved = await agent.send(saveItemForLater, {
      body: { basketId: cart.id, itemId: cart.items[0]?.id },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.cart.items.map((item) => item.productId)).toEqual([demo.c]);
    expect(saved.body.saveForLater.items).toMatchObject([
      { productId: demo.a, qty: 2, available: true },
    ]);
    const listId = saved.body.saveForLater.saveForLaterId as string;
    const list = await agent.send(getSaveForLater);
    expect(list.body.items.map((item) => item.productId)).toEqual([demo.a]);

    const moved = await agent.send(moveSavedItemToCart, {
      params: { basketId: cart.id },
      body: { saveForLaterId: listId, itemId: saved.body.saveForLater.items[0]?.itemId, qty: 1 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.cart.items.map((item) => [item.productId, item.qty])).toEqual([
      [demo.c, 1],
      [demo.a, 1],
    ]);
    expect(moved.body.saveForLater.items).toMatchObject([{ productId: demo.a, qty: 1 }]);

    const itemId = moved.body.saveForLater.items[0]?.itemId as string;
    const removed = await agent.send(removeSavedItem, {
      params: { saveForlaterId: listId, itemId },
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ saveForLaterId: listId, items: [], total: 0 });
    const again = await agent.send(removeSavedItem, { params: { saveForlaterId: listId, itemId } });
    expect(errorIdOf(again)).toBe('PLP400');
  });

  it('answers the page of the list the store asked for (spec §9 saved-for-later page size)', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [
      { productId: demo.a },
      { productId: demo.b },
      { productId: demo.c },
    ]);
    const lineOf = (productId: string) =>
      cart.items.find((item) => item.productId === productId)?.id;
    const [first, second, third] = [lineOf(demo.a), lineOf(demo.b), lineOf(demo.c)];
    await agent.send(saveItemForLater, { body: { basketId: cart.id, itemId: first } });
    // Without a count, the list's own first page: all three here.
    const whole = await agent.send(saveItemForLater, {
      body: { basketId: cart.id, itemId: second },
    });
    expect(whole.body.saveForLater.items).toHaveLength(2);
    const paged = await agent.send(saveItemForLater, {
      query: { count: 2 },
      body: { basketId: cart.id, itemId: third },
    });
    expect(paged.status).toBe(200);
    expect(paged.body.saveForLater.total).toBe(3);
    expect(paged.body.saveForLater.items).toHaveLength(2);
    const listId = paged.body.saveForLater.saveForLaterId as string;
    const moved = await agent.send(moveSavedItemToCart, {
      params: { basketId: cart.id },
      query: { count: 1 },
      body: { saveForLaterId: listId, itemId: paged.body.saveForLater.items[0]?.itemId },
    });
    expect(moved.body.saveForLater.total).toBe(2);
    expect(moved.body.saveForLater.items).toHaveLength(1);
    const removed = await agent.send(removeSavedItem, {
      params: { saveForlaterId: listId, itemId: moved.body.saveForLater.items[0]?.itemId ?? '' },
      query: { count: 1 },
    });
    expect(removed.body.total).toBe(1);
    expect(removed.body.items).toHaveLength(1);
    const tooMany = await agent.send(removeSavedItem, {
      params: { saveForlaterId: listId, itemId: removed.body.items[0]?.itemId ?? '' },
      query: { count: 101 },
    });
    expect(errorIdOf(tooMany)).toBe('API400');
  });

  it('keeps a saved item that cannot move (out of stock), and guards other shoppers’ lists', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.a }, { productId: demo.c }]);
    const saved = await agent.send(saveItemForLater, {
      body: { basketId: cart.id, itemId: cart.items[0]?.id },
    });
    const listId = saved.body.saveForLater.saveForLaterId as string;
    const itemId = saved.body.saveForLater.items[0]?.itemId as string;
    await setStock(server().db, demo.a, 0);
    const blocked = await agent.send(moveSavedItemToCart, {
      params: { basketId: cart.id },
      body: { saveForLaterId: listId, itemId },
    });
    expect(errorIdOf(blocked)).toBe('INV700');
    expect((await agent.send(getSaveForLater)).body.total).toBe(1);
    expect((await agent.send(getCart, { params: { basketId: cart.id } })).body.items).toHaveLength(
      1,
    );

    const stranger = await guest();
    const theirs = await stranger.send(removeSavedItem, {
      params: { saveForlaterId: listId, itemId },
    });
    expect(errorIdOf(theirs)).toBe('AUT498');
    const unknownLine = await agent.send(saveItemForLater, {
      body: { basketId: cart.id, itemId: 'missing' },
    });
    expect(errorIdOf(unknownLine)).toBe('ORD404');
    const foreignCart = await stranger.send(saveItemForLater, {
      body: { basketId: cart.id, itemId: cart.items[1]?.id },
    });
    expect(errorIdOf(foreignCart)).toBe('AUT498');
    const unknownCart = await agent.send(saveItemForLater, {
      body: { basketId: 'no-such-basket', itemId: 'missing' },
    });
    expect(errorIdOf(unknownCart)).toBe('BSK404');
    const unknownList = await agent.send(moveSavedItemToCart, {
      params: { basketId: cart.id },
      body: { saveForLaterId: 'missing', itemId },
    });
    expect(errorIdOf(unknownList)).toBe('PLP400');
  });
});

describe('guest to account handover', () => {
  async function exchange(
    agent: TestAgent,
    key: string,
    objects: Record<string, string | undefined>,
  ) {
    const { code, codeVerifier } = await authorize(
      agent,
      demoAccount(key).profile.consumerDetails.email,
    );
    const result = await agent.send(getToken, {
      body: { grantType: 'authorization_code', authorizationCode: code, codeVerifier, ...objects },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body;
  }

  it('gives the guest cart, favorites and saved items to an account that has none', async () => {
    const agent = await guest();
    const cart = await cartWith(agent, [{ productId: demo.a }, { productId: demo.c }]);
    const saved = await agent.send(saveItemForLater, {
      body: { basketId: cart.id, itemId: cart.items[1]?.id },
    });
    const favorites = await agent.send(addFavorite, { body: { id: demo.fleece.id } });
    const token = await exchange(agent, 'athlete', {
      basketId: cart.id,
      favoriteId: favorites.body.favoriteId ?? undefined,
      saveForLaterId: saved.body.saveForLater.saveForLaterId ?? undefined,
    });
    expect(token.basketId).toBe(cart.id);
    expect(token.favorites.favoriteId).toBe(favorites.body.favoriteId);
    expect(token.saveForLaterId).toBe(saved.body.saveForLater.saveForLaterId);
    const read = await agent.send(getCart, { params: { basketId: cart.id } });
    expect(read.body.items.map((item) => item.productId)).toEqual([demo.a]);

    // A new browser signing in to the same account finds them too.
    const other = server().agent();
    const session = await signInAs(other, 'athlete');
    expect(session.basketId).toBe(cart.id);
    expect((await other.send(getFavorites)).body.items.map((item) => item.id)).toEqual([
      demo.fleece.id,
    ]);
  });

  it('merges into the account’s own cart and lists, closing the guest cart', async () => {
    const member = server().agent();
    await signInAs(member, 'registered');
    const accountCart = await cartWith(member, [{ productId: demo.a, qty: 1 }]);
    await member.send(addFavorite, { body: { id: demo.jacket.id } });

    const agent = await guest();
    const guestCart = await cartWith(agent, [{ productId: demo.a, qty: 2 }, { productId: demo.c }]);
    const favorites = await agent.send(addFavorite, { body: { id: demo.boot.id } });
    await agent.send(addFavorite, { body: { id: demo.jacket.id, qty: 3 } });
    const token = await exchange(agent, 'registered', {
      basketId: guestCart.id,
      favoriteId: favorites.body.favoriteId ?? undefined,
    });
    expect(token.basketId).toBe(accountCart.id);
    const merged = await agent.send(getCart, { params: { basketId: accountCart.id } });
    expect(merged.body.items.map((item) => [item.productId, item.qty])).toEqual([
      [demo.a, 3],
      [demo.c, 1],
    ]);
    const closed = await agent.send(getCart, { params: { basketId: guestCart.id } });
    expect(errorIdOf(closed)).toBe('BSK404');
    const list = await agent.send(getFavorites);
    expect(list.body.favoriteId).toBe(token.favorites.favoriteId);
    expect(list.body.items.map((item) => [item.id, item.qty]).sort()).toEqual(
      [
        [demo.boot.id, 1],
        [demo.jacket.id, 1],
      ].sort(),
    );
  });

  it('ignores a basket that is not the guest’s', async () => {
    const owner = await guest();
    const foreign = await cartWith(owner, [{ productId: demo.a }]);
    const agent = await guest();
    const token = await exchange(agent, 'pro', { basketId: foreign.id });
    expect(token.basketId).toBeNull();
    expect((await owner.send(getCart, { params: { basketId: foreign.id } })).status).toBe(200);
  });
});
