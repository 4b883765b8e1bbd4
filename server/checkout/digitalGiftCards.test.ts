import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addCartItems,
  type Cart,
  type CartItemInput,
  createCartWithItem,
  updateCartItem,
} from '#api/contract/cart.ts';
import {
  addPaymentInstrument,
  applyCoupon,
  type CheckoutOrder,
  giftCardBalance,
  patchOrder,
  setBillingAddress,
  setShippingAddress,
} from '#api/contract/checkout.ts';
import { resendGiftCardEmail } from '#api/contract/orders.ts';
import { GIFT_CARD_MAX_QTY_PER_LINE } from '#commerce/catalogue/model.ts';
import { getCatalogue, upcWithCheckDigit } from '#demo/catalogue/index.ts';
import { demo, setPrice, setStock } from '../cart/test/fixtures.ts';
import { seedMissingProducts } from '../catalogue/seed.ts';
import { categories, products, productVariants } from '../db/schema/catalogue.ts';
import { giftCards } from '../db/schema/checkout.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { seeders } from '../db/seed.ts';
import { guestSession, signInAs } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { address, card, guestCart, place, VISA } from './test/helpers.ts';

/*
 * Digital gift cards (server/checkout/digitalGiftCards.ts), on PGlite and on PostgreSQL
 * (DATABASE_URL): bought with a gift option, issued and mailed when the order is placed,
 * paying like any gift card, mailed again (with a new number and PIN) for their buyer only.
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
});

const giftCardProduct = getCatalogue().products.find(
  (product) => product.productType === 'giftCard' && product.brand === 'ridgeline',
);
function giftCardSku(amount: number): string {
  const sku = giftCardProduct?.variants.find((variant) => variant.size === String(amount))?.sku;
  if (!sku) throw new Error(`no gift card of ${amount}`);
  return sku;
}

const gift = { email: 'Grace.Hopper@example.com', to: 'Grace', message: 'Happy trails!' };
const recipient = gift.email.toLowerCase();

/** A card (by default one the sandbox authorizes), billed to `address`: no shipping address. */
async function payByCard(agent: TestAgent, basketId: string, cardNumber = VISA.number) {
  const billed = await agent.send(setBillingAddress, {
    params: { basketId },
    body: { address, sameAsShipping: false },
  });
  expect(billed.status, JSON.stringify(billed.body)).toBe(200);
  const paid = await agent.send(addPaymentInstrument, {
    params: { basketId },
    body: { type: 'CREDIT_CARD', card: card(cardNumber) },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body as Cart;
}

async function giftCardMails() {
  return server()
    .db.select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, 'giftCard'), eq(mailOutbox.recipient, recipient)))
    .orderBy(mailOutbox.createdAt);
}

/** The number and PIN a gift card mail gives, as a shopper would type them. */
function credentialsIn(text: string) {
  const number = /\b(6006 49\d\d \d{4} \d{4})\b/.exec(text)?.[1]?.replaceAll(' ', '');
  const pin = /PIN: (\d{4})\b/.exec(text)?.[1];
  if (!number || !pin) throw new Error(`no card number and PIN in ${text}`);
  return { number, pin };
}

/** A balance check from a new guest (the call needs a session). */
async function balanceOf(cardNumber: string, pin: string) {
  const agent = server().agent();
  await guestSession(agent);
  return agent.send(giftCardBalance, {
    query: { locale: 'en-us' },
    body: { cardNumber, pin },
  });
}

