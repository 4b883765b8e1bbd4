/**
 * The image transformer (spec §8, §9; CONTRIBUTING "Images"): asset URLs of the image
 * service get one transformation segment after `upload/` asking for twice the CSS box,
 * sharpened, compressed, in the best format the browser accepts, at device pixel ratio 2.
 */
export const imageTransform = {
  /** Spec §9: doubled width and height. */
  scale: 2,
  sharpen: 60,
  quality: 50,
  format: 'auto',
  dpr: '2.0',
} as const;

export const imageCrops = ['fill', 'fit'] as const;
export type ImageCrop = (typeof imageCrops)[number];

export interface ImageBox {
  /** CSS pixels the image is shown at. */
  width: number;
  height: number;
  /** `fill` crops to cover the box, `fit` fits inside it. @default 'fill' */
  crop?: ImageCrop;
}

const assetUrl = /^(?<origin>(?:https?:)?\/\/[^/?#]+)?\/api\/images\/upload\/(?<rest>[^?#\s]+)$/;
/**
 * Letters, digits, `-`, `_`, `.` and `/`. Upper case is allowed: product ids are upper
 * case (spec §2) and sit in the path, as in `products/ridgeline/RDGJK1001/forest-1.png`.
 */
const publicId = /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;
/** A segment of `key_value` pairs with the keys the image route honours. */
const transformation = /^(?:w|h|c|e|q|f|dpr)_[^,/]+(?:,(?:w|h|c|e|q|f|dpr)_[^,/]+)*$/;

function pixels(css: number): number {
  if (typeof css !== 'number' || !Number.isFinite(css) || css <= 0) {
    throw new RangeError(`Image box must be a positive number, got ${css}`);
  }
  return Math.max(1, Math.round(css * imageTransform.scale));
}

/**
 * The transformed URL for an image shown in a `width` × `height` CSS box.
 * - empty (or blank) URL → `''`
 * - already transformed, or not an asset URL of the image service (other hosts or
 *   paths, data URLs, query strings) → unchanged
 * - an error (malformed absolute URL, a box that is not a positive number) → `''`
 */
export function transformImage(url: string | null | undefined, box: ImageBox): string {
  if (typeof url !== 'string' || url.trim() === '') return '';
  try {
    const match = assetUrl.exec(url.trim());
    const rest = match?.groups?.rest;
    if (!match || rest === undefined) return url;
    const [first = ''] = rest.split('/');
    if (transformation.test(first)) return url;
    if (!publicId.test(rest) || rest.split('/').some((part) => part === '.' || part === '..')) {
      return url;
    }
    const origin = match.groups?.origin ?? '';
    // Throws on a malformed host or port, which the pattern alone lets through.
    if (origin !== '') new URL(origin.startsWith('//') ? `https:${origin}` : origin);
    const segment = [
      `w_${pixels(box.width)}`,
      `h_${pixels(box.height)}`,
      `c_${box.crop ?? 'fill'}`,
      `e_sharpen:${imageTransform.sharpen}`,
      `q_${imageTransform.quality}`,
      `f_${imageTransform.format}`,
      `dpr_${imageTransform.dpr}`,
    ].join(',');
    return `${origin}/api/images/upload/${segment}/${rest}`;
  } catch {
    return '';
  }
}

/** True when the transformer rewrites this URL (an untransformed asset URL). */
export function isTransformable(url: string | null | undefined): boolean {
  const probe = transformImage(url, { width: 1, height: 1 });
  return probe !== '' && probe !== url;
}
