import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import {
  addSavedPaymentInstrument,
  deleteSavedPaymentInstrument,
  getSavedPaymentInstruments,
  type savedPaymentInstrument,
  updateSavedPaymentInstrument,
} from '#api/contract/consumer.ts';
import type { RouteBody, RouteResponse } from '#api/contract/route.ts';
import { useProfile } from './session/index.ts';

/*
 * The member's saved payment methods (spec §7 consumer payment_instruments) under
 * `queryKeys.savedCards`: the account's payment methods page changes them, checkout's
 * billing step and express checkout pay with them, so both read this one entry. Each
 * change writes the service's answer into it, then reads the list again for the service's
 * word on what it decided (the main card after a delete, the order).
 */

export type SavedPaymentInstrument = z.infer<typeof savedPaymentInstrument>;
export type SavedPaymentInstruments = RouteResponse<typeof getSavedPaymentInstruments>;
/** What a card to save is sent as (the card fields' token, never the number). */
export type NewSavedCardBody = RouteBody<typeof addSavedPaymentInstrument>;

/** The mutation key of saved-card changes (`useIsMutating` tells a list one is on its way). */
export const savedCardsMutationKey = [...queryKeys.savedCards, 'change'] as const;

/** The signed-in member's saved cards (none for a guest: the query waits for a member). */
export function useSavedCards() {
  const client = useApiClient();
  const { isSignedIn } = useProfile();
  return useQuery({
    queryKey: queryKeys.savedCards,
    queryFn: ({ signal }) => client.call(getSavedPaymentInstruments, { signal }),
    enabled: isSignedIn,
    staleTime: 60_000,
  });
}

/** The list with `saved` in it (in place, else last); a main one takes the flag from the rest. */
export function withSavedInstrument(
  list: readonly SavedPaymentInstrument[],
  saved: SavedPaymentInstrument,
): SavedPaymentInstrument[] {
  const others = list.filter((held) => held.paymentInstrumentId !== saved.paymentInstrumentId);
  const next = list.some((held) => held.paymentInstrumentId === saved.paymentInstrumentId)
    ? list.map((held) => (held.paymentInstrumentId === saved.paymentInstrumentId ? saved : held))
    : [...others, saved];
  const unflagged = saved.main
    ? next.map((held) => (held === saved || !held.main ? held : { ...held, main: false }))
    : next;
  // The service lists the main one first.
  return [...unflagged.filter((held) => held.main), ...unflagged.filter((held) => !held.main)];
}

/**
 * Add a card, make one the main card, remove one (POST, PATCH, DELETE
 * /consumers-v3/consumer/payment_instruments). Add rejects with the service's refusal
 * (PYT300 saved already, FE309, PYT405 / PYT406 the billing address, AUT403 the bot check).
 */
export function useSavedCardChanges() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const change = (next: (list: SavedPaymentInstrument[]) => SavedPaymentInstrument[]) => {
    queryClient.setQueryData<SavedPaymentInstruments>(queryKeys.savedCards, (answer) =>
      answer ? { paymentInstruments: next(answer.paymentInstruments) } : answer,
    );
    return queryClient.invalidateQueries({ queryKey: queryKeys.savedCards, exact: true });
  };
  const add = useMutation<SavedPaymentInstrument, Error, NewSavedCardBody>({
    mutationKey: savedCardsMutationKey,
    mutationFn: (body) => client.call(addSavedPaymentInstrument, { body }),
    onSuccess: (saved) => change((list) => withSavedInstrument(list, saved)),
  });
  const makeMain = useMutation<SavedPaymentInstrument, Error, string>({
    mutationKey: savedCardsMutationKey,
    mutationFn: (paymentInstrumentId) =>
      client.call(updateSavedPaymentInstrument, {
        params: { paymentInstrumentId },
        body: { main: true },
      }),
    onSuccess: (saved) => change((list) => withSavedInstrument(list, saved)),
  });
  const remove = useMutation<void, Error, string>({
    mutationKey: savedCardsMutationKey,
    mutationFn: async (paymentInstrumentId) => {
      await client.call(deleteSavedPaymentInstrument, { params: { paymentInstrumentId } });
    },
    onSuccess: (_, paymentInstrumentId) =>
      change((list) => list.filter((held) => held.paymentInstrumentId !== paymentInstrumentId)),
  });
  return { add, makeMain, remove };
}
