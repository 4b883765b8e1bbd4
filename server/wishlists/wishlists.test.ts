import { beforeEach, describe, expect, it } from 'vitest';
import { createCartWithItem, saveItemForLater } from '#api/contract/cart.ts';
import {
  addFavorite,
  favorites as favoritesSchema,
  getFavorites,
  getSaveForLater,
  getSharedFavorites,
  removeFavorite,
  shareFavorites,
} from '#api/contract/wishlists.ts';
import { cartSeeders, demo, setStock } from '../cart/test/fixtures.ts';
import { guestSession, signInAs } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';

const server = setupTestServer({ seed: cartSeeders });

async function guest(): Promise<TestAgent> {
  const agent = server().agent();
  await guestSession(agent);
  return agent;
}

beforeEach(async () => {
  await setStock(server().db, demo.a, 10);
  await setStock(server().db, demo.c, 10);
});

describe('GET and POST /wishlists/v2/favorites', () => {
  it('starts empty, without a list', async () => {
    const result = await (await guest()).send(getFavorites);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ favoriteId: null, items: [], total: 0 });
  });

  it('adds products and skus with what the page shows of them, newest first', async () => {
    const agent = await guest();
    const first = await agent.send(addFavorite, { body: { id: demo.jacket.id } });
    expect(first.status).toBe(200);
    expect(favoritesSchema.safeParse(first.body).success).toBe(true);
    expect(first.body.favoriteId).toEqual(expect.any(String));
    expect(first.body.items[0]).toMatchObject({
      id: demo.jacket.id,
      itemType: 'product',
      qty: 1,
      product: {
        masterId: demo.jacket.id,
        name: demo.jacket.name.en,
        pdpUrl: `/en-us/p/${demo.jacket.slug.en}-${demo.jacket.id}`,
        available: true,
      },
    });
    server().clock.advance(1000);
    const second = await agent.send(addFavorite, {
      body: { id: demo.c, itemType: 'variant', qty: 2 },
      query: { locale: 'fr-ca' },
    });
    expect(second.body.favoriteId).toBe(first.body.favoriteId);
    expect(second.body.items.map((item) => item.id)).toEqual([demo.c, demo.jacket.id]);
    expect(second.body.items[0]?.product?.name).toBe(demo.fleece.name.fr);
    expect(second.body.items[0]?.product?.price?.currency).toBe('CAD');
    expect(second.body.total).toBe(2);
  });

  it('sets the quantity of an id already in the list', async () => {
    const agent = await guest();
    await agent.send(addFavorite, { body: { id: demo.boot.id } });
    const again = await agent.send(addFavorite, { body: { id: demo.boot.id, qty: 3 } });
    expect(again.body.items).toHaveLength(1);
    expect(again.body.items[0]?.qty).toBe(3);
  });

  it('pages with start and count', async () => {
    const agent = await guest();
    for (const id of [demo.jacket.id, demo.fleece.id, demo.boot.id]) {
      await agent.send(addFavorite, { body: { id } });
      server().clock.advance(1000);
    }
    const page = await agent.send(getFavorites, { query: { start: 1, count: 1 } });
    expect(page.body.total).toBe(3);
    expect(page.body.items.map((item) => item.id)).toEqual([demo.fleece.id]);
    expect(errorIdOf(await agent.send(getFavorites, { query: { count: 0 } }))).toBe('API400');
  });

  it('answers PLP400 for a product the catalogue does not hold, and API400 for a bad id', async () => {
    const agent = await guest();
    const unknown = await agent.send(addFavorite, { body: { id: 'ZZZZ99999' } });
    expect(unknown.status).toBe(404);
    expect(errorIdOf(unknown)).toBe('PLP400');
    const skuAsProduct = await agent.send(addFavorite, {
      body: { id: demo.c, itemType: 'product' },
    });
    expect(errorIdOf(skuAsProduct)).toBe('PLP400');
    const malformed = await agent.send(addFavorite, { body: { id: 'not an id' } });
    expect(errorIdOf(malformed)).toBe('API400');
  });

  it('refuses another shopper’s list (AUT498) and callers without a session (AUT432)', async () => {
    const owner = await guest();
    const list = await owner.send(addFavorite, { body: { id: demo.jacket.id } });
    const stranger = await guest();
    const foreign = await stranger.send(addFavorite, {
      body: { id: demo.boot.id, favoriteId: list.body.favoriteId ?? undefined },
    });
    expect(foreign.status).toBe(401);
    expect(errorIdOf(foreign)).toBe('AUT498');
    const anonymous = await server().agent().send(getFavorites);
    expect(errorIdOf(anonymous)).toBe('AUT432');
  });

  it('keeps a consumer’s favorites on the account, apart from the guest’s', async () => {
    const member = server().agent();
    await signInAs(member, 'employee');
    await member.send(addFavorite, { body: { id: demo.boot.id } });
    const elsewhere = server().agent();
    await signInAs(elsewhere, 'employee');
    expect((await elsewhere.send(getFavorites)).body.items.map((item) => item.id)).toEqual([
      demo.boot.id,
    ]);
    expect((await (await guest()).send(getFavorites)).body.total).toBe(0);
  });
});

