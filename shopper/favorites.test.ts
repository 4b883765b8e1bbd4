import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import { type FavoriteItem, getFavorites } from '#api/contract/wishlists.ts';
import {
  FAVORITES_MAX_PAGES,
  favoriteLineOf,
  favoritesQueryKey,
  holdFavorites,
  loadAllFavorites,
} from './favorites.ts';

const line = (id: string, masterId = id): FavoriteItem => ({
  id,
  itemId: `item-${id}`,
  itemType: 'product',
  qty: 1,
  addedAt: '2026-11-24T10:00:00.000Z',
  product: {
    masterId,
    name: id,
    pdpUrl: `/en-us/p/x-${id}`,
    image: null,
    price: null,
    available: true,
  },
});

/** A service holding `total` favorites, answering pages as GET /wishlists/v2/favorites does. */
function serviceWith(total: number) {
  const all = Array.from({ length: total }, (_, index) => line(`RDGJK${1000 + index}`));
  const call = vi.fn(
    async (route: AnyRoute, input: { query: { start: number; count: number } }) => {
      expect(route).toBe(getFavorites);
      const { start, count } = input.query;
      return { favoriteId: 'list-1', items: all.slice(start, start + count), total };
    },
  );
  return { client: { call } as unknown as ApiClient, call, all };
}

describe('loadAllFavorites', () => {
  it('reads one page when the list fits in it', async () => {
    const { client, call } = serviceWith(3);
    const favorites = await loadAllFavorites(client);
    expect(favorites.items).toHaveLength(3);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('reads page after page until it holds the whole list', async () => {
    const { client, call, all } = serviceWith(250);
    const favorites = await loadAllFavorites(client);
    expect(favorites.items.map((item) => item.id)).toEqual(all.map((item) => item.id));
    expect(call.mock.calls.map(([, input]) => input.query.start)).toEqual([0, 100, 200]);
  });

  it('reads pages of the store’s configured size (spec §9)', async () => {
    const { client, call } = serviceWith(70);
    const favorites = await loadAllFavorites(client, undefined, 30);
    expect(favorites.items).toHaveLength(70);
    expect(call.mock.calls.map(([, input]) => input.query)).toEqual([
      { start: 0, count: 30 },
      { start: 30, count: 30 },
      { start: 60, count: 30 },
    ]);
  });

  it('stops after the most pages it reads for the hearts', async () => {
    const { client, call } = serviceWith(5000);
    const favorites = await loadAllFavorites(client);
    expect(call).toHaveBeenCalledTimes(FAVORITES_MAX_PAGES);
    expect(favorites.items).toHaveLength(FAVORITES_MAX_PAGES * 100);
    expect(favorites.total).toBe(5000);
  });
});

describe('favoriteLineOf', () => {
  const favorites = {
    favoriteId: 'list-1',
    items: [line('RDGJK1001'), line('RDGJK100112', 'RDGJK1002')],
    total: 2,
  };

  it('finds a product by its id, or by the master of a favorited variant', () => {
    expect(favoriteLineOf(favorites, 'RDGJK1001')?.itemId).toBe('item-RDGJK1001');
    expect(favoriteLineOf(favorites, 'RDGJK1002')?.itemId).toBe('item-RDGJK100112');
  });

  it('finds nothing for another product or before the list is known', () => {
    expect(favoriteLineOf(favorites, 'RDGJK9999')).toBeUndefined();
    expect(favoriteLineOf(undefined, 'RDGJK1001')).toBeUndefined();
  });
});

describe('holdFavorites (the hearts of a page)', () => {
  const favorites = { favoriteId: 'f-1', items: [], total: 0 };

  it('shares one observer that loads the favorites once a session exists, until the last heart goes', async () => {
    const queryClient = new QueryClient();
    const call = vi.fn(async () => favorites);
    const client = { call } as unknown as ApiClient;
    const observers = () =>
      queryClient.getQueryCache().find({ queryKey: favoritesQueryKey })?.getObserversCount() ?? 0;

    const releaseFirst = holdFavorites(client, queryClient);
    const releaseSecond = holdFavorites(client, queryClient);
    expect(observers()).toBe(1);
    // No session yet: nothing is asked.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(call).not.toHaveBeenCalled();

    queryClient.setQueryData(queryKeys.session, { basketId: null });
    await vi.waitFor(() => expect(queryClient.getQueryData(favoritesQueryKey)).toEqual(favorites));
    expect(call).toHaveBeenCalledTimes(1);

    releaseFirst();
    expect(observers()).toBe(1);
    releaseSecond();
    expect(observers()).toBe(0);
    // A heart on the next page starts a new observer.
    const releaseNext = holdFavorites(client, queryClient);
    expect(observers()).toBe(1);
    releaseNext();
  });

  it('reads the favorites in pages of the size it is given', async () => {
    const queryClient = new QueryClient();
    const call = vi.fn(async () => favorites);
    const client = { call } as unknown as ApiClient;
    queryClient.setQueryData(queryKeys.session, { basketId: null });
    const release = holdFavorites(client, queryClient, 40);
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith(
      getFavorites,
      expect.objectContaining({ query: { start: 0, count: 40 } }),
    );
    release();
  });

  it('asks nothing while an associate is connected (spec §6: no lists)', async () => {
    const queryClient = new QueryClient();
    const call = vi.fn(async () => favorites);
    const client = { call } as unknown as ApiClient;
    queryClient.setQueryData(queryKeys.session, { basketId: null, consumerType: 'ASSOCIATE' });
    const release = holdFavorites(client, queryClient);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(call).not.toHaveBeenCalled();
    // The associate ends the session: the guest's list loads.
    queryClient.setQueryData(queryKeys.session, { basketId: null, consumerType: 'GUEST' });
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    release();
  });
});
