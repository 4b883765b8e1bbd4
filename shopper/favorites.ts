import {
  type QueryClient,
  QueryObserver,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { ApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import {
  addFavorite,
  type FavoriteItem,
  type Favorites,
  getFavorites,
  removeFavorite,
} from '#api/contract/wishlists.ts';
import { FAVORITES_PAGE_SIZE, useListPageSizes } from './listPageSizes.ts';
import { subscribeToQuery } from './querySubscription.ts';
import {
  cachedSession,
  sessionSettled,
  subscribeToSession,
  useHasSession,
  useListsAvailable,
} from './session/hint.ts';

/*
 * The shopper's favorites as one cache entry (`queryKeys.favorites`) that every heart on
 * the page reads: product cards, the product page, the favorites page. It is loaded once a
 * session exists (a guest token is enough) and written by every add and remove, so all
 * hearts of a product agree without a refetch.
 */

export { FAVORITES_PAGE_SIZE };
/** A list longer than this is not read whole for the hearts (the page pages it itself). */
export const FAVORITES_MAX_PAGES = 10;

export const favoritesQueryKey = queryKeys.favorites;

/**
 * Every item of the shopper's favorites (up to FAVORITES_MAX_PAGES pages of `pageSize`, the
 * store's configured size), in one list.
 */
export async function loadAllFavorites(
  client: ApiClient,
  signal?: AbortSignal,
  pageSize: number = FAVORITES_PAGE_SIZE,
): Promise<Favorites> {
  const first = await client.call(getFavorites, {
    query: { start: 0, count: pageSize },
    signal,
  });
  const items = [...first.items];
  for (let page = 1; items.length < first.total && page < FAVORITES_MAX_PAGES; page++) {
    const next = await client.call(getFavorites, {
      query: { start: items.length, count: pageSize },
      signal,
    });
    if (next.items.length === 0) break;
    items.push(...next.items);
  }
  return { ...first, items };
}

function favoritesQuery(client: ApiClient, enabled: boolean, pageSize: number) {
  return {
    queryKey: favoritesQueryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => loadAllFavorites(client, signal, pageSize),
    enabled,
    staleTime: 60_000,
  };
}

/** The shopper's favorites; `data` stays undefined until a session exists and they load. */
export function useFavorites() {
  const client = useApiClient();
  const hasSession = useHasSession();
  const available = useListsAvailable();
  const pageSize = useListPageSizes().favorites;
  return useQuery<Favorites>(favoritesQuery(client, hasSession && available, pageSize));
}

/**
 * The hearts' one observer of the favorites, per query client, while any heart is on the
 * page: it loads them once a session exists and keeps them fresh (stale time, window
 * focus) as a component's observer would. Each heart holds it while mounted.
 */
const heartObservers = new WeakMap<QueryClient, { hearts: number; release: () => void }>();

export function holdFavorites(
  client: ApiClient,
  queryClient: QueryClient,
  pageSize: number = FAVORITES_PAGE_SIZE,
): () => void {
  let held = heartObservers.get(queryClient);
  if (!held) {
    // Once a session exists, unless it is an associate's (spec §6: no lists then).
    const enabled = () => {
      const session = cachedSession(queryClient);
      return session != null && session.consumerType !== 'ASSOCIATE';
    };
    const observer = new QueryObserver<Favorites>(
      queryClient,
      favoritesQuery(client, enabled(), pageSize),
    );
    const stopObserving = observer.subscribe(() => {});
    const stopListening = subscribeToSession(queryClient)(() => {
      if (observer.options.enabled !== enabled()) {
        observer.setOptions(favoritesQuery(client, enabled(), pageSize));
      }
    });
    held = {
      hearts: 0,
      release: () => {
        stopListening();
        stopObserving();
      },
    };
    heartObservers.set(queryClient, held);
  }
  const entry = held;
  entry.hearts += 1;
  return () => {
    entry.hearts -= 1;
    if (entry.hearts > 0) return;
    entry.release();
    heartObservers.delete(queryClient);
  };
}

/**
 * Whether the shopper has this product among their favorites, for a heart. The hearts of a
 * page share one observer of the favorites (holdFavorites) and each reads its own answer,
 * so the list loading or changing renders again only the hearts that turn, not every card
 * of a grid (nor, while the page hydrates, any of them: no heart turns for a new guest).
 */
export function useIsFavorite(productId: string): boolean {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const pageSize = useListPageSizes().favorites;
  useEffect(() => holdFavorites(client, queryClient, pageSize), [client, queryClient, pageSize]);
  return useSyncExternalStore(
    subscribeToQuery(queryClient, favoritesQueryKey),
    () =>
      favoriteLineOf(queryClient.getQueryData<Favorites>(favoritesQueryKey), productId) !==
      undefined,
    () => false,
  );
}

/** The favorites line holding this product (or one of its variants), if any. */
export function favoriteLineOf(
  favorites: Favorites | undefined,
  productId: string,
): FavoriteItem | undefined {
  return favorites?.items.find(
    (item) => item.id === productId || item.product?.masterId === productId,
  );
}

export interface ToggleFavoriteInput {
  productId: string;
  /** true: add it; false: remove it. */
  favorite: boolean;
}

interface ToggleVariables extends ToggleFavoriteInput {
  /** The line to remove and its list, as the cache held them before the heart turned. */
  line?: { favoriteId: string; itemId: string } | undefined;
}

/**
 * Add or remove a product from the favorites. The heart turns at once (the cache is
 * changed before the call) and turns back if the call fails; the answer, the list as the
 * service has it, replaces the cache.
 */
export function useToggleFavorite() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const pageSize = useListPageSizes().favorites;
  const mutation = useMutation<
    Favorites | null,
    Error,
    ToggleVariables,
    { before: Favorites | undefined }
  >({
    mutationKey: [...favoritesQueryKey, 'toggle'],
    onMutate: async ({ productId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: favoritesQueryKey, exact: true });
      const before = queryClient.getQueryData<Favorites>(favoritesQueryKey);
      if (before) {
        queryClient.setQueryData<Favorites>(favoritesQueryKey, {
          ...before,
          items: favorite
            ? [pendingLine(productId), ...before.items]
            : before.items.filter((item) => item !== favoriteLineOf(before, productId)),
          total: before.total + (favorite ? 1 : -1),
        });
      }
      return { before };
    },
    mutationFn: async (variables) => {
      await sessionSettled(queryClient);
      const { productId, favorite } = variables;
      const query = { start: 0, count: pageSize };
      if (favorite) {
        return client.call(addFavorite, { query, body: { id: productId, itemType: 'product' } });
      }
      let line = variables.line;
      if (!line) {
        // Not in the cache (a list longer than the hearts read): ask the service.
        const known = await loadAllFavorites(client, undefined, pageSize);
        const found = favoriteLineOf(known, productId);
        if (!found || !known.favoriteId) return known;
        line = { favoriteId: known.favoriteId, itemId: found.itemId };
      }
      return client.call(removeFavorite, { params: line, query });
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(favoritesQueryKey, context.before);
    },
    onSuccess: (answer) => {
      if (!answer) return;
      // The answer is the first page: whole unless the list is longer than a page.
      if (answer.items.length >= answer.total) {
        queryClient.setQueryData(favoritesQueryKey, answer);
      } else {
        void queryClient.invalidateQueries({ queryKey: favoritesQueryKey, exact: true });
      }
    },
  });
  return {
    ...mutation,
    /** Turn the heart of `productId` on (`favorite: true`) or off. */
    toggle: (input: ToggleFavoriteInput) => {
      const cached = queryClient.getQueryData<Favorites>(favoritesQueryKey);
      const found = favoriteLineOf(cached, input.productId);
      const line =
        found && cached?.favoriteId && !found.itemId.startsWith('pending-')
          ? { favoriteId: cached.favoriteId, itemId: found.itemId }
          : undefined;
      return mutation.mutateAsync({ ...input, line });
    },
  };
}

/** The line an add shows until the service answers (its ids are the service's to give). */
function pendingLine(productId: string): FavoriteItem {
  return {
    id: productId,
    itemId: `pending-${productId}`,
    itemType: 'product',
    qty: 1,
    addedAt: new Date().toISOString(),
    product: null,
  };
}
