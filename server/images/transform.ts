/**
 * The image URL shape of CONTRIBUTING.md "Images", shared with the `Image` component's
 * transformer:
 *
 *   /api/images/upload/{publicId}
 *   /api/images/upload/{transformation}/{publicId}
 *   transformation = key_value[,key_value…]  e.g. w_800,h_1000,c_fill,e_sharpen:60,q_50,f_auto,dpr_2.0
 *
 * Pure functions: parse, validate and normalise. Anything unknown or out of range is an
 * `ImageRequestError` (the route answers 400 with the spec's error body).
 */

export class ImageRequestError extends Error {
  override readonly name = 'ImageRequestError';
}

export const outputFormats = ['avif', 'webp', 'jpeg', 'png'] as const;
export type OutputFormat = (typeof outputFormats)[number];

export interface ImageTransform {
  /** Output pixel box (already multiplied by the DPR by the transformer). */
  width?: number;
  height?: number;
  /** fill: crop to cover the box; fit: fit inside it. Default fit. */
  crop?: 'fill' | 'fit';
  /** 0–100; `e_sharpen` alone is 100 (Cloudinary's default). */
  sharpen?: number;
  /** 1–100 for the lossy formats. */
  quality?: number;
  /** auto: by the Accept header. */
  format?: 'auto' | OutputFormat;
  /** Device pixel ratio, sent back as Content-DPR. */
  dpr?: number;
}

export const MAX_DIMENSION = 4000;
export const MIN_DPR = 0.5;
export const MAX_DPR = 4;
export const MAX_PUBLIC_ID_LENGTH = 300;

const formatNames: Record<string, ImageTransform['format']> = {
  auto: 'auto',
  avif: 'avif',
  webp: 'webp',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
};

function integerIn(value: string, min: number, max: number, what: string): number {
  if (!/^\d{1,5}$/.test(value)) throw new ImageRequestError(`${what} must be a whole number`);
  const number = Number(value);
  if (number < min || number > max) {
    throw new ImageRequestError(`${what} must be between ${min} and ${max}`);
  }
  return number;
}

/** Parse one transformation segment (`w_800,h_1000,…`). */
export function parseTransform(segment: string): ImageTransform {
  const transform: ImageTransform = {};
  const seen = new Set<string>();
  for (const item of segment.split(',')) {
    const separator = item.indexOf('_');
    if (separator <= 0 || separator === item.length - 1) {
      throw new ImageRequestError(`"${item}" is not a key_value image parameter`);
    }
    const key = item.slice(0, separator);
    const value = item.slice(separator + 1);
    if (seen.has(key)) throw new ImageRequestError(`Image parameter ${key}_ is given twice`);
    seen.add(key);
    switch (key) {
      case 'w':
        transform.width = integerIn(value, 1, MAX_DIMENSION, 'w_');
        break;
      case 'h':
        transform.height = integerIn(value, 1, MAX_DIMENSION, 'h_');
        break;
      case 'c':
        if (value !== 'fill' && value !== 'fit')
          throw new ImageRequestError('c_ must be fill or fit');
        transform.crop = value;
        break;
      case 'e': {
        const [effect, amount] = value.split(':');
        if (effect !== 'sharpen' || value.split(':').length > 2) {
          throw new ImageRequestError(`Unknown image effect e_${value}`);
        }
        transform.sharpen = amount === undefined ? 100 : integerIn(amount, 0, 100, 'e_sharpen:');
        break;
      }
      case 'q':
        transform.quality = integerIn(value, 1, 100, 'q_');
        break;
      case 'f': {
        const format = formatNames[value];
        if (!format) throw new ImageRequestError('f_ must be auto, avif, webp, jpg or png');
        transform.format = format;
        break;
      }
      case 'dpr': {
        if (!/^\d{1,2}(\.\d{1,2})?$/.test(value))
          throw new ImageRequestError('dpr_ must be a number');
        const dpr = Number(value);
        if (dpr < MIN_DPR || dpr > MAX_DPR) {
          throw new ImageRequestError(`dpr_ must be between ${MIN_DPR} and ${MAX_DPR}`);
        }
        transform.dpr = dpr;
        break;
      }
      default:
        throw new ImageRequestError(`Unknown image parameter ${key}_`);
    }
  }
  return transform;
}

