import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { agentLogin } from '#api/contract/auth.ts';
import {
  addPriceAdjustment,
  type Cart,
  type CartItemInput,
  createCartWithItem,
  deletePriceAdjustment,
  getCart,
  removeCartItem,
  updateCartItem,
  updatePriceAdjustment,
} from '#api/contract/cart.ts';
import type { CheckoutOrder } from '#api/contract/checkout.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { DEMO_PASSWORD, demoAssociates } from '#demo/profiles/index.ts';
import { address, guestCart, place, readyToPay } from '../checkout/test/helpers.ts';
import { cartPriceAdjustments } from '../db/schema/cart.ts';
import { orders } from '../db/schema/checkout.ts';
import { seeders } from '../db/seed.ts';
import { signInAs } from '../test/flows.ts';
import { errorIdOf, type SendResult, setupTestServer, type TestAgent } from '../test/harness.ts';
import { demo, setPrice, setStock } from './test/fixtures.ts';

/*
 * An in-store associate's price adjustments (spec §7 price_adjustments), on PGlite and on
 * PostgreSQL (DATABASE_URL): priced after the promotions on every cart answer and the
 * order, refused (PRC400) when they would take more than what is left, one per line and
 * one for the order.
 */

const server = setupTestServer({
  seed: seeders.filter((s) =>
    ['catalogue', 'profiles', 'associate-credentials', 'checkout'].includes(s.name),
  ),
});

const [associate] = demoAssociates;
if (!associate) throw new Error('No demo associate');

/** The gift with purchase the seeded promotions give a guest with a daypack of 75.00 (USD). */
const SOCKS = 'RDGAC101010';
const daypack = getCatalogue().products.find((product) => product.categoryId === '310010')
  ?.variants[0]?.sku;

const giftCardSku = getCatalogue()
  .products.find((product) => product.productType === 'giftCard')
  ?.variants.find((variant) => variant.size === '25')?.sku;

beforeEach(async () => {
  const { db } = server();
  await setStock(db, demo.a, 50);
  await setStock(db, demo.c, 50);
  await setStock(db, SOCKS, 50);
  await setPrice(db, demo.a, 'USD', 10_000, null);
  await setPrice(db, demo.c, 'USD', 5_000, null);
});

