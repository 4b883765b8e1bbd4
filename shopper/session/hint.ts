import { hashKey, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { AssociateSessionInfo } from '#api/contract/auth.ts';
import { subscribeToQuery } from '../querySubscription.ts';

/** The session query's hash, to read its entry without observing it. */
const sessionHash = hashKey(queryKeys.session);

/** The session query's cache events alone (subscribeToQuery). */
export function subscribeToSession(queryClient: QueryClient) {
  return subscribeToQuery(queryClient, queryKeys.session);
}

/**
 * What the server knew of the session from the request's cookie (storefront/runtime/audience.ts)
 * before the session flow has loaded it: the associate serving, so the server's HTML and the
 * first renders show associate mode and no guest header or hearts. Once the session cache
 * holds an answer, that answer decides. Outside the store (stories): nothing known.
 */
export interface SessionHint {
  associate: AssociateSessionInfo | null;
}

export const SessionHintContext = createContext<SessionHint>({ associate: null });

/** Whether the session cache holds an answer (a session, or null for none). */
function sessionAnswered(queryClient: QueryClient): boolean {
  return queryClient.getQueryCache().get(sessionHash)?.state.data !== undefined;
}

/** The session in the cache (the session flow's answer), read without observing its query. */
export function cachedSession(queryClient: QueryClient) {
  return queryClient.getQueryCache().get(sessionHash)?.state.data as
    | { consumerType?: string; associate?: AssociateSessionInfo | null }
    | null
    | undefined;
}

/**
 * Whether the session cache holds a session (the session flow loads it), read without
 * becoming one of the session query's observers: an observer's query function would be
 * the one a refetch of the session runs. The shopper's lists load once this is true.
 */
export function useHasSession(): boolean {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    subscribeToSession(queryClient),
    () => !!cachedSession(queryClient),
    () => false,
  );
}

/**
 * Spec §6: favorites and saved for later are unavailable while an in-store associate is
 * connected (an associate session buys on a customer's behalf, it keeps no lists).
 */
export function useListsAvailable(): boolean {
  const queryClient = useQueryClient();
  const hint = useContext(SessionHintContext);
  return useSyncExternalStore(
    subscribeToSession(queryClient),
    () =>
      sessionAnswered(queryClient)
        ? cachedSession(queryClient)?.consumerType !== 'ASSOCIATE'
        : hint.associate === null,
    () => hint.associate === null,
  );
}

/** The associate of an in-store associate session (spec §3 Associate session), else null. */
export function useAssociate(): AssociateSessionInfo | null {
  const queryClient = useQueryClient();
  const hint = useContext(SessionHintContext);
  return useSyncExternalStore(
    subscribeToSession(queryClient),
    () =>
      sessionAnswered(queryClient)
        ? (cachedSession(queryClient)?.associate ?? null)
        : hint.associate,
    () => hint.associate,
  );
}

/** How long a change waits for a session that is still being set up. */
export const SESSION_WAIT_MS = 15_000;

/**
 * Resolves once the session being set up (the store asks for it as the page hydrates) has
 * come, so a heart or an add pressed in the first moments is sent with it instead of
 * failing for want of one. Resolves at once when there is a session or none is on its way.
 */
export function sessionSettled(queryClient: QueryClient, timeoutMs = SESSION_WAIT_MS) {
  const waiting = () => {
    const state = queryClient.getQueryState(queryKeys.session);
    return !state?.data && state?.fetchStatus === 'fetching';
  };
  if (!waiting()) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (!waiting()) done();
    });
    const timer = setTimeout(done, timeoutMs);
  });
}