/**
 * Whether the first path segment is a transformation rather than a public-id folder: it
 * starts like a `key_` parameter. Public-id folders therefore never look like `word_…`
 * (ours are `products/`, `content/` …); an unknown key is then a 400, not a missing image.
 */
export function isTransformSegment(segment: string): boolean {
  return /^[a-z]+_/.test(segment);
}

const PUBLIC_ID = /^[a-z0-9_.-]+(\/[a-z0-9_.-]+)*$/;

export function validatePublicId(publicId: string): string {
  if (publicId.length === 0) throw new ImageRequestError('The image public id is missing');
  if (publicId.length > MAX_PUBLIC_ID_LENGTH)
    throw new ImageRequestError('The image public id is too long');
  if (!PUBLIC_ID.test(publicId)) {
    throw new ImageRequestError(
      'An image public id holds lower-case letters, digits, -, _, . and /',
    );
  }
  if (publicId.split('/').some((part) => /^\.+$/.test(part))) {
    throw new ImageRequestError('An image public id has no . or .. segments');
  }
  return publicId;
}

export interface ImagePath {
  transform: ImageTransform | null;
  publicId: string;
}

/** Split what follows `/images/upload/` into the optional transformation and the public id. */
export function parseImagePath(rest: string): ImagePath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    throw new ImageRequestError('The image path is not valid');
  }
  const slash = decoded.indexOf('/');
  const first = slash === -1 ? decoded : decoded.slice(0, slash);
  if (slash !== -1 && isTransformSegment(first)) {
    return {
      transform: parseTransform(first),
      publicId: validatePublicId(decoded.slice(slash + 1)),
    };
  }
  return { transform: null, publicId: validatePublicId(decoded) };
}

/** The format a public id's extension asks for (`.png`); png when it names none we encode. */
export function formatOfPublicId(publicId: string): OutputFormat {
  const extension = publicId.slice(publicId.lastIndexOf('.') + 1);
  const format = publicId.includes('.') ? formatNames[extension] : undefined;
  return format && format !== 'auto' ? format : 'png';
}

/** f_auto: AVIF, else WebP, else JPEG, by what the Accept header lists (q=0 excluded). */
export function negotiateFormat(accept: string | undefined): OutputFormat {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...parameters]) => !parameters.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([type]) => type?.trim()),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

/** The output format of a request. */
export function resolveFormat(path: ImagePath, accept: string | undefined): OutputFormat {
  const format = path.transform?.format;
  if (format === 'auto') return negotiateFormat(accept);
  return format ?? formatOfPublicId(path.publicId);
}

/** A canonical, order-independent text of a transformation (cache keys, ETags). */
export function canonicalTransform(transform: ImageTransform | null): string {
  if (!transform) return '';
  const parts = [
    transform.width === undefined ? '' : `w_${transform.width}`,
    transform.height === undefined ? '' : `h_${transform.height}`,
    transform.crop === undefined ? '' : `c_${transform.crop}`,
    transform.sharpen === undefined ? '' : `e_sharpen:${transform.sharpen}`,
    transform.quality === undefined ? '' : `q_${transform.quality}`,
    // dpr only changes a header, format is resolved separately: neither changes pixels.
  ];
  return parts.filter(Boolean).join(',');
}

/** The Content-DPR header value (`2.0`). */
export function formatDpr(dpr: number): string {
  return Number.isInteger(dpr) ? dpr.toFixed(1) : String(dpr);
}

export const contentTypes: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