/** An associate session on the sales floor, with its cart holding `items`. */
async function associateCart(
  items: CartItemInput[] = [
    { productId: demo.a, qty: 2 },
    { productId: demo.c, qty: 1 },
  ],
): Promise<{ agent: TestAgent; cart: Cart }> {
  const agent = server().agent();
  const login = await agent.send(agentLogin, {
    body: {
      storeId: associate?.storeId,
      storeEmployeeId: associate?.storeEmployeeId,
      password: DEMO_PASSWORD,
    },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const created = await agent.send(createCartWithItem, {
    query: { locale: 'en-us' },
    body: { items },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { agent, cart: created.body as Cart };
}

function lineOf(cart: Cart, sku: string) {
  const line = cart.items.find((item) => item.productId === sku && !item.bonus);
  if (!line) throw new Error(`no line of ${sku}`);
  return line;
}

const adjust = (agent: TestAgent, basketId: string, body: Record<string, unknown>) =>
  agent.send(addPriceAdjustment, {
    params: { basketId },
    body: { reasonCode: 'PRICE_MATCH', ...body },
  });

function accepted(result: SendResult): Cart {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as Cart;
}

function reasonOf(result: SendResult): unknown {
  const body = result.body as { errorDetails: { details?: { reason?: string } }[] };
  return body.errorDetails[0]?.details?.reason;
}

const storedRows = (cartId: string) =>
  server().db.select().from(cartPriceAdjustments).where(eq(cartPriceAdjustments.cartId, cartId));

/** Money (major units) as cents, for exact comparisons. */
const cents = (major: number) => Math.round(major * 100);

describe('who may adjust', () => {
  it('refuses a guest and a signed-in shopper (AUT432), on their own cart', async () => {
    const guest = server().agent();
    const guestsCart = await guestCart(guest, [{ productId: demo.a, qty: 1 }]);
    const byGuest = await adjust(guest, guestsCart.id, { discountType: 'percentage', value: 10 });
    expect(byGuest.status).toBe(401);
    expect(errorIdOf(byGuest)).toBe('AUT432');

    const shopper = server().agent();
    await signInAs(shopper, 'loyalty');
    const created = await shopper.send(createCartWithItem, {
      body: { items: [{ productId: demo.a, qty: 1 }] },
    });
    const byShopper = await adjust(shopper, (created.body as Cart).id, {
      discountType: 'amount',
      value: 5,
    });
    expect(errorIdOf(byShopper)).toBe('AUT432');
    expect(await storedRows(guestsCart.id)).toEqual([]);
  });

  it('answers another cart as the other cart calls do: BSK404 unknown, AUT498 not its own', async () => {
    const { agent } = await associateCart();
    const unknown = await adjust(agent, 'no-such-basket', { discountType: 'amount', value: 5 });
    expect(unknown.status).toBe(404);
    expect(errorIdOf(unknown)).toBe('BSK404');
    const someoneElses = await guestCart(server().agent(), [{ productId: demo.a, qty: 1 }]);
    const theirs = await adjust(agent, someoneElses.id, { discountType: 'amount', value: 5 });
    expect(errorIdOf(theirs)).toBe('AUT498');
    expect(await storedRows(someoneElses.id)).toEqual([]);
  });
});

describe('POST /cart/v1/cart/:basketId/price_adjustments', () => {
  it('takes 10 % off a line after its promotions, in every total, and the cart shows it', async () => {
    const { agent, cart } = await associateCart();
    const before = lineOf(cart, demo.a);
    expect(before.price.priceAfterItemDiscount).toBe(200);

    const after = accepted(
      await adjust(agent, cart.id, { itemId: before.id, discountType: 'percentage', value: 10 }),
    );
    expect(lineOf(after, demo.a).price.priceAfterItemDiscount).toBe(180);
    expect(lineOf(after, demo.c).price).toEqual(lineOf(cart, demo.c).price);
    expect(cents(after.totals.totalDiscount)).toBe(cents(cart.totals.totalDiscount) + 2_000);
    expect(cents(after.totals.total)).toBe(cents(cart.totals.total) - 2_000);
    expect(after.totals.itemTotal).toBe(cart.totals.itemTotal);
    const shown = {
      adjustmentId: expect.any(String),
      itemId: before.id,
      discountType: 'percentage',
      value: 10,
      amount: 20,
      reasonCode: 'PRICE_MATCH',
    };
    expect(after.priceAdjustments).toEqual([shown]);

    // Every later answer prices it: the cart read again.
    const read = accepted(await agent.send(getCart, { params: { basketId: cart.id } }));
    expect(read.priceAdjustments).toEqual([shown]);
    expect(read.totals).toEqual(after.totals);

    // Who made it is kept with it.
    expect(await storedRows(cart.id)).toMatchObject([
      {
        itemId: before.id,
        discountType: 'percentage',
        value: 10,
        storeId: associate?.storeId,
        employeeId: associate?.storeEmployeeId,
      },
    ]);
  });

  it('takes an amount off the order, shared over the lines', async () => {
    const { agent, cart } = await associateCart();
    const after = accepted(
      await adjust(agent, cart.id, {
        itemId: null,
        discountType: 'amount',
        value: 12.34,
        reasonCode: 'CUSTOMER_SERVICE',
      }),
    );
    expect(after.priceAdjustments).toMatchObject([
      { itemId: null, discountType: 'amount', value: 12.34, amount: 12.34 },
    ]);
    expect(cents(after.totals.totalDiscount)).toBe(cents(cart.totals.totalDiscount) + 1_234);
    expect(cents(after.totals.total)).toBe(cents(cart.totals.total) - 1_234);
    const afterOrder = (c: Cart) =>
      c.items.reduce((sum, item) => sum + cents(item.price.priceAfterOrderDiscount), 0);
    expect(afterOrder(after)).toBe(afterOrder(cart) - 1_234);
    // The lines keep their own price: the order's adjustment comes after them.
    expect(lineOf(after, demo.a).price.priceAfterItemDiscount).toBe(200);
  });

  it('prices the order adjustment on what the line adjustments left', async () => {
    const { agent, cart } = await associateCart();
    const line = lineOf(cart, demo.a);
    accepted(await adjust(agent, cart.id, { itemId: line.id, discountType: 'amount', value: 50 }));
    // 250.00 of lines, 50.00 off one: the whole order's 100 % is the 200.00 left.
    const after = accepted(
      await adjust(agent, cart.id, { itemId: null, discountType: 'percentage', value: 100 }),
    );
    expect(after.priceAdjustments.map((a) => a.amount)).toEqual([50, 200]);
    expect(after.totals.totalWithoutTax).toBe(after.totals.shipping);
    const tooMuch = await adjust(agent, cart.id, {
      itemId: lineOf(cart, demo.c).id,
      discountType: 'amount',
      value: 50.01,
    });
    expect(errorIdOf(tooMuch)).toBe('PRC400');
  });

  it.each([
    [
      'an amount above what the line costs',
      { discountType: 'amount', value: 200.01 },
      'amountAboveBase',
    ],
    ['a percentage above 100', { discountType: 'percentage', value: 101 }, 'percentageAbove100'],
    ['fractions of a cent', { discountType: 'amount', value: 0.005 }, 'amountNotInCents'],
  ])('refuses %s (PRC400) and leaves the cart as it was', async (_, body, reason) => {
    const { agent, cart } = await associateCart();
    const refused = await adjust(agent, cart.id, { itemId: lineOf(cart, demo.a).id, ...body });
    expect(refused.status).toBe(400);
    expect(errorIdOf(refused)).toBe('PRC400');
    expect(reasonOf(refused)).toBe(reason);
    expect(await storedRows(cart.id)).toEqual([]);
    const read = accepted(await agent.send(getCart, { params: { basketId: cart.id } }));
    expect(read.totals).toEqual(cart.totals);
    expect(read.priceAdjustments).toEqual([]);
  });

  it('refuses an amount above what the whole order costs', async () => {
    const { agent, cart } = await associateCart();
    const refused = await adjust(agent, cart.id, { discountType: 'amount', value: 250.01 });
    expect(errorIdOf(refused)).toBe('PRC400');
    expect(reasonOf(refused)).toBe('amountAboveBase');
    accepted(await adjust(agent, cart.id, { discountType: 'amount', value: 250 }));
  });

  it('takes one adjustment per line and one for the order (PRC400 for another)', async () => {
    const { agent, cart } = await associateCart();
    const itemId = lineOf(cart, demo.a).id;
    accepted(await adjust(agent, cart.id, { itemId, discountType: 'percentage', value: 10 }));
    accepted(await adjust(agent, cart.id, { itemId: null, discountType: 'amount', value: 5 }));
    for (const target of [itemId, null]) {
      const again = await adjust(agent, cart.id, {
        itemId: target,
        discountType: 'amount',
        value: 1,
      });
      expect(errorIdOf(again)).toBe('PRC400');
      expect(reasonOf(again)).toBe('alreadyAdjusted');
    }
    expect(await storedRows(cart.id)).toHaveLength(2);
  });

  it('refuses a line the cart does not hold (ORD404), a gift card and a gift (PRC400)', async () => {
    if (!giftCardSku || !daypack) throw new Error('no gift card of 25 or daypack');
    await setStock(server().db, daypack, 50);
    await setPrice(server().db, daypack, 'USD', 8_000, null);
    const { agent, cart } = await associateCart([
      { productId: daypack, qty: 1 },
      {
        productId: giftCardSku,
        qty: 1,
        giftOption: { email: 'grace@example.com', to: 'Grace', message: 'Happy trails!' },
      },
    ]);
    const unknown = await adjust(agent, cart.id, {
      itemId: 'no-such-line',
      discountType: 'amount',
      value: 1,
    });
    expect(unknown.status).toBe(404);
    expect(errorIdOf(unknown)).toBe('ORD404');

    const card = lineOf(cart, giftCardSku);
    const gift = cart.items.find((item) => item.bonus);
    expect(gift?.productId).toBe(SOCKS);
    for (const itemId of [card.id, gift?.id]) {
      const refused = await adjust(agent, cart.id, {
        itemId,
        discountType: 'percentage',
        value: 5,
      });
      expect(errorIdOf(refused), itemId).toBe('PRC400');
      expect(reasonOf(refused)).toBe('notAdjustable');
    }
    // The gift card is not part of what the order's adjustment may take.
    const order = await adjust(agent, cart.id, { discountType: 'amount', value: 80.01 });
    expect(reasonOf(order)).toBe('amountAboveBase');
    expect(await storedRows(cart.id)).toEqual([]);
  });
});

describe('PATCH and DELETE …/price_adjustments/:adjustmentId', () => {
  it('changes what an adjustment takes and keeps its line when the change names none', async () => {
    const { agent, cart } = await associateCart();
    const line = lineOf(cart, demo.a);
    const made = accepted(
      await adjust(agent, cart.id, { itemId: line.id, discountType: 'percentage', value: 10 }),
    );
    const adjustmentId = made.priceAdjustments[0]?.adjustmentId ?? '';
    const params = { basketId: cart.id, adjustmentId };

    const changed = accepted(
      await agent.send(updatePriceAdjustment, { params, body: { value: 25 } }),
    );
    expect(changed.priceAdjustments).toEqual([
      expect.objectContaining({ adjustmentId, itemId: line.id, value: 25, amount: 50 }),
    ]);
    expect(lineOf(changed, demo.a).price.priceAfterItemDiscount).toBe(150);
    expect(cents(changed.totals.total)).toBe(cents(cart.totals.total) - 5_000);

    // Judged without itself: the whole line may go, not more.
    accepted(
      await agent.send(updatePriceAdjustment, {
        params,
        body: { discountType: 'amount', value: 200 },
      }),
    );
    const tooMuch = await agent.send(updatePriceAdjustment, { params, body: { value: 200.01 } });
    expect(errorIdOf(tooMuch)).toBe('PRC400');
    expect(await storedRows(cart.id)).toMatchObject([{ discountType: 'amount', value: 200 }]);

    // Moved onto the order, then onto a line that has one already.
    const moved = accepted(
      await agent.send(updatePriceAdjustment, { params, body: { itemId: null, value: 20 } }),
    );
    expect(moved.priceAdjustments).toMatchObject([{ itemId: null, amount: 20 }]);
    const other = lineOf(cart, demo.c).id;
    accepted(await adjust(agent, cart.id, { itemId: other, discountType: 'amount', value: 1 }));
    const taken = await agent.send(updatePriceAdjustment, { params, body: { itemId: other } });
    expect(reasonOf(taken)).toBe('alreadyAdjusted');
  });

  it('removes an adjustment and the totals come back; an unknown one is BSK404', async () => {
    const { agent, cart } = await associateCart();
    const made = accepted(await adjust(agent, cart.id, { discountType: 'percentage', value: 15 }));
    const adjustmentId = made.priceAdjustments[0]?.adjustmentId ?? '';
    expect(made.totals.total).toBeLessThan(cart.totals.total);
    const params = { basketId: cart.id, adjustmentId };

    const removed = accepted(await agent.send(deletePriceAdjustment, { params }));
    expect(removed.priceAdjustments).toEqual([]);
    expect(removed.totals).toEqual(cart.totals);
    expect(await storedRows(cart.id)).toEqual([]);

    for (const result of [
      await agent.send(deletePriceAdjustment, { params }),
      await agent.send(updatePriceAdjustment, { params, body: { value: 5 } }),
    ]) {
      expect(result.status).toBe(404);
      expect(errorIdOf(result)).toBe('BSK404');
    }
  });

  it("does not reach another cart's adjustment through its own cart (BSK404)", async () => {
    const first = await associateCart();
    const made = accepted(
      await adjust(first.agent, first.cart.id, { discountType: 'amount', value: 5 }),
    );
    const adjustmentId = made.priceAdjustments[0]?.adjustmentId ?? '';
    const second = await associateCart();
    const params = { basketId: second.cart.id, adjustmentId };
    expect(errorIdOf(await second.agent.send(deletePriceAdjustment, { params }))).toBe('BSK404');
    expect(
      errorIdOf(await second.agent.send(updatePriceAdjustment, { params, body: { value: 1 } })),
    ).toBe('BSK404');
    expect(await storedRows(first.cart.id)).toHaveLength(1);
  });
});

describe('adjustments and the cart lines', () => {
  it('a line that goes takes its adjustment with it; the order keeps its own', async () => {
    const { agent, cart } = await associateCart();
    const line = lineOf(cart, demo.a);
    accepted(await adjust(agent, cart.id, { itemId: line.id, discountType: 'amount', value: 30 }));
    accepted(await adjust(agent, cart.id, { itemId: null, discountType: 'amount', value: 5 }));
    const removed = accepted(
      await agent.send(removeCartItem, { query: { basketId: cart.id, itemId: line.id } }),
    );
    expect(removed.priceAdjustments).toMatchObject([{ itemId: null, amount: 5 }]);
    expect(await storedRows(cart.id)).toMatchObject([{ itemId: null }]);
  });

  it('a line that joins another on a size change takes its adjustment with it', async () => {
    await setStock(server().db, demo.b, 50);
    await setPrice(server().db, demo.b, 'USD', 10_000, null);
    const { agent, cart } = await associateCart([
      { productId: demo.a, qty: 1 },
      { productId: demo.b, qty: 1 },
    ]);
    const line = lineOf(cart, demo.b);
    accepted(await adjust(agent, cart.id, { itemId: line.id, discountType: 'amount', value: 30 }));
    const joined = accepted(
      await agent.send(updateCartItem, {
        params: { basketId: cart.id },
        body: { itemId: line.id, productId: demo.a },
      }),
    );
    expect(joined.items.filter((item) => !item.bonus)).toHaveLength(1);
    expect(joined.priceAdjustments).toEqual([]);
    expect(await storedRows(cart.id)).toEqual([]);
  });
});

describe('placing the order', () => {
  it('charges the adjusted prices: the order has the totals and lines the cart showed', async () => {
    const { agent, cart } = await associateCart();
    const line = lineOf(cart, demo.a);
    accepted(
      await adjust(agent, cart.id, { itemId: line.id, discountType: 'percentage', value: 10 }),
    );
    accepted(await adjust(agent, cart.id, { itemId: null, discountType: 'amount', value: 7.5 }));
    const ready = await readyToPay(agent, cart.id);
    expect(ready.shippingAddress?.postalCode).toBe(address.postalCode);
    expect(cents(ready.totals.totalDiscount)).toBe(cents(cart.totals.totalDiscount) + 2_750);

    const placed = await place(agent, cart.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body as CheckoutOrder;
    expect(order.totals).toEqual(ready.totals);
    expect(order.items.find((item) => item.id === line.id)?.price.priceAfterItemDiscount).toBe(180);
    const [row] = await server()
      .db.select()
      .from(orders)
      .where(eq(orders.orderNumber, order.orderNumber));
    expect(row?.total).toBe(cents(ready.totals.total));
  });
});
