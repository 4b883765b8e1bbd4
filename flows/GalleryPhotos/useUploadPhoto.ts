import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, isApiError } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import type { TokenResponse } from '#api/contract/auth.ts';
import type { Brand } from '#api/contract/common.ts';
import type { ConsumerProfile } from '#api/contract/consumer.ts';
import {
  createUgcStash,
  createUgcUser,
  type UgcMedia,
  type UgcMediaType,
  uploadUgcMedia,
} from '#api/contract/ugc.ts';
import { readBase64, uploaderName } from './upload.ts';

export interface PhotoUpload {
  file: File & { type: UgcMediaType };
  caption: string;
  /** The product (masterId) the gallery shows, when it shows one. */
  tag: string | undefined;
  /** The name to share it under when the profile holds none usable. */
  fallbackName: string;
}

type Uploader = { id: string; name: string };

async function newUploader(
  client: ApiClient,
  queryClient: QueryClient,
  customerId: Brand,
  fallbackName: string,
): Promise<Uploader> {
  const profile = queryClient.getQueryData<ConsumerProfile | null>(queryKeys.profile);
  const name = uploaderName(profile?.consumerDetails, fallbackName);
  const session = queryClient.getQueryData<TokenResponse | null>(queryKeys.session);
  const uploader = await client.call(createUgcUser, { body: { customerId, name } });
  queryClient.setQueryData(queryKeys.ugc.uploader(customerId, session?.consumerNo), uploader);
  return uploader;
}

/**
 * Spec §7 POST /users, /users/{userId}/media and /stashes: the shopper's uploader (made
 * once per brand and account, then kept in the cache), the photo, then the stash that
 * submits it for moderation with the terms accepted. The photo waits (pending) until a
 * moderator approves it.
 */
export function useUploadPhoto(customerId: Brand) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<UgcMedia, unknown, PhotoUpload>({
    mutationKey: ['ugc', 'upload', customerId],
    mutationFn: async ({ file, caption, tag, fallbackName }) => {
      const data = await readBase64(file);
      const session = queryClient.getQueryData<TokenResponse | null>(queryKeys.session);
      const send = (userId: string) =>
        client.call(uploadUgcMedia, {
          params: { userId },
          body: { mediaType: file.type, data, caption, ...(tag ? { tag } : {}) },
        });
      let uploader =
        queryClient.getQueryData<Uploader>(
          queryKeys.ugc.uploader(customerId, session?.consumerNo),
        ) ?? (await newUploader(client, queryClient, customerId, fallbackName));
      let media: UgcMedia;
      try {
        media = await send(uploader.id);
      } catch (error) {
        // An uploader of another session (signed out and in again): make a new one.
        if (!isApiError(error) || !error.is('API404')) throw error;
        uploader = await newUploader(client, queryClient, customerId, fallbackName);
        media = await send(uploader.id);
      }
      await client.call(createUgcStash, {
        body: {
          userId: uploader.id,
          mediaIds: [media.id],
          ...(tag ? { tag } : {}),
          termsAccepted: true,
        },
      });
      return media;
    },
  });
}
