import { isApiError } from '#api/client/index.ts';
import { UGC_MAX_UPLOAD_BYTES, type UgcMediaType, ugcMediaTypes } from '#api/contract/ugc.ts';

/*
 * The upload's rules without React: the service's limits checked before anything is sent
 * (the same types and size, the same error ids API415 and API413), the file read as the
 * base64 the service takes, and the shopper's words for what went wrong.
 */

/** What the file picker offers (the service's types). */
export const PHOTO_ACCEPT: readonly string[] = ugcMediaTypes;

/** The limit in KiB, as the messages say it. */
export const PHOTO_MAX_KIB = UGC_MAX_UPLOAD_BYTES / 1024;

export type PhotoProblem = 'API415' | 'API413';

export function isPhotoType(type: string): type is UgcMediaType {
  return (ugcMediaTypes as readonly string[]).includes(type);
}

/**
 * Why the service would refuse the file, checked as it checks (type first, then size):
 * API415 for a type it does not take, API413 for more than UGC_MAX_UPLOAD_BYTES, an empty
 * file API413 never (the service answers it API400). Null: send it.
 */
export function checkPhoto(file: { type: string; size: number }): PhotoProblem | null {
  if (!isPhotoType(file.type)) return 'API415';
  if (file.size > UGC_MAX_UPLOAD_BYTES) return 'API413';
  return null;
}

/** The file's bytes as base64 (the upload's `data`). */
export async function readBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

/** A name the service accepts as a person's (2 to 30 letters, spaces, `.,'’-`). */
const PERSON_NAME = /^[\p{L}\p{M}\s,.'’`-]{2,30}$/u;

/**
 * The name a photo is shared under: the shopper's first name and the initial of the last
 * ("Maya A."), else the first name, else `fallback` (a profile without a usable name).
 */
export function uploaderName(
  details: { firstName?: string | null; lastName?: string | null } | undefined,
  fallback: string,
): string {
  const first = details?.firstName?.trim() ?? '';
  if (!first) return fallback;
  const initial = details?.lastName?.trim().charAt(0) ?? '';
  for (const name of [initial ? `${first} ${initial}.` : '', first]) {
    if (name && PERSON_NAME.test(name)) return name;
  }
  return fallback;
}

/** The part of i18next's `t` the messages need. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The shopper's words for a failed upload (spec §8: the localized message of the errorId,
 * else the server's message, else the general one). The service's type and size refusals
 * say the same as the checks made before sending.
 */
export function uploadErrorMessage(t: Translate, error: unknown): string {
  if (isApiError(error)) {
    if (error.is('API415')) return t('blocks:gallery.upload.wrongType');
    if (error.is('API413')) return t('blocks:gallery.upload.tooLarge', { kib: PHOTO_MAX_KIB });
    if (error.messageKey) return t(error.messageKey, { defaultValue: error.message });
    if (error.message) return error.message;
  }
  return t('errors:GEN500');
}
