import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * What a route's loader read on the server, put into the query cache before anything on the
 * page reads it (so the server's render and hydration see the same data, and nothing is
 * fetched again): each entry whose value is known and whose key the cache does not hold
 * yet, once, in the first render.
 */
export function useSeededQueries(entries: readonly (readonly [QueryKey, unknown])[]) {
  const queryClient = useQueryClient();
  useState(() => {
    for (const [key, value] of entries) {
      if (value && queryClient.getQueryData(key) === undefined) {
        queryClient.setQueryData(key, value);
      }
    }
    return true;
  });
}
