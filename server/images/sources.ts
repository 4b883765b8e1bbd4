import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../http/context.ts';

/** A source image (the "original" a public id names), before any transformation. */
export interface ImageSource {
  data: Buffer;
  type: 'svg' | 'raster';
  /** Changes whenever the bytes change (part of the ETag). */
  version: string;
}

/**
 * Finds the source of a public id, or null. The route asks each provider in turn: files
 * under the images folder first, then generators (product artwork from the catalogue).
 */
export type SourceProvider = (publicId: string, deps: AppDeps) => Promise<ImageSource | null>;

const MAX_KNOWN_SOURCES = 5000;

/** Source file extensions, tried in this order for a public id's stem. */
const sourceExtensions = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'] as const;

/** `products/x/forest-1.png` → `products/x/forest-1` (the extension names the output). */
export function stemOf(publicId: string): string {
  const lastSlash = publicId.lastIndexOf('/');
  const lastDot = publicId.lastIndexOf('.');
  return lastDot > lastSlash ? publicId.slice(0, lastDot) : publicId;
}

export function hashOf(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 32);
}

/**
 * Sources stored as files: `{root}/{stem}.svg|png|jpg|jpeg|webp|avif`. A file is read and
 * hashed once and kept while its size and modification time stay the same.
 */
export function fileSource(root: string): SourceProvider {
  const known = new Map<string, { mtimeMs: number; size: number; source: ImageSource }>();
  return async (publicId) => {
    const stem = stemOf(publicId);
    for (const extension of sourceExtensions) {
      const file = path.join(root, `${stem}.${extension}`);
      try {
        const info = await stat(file);
        if (!info.isFile()) continue;
        const cached = known.get(file);
        if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size)
          return cached.source;
        const data = await readFile(file);
        const source: ImageSource = {
          data,
          type: extension === 'svg' ? 'svg' : 'raster',
          version: hashOf(data),
        };
        if (known.size >= MAX_KNOWN_SOURCES) known.delete(known.keys().next().value as string);
        known.set(file, { mtimeMs: info.mtimeMs, size: info.size, source });
        return source;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
    }
    return null;
  };
}

/** Write a generated SVG source where `fileSource(root)` finds it (atomic rename). */
export async function saveSvgSource(root: string, publicId: string, svg: string): Promise<void> {
  const file = path.join(root, `${stemOf(publicId)}.svg`);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, svg);
  await rename(temporary, file);
}
