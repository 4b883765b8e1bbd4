import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Rendered images by key: a byte-bounded in-memory LRU in front of a disk folder, and one
 * render per key at a time (concurrent requests for the same image wait for the first).
 */
export interface RenderCache {
  get(key: string, extension: string, render: () => Promise<Buffer>): Promise<Buffer>;
  /** Bytes held in memory (tests, metrics). */
  readonly memoryBytes: number;
}

export interface RenderCacheOptions {
  /** Folder for rendered files; null keeps them in memory only. */
  directory: string | null;
  /** Memory budget in bytes. @default 64 MiB */
  maxMemoryBytes?: number;
  /** Larger renders skip the memory tier (they still go to disk). @default 4 MiB */
  maxEntryBytes?: number;
}

export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const maxMemoryBytes = options.maxMemoryBytes ?? 64 * 1024 * 1024;
  const maxEntryBytes = options.maxEntryBytes ?? 4 * 1024 * 1024;
  const memory = new Map<string, Buffer>();
  const inFlight = new Map<string, Promise<Buffer>>();
  let memoryBytes = 0;

  function remember(key: string, data: Buffer) {
    if (data.length > maxEntryBytes) return;
    const previous = memory.get(key);
    if (previous) {
      memory.delete(key);
      memoryBytes -= previous.length;
    }
    memory.set(key, data);
    memoryBytes += data.length;
    for (const [oldKey, oldData] of memory) {
      if (memoryBytes <= maxMemoryBytes) break;
      memory.delete(oldKey);
      memoryBytes -= oldData.length;
    }
  }

  async function fromDisk(file: string): Promise<Buffer | null> {
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function toDisk(file: string, data: Buffer) {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  }

  async function load(key: string, extension: string, render: () => Promise<Buffer>) {
    // Two-character fan-out keeps directories small.
    const file = options.directory
      ? path.join(options.directory, key.slice(0, 2), `${key}.${extension}`)
      : null;
    const stored = file ? await fromDisk(file) : null;
    if (stored) return stored;
    const data = await render();
    // A failed disk write only costs a re-render later.
    if (file) await toDisk(file, data).catch(() => undefined);
    return data;
  }

  return {
    get memoryBytes() {
      return memoryBytes;
    },
    async get(key, extension, render) {
      const hit = memory.get(key);
      if (hit) {
        memory.delete(key);
        memory.set(key, hit);
        return hit;
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      const promise = load(key, extension, render)
        .then((data) => {
          remember(key, data);
          return data;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}
