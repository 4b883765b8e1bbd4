import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRenderCache } from './cache.ts';

const folders: string[] = [];
async function folder() {
  const dir = await mkdtemp(path.join(tmpdir(), 'cairn-render-cache-'));
  folders.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the render cache', () => {
  it('renders a key once, also for concurrent requests', async () => {
    const cache = createRenderCache({ directory: null });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return Buffer.from('pixels');
    };
    const results = await Promise.all([1, 2, 3].map(() => cache.get('abc', 'png', render)));
    expect(results.map(String)).toEqual(['pixels', 'pixels', 'pixels']);
    await cache.get('abc', 'png', render);
    expect(renders).toBe(1);
  });

  it('keeps memory within its budget, evicting the least recently used', async () => {
    const cache = createRenderCache({ directory: null, maxMemoryBytes: 10 });
    let renders = 0;
    const render = (fill: string) => async () => {
      renders += 1;
      return Buffer.from(fill.repeat(4));
    };
    await cache.get('a', 'png', render('a'));
    await cache.get('b', 'png', render('b'));
    await cache.get('a', 'png', render('a')); // a is now the most recent
    await cache.get('c', 'png', render('c')); // evicts b
    expect(cache.memoryBytes).toBeLessThanOrEqual(10);
    expect(renders).toBe(3);
    await cache.get('a', 'png', render('a'));
    expect(renders).toBe(3);
    await cache.get('b', 'png', render('b'));
    expect(renders).toBe(4);
  });

  it('writes renders to disk and a new cache (another process) reuses them', async () => {
    const directory = await folder();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return Buffer.from('on disk');
    };
    await createRenderCache({ directory }).get('ffee01', 'webp', render);
    const again = await createRenderCache({ directory }).get('ffee01', 'webp', render);
    expect(String(again)).toBe('on disk');
    expect(renders).toBe(1);
    expect(await readdir(path.join(directory, 'ff'))).toEqual(['ffee01.webp']);
  });

  it('does not keep a failed render', async () => {
    const cache = createRenderCache({ directory: null });
    await expect(
      cache.get('x', 'png', async () => Promise.reject(new Error('broken'))),
    ).rejects.toThrow('broken');
    expect(String(await cache.get('x', 'png', async () => Buffer.from('fixed')))).toBe('fixed');
  });

  it('keeps the disk within its budget, evicting the least recently used file', async () => {
    const directory = await folder();
    // No memory tier: every hit is a read of the disk.
    const cache = createRenderCache({ directory, maxMemoryBytes: 0, maxDiskBytes: 10 });
    let renders = 0;
    const render = (fill: string) => async () => {
      renders += 1;
      return Buffer.from(fill.repeat(4));
    };
    await cache.get('aa01', 'png', render('a'));
    await cache.get('bb01', 'png', render('b'));
    await cache.get('aa01', 'png', render('a')); // read from disk: a is now the most recent
    await cache.get('cc01', 'png', render('c')); // 12 bytes: b goes
    expect(renders).toBe(3);
    expect(cache.diskBytes).toBe(8);
    expect((await readdir(directory, { recursive: true })).filter((f) => f.includes('.'))).toEqual(
      expect.arrayContaining(['aa/aa01.png', 'cc/cc01.png']),
    );
    expect(await readdir(path.join(directory, 'bb'))).toEqual([]);
    await cache.get('bb01', 'png', render('b'));
    expect(renders).toBe(4);
  });

  it('counts a hit in memory as a use of the file', async () => {
    const directory = await folder();
    const cache = createRenderCache({ directory, maxDiskBytes: 10 });
    const render = (fill: string) => async () => Buffer.from(fill.repeat(4));
    await cache.get('aa02', 'png', render('a'));
    await cache.get('bb02', 'png', render('b'));
    await cache.get('aa02', 'png', render('a')); // from memory
    await cache.get('cc02', 'png', render('c'));
    expect(await readdir(path.join(directory, 'aa'))).toEqual(['aa02.png']);
    expect(await readdir(path.join(directory, 'bb'))).toEqual([]);
  });

  it('finds the files of earlier runs at start and evicts the oldest first', async () => {
    const directory = await folder();
    const hour = 60 * 60;
    const now = Date.now() / 1000;
    const files = [
      ['11', '11old.webp', 3 * hour],
      ['22', '22mid.webp', 2 * hour],
      ['33', '33new.webp', 1 * hour],
      ['44', '44crashed.webp.1.2.tmp', 2 * hour],
    ] as const;
    for (const [fan, name, age] of files) {
      await mkdir(path.join(directory, fan), { recursive: true });
      await writeFile(path.join(directory, fan, name), 'abcd');
      await utimes(path.join(directory, fan, name), now - age, now - age);
    }
    const cache = createRenderCache({ directory, maxDiskBytes: 10 });
    await cache.ready;
    // 12 bytes found: the oldest goes at once; the crashed write's leftover too.
    expect(cache.diskBytes).toBe(8);
    expect(await readdir(path.join(directory, '11'))).toEqual([]);
    expect(await readdir(path.join(directory, '44'))).toEqual([]);
    await cache.get('55new', 'webp', async () => Buffer.from('efgh'));
    expect(await readdir(path.join(directory, '22'))).toEqual([]);
    expect(await readdir(path.join(directory, '33'))).toEqual(['33new.webp']);
  });
});
