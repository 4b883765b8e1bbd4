import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import {
  getUgcCategoryMedia,
  getUgcCustomerMedia,
  getUgcStreamMedia,
  getUgcTaggedStreamMedia,
  type UgcMedia,
} from '#api/contract/ugc.ts';
import type { GalleryRequest } from './gallery.ts';

type Customer = 'ridgeline' | 'tread';

function fetchMedia(
  client: ApiClient,
  customerId: Customer,
  request: GalleryRequest,
  count: number,
  signal: AbortSignal,
): Promise<{ media: UgcMedia[] }> {
  switch (request.kind) {
    case 'tag':
      return client.call(getUgcTaggedStreamMedia, {
        query: { customerId, tag: request.tag, count },
        signal,
      });
    case 'category':
      return client.call(getUgcCategoryMedia, {
        query: { customerId, categoryId: request.categoryId, count },
        signal,
      });
    case 'stream':
      return client.call(getUgcStreamMedia, {
        params: { streamId: request.streamId },
        query: { count },
        signal,
      });
    case 'customer':
      return client.call(getUgcCustomerMedia, { params: { customerId }, query: { count }, signal });
  }
}

/**
 * The photos of a gallery from the social media content service (spec §7). A failure is
 * logged (spec §8: gallery load failures are logged) and the gallery stays away.
 */
export function galleryMediaQuery(
  client: ApiClient,
  customerId: Customer,
  request: GalleryRequest,
  count: number,
) {
  return queryOptions({
    queryKey: queryKeys.ugc.media(customerId, request, count),
    queryFn: async ({ signal }) => {
      try {
        return (await fetchMedia(client, customerId, request, count, signal)).media;
      } catch (error) {
        if (!signal.aborted) console.error('Gallery load failed', error);
        throw error;
      }
    },
  });
}

/** The gallery's photos, asked only once `enabled` (the gallery came into view). */
export function useGalleryMedia(
  customerId: Customer | null,
  request: GalleryRequest | null,
  count: number,
  enabled: boolean,
) {
  const client = useApiClient();
  return useQuery({
    ...galleryMediaQuery(client, customerId ?? 'ridgeline', request ?? { kind: 'customer' }, count),
    enabled: enabled && customerId !== null && request !== null,
    retry: false,
  });
}
