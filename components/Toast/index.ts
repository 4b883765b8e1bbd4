export { ToastProvider, type ToastProviderProps, useToast } from './Toast.tsx';
// The region itself is not exported: ToastProvider renders it, loaded with the first toast.
export type { ToastRegionProps } from './ToastRegion.tsx';
export {
  createToastQueue,
  defaultToastConfig,
  type ToastConfig,
  type ToastMessage,
  type ToastOptions,
  type Toasts,
  type ToastTone,
  toastTones,
} from './toastQueue.ts';