/** A signed-in demo account buys one card of `amount` for `gift`; its order and line. */
async function boughtBy(key: string, amount: number) {
  const agent = server().agent();
  await signInAs(agent, key);
  const added = await agent.send(createCartWithItem, {
    query: { locale: 'en-us' },
    body: { items: [{ productId: giftCardSku(amount), qty: 1, giftOption: gift }] },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const cart = added.body as Cart;
  await payByCard(agent, cart.id);
  const placed = await place(agent, cart.id);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body as CheckoutOrder;
  const item = order.items.find((line) => line.productId === giftCardSku(amount));
  if (!item) throw new Error('the gift card line is missing from the order');
  return { agent, order, itemId: item.id };
}

describe('the gift card product', () => {
  it('is a digital item of both brands that ships by e-mail only', async () => {
    const brands = getCatalogue()
      .products.filter((product) => product.productType === 'giftCard')
      .map((product) => product.brand);
    expect(brands.sort()).toEqual(['ridgeline', 'tread']);

    const agent = server().agent();
    const cart = await guestCart(agent, [{ productId: giftCardSku(50), qty: 1, giftOption: gift }]);
    expect(cart.items[0]).toMatchObject({
      isDigitalProduct: true,
      giftOption: gift,
      price: { current: 50 },
      shippingOptions: { selected: 'digital', available: ['digital'] },
    });
    expect(cart.shippingMethods).toMatchObject([{ code: 'digital' }]);

    const shipped = await agent.send(addCartItems, {
      query: { locale: 'en-us' },
      body: {
        basketId: cart.id,
        items: [{ productId: giftCardSku(25), qty: 1, shippingOptions: { selected: 'standard' } }],
      },
    });
    expect(errorIdOf(shipped)).toBe('API400');
  });

  it('reaches a database seeded before it was added, once', async () => {
    const { db } = server();
    const product = giftCardProduct;
    if (!product) throw new Error('no gift card');
    // A product and category this database lacks, as the gift cards were for older ones.
    const later = {
      ...product,
      id: 'RDGGC9999',
      categoryId: '339910',
      variants: product.variants.map((variant, index) => ({
        ...variant,
        sku: `RDGGC99991${index}`,
        upc: upcWithCheckDigit(`8399999999${index}`),
      })),
    };
    const leaf = {
      id: '339910',
      parentId: '3300',
      level: 3,
      position: 9,
      name: product.name,
      slug: product.slug,
    };
    const data = {
      categories: [...getCatalogue().categories, leaf],
      products: [...getCatalogue().products, later],
    };
    await db.transaction((tx) => seedMissingProducts(tx, data));
    await db.transaction((tx) => seedMissingProducts(tx, data));
    expect(await db.select().from(products).where(eq(products.id, later.id))).toHaveLength(1);
    expect(await db.select().from(categories).where(eq(categories.id, leaf.id))).toHaveLength(1);
    expect(
      await db.select().from(productVariants).where(eq(productVariants.productId, later.id)),
    ).toHaveLength(4);
  });

  it('keeps cards for two recipients on two lines', async () => {
    const agent = server().agent();
    const cart = await guestCart(agent, [
      { productId: giftCardSku(25), qty: 1, giftOption: gift },
      { productId: giftCardSku(25), qty: 1, giftOption: { ...gift, email: 'ada@example.com' } },
      { productId: giftCardSku(25), qty: 1, giftOption: gift },
    ]);
    expect(cart.items.map((item) => [item.giftOption?.email, item.qty])).toEqual([
      [gift.email, 2],
      ['ada@example.com', 1],
    ]);
  });
});

describe('the gift card’s per-line maximum', () => {
  const detailsOf = (result: { body: unknown }) =>
    (result.body as { errorDetails: { details?: unknown }[] }).errorDetails[0]?.details;
  const overCap = (qtyInCart: number) => ({
    type: 'ProductItemMaxQuantity',
    productId: giftCardSku(50),
    maxAllowedQty: GIFT_CARD_MAX_QTY_PER_LINE,
    qtyInCart,
  });

  it('refuses a line past it when added, with maxAllowedQty (INV408), and shows it as the line’s max', async () => {
    const agent = server().agent();
    await guestSession(agent);
    const tooMany = await agent.send(createCartWithItem, {
      body: {
        items: [
          { productId: giftCardSku(50), qty: GIFT_CARD_MAX_QTY_PER_LINE + 1, giftOption: gift },
        ],
      },
    });
    expect(errorIdOf(tooMany)).toBe('INV408');
    expect(detailsOf(tooMany)).toEqual(overCap(0));

    const cart = await guestCart(agent, [{ productId: giftCardSku(50), qty: 6, giftOption: gift }]);
    expect(cart.items[0]?.maxQty).toBe(GIFT_CARD_MAX_QTY_PER_LINE);
    const more = await agent.send(addCartItems, {
      body: {
        basketId: cart.id,
        items: [{ productId: giftCardSku(50), qty: 5, giftOption: gift }],
      },
    });
    expect(errorIdOf(more)).toBe('INV408');
    expect(detailsOf(more)).toEqual(overCap(6));
    // Another recipient is another line, with a maximum of its own.
    const other = await agent.send(addCartItems, {
      body: {
        basketId: cart.id,
        items: [
          { productId: giftCardSku(50), qty: 4, giftOption: gift },
          {
            productId: giftCardSku(50),
            qty: GIFT_CARD_MAX_QTY_PER_LINE,
            giftOption: { ...gift, email: 'ada@example.com' },
          },
        ],
      },
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect((other.body as Cart).items.map((item) => item.qty)).toEqual([
      GIFT_CARD_MAX_QTY_PER_LINE,
      GIFT_CARD_MAX_QTY_PER_LINE,
    ]);
  });

  it('refuses a quantity update past it, and lowering it is fine', async () => {
    const agent = server().agent();
    const cart = await guestCart(agent, [{ productId: giftCardSku(50), qty: 2, giftOption: gift }]);
    const itemId = cart.items[0]?.id as string;
    const params = { basketId: cart.id };
    const raised = await agent.send(updateCartItem, {
      params,
      body: { itemId, qty: GIFT_CARD_MAX_QTY_PER_LINE + 1 },
    });
    expect(errorIdOf(raised)).toBe('INV408');
    expect(detailsOf(raised)).toEqual(overCap(2));
    const most = await agent.send(updateCartItem, {
      params,
      body: { itemId, qty: GIFT_CARD_MAX_QTY_PER_LINE },
    });
    expect(most.status, JSON.stringify(most.body)).toBe(200);
    const lowered = await agent.send(updateCartItem, { params, body: { itemId, qty: 1 } });
    expect((lowered.body as Cart).items[0]?.qty).toBe(1);
  });

  it('leaves other items at the default maximum', async () => {
    const agent = server().agent();
    await setStock(server().db, demo.a, 500);
    const cart = await guestCart(agent, [{ productId: demo.a, qty: 1 }]);
    expect(cart.items[0]?.maxQty).toBe(500);
  });
});

describe('gift card pricing', () => {
  it('takes no order discount and no tax: a gift card is money, not merchandise', async () => {
    await setPrice(server().db, demo.a, 'USD', 10_000, null);
    const priceWithCode = async (items: CartItemInput[]) => {
      const agent = server().agent();
      const cart = await guestCart(agent, items);
      const shipped = await agent.send(setShippingAddress, {
        params: { basketId: cart.id },
        body: { address },
      });
      expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
      const applied = await agent.send(applyCoupon, {
        body: { basketId: cart.id, code: 'WELCOME10' },
      });
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      return applied.body as Cart;
    };
    const jacketOnly = await priceWithCode([{ productId: demo.a, qty: 1 }]);
    const priced = await priceWithCode([
      { productId: demo.a, qty: 1 },
      { productId: giftCardSku(50), qty: 1, giftOption: gift },
    ]);
    const card = priced.items.find((item) => item.productId === giftCardSku(50));
    const jacket = priced.items.find((item) => item.productId === demo.a);
    // 10 % of the jacket only; the card keeps its 50 and adds no tax.
    expect(priced.totals.totalDiscount).toBe(10);
    expect(card?.price.priceAfterOrderDiscount).toBe(50);
    expect(jacket?.price.priceAfterOrderDiscount).toBe(90);
    expect(jacketOnly.totals.tax).toBeGreaterThan(0);
    expect(priced.totals.tax).toBe(jacketOnly.totals.tax);
  });
});

describe('issuing on order placement', () => {
  it('issues one active card per unit, mails each to the recipient, and the card pays', async () => {
    const agent = server().agent();
    const cart = await guestCart(agent, [{ productId: giftCardSku(50), qty: 2, giftOption: gift }]);
    const ready = await payByCard(agent, cart.id);
    expect(ready.totals.total).toBe(100);
    const placed = await place(agent, cart.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body as CheckoutOrder;
    expect(order.status).toBe('placed');

    const issued = await server()
      .db.select()
      .from(giftCards)
      .where(eq(giftCards.orderNumber, order.orderNumber));
    expect(issued).toHaveLength(2);
    for (const row of issued) {
      expect(row).toMatchObject({
        status: 'active',
        balance: 5000,
        currency: 'USD',
        orderItemId: order.items[0]?.id,
        recipientEmail: recipient,
        expiresOn: null,
      });
    }

    const mails = await giftCardMails();
    expect(mails).toHaveLength(2);
    const credentials = mails.map((mail) => credentialsIn(mail.text));
    expect(new Set(credentials.map((c) => c.number)).size).toBe(2);
    expect(credentials.map((c) => c.number.slice(-4)).sort()).toEqual(
      issued.map((row) => row.last4).sort(),
    );
    for (const mail of mails) {
      expect(mail.locale).toBe('en-us');
      expect(mail.text).toContain('Hello Grace');
      expect(mail.text).toContain('Ada Lovelace sent you a Ridgeline gift card of $50.00');
      expect(mail.text).toMatch(/\n\nThe Ridgeline team$/);
      expect(mail.text).toContain('“Happy trails!”');
      // Only the mail's text holds the number and PIN, never the stored template values.
      const stored = JSON.stringify(mail.data);
      for (const { number, pin } of credentials) {
        expect(stored).not.toContain(number.slice(0, 8));
        expect(stored).not.toContain(`"${pin}"`);
      }
    }
    // Neither is stored in clear on the card.
    expect(JSON.stringify(issued)).not.toContain(credentials[0]?.number);

    const [first] = credentials;
    if (!first) throw new Error('no card mailed');
    const balance = await balanceOf(first.number, first.pin);
    expect(balance.status, JSON.stringify(balance.body)).toBe(200);
    expect(balance.body).toMatchObject({ balance: 50, currency: 'USD' });

    // Placing the same cart again answers the same order: nothing is issued twice.
    const again = await place(agent, cart.id);
    expect((again.body as CheckoutOrder).orderNumber).toBe(order.orderNumber);
    expect(await giftCardMails()).toHaveLength(2);
  });

  it('issues nothing while 3-D Secure is pending, and the cards once it passes', async () => {
    const agent = server().agent();
    const cart = await guestCart(agent, [
      { productId: giftCardSku(150), qty: 1, giftOption: gift },
    ]);
    await payByCard(agent, cart.id, '4000000000003220');
    const pending = (await place(agent, cart.id)).body as CheckoutOrder;
    expect(pending.status).toBe('payment_pending');
    const issuedTo = () =>
      server().db.select().from(giftCards).where(eq(giftCards.orderNumber, pending.orderNumber));
    expect(await issuedTo()).toHaveLength(0);

    const passed = await agent.send(patchOrder, {
      params: { orderNumber: pending.orderNumber },
      body: { transactionId: pending.challenge?.transactionId ?? '', result: 'authenticated' },
    });
    expect((passed.body as CheckoutOrder).status).toBe('placed');
    expect(await issuedTo()).toMatchObject([{ status: 'active', balance: 15_000 }]);
    expect((await giftCardMails()).at(-1)?.text).toContain('$150.00');
  });

  it('refuses an order whose gift card has no gift option (GFO400), then places it once given', async () => {
    const agent = server().agent();
    const cart = await guestCart(agent, [{ productId: giftCardSku(100), qty: 1 }]);
    await payByCard(agent, cart.id);
    const before = (await giftCardMails()).length;

    const refused = await place(agent, cart.id);
    expect(refused.status).toBe(400);
    expect(errorIdOf(refused)).toBe('GFO400');
    const [detail] = (refused.body as unknown as { errorDetails: { details?: unknown }[] })
      .errorDetails;
    expect(detail?.details).toEqual({
      type: 'ProductItemRequired',
      itemIds: [cart.items[0]?.id],
      productIds: [giftCardSku(100)],
    });
    expect(await giftCardMails()).toHaveLength(before);

    const given = await agent.send(updateCartItem, {
      params: { basketId: cart.id },
      body: { itemId: cart.items[0]?.id ?? '', giftOption: gift },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    const placed = await place(agent, cart.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const mails = await giftCardMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.text).toContain('$100.00');
  });
});

describe('resendGiftCardEmail', () => {
  it('mails the buyer’s card again with a new number and PIN; the old ones stop working', async () => {
    const { agent, order, itemId } = await boughtBy('loyalty', 25);
    const before = await giftCardMails();
    const old = credentialsIn(before.at(-1)?.text ?? '');

    const resent = await agent.send(resendGiftCardEmail, {
      body: { orderNumber: order.orderNumber, itemId },
    });
    expect(resent.status, JSON.stringify(resent.body)).toBe(204);
    const after = await giftCardMails();
    expect(after).toHaveLength(before.length + 1);
    const mail = after.at(-1);
    expect(mail?.text).toContain('This mail replaces the earlier one');
    expect(mail?.text).toContain('Balance: $25.00');
    const renewed = credentialsIn(mail?.text ?? '');
    expect(renewed.number).not.toBe(old.number);

    expect((await balanceOf(renewed.number, renewed.pin)).body).toMatchObject({ balance: 25 });
    expect(errorIdOf(await balanceOf(old.number, old.pin))).toBe('GFC800');
  });

  it('is refused for another shopper, a guest, an unknown order or line', async () => {
    const { order, itemId } = await boughtBy('loyalty', 25);
    const mails = (await giftCardMails()).length;

    const other = server().agent();
    await signInAs(other, 'registered');
    const theirs = await other.send(resendGiftCardEmail, {
      body: { orderNumber: order.orderNumber, itemId },
    });
    expect(theirs.status).toBe(404);
    expect(errorIdOf(theirs)).toBe('ORD409');

    const guest = server().agent();
    await guestSession(guest);
    const anonymous = await guest.send(resendGiftCardEmail, {
      body: { orderNumber: order.orderNumber, itemId },
    });
    expect(errorIdOf(anonymous)).toBe('AUT432');

    const buyer = server().agent();
    await signInAs(buyer, 'loyalty');
    for (const body of [
      { orderNumber: order.orderNumber, itemId: 'no-such-line' },
      { orderNumber: 'CRN1', itemId },
    ]) {
      const unknown = await buyer.send(resendGiftCardEmail, { body });
      expect(errorIdOf(unknown), JSON.stringify(body)).toBe('ORD409');
    }
    expect(await giftCardMails()).toHaveLength(mails);
  });
});
