/*
 * The toast queue's settings, apart from the queue (toastQueue.ts loads react-aria): the
 * store reads the default where it parses its configuration, on the server too.
 */

/** Spec §9: "dismiss delay from config". The app passes its configured values. */
export interface ToastConfig {
  /** Default milliseconds a toast stays; hovering or focusing the region pauses it. */
  dismissAfterMs: number;
  /** Toasts shown at once; later ones wait their turn. */
  maxVisibleToasts: number;
}

export const defaultToastConfig: ToastConfig = { dismissAfterMs: 6000, maxVisibleToasts: 3 };
