import { describe, expect, it } from 'vitest';
import {
  addCartItems,
  type Cart,
  createCart,
  createCartWithItem,
  getCart,
} from '#api/contract/cart.ts';
import { addPaymentInstrument, setShippingAddress } from '#api/contract/checkout.ts';
import type { SiteLocale } from '#api/contract/common.ts';
import { SITE_MOVE_NOTIFICATION } from '#commerce/cart/siteMove.ts';
import { address, VISA } from '../checkout/test/helpers.ts';
import { seeders } from '../db/seed.ts';
import { guestSession, signInAs } from '../test/flows.ts';
import { setupTestServer, type TestAgent } from '../test/harness.ts';
import { demo, priceOf, setStock } from './test/fixtures.ts';

/*
 * Issue 46: a cart belongs to a site. A call on another site moves the cart there before it
 * answers: that site's currency, language and delivery, never a mix of two.
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
});

/** A US address the en-us site ships to (and de-de does not). */
const denver = address;
const montreal = {
  ...denver,
  city: 'Montréal',
  country: 'CA',
  postalCode: 'H2X 1Y4',
  province: 'QC',
  phone: '5145550100',
};

async function cartOn(agent: TestAgent, locale: SiteLocale, qty = 1): Promise<Cart> {
  await setStock(server().db, demo.a, 50);
  const created = await agent.send(createCartWithItem, {
    query: { locale },
    body: { items: [{ productId: demo.a, qty }] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as Cart;
}

async function guest(): Promise<TestAgent> {
  const agent = server().agent();
  await guestSession(agent);
  return agent;
}

const codes = (entries: { code: string }[]) => entries.map((entry) => entry.code);

describe('a cart moved to the site it is read on', () => {
  it('reads an en-us cart on de-de in euros and German, without the US address', async () => {
    const agent = await guest();
    const cart = await cartOn(agent, 'en-us', 2);
    const shipped = await agent.send(setShippingAddress, {
      params: { basketId: cart.id },
      query: { locale: 'en-us' },
      body: { address: denver },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const paid = await agent.send(addPaymentInstrument, {
      params: { basketId: cart.id },
      query: { locale: 'en-us' },
      body: { type: 'CREDIT_CARD', card: VISA },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((paid.body as Cart).payment_instruments).toHaveLength(1);

    const read = await agent.send(getCart, {
      params: { basketId: cart.id },
      query: { locale: 'de-de' },
    });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const moved = read.body as Cart;
    const euros = await priceOf(server().db, demo.a, 'EUR');
    expect(moved).toMatchObject({ id: cart.id, locale: 'de-de', currency: 'EUR' });
    expect(moved.totals.currency).toBe('EUR');
    expect(moved.items[0]).toMatchObject({
      qty: 2,
      name: demo.jacket.name.de,
      price: { current: (euros.saleAmount ?? euros.listAmount) / 100 },
    });
    expect(moved.shippingAddress).toBeNull();
    expect(moved.payment_instruments).toEqual([]);
    expect(codes(moved.flash)).toContain('InvalidShippingAddress');
    expect(codes(moved.customerNotifications)).toContain(SITE_MOVE_NOTIFICATION);

    // Moved once: the next read on de-de is the cart as it is, with nothing to tell.
    const again = await agent.send(getCart, {
      params: { basketId: cart.id },
      query: { locale: 'de-de' },
    });
    expect((again.body as Cart).currency).toBe('EUR');
    expect(codes((again.body as Cart).flash)).not.toContain('InvalidShippingAddress');
    expect(codes((again.body as Cart).customerNotifications)).not.toContain(SITE_MOVE_NOTIFICATION);
    // A German address is one the cart's site ships to now.
    const german = await agent.send(setShippingAddress, {
      params: { basketId: cart.id },
      query: { locale: 'de-de' },
      body: {
        address: {
          ...denver,
          city: 'Berlin',
          country: 'DE',
          postalCode: '10115',
          province: undefined,
          phone: '+4930123456',
        },
      },
    });
    expect(german.status, JSON.stringify(german.body)).toBe(200);
  });

  it('keeps a Canadian address from en-ca to fr-ca, in French', async () => {
    const agent = await guest();
    const cart = await cartOn(agent, 'en-ca');
    const shipped = await agent.send(setShippingAddress, {
      params: { basketId: cart.id },
      query: { locale: 'en-ca' },
      body: { address: montreal },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const read = await agent.send(getCart, {
      params: { basketId: cart.id },
      query: { locale: 'fr-ca' },
    });
    const moved = read.body as Cart;
    expect(moved).toMatchObject({ locale: 'fr-ca', currency: 'CAD' });
    expect(moved.items[0]?.name).toBe(demo.jacket.name.fr);
    expect(moved.shippingAddress).toMatchObject({ country: 'CA', city: 'Montréal' });
    expect(codes(moved.flash)).not.toContain('InvalidShippingAddress');
    expect(codes(moved.customerNotifications)).toContain(SITE_MOVE_NOTIFICATION);
  });

  it('moves the cart on an add and on opening it (createCart) from another site', async () => {
    const agent = await guest();
    const cart = await cartOn(agent, 'en-us');
    const added = await agent.send(addCartItems, {
      query: { locale: 'en-gb' },
      body: { basketId: cart.id, items: [{ productId: demo.a }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ locale: 'en-gb', currency: 'GBP', totalItems: 2 });
    const opened = await agent.send(createCart, { query: { locale: 'fr-fr' }, body: {} });
    expect(opened.body).toMatchObject({ id: cart.id, locale: 'fr-fr', currency: 'EUR' });
    expect((opened.body as Cart).items[0]?.name).toBe(demo.jacket.name.fr);
  });

  it("prices an athlete's cart with the athlete discount in the new site's currency", async () => {
    const agent = server().agent();
    await signInAs(agent, 'athlete');
    const cart = await cartOn(agent, 'en-us');
    const discountOf = (answer: Cart) =>
      answer.orderPromotions.find((promotion) => promotion.promotionId === 'ATHLETE-40') ??
      answer.items[0]?.productPromotions.find(
        (promotion) => promotion.promotionId === 'ATHLETE-40',
      );
    expect(discountOf(cart)).toBeDefined();
    const read = await agent.send(getCart, {
      params: { basketId: cart.id },
      query: { locale: 'fr-ca' },
    });
    const moved = read.body as Cart;
    const dollars = await priceOf(server().db, demo.a, 'CAD');
    expect(moved.currency).toBe('CAD');
    expect(moved.items[0]?.price.current).toBe((dollars.saleAmount ?? dollars.listAmount) / 100);
    expect(discountOf(moved)).toBeDefined();
    expect(moved.totals.totalDiscount).toBeGreaterThan(0);
  });
});
