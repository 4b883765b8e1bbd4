import { describe, expect, it, vi } from 'vitest';
import { guardedReload, RELOAD_GUARD_MS } from './reloadGuard.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('guardedReload', () => {
  it('reloads once, then not again within the guard, then again after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(guardedReload(reload, 1_000_000, storage)).toBe(true);
    expect(guardedReload(reload, 1_000_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(guardedReload(reload, 1_000_000 + RELOAD_GUARD_MS, storage)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads when the storage refuses, and when the clock went back', () => {
    const reload = vi.fn();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(guardedReload(reload, 5, refusing)).toBe(true);
    const storage = memoryStorage();
    guardedReload(reload, 50_000, storage);
    expect(guardedReload(reload, 10_000, storage)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});
