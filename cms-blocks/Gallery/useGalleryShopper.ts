import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { TokenResponse } from '#api/contract/auth.ts';

/** Who is looking at the gallery: a signed-in shopper may add photos, a guest is asked to sign in. */
export type GalleryShopper = 'member' | 'guest' | 'associate';

/**
 * The shopper of the session cache (the store loads the session as the page hydrates):
 * null until it is there, so neither prompt flashes before the session is known.
 */
export function useGalleryShopper(): GalleryShopper | null {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => shopperOf(queryClient.getQueryData<TokenResponse | null>(queryKeys.session)),
    () => null,
  );
}

function shopperOf(session: TokenResponse | null | undefined): GalleryShopper | null {
  if (!session) return null;
  if (session.consumerType === 'GUEST') return 'guest';
  if (session.consumerType === 'ASSOCIATE') return 'associate';
  return 'member';
}
