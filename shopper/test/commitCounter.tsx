import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Profiler, type ReactNode } from 'react';

/** Waits `ms` milliseconds (proving that nothing happens takes time). */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For a story showing that a change of the shopper's state renders a component again, or
 * does not: `Counted` counts the commits of what it wraps (React's Profiler) and keeps the
 * story's query client, to change the cache with.
 */
export function commitCounter() {
  const counter = { commits: 0, queryClient: null as QueryClient | null };
  function Counted({ children }: { children: ReactNode }) {
    counter.queryClient = useQueryClient();
    return (
      <Profiler
        id="counted"
        onRender={() => {
          counter.commits += 1;
        }}
      >
        {children}
      </Profiler>
    );
  }
  /** Resolves with the count once no commit came for `quietMs` (the story has settled). */
  const settled = async (quietMs = 250) => {
    let seen = -1;
    while (seen !== counter.commits) {
      seen = counter.commits;
      await pause(quietMs);
    }
    return seen;
  };
  const queryClient = () => {
    if (!counter.queryClient) throw new Error('commitCounter: Counted has not rendered');
    return counter.queryClient;
  };
  return { counter, Counted, settled, queryClient };
}
