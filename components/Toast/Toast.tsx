import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useState,
} from 'react';
import { createToastQueue, type ToastConfig, type Toasts } from './toastQueue.ts';

// The region's code (react-aria's toast and landmark modules) loads with the first toast:
// it renders nothing until then, and most pages never show one.
const ToastRegion = lazy(() =>
  import('./ToastRegion.tsx').then((module) => ({ default: module.ToastRegion })),
);

/** True from the first toast on (the region then stays, to let later ones in). */
function useToastsShown(toasts: Toasts): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    if (toasts.queue.visibleToasts.length > 0) {
      setShown(true);
      return;
    }
    return toasts.queue.subscribe(() => {
      if (toasts.queue.visibleToasts.length > 0) setShown(true);
    });
  }, [toasts, shown]);
  return shown;
}

const ToastContext = createContext<Toasts | null>(null);

export interface ToastProviderProps extends Partial<ToastConfig> {
  /**
   * The app's queue, when code outside React adds toasts too. Without it the provider
   * makes one from `dismissAfterMs` and `maxVisibleToasts`.
   */
  toasts?: Toasts;
  children: ReactNode;
}

/**
 * Mount once near the root: provides `useToast()` and renders the toast region. The
 * config props are read on the first render (one queue for the life of the app).
 */
export function ToastProvider({
  toasts,
  dismissAfterMs,
  maxVisibleToasts,
  children,
}: ToastProviderProps) {
  const [own] = useState(() => toasts ?? createToastQueue({ dismissAfterMs, maxVisibleToasts }));
  const value = toasts ?? own;
  const shown = useToastsShown(value);
  return (
    <ToastContext value={value}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ToastRegion toasts={value} />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}

/** The toast queue: `useToast().add({ title, description, tone }, { timeout })`. */
export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast needs a <ToastProvider> above it.');
  return toasts;
}
