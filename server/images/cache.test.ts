import { mkdtemp, readdir, rm } from 'node:fs/promises';
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
});
