/**
 * Revocation reaches every call made with a consumer's or an associate's token, whatever
 * the route's auth level: after sign-out or a password change the old access token (15
 * minutes to live) no longer opens the cart or the lists. Guests trust their token.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentLogin, changePassword, signOut } from '#api/contract/auth.ts';
import { addCartItems, createCart, getCart } from '#api/contract/cart.ts';
import { submitContactRequest } from '#api/contract/contact.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import {
  addFavorite,
  getFavorites,
  getSaveForLater,
  getSharedFavorites,
} from '#api/contract/wishlists.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { DEMO_PASSWORD, demoAssociates } from '#demo/profiles/index.ts';
import { skuInventory } from '../db/schema/catalogue.ts';
import { associatesSeeder, contactSeeder, profilesSeeder, seeders } from '../db/seed.ts';
import { guestSession, PASS, signInAs } from '../test/flows.ts';
import { errorIdOf, type SendInput, setupTestServer, type TestAgent } from '../test/harness.ts';

const catalogueSeeder = seeders.find((seeder) => seeder.name === 'catalogue');
if (!catalogueSeeder) throw new Error('The catalogue seeder is missing');

const server = setupTestServer({
  seed: [catalogueSeeder, profilesSeeder, associatesSeeder, contactSeeder],
  config: { trustProxy: 1 },
});

const product = getCatalogue().products.find((p) => p.variants.length > 1);
const sku = product?.variants[0]?.sku as string;
const [associate] = demoAssociates;

let ip = 0;
/** Each caller its own client address, out of the way of the sign-in throttle. */
function caller(): TestAgent {
  const agent = server().agent();
  const address = `10.9.0.${++ip}`;
  const send = agent.send.bind(agent);
  agent.send = (route, input = {}) =>
    send(route, { ...input, headers: { 'x-forwarded-for': address, ...input.headers } });
  return agent;
}

interface Held {
  token: string;
  basketId: string;
  favoriteId: string;
}

/** A cart with a line and a favorite, made with the agent's session; its access token. */
async function shop(agent: TestAgent): Promise<Held> {
  await server().db.update(skuInventory).set({ quantity: 50 }).where(eq(skuInventory.sku, sku));
  const cart = await agent.send(createCart);
  expect(cart.status, JSON.stringify(cart.body)).toBe(201);
  const added = await agent.send(addCartItems, {
    body: { basketId: cart.body.id, items: [{ productId: sku, qty: 1 }] },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const favorite = await agent.send(addFavorite, { body: { id: product?.id } });
  expect(favorite.status).toBe(200);
  const token = agent.cookies.get('cairn_at');
  if (!token || !favorite.body.favoriteId) throw new Error('no session');
  return { token, basketId: cart.body.id, favoriteId: favorite.body.favoriteId };
}

/** Calls of each auth level below `user`: cart and lists (`guest`), a shared list (`none`). */
function calls(held: Held): [AnyRoute, SendInput][] {
  return [
    [getCart, { params: { basketId: held.basketId } }],
    [addCartItems, { body: { basketId: held.basketId, items: [{ productId: sku, qty: 1 }] } }],
    [getFavorites, {}],
    [addFavorite, { body: { id: product?.id } }],
    [getSaveForLater, {}],
    [getSharedFavorites, { params: { favoriteId: held.favoriteId } }],
  ];
}

/** Every call, sent with the old access token alone (a fresh caller, Bearer header). */
async function statuses(held: Held) {
  const results: Record<string, string | number> = {};
  for (const [route, input] of calls(held)) {
    const result = await caller().send(route, {
      ...input,
      headers: { authorization: `Bearer ${held.token}` },
    });
    results[route.name] = result.status < 400 ? result.status : `${errorIdOf(result)}`;
  }
  return results;
}

const open = {
  getCart: 200,
  addCartItems: 200,
  getFavorites: 200,
  addFavorite: 200,
  getSaveForLater: 200,
  getSharedFavorites: 200,
};
const revoked = {
  getCart: 'AUT432',
  addCartItems: 'AUT432',
  getFavorites: 'AUT432',
  addFavorite: 'AUT432',
  getSaveForLater: 'AUT432',
  getSharedFavorites: 'AUT432',
};

describe('an ended session’s access token', () => {
  it('opens nothing after sign-out (Bearer header or the old cookie)', async () => {
    const shopper = caller();
    await signInAs(shopper, 'loyalty');
    const held = await shop(shopper);
    expect(await statuses(held)).toEqual(open);
    const cookie = `cairn_at=${held.token}`;
    expect((await shopper.send(signOut, { body: {} })).status).toBe(204);
    expect(await statuses(held)).toEqual(revoked);
    // A public call that acts on who calls (the case joins the account) refuses it too.
    const contact = await caller().send(submitContactRequest, {
      headers: { authorization: `Bearer ${held.token}` },
      body: {
        brand: 'tread',
        categoryCode: 'returns',
        subjectCode: 'return-label',
        firstName: 'Maya',
        lastName: 'Alvarez',
        email: 'maya.alvarez@example.com',
        message: 'Please send me a return label.',
        captcha: PASS,
      },
    });
    expect(errorIdOf(contact)).toBe('AUT432');
    // The cookie the browser may still hold is the same token.
    const viaCookie = await caller().send(getCart, {
      params: { basketId: held.basketId },
      headers: { cookie },
    });
    expect(viaCookie.status).toBe(401);
    expect(errorIdOf(viaCookie)).toBe('AUT432');
  });

  it('opens nothing after a password change elsewhere', async () => {
    const laptop = caller();
    await signInAs(laptop, 'athlete');
    const held = await shop(laptop);
    const phone = caller();
    await signInAs(phone, 'athlete');
    const changed = await phone.send(changePassword, {
      body: {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Fresh-Ridge-42',
        confirmPassword: 'Fresh-Ridge-42',
      },
    });
    expect(changed.status).toBe(204);
    expect(await statuses(held)).toEqual(revoked);
    // The laptop's own cookie jar, too.
    expect(errorIdOf(await laptop.send(getFavorites))).toBe('AUT432');
    // The session that changed it goes on.
    expect((await phone.send(getFavorites)).status).toBe(200);
  });

  it('opens nothing after an associate signs out', async () => {
    if (!associate) throw new Error('No demo associate');
    const counter = caller();
    const login = await counter.send(agentLogin, {
      body: {
        storeId: associate.storeId,
        storeEmployeeId: associate.storeEmployeeId,
        password: DEMO_PASSWORD,
      },
    });
    expect(login.status).toBe(200);
    const cart = await counter.send(createCart);
    expect(cart.status).toBe(201);
    const token = counter.cookies.get('cairn_at');
    await counter.send(signOut, { body: {} });
    const result = await caller().send(getCart, {
      params: { basketId: cart.body.id },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(result.status).toBe(401);
    expect(errorIdOf(result)).toBe('AUT432');
  });

  it('a guest’s token is trusted until it expires (documented)', async () => {
    const guest = caller();
    await guestSession(guest);
    const cart = await guest.send(createCart);
    const token = guest.cookies.get('cairn_at');
    await guest.send(signOut, { body: {} });
    const result = await caller().send(getCart, {
      params: { basketId: cart.body.id },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(result.status).toBe(200);
  });
});
