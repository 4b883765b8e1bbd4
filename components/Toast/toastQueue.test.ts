import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, defaultToastConfig } from './toastQueue.ts';

describe('createToastQueue', () => {
  it('applies the configured dismiss delay and the info tone by default', () => {
    const toasts = createToastQueue({ dismissAfterMs: 4000 });
    toasts.add({ title: 'Added to bag' });
    const [shown] = toasts.queue.visibleToasts;
    expect(shown?.content).toEqual({ title: 'Added to bag', tone: 'info' });
    expect(shown?.timeout).toBe(4000);
  });

  it('falls back to the default config', () => {
    const toasts = createToastQueue();
    expect(toasts.config).toEqual(defaultToastConfig);
    toasts.add({ title: 'Saved', tone: 'positive' });
    expect(toasts.queue.visibleToasts[0]?.timeout).toBe(defaultToastConfig.dismissAfterMs);
  });

  it('lets one toast override the delay, and 0 keeps it until closed', () => {
    const toasts = createToastQueue({ dismissAfterMs: 4000 });
    toasts.add({ title: 'Quick' }, { timeout: 500 });
    toasts.add({ title: 'Sticky', tone: 'critical' }, { timeout: 0 });
    const [sticky, quick] = toasts.queue.visibleToasts;
    expect(quick?.timeout).toBe(500);
    expect(sticky?.timeout).toBeUndefined();
    expect(sticky?.timer).toBeUndefined();
  });

  it('shows at most maxVisibleToasts, newest first, and promotes the waiting ones', () => {
    const toasts = createToastQueue({ maxVisibleToasts: 2 });
    const first = toasts.add({ title: 'One' });
    toasts.add({ title: 'Two' });
    toasts.add({ title: 'Three' });
    expect(toasts.queue.visibleToasts.map((t) => t.content.title)).toEqual(['Three', 'Two']);
    toasts.close(toasts.queue.visibleToasts[0]?.key ?? '');
    expect(toasts.queue.visibleToasts.map((t) => t.content.title)).toEqual(['Two', 'One']);
    toasts.close(first);
    expect(toasts.queue.visibleToasts.map((t) => t.content.title)).toEqual(['Two']);
  });

  it('calls onClose when closed and empties on clear', () => {
    const toasts = createToastQueue();
    const onClose = vi.fn();
    const key = toasts.add({ title: 'Bye' }, { onClose });
    toasts.add({ title: 'Other' });
    toasts.close(key);
    expect(onClose).toHaveBeenCalledTimes(1);
    toasts.clear();
    expect(toasts.queue.visibleToasts).toEqual([]);
  });
});
