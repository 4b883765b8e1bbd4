import type { QueryClient } from '@tanstack/react-query';
import { type ApiClient, isApiError } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import { type ConsumerProfile, getConsumer } from '#api/contract/consumer.ts';
import { ensureSession, isConsumerSession } from './session.ts';

/** The profile cache entry: the consumer's profile, or null when nobody is signed in. */
export type ProfileData = ConsumerProfile | null;

/** GET /consumers-v3/consumer; a 401 (guest, expired or revoked session) means signed out. */
export async function fetchProfile(client: ApiClient, signal?: AbortSignal): Promise<ProfileData> {
  try {
    return await client.call(getConsumer, signal ? { signal } : {});
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * The query every profile reader shares (`queryKeys.profile`). A guest's or an associate's
 * session has no profile: it is null without asking (no 401 on each page a guest opens).
 */
export function profileQueryOptions(client: ApiClient, queryClient: QueryClient) {
  return {
    queryKey: queryKeys.profile,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      isConsumerSession(await ensureSession(client, queryClient))
        ? fetchProfile(client, signal)
        : null,
  } as const;
}

/**
 * Reload the profile now (after sign-in, sign-up, a profile change) and put it in the
 * cache, so every reader updates. Resolves with the fresh profile.
 */
export function refreshProfile(client: ApiClient, queryClient: QueryClient): Promise<ProfileData> {
  return queryClient.fetchQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => fetchProfile(client, signal),
    staleTime: 0,
  });
}
