import {
  type QueryClient,
  type QueryObserverResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useBotCheck } from './botCheck.tsx';
import { type ProfileData, profileQueryOptions, refreshProfile } from './profile.ts';
import {
  type AssociateLoginInput,
  associateLogin,
  isConsumerSession,
  type SessionState,
  type SignInInput,
  type SignOutResult,
  sessionQueryOptions,
  signInWithPassword,
  signOut,
} from './session.ts';

/** The auth state (spec §3) from the session cache, loaded from the cookies when empty. */
export function useSession() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery(sessionQueryOptions(client, queryClient));
  const session = () => (query.data ?? null) as SessionState | null;
  return withDerived(query, { session, isSignedIn: () => isConsumerSession(session()) });
}

/**
 * The signed-in consumer's profile (`queryKeys.profile`); `profile` is null for guests and
 * while it loads (read `isPending` to tell the two apart).
 */
export function useProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const reads = useRef<{ keys: Set<string>; profile: ProfileData }>(null);
  reads.current ??= {
    keys: new Set(),
    profile: queryClient.getQueryData<ProfileData>(queryKeys.profile) ?? null,
  };
  const query = useQuery({
    ...profileQueryOptions(client, queryClient),
    notifyOnChangeProps: () => profileChangeProps(queryClient, reads.current),
  });
  const profile = (): ProfileData => query.data ?? null;
  return withDerived(query, { profile, isSignedIn: () => profile() !== null }, (key) => {
    reads.current?.keys.add(key);
  });
}

/**
 * What a profile reader renders again for (TanStack Query's `notifyOnChangeProps`, asked on
 * each change of the query): the query's properties it has read (`isPending` …), and its
 * data when the profile changed. `profile` is the data with unknown taken as none: for a
 * guest the data goes from unknown to none as the page starts, and with TanStack's own
 * tracking of `data` every reader (the header, the checkout's steps) rendered again, at
 * once, for a change that changes nothing they show.
 */
function profileChangeProps(
  queryClient: QueryClient,
  reads: { keys: Set<string>; profile: ProfileData } | null,
): (keyof QueryObserverResult)[] {
  if (!reads) return ['data'];
  const profile = queryClient.getQueryData<ProfileData>(queryKeys.profile) ?? null;
  const changed = profile !== reads.profile;
  reads.profile = profile;
  const keys = [...reads.keys] as (keyof QueryObserverResult)[];
  return changed ? [...keys, 'data'] : keys;
}

/**
 * A query's result with values derived from its data, each computed when read. TanStack
 * Query renders a component again only for the result's properties it has read; a spread
 * (`{ ...query, session }`) reads them all, and every reader of the session or the profile
 * (the header, the checkout's steps …) rendered again, synchronously, on each change of the
 * query's state (fetching, then idle), not only when its data changed.
 */
function withDerived<R extends object, D extends Record<string, unknown>>(
  result: R,
  derived: { [K in keyof D]: () => D[K] },
  onRead?: (key: string) => void,
): R & D {
  return new Proxy(result, {
    get(target, key, receiver) {
      if (Object.hasOwn(derived, key)) return derived[key as keyof D]();
      if (typeof key === 'string') onRead?.(key);
      return Reflect.get(target, key, receiver);
    },
  }) as R & D;
}

/** `refreshProfile()`: reload the profile into the cache now; resolves with it. */
export function useRefreshProfile(): () => Promise<ProfileData> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(() => refreshProfile(client, queryClient), [client, queryClient]);
}

/**
 * Sign in with email and password (PKCE, bot check, guest handover; see
 * `signInWithPassword`), then reload the profile. Rejects with a `SignInError`.
 */
export function useSignIn() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const botCheck = useBotCheck();
  return useMutation({
    mutationKey: ['session', 'signIn'],
    mutationFn: async (input: SignInInput) => {
      const session = await signInWithPassword({ client, queryClient, botCheck }, input);
      // Signed in is signed in: a profile that fails to load shows its own error later.
      const profile = await refreshProfile(client, queryClient).catch(() => null);
      return { session, profile };
    },
  });
}

/**
 * Sign out (spec §4): resets the shopper's state, revokes the session, starts a guest
 * session. `mutateAsync()` resolves once the guest session is there; then send account,
 * cart, checkout and favorites pages home (`homeAfterSignOut(pathname)`).
 */
export function useSignOut() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<SignOutResult>({
    mutationKey: ['session', 'signOut'],
    mutationFn: () => signOut({ client, queryClient }),
  });
}

/** Spec §6 associate login (see `associateLogin`); rejects with the service's ApiError. */
export function useAssociateLogin() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['session', 'associateLogin'],
    mutationFn: (input: AssociateLoginInput) => associateLogin({ client, queryClient }, input),
  });
}
