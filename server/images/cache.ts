import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Rendered images by key: a byte-bounded in-memory LRU in front of a byte-bounded disk
 * folder (least recently used out), and one render per key at a time (concurrent requests
 * for the same image wait for the first).
 */
export interface RenderCache {
  get(key: string, extension: string, render: () => Promise<Buffer>): Promise<Buffer>;
  /** Bytes held in memory (tests, metrics). */
  readonly memoryBytes: number;
  /** Bytes of the files this cache knows on disk (tests, metrics). */
  readonly diskBytes: number;
  /** Resolves once the folder has been read at start (tests). */
  readonly ready: Promise<void>;
}

export interface RenderCacheOptions {
  /** Folder for rendered files; null keeps them in memory only. */
  directory: string | null;
  /** Memory budget in bytes. @default 64 MiB */
  maxMemoryBytes?: number;
  /** Larger renders skip the memory tier (they still go to disk). @default 4 MiB */
  maxEntryBytes?: number;
  /** Disk budget in bytes; the least recently used files go first. @default 256 MiB */
  maxDiskBytes?: number;
}

/** Left by a write that never finished (a crash); younger ones may be another's write. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

interface FoundFile {
  file: string;
  bytes: number;
  usedMs: number;
}

/** The files of a cache folder (`{dir}/{2 chars}/{key}.{ext}`), removing stale temporaries. */
async function scanFolder(directory: string): Promise<FoundFile[]> {
  const found: FoundFile[] = [];
  const fanOut = await readdir(directory, { withFileTypes: true }).catch(() => []);
  for (const folder of fanOut) {
    if (!folder.isDirectory()) continue;
    const folderPath = path.join(directory, folder.name);
    for (const name of await readdir(folderPath).catch(() => [])) {
      const file = path.join(folderPath, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) continue;
      if (name.endsWith('.tmp')) {
        if (Date.now() - info.mtimeMs > STALE_TEMPORARY_MS) {
          await rm(file, { force: true }).catch(() => undefined);
        }
        continue;
      }
      // Many mounts update atime lazily or never: the later of the two is the best guess.
      found.push({ file, bytes: info.size, usedMs: Math.max(info.atimeMs, info.mtimeMs) });
    }
  }
  return found.sort((a, b) => a.usedMs - b.usedMs);
}

export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const maxMemoryBytes = options.maxMemoryBytes ?? 64 * 1024 * 1024;
  const maxEntryBytes = options.maxEntryBytes ?? 4 * 1024 * 1024;
  const maxDiskBytes = options.maxDiskBytes ?? 256 * 1024 * 1024;
  const memory = new Map<string, Buffer>();
  const inFlight = new Map<string, Promise<Buffer>>();
  let memoryBytes = 0;
  /** Files on disk and their sizes, least recently used first (a Map keeps its order). */
  const onDisk = new Map<string, number>();
  let diskBytes = 0;

  function fileOf(key: string, extension: string): string | null {
    // Two-character fan-out keeps directories small.
    return options.directory
      ? path.join(options.directory, key.slice(0, 2), `${key}.${extension}`)
      : null;
  }

  function used(file: string, bytes: number) {
    const previous = onDisk.get(file);
    if (previous !== undefined) {
      onDisk.delete(file);
      diskBytes -= previous;
    }
    onDisk.set(file, bytes);
    diskBytes += bytes;
  }

  async function evict() {
    const victims: string[] = [];
    for (const [file, bytes] of onDisk) {
      if (diskBytes <= maxDiskBytes) break;
      onDisk.delete(file);
      diskBytes -= bytes;
      victims.push(file);
    }
    // Already gone (another instance sharing the folder evicted it) is as good as removed.
    await Promise.all(victims.map((file) => rm(file, { force: true }).catch(() => undefined)));
  }

  /**
   * Files left by earlier runs join the index behind those used since start, oldest first:
   * without it a restart would forget them, and they would stay forever.
   */
  async function scan(directory: string) {
    const found = await scanFolder(directory);
    const usedSinceStart = [...onDisk];
    onDisk.clear();
    diskBytes = 0;
    for (const { file, bytes } of found) used(file, bytes);
    for (const [file, bytes] of usedSinceStart) used(file, bytes);
    await evict();
  }
  // An unreadable folder only leaves earlier files out of the budget; renders go on.
  const ready = options.directory
    ? scan(options.directory).catch(() => undefined)
    : Promise.resolve();

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
    if (data.length > maxDiskBytes) return;
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
    await ready;
    used(file, data.length);
    await evict();
  }

  async function load(key: string, extension: string, render: () => Promise<Buffer>) {
    const file = fileOf(key, extension);
    const stored = file ? await fromDisk(file) : null;
    if (file && stored) {
      used(file, stored.length);
      return stored;
    }
    const data = await render();
    // A failed disk write only costs a re-render later.
    if (file) await toDisk(file, data).catch(() => undefined);
    return data;
  }

  return {
    get memoryBytes() {
      return memoryBytes;
    },
    get diskBytes() {
      return diskBytes;
    },
    ready,
    async get(key, extension, render) {
      const hit = memory.get(key);
      if (hit) {
        memory.delete(key);
        memory.set(key, hit);
        // The hottest images live in memory: their files must not look the coldest.
        const file = fileOf(key, extension);
        const bytes = file === null ? undefined : onDisk.get(file);
        if (file && bytes !== undefined) used(file, bytes);
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
