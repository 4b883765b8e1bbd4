import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import {
  type ConsumerProfile,
  type ConsumerProfilePayload,
  updateConsumer,
} from '#api/contract/consumer.ts';

/** The mutation key of profile updates (`useIsMutating` tells a flow one is on its way). */
export const profileUpdateKey = [...queryKeys.profile, 'update'] as const;

/**
 * PUT /consumers-v3/consumer with a Consumer profile payload (spec §3). The answer is the
 * whole profile: it replaces the profile cache entry, so every reader (header, account,
 * the next step of a flow) sees the change without another call.
 */
export function useProfileUpdate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ConsumerProfile, Error, ConsumerProfilePayload>({
    mutationKey: profileUpdateKey,
    mutationFn: (payload) => client.call(updateConsumer, { body: payload }),
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile, profile),
  });
}

/** Whether a profile update is on its way (the pending state of a flow's submit button). */
export function useProfileUpdating(): boolean {
  return useIsMutating({ mutationKey: profileUpdateKey }) > 0;
}
