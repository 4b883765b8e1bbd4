import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounceWithMaxWait } from './useStickyHeader.ts';

describe('debounceWithMaxWait', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once calls pause for the wait', () => {
    const run = vi.fn();
    const call = debounceWithMaxWait(run, 200, 500);
    call();
    vi.advanceTimersByTime(150);
    call();
    vi.advanceTimersByTime(150);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at least every max wait while calls go on', () => {
    const run = vi.fn();
    const call = debounceWithMaxWait(run, 200, 500);
    for (let elapsed = 0; elapsed < 1000; elapsed += 100) {
      call();
      vi.advanceTimersByTime(100);
    }
    expect(run).toHaveBeenCalledTimes(2);
  });
});
