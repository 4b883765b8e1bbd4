import type { Brand } from '#api/contract/common.ts';
import type { UgcMedia, UgcMediaType } from '#api/contract/ugc.ts';

/*
 * The shopper-photo read model both the service (from its rows) and the MSW handlers (from
 * demo/ugc) answer with, so the two cannot drift.
 */

export interface UgcMediaRecord {
  id: string;
  customerId: Brand;
  caption: string;
  user: { id: string; name: string };
  publicId: string;
  width: number;
  height: number;
  status: 'approved' | 'pending' | 'hidden';
  createdAt: Date;
  streamIds: readonly string[];
}

/** The image service's URL of a public id (CONTRIBUTING.md "Images"). */
export function ugcImageUrl(publicId: string): string {
  return `/api/images/upload/${publicId}`;
}

/** The file extension of an uploaded photo's public id, by its media type. */
export const ugcExtensionOf: Record<UgcMediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** `ugc/{customerId}/{mediaId}.{ext}`: lower-case, as the image route wants public ids. */
export function ugcPublicId(customerId: Brand, mediaId: string, extension: string): string {
  return `ugc/${customerId}/${mediaId.toLowerCase()}.${extension}`;
}

export function ugcMediaView(record: UgcMediaRecord): UgcMedia {
  return {
    id: record.id,
    caption: record.caption,
    user: { ...record.user },
    image: { url: ugcImageUrl(record.publicId), width: record.width, height: record.height },
    status: record.status === 'approved' ? 'approved' : 'pending',
    createdAt: record.createdAt.toISOString(),
    streamIds: [...record.streamIds],
  };
}
