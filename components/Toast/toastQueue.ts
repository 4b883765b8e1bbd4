import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { defaultToastConfig, type ToastConfig } from './toastConfig.ts';

export const toastTones = ['info', 'positive', 'caution', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

/** What a toast shows. Text arrives translated: flows pass `t('common:somethingWentWrong')`. */
export interface ToastMessage {
  title: string;
  description?: string;
  /** @default 'info' */
  tone?: ToastTone;
}

export interface ToastOptions {
  /**
   * Milliseconds until the toast closes by itself; `0` keeps it until the shopper closes it.
   * @default the queue's `dismissAfterMs`
   */
  timeout?: number;
  /** Called when the toast closes, by the shopper or by its timeout. */
  onClose?: () => void;
}

export { defaultToastConfig, type ToastConfig } from './toastConfig.ts';

export type QueuedMessage = Required<Pick<ToastMessage, 'tone'>> & ToastMessage;

/**
 * The toast queue flows and blocks call: `toasts.add({ title, tone }, { timeout })`.
 * A thin layer over react-aria's queue that applies the configured dismiss delay.
 */
export interface Toasts {
  /** Shows a toast (or queues it behind the visible ones); returns its key. */
  add(message: ToastMessage, options?: ToastOptions): string;
  /** Closes one toast. */
  close(key: string): void;
  /** Closes every toast, visible or waiting. */
  clear(): void;
  readonly config: ToastConfig;
  /** react-aria's queue, for the region. */
  readonly queue: ToastQueue<QueuedMessage>;
}

export function createToastQueue(config: Partial<ToastConfig> = {}): Toasts {
  const resolved: ToastConfig = { ...defaultToastConfig, ...config };
  const queue = new ToastQueue<QueuedMessage>({ maxVisibleToasts: resolved.maxVisibleToasts });
  return {
    config: resolved,
    queue,
    add(message, options = {}) {
      const timeout = options.timeout ?? resolved.dismissAfterMs;
      return queue.add(
        { ...message, tone: message.tone ?? 'info' },
        // react-aria reads a missing (or zero) timeout as "until closed".
        { onClose: options.onClose, timeout: timeout > 0 ? timeout : undefined },
      );
    },
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
  };
}