describe('DELETE /wishlists/v2/favorites/:favoriteId/items/:itemId', () => {
  it('removes a line, PLP400 for one not in the list, AUT498 on another’s list', async () => {
    const agent = await guest();
    await agent.send(addFavorite, { body: { id: demo.jacket.id } });
    const list = await agent.send(addFavorite, { body: { id: demo.boot.id } });
    const favoriteId = list.body.favoriteId as string;
    const itemId = list.body.items.find((item) => item.id === demo.boot.id)?.itemId as string;
    const stranger = await guest();
    const foreign = await stranger.send(removeFavorite, { params: { favoriteId, itemId } });
    expect(errorIdOf(foreign)).toBe('AUT498');
    const removed = await agent.send(removeFavorite, { params: { favoriteId, itemId } });
    expect(removed.status).toBe(200);
    expect(removed.body.items.map((item) => item.id)).toEqual([demo.jacket.id]);
    const again = await agent.send(removeFavorite, { params: { favoriteId, itemId } });
    expect(errorIdOf(again)).toBe('PLP400');
    const unknownList = await agent.send(removeFavorite, {
      params: { favoriteId: 'nope', itemId },
    });
    expect(errorIdOf(unknownList)).toBe('PLP400');
  });
});

describe('sharing favorites', () => {
  it('gives one token that lets anyone read the list, and nothing without it', async () => {
    const owner = await guest();
    const list = await owner.send(addFavorite, { body: { id: demo.jacket.id } });
    const favoriteId = list.body.favoriteId as string;
    const shared = await owner.send(shareFavorites, { params: { favoriteId } });
    expect(shared.status).toBe(200);
    const token = shared.body.shareToken;
    expect(token.length).toBeGreaterThanOrEqual(32);
    const again = await owner.send(shareFavorites, { params: { favoriteId } });
    expect(again.body.shareToken).toBe(token);

    const reader = server().agent();
    const read = await reader.send(getSharedFavorites, {
      params: { favoriteId },
      query: { token },
    });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ favoriteId, isOwner: false, total: 1 });
    expect(read.body.items[0]?.id).toBe(demo.jacket.id);

    const mine = await owner.send(getSharedFavorites, { params: { favoriteId } });
    expect(mine.body.isOwner).toBe(true);

    const wrong = await reader.send(getSharedFavorites, {
      params: { favoriteId },
      query: { token: `${token.slice(0, -2)}xx` },
    });
    expect(wrong.status).toBe(404);
    expect(errorIdOf(wrong)).toBe('API404');
    expect(errorIdOf(await reader.send(getSharedFavorites, { params: { favoriteId } }))).toBe(
      'API404',
    );
    const stranger = await guest();
    expect(errorIdOf(await stranger.send(shareFavorites, { params: { favoriteId } }))).toBe(
      'AUT498',
    );
  });

  it('does not share a list that was never shared', async () => {
    const owner = await guest();
    const list = await owner.send(addFavorite, { body: { id: demo.boot.id } });
    const reader = await guest();
    const read = await reader.send(getSharedFavorites, {
      params: { favoriteId: list.body.favoriteId as string },
      query: { token: 'a'.repeat(32) },
    });
    expect(errorIdOf(read)).toBe('API404');
  });
});

describe('GET /wishlists/v2/saveForLater', () => {
  it('lists saved items, newest first, one page at a time', async () => {
    const agent = await guest();
    expect((await agent.send(getSaveForLater)).body).toEqual({
      saveForLaterId: null,
      items: [],
      total: 0,
    });
    const cart = await agent.send(createCartWithItem, {
      body: { items: [{ productId: demo.a }, { productId: demo.c, qty: 2 }] },
    });
    for (const item of cart.body.items) {
      await agent.send(saveItemForLater, { body: { basketId: cart.body.id, itemId: item.id } });
      server().clock.advance(1000);
    }
    const list = await agent.send(getSaveForLater);
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((item) => [item.productId, item.qty])).toEqual([
      [demo.c, 2],
      [demo.a, 1],
    ]);
    expect(list.body.items[0]?.pageUrl).toBe(`/en-us/p/${demo.fleece.slug.en}-${demo.c}`);
    const page = await agent.send(getSaveForLater, { query: { start: 1, count: 1 } });
    expect(page.body.items.map((item) => item.productId)).toEqual([demo.a]);
    expect(page.body.total).toBe(2);
  });
});
