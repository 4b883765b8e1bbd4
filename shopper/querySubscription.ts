import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

type Subscribe = (onChange: () => void) => () => void;

const subscriptions = new WeakMap<QueryClient, Map<string, Subscribe>>();

/**
 * A subscription to one query's cache events alone, the same function for a client and
 * key each time (a `useSyncExternalStore` subscribe that does not change between renders).
 * Many components read the session or the favorites (every product card's heart): a
 * listener on the whole cache would hear each card's own query being added and set up, as
 * many times as there are cards, on every page load.
 */
export function subscribeToQuery(queryClient: QueryClient, queryKey: QueryKey): Subscribe {
  let byHash = subscriptions.get(queryClient);
  if (!byHash) {
    byHash = new Map();
    subscriptions.set(queryClient, byHash);
  }
  const hash = hashKey(queryKey);
  let subscribe = byHash.get(hash);
  if (!subscribe) {
    subscribe = (onChange) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) onChange();
      });
    byHash.set(hash, subscribe);
  }
  return subscribe;
}
