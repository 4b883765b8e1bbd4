import path from 'node:path';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { ApiError, errorResponse } from '../http/errors.ts';
import type { Domain } from '../http/route.ts';
import { assertStoreTransform } from './allowList.ts';
import { createRenderCache, type RenderCache } from './cache.ts';
import {
  createEncodeLimiter,
  type EncodeLimiter,
  EncodersBusyError,
  LARGE_ENCODE_PIXELS,
} from './encodes.ts';
import { RENDERER_VERSION, renderImage } from './render.ts';
import { fileSource, hashOf, type ImageSource, type SourceProvider } from './sources.ts';
import {
  canonicalTransform,
  contentTypes,
  formatDpr,
  type ImagePath,
  ImageRequestError,
  parseImagePath,
  resolveFormat,
} from './transform.ts';

export type { ImageSource, SourceProvider } from './sources.ts';
export { saveSvgSource } from './sources.ts';

/** Where image sources live (git-ignored): IMAGES_DIR, default `.data/images`. */
export function defaultImagesRoot(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.IMAGES_DIR ?? '.data/images');
}

/** Where rendered variants are kept: IMAGE_CACHE_DIR, default `.data/image-cache`. */
export function defaultImageCacheDir(
  env: Record<string, string | undefined> = process.env,
): string {
  return path.resolve(env.IMAGE_CACHE_DIR ?? '.data/image-cache');
}

export interface ImagesDomainOptions {
  /** The source folder. @default defaultImagesRoot() */
  root?: string;
  /** Rendered variants on disk; null for memory only. @default defaultImageCacheDir() */
  cacheDir?: string | null;
  /** Generators asked when no file holds a public id (they may save one for next time). */
  generators?: ((root: string) => SourceProvider)[];
  maxMemoryBytes?: number;
  /** @default config.images.diskCacheBytes */
  maxDiskBytes?: number;
  /** @default config.images.encodeConcurrency */
  encodeConcurrency?: number;
  /** @default config.images.encodeQueue */
  encodeQueue?: number;
  /** The encoder (tests count what runs at once). @default renderImage */
  render?: typeof renderImage;
}

/** Rendered images never change for a URL unless the source does (then the ETag does). */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000';

const UPLOAD_MARKER = '/images/upload/';

/** A small render takes well under a second; a queue's worth, a few. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/** Every encoder busy and the queue full: API503 with Retry-After, never cached. */
function encodersBusy(c: Context<AppEnv>, cause: EncodersBusyError): Response {
  const error = new ApiError('API503', 'The image service is busy: try again in a moment', {
    cause,
    headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  });
  return errorResponse(c, error);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export interface ImageHandlerOptions {
  providers: SourceProvider[];
  cache: RenderCache;
  encodes: EncodeLimiter;
  render?: typeof renderImage;
}

export function createImageHandler(options: ImageHandlerOptions) {
  const render = options.render ?? renderImage;
  async function findSource(publicId: string, deps: AppDeps): Promise<ImageSource | null> {
    for (const provider of options.providers) {
      const source = await provider(publicId, deps);
      if (source) return source;
    }
    return null;
  }

  return async (c: Context<AppEnv>) => {
    const pathname = new URL(c.req.url).pathname;
    const at = pathname.indexOf(UPLOAD_MARKER);
    let request: ImagePath;
    try {
      request = parseImagePath(pathname.slice(at + UPLOAD_MARKER.length));
      if (request.transform) assertStoreTransform(request.transform);
    } catch (error) {
      if (error instanceof ImageRequestError) throw new ApiError('API400', error.message);
      throw error;
    }
    const source = await findSource(request.publicId, c.get('deps'));
    if (!source) throw new ApiError('API404', `No image ${request.publicId}`);

    const format = resolveFormat(request, c.req.header('accept'));
    const key = hashOf(
      [RENDERER_VERSION, source.version, canonicalTransform(request.transform), format].join('|'),
    );
    const etag = `"${key}"`;
    const headers: Record<string, string> = {
      'Cache-Control': IMAGE_CACHE_CONTROL,
      ETag: etag,
      'Content-Type': contentTypes[format],
      'X-Content-Type-Options': 'nosniff',
    };
    if (request.transform?.format === 'auto') headers.Vary = 'Accept';
    if (request.transform?.dpr !== undefined)
      headers['Content-DPR'] = formatDpr(request.transform.dpr);

    if (matchesEtag(c.req.header('if-none-match'), etag)) {
      const { 'Content-Type': _contentType, ...notModified } = headers;
      return c.body(null, 304, notModified);
    }
    // Untransformed: the source's own size, which may be anything the folder holds.
    const large = request.transform
      ? (request.transform.width ?? 0) * (request.transform.height ?? 0) > LARGE_ENCODE_PIXELS
      : true;
    let data: Buffer;
    try {
      // Only a render waits for an encoder: hits in memory or on disk never queue.
      data = await options.cache.get(key, format, () =>
        options.encodes.run(() => render(source, request.transform, format), { large }),
      );
    } catch (error) {
      if (error instanceof EncodersBusyError) return encodersBusy(c, error);
      throw error;
    }
    return c.body(new Uint8Array(data), 200, { ...headers, 'Content-Length': String(data.length) });
  };
}

/**
 * GET /api/images/upload/{publicId} and /api/images/upload/{transformation}/{publicId}
 * (CONTRIBUTING.md "Images"): sources from the images folder or a generator, transformed
 * with sharp, cached in memory and on disk, with long-lived cache headers and an ETag.
 * Only the store's transformations are served (allowList.ts), a few encodes at a time
 * (encodes.ts), and the disk keeps a bounded number of bytes (cache.ts).
 */
export function createImagesDomain(options: ImagesDomainOptions = {}): Domain {
  return {
    name: 'images',
    register({ hono, deps }) {
      const limits = deps.config.images;
      const root = options.root ?? defaultImagesRoot();
      const cache = createRenderCache({
        directory: options.cacheDir === undefined ? defaultImageCacheDir() : options.cacheDir,
        maxMemoryBytes: options.maxMemoryBytes,
        maxDiskBytes: options.maxDiskBytes ?? limits.diskCacheBytes,
      });
      const encodes = createEncodeLimiter({
        concurrency: options.encodeConcurrency ?? limits.encodeConcurrency,
        maxWaiting: options.encodeQueue ?? limits.encodeQueue,
      });
      const providers = [
        fileSource(root),
        ...(options.generators ?? []).map((generator) => generator(root)),
      ];
      hono.get(
        `${UPLOAD_MARKER}*`,
        createImageHandler({ providers, cache, encodes, render: options.render }),
      );
    },
  };
}
