import sharp from 'sharp';
import { UGC_MAX_UPLOAD_BYTES, type UgcMediaType } from '#api/contract/ugc.ts';
import { ApiError } from '../http/errors.ts';

/*
 * What an uploaded photo must be: the type it names (the file's own magic number, not only
 * the declared type), at most UGC_MAX_UPLOAD_BYTES, and an image sharp can read.
 */

const signatures: Record<UgcMediaType, (bytes: Buffer) => boolean> = {
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/png': (bytes) =>
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

const sharpFormat: Record<UgcMediaType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Largest side of an accepted photo, in pixels (decoding cost stays bounded). */
export const UGC_MAX_PIXELS_SIDE = 4000;

export interface CheckedPhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

export async function checkUpload(mediaType: UgcMediaType, data: string): Promise<CheckedPhoto> {
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw new ApiError('API400', 'The photo is empty');
  if (bytes.length > UGC_MAX_UPLOAD_BYTES) {
    throw new ApiError('API413', `A photo is at most ${UGC_MAX_UPLOAD_BYTES / 1024} KiB`);
  }
  if (!signatures[mediaType](bytes)) {
    throw new ApiError('API415', `The file is not ${mediaType}`);
  }
  const metadata = await sharp(bytes, { failOn: 'error' })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height || metadata.format !== sharpFormat[mediaType]) {
    throw new ApiError('API400', 'The photo cannot be read');
  }
  if (Math.max(metadata.width, metadata.height) > UGC_MAX_PIXELS_SIDE) {
    throw new ApiError('API413', `A photo is at most ${UGC_MAX_PIXELS_SIDE} pixels a side`);
  }
  return { bytes, width: metadata.width, height: metadata.height };
}
