import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { queryKeys } from '#api/client/queryKeys.ts';

/**
 * Whether the session cache holds a session (the session flow loads it), read without
 * becoming one of the session query's observers: an observer's query function would be
 * the one a refetch of the session runs. The shopper's lists load once this is true.
 */
export function useHasSession(): boolean {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => !!queryClient.getQueryData(queryKeys.session),
    () => false,
  );
}

/**
 * Spec §6: favorites and saved for later are unavailable while an in-store associate is
 * connected (an associate session buys on a customer's behalf, it keeps no lists).
 */
export function useListsAvailable(): boolean {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () =>
      queryClient.getQueryData<{ consumerType?: string } | null>(queryKeys.session)
        ?.consumerType !== 'ASSOCIATE',
    () => true,
  );
}
