import sharp from 'sharp';
import type { ImageSource } from './sources.ts';
import type { ImageTransform, OutputFormat } from './transform.ts';

/** Bump when the pipeline's output changes for the same input (it is part of the ETag). */
export const RENDERER_VERSION = '1';

/** Used when a request names no quality. */
export const DEFAULT_QUALITY = 80;

/** SVGs are drawn at 72 dpi; larger boxes render at a higher density, not by upscaling. */
const SVG_BASE_DENSITY = 72;
const MAX_SVG_DENSITY = SVG_BASE_DENSITY * 8;

/** Refuse sources larger than this many pixels (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

function svgDensity(
  source: ImageSource,
  transform: ImageTransform | null,
  intrinsic: { width: number; height: number },
) {
  if (!transform?.width && !transform?.height) return SVG_BASE_DENSITY;
  const scaleX = transform.width ? transform.width / intrinsic.width : 0;
  const scaleY = transform.height ? transform.height / intrinsic.height : 0;
  const scale = Math.max(1, scaleX, scaleY);
  return source.type === 'svg'
    ? Math.min(MAX_SVG_DENSITY, Math.ceil(SVG_BASE_DENSITY * scale))
    : SVG_BASE_DENSITY;
}

/**
 * Transform one source: resize into the pixel box (c_fill covers and crops from the
 * centre, c_fit fits inside; the default is fit), sharpen, and encode.
 */
export async function renderImage(
  source: ImageSource,
  transform: ImageTransform | null,
  format: OutputFormat,
): Promise<Buffer> {
  const options = { failOn: 'error' as const, limitInputPixels: MAX_INPUT_PIXELS };
  let density = SVG_BASE_DENSITY;
  if (source.type === 'svg') {
    const intrinsic = await sharp(source.data, options).metadata();
    density = svgDensity(source, transform, {
      width: intrinsic.width ?? 1,
      height: intrinsic.height ?? 1,
    });
  }
  let image = sharp(source.data, source.type === 'svg' ? { ...options, density } : options);
  if (transform?.width || transform?.height) {
    const both = Boolean(transform.width && transform.height);
    image = image.resize({
      width: transform.width,
      height: transform.height,
      fit: both && transform.crop === 'fill' ? 'cover' : 'inside',
      // Rasters are never blown up past their pixels; vectors were drawn at the right size.
      withoutEnlargement: source.type === 'raster',
    });
  }
  if (transform?.sharpen) image = image.sharpen({ sigma: 0.3 + (transform.sharpen / 100) * 1.7 });
  const quality = transform?.quality ?? DEFAULT_QUALITY;
  switch (format) {
    case 'avif':
      // effort 2: a fraction of the default's CPU for a few percent more bytes.
      return image.avif({ quality, effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality, effort: 3 }).toBuffer();
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 8 }).toBuffer();
  }
}
