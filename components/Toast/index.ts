export {
  ToastProvider,
  type ToastProviderProps,
  ToastRegion,
  type ToastRegionProps,
  useToast,
} from './Toast.tsx';
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
