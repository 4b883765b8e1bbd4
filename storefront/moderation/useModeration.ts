import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '#api/client/errors.ts';
import { useApiClient } from '#api/client/react.tsx';
import {
  approveUgcMedia,
  getUgcModerationMedia,
  rejectUgcMedia,
  UGC_MODERATION_HEADER,
  UGC_MODERATION_OFF_MESSAGE,
  type UgcModerationMedia,
  type UgcModerationQueue,
} from '#api/contract/ugc.ts';

/*
 * The moderator's calls (api/contract/ugc.ts, server/ugc/moderation.ts). Staff state, not
 * the shopper's: its cache entries are not among the shopper's keys, and sign-out leaves
 * them alone; forgetting the key drops them.
 */

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (queue: UgcModerationQueue) => ['moderation', 'queue', queue] as const,
};

/** Why the service refused the key: it has no MODERATION_TOKEN (`off`) or another one. */
export type ModerationRefusal = 'off' | 'wrongKey';

export function refusalOf(error: unknown): ModerationRefusal | undefined {
  if (!isApiError(error) || !error.is('AUT432')) return undefined;
  return error.message === UGC_MODERATION_OFF_MESSAGE ? 'off' : 'wrongKey';
}

const moderatorHeaders = (key: string) => ({ [UGC_MODERATION_HEADER]: key });

/** A refusal or a bad request stays one: only a failure of the service is tried again. */
function retryOnServiceFailure(failures: number, error: unknown): boolean {
  const answered = isApiError(error) && error.status > 0 && error.status < 500;
  return !answered && failures < 1;
}

/** A queue, oldest first; waits until there is a key. */
export function useModerationQueue(key: string | null, queue: UgcModerationQueue) {
  const client = useApiClient();
  return useQuery({
    queryKey: moderationKeys.queue(queue),
    queryFn: async ({ signal }) => {
      const { media } = await client.call(getUgcModerationMedia, {
        headers: moderatorHeaders(key ?? ''),
        query: { queue },
        signal,
      });
      return media;
    },
    enabled: key !== null,
    // Other moderators and shoppers change the queues: read afresh whenever it is shown.
    staleTime: 0,
    retry: retryOnServiceFailure,
  });
}

export type ModerationDecision = 'approve' | 'reject';

function withoutMedia(queryClient: QueryClient, mediaId: string) {
  queryClient.setQueriesData<UgcModerationMedia[]>({ queryKey: moderationKeys.all }, (media) =>
    media?.filter((candidate) => candidate.id !== mediaId),
  );
}

/**
 * Approve or reject a photo. Decided, it leaves every queue at once (a reported upload is
 * in both), and the queues are read again behind the scenes.
 */
export function useModerationDecision(key: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      mediaId,
      decision,
    }: {
      mediaId: string;
      decision: ModerationDecision;
    }) => {
      const input = { headers: moderatorHeaders(key), params: { mediaId } };
      if (decision === 'approve') await client.call(approveUgcMedia, input);
      else await client.call(rejectUgcMedia, input);
    },
    onSuccess: (_done, { mediaId }) => {
      withoutMedia(queryClient, mediaId);
      // Not awaited: the decision is done, and is said, without waiting for the lists.
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
}
