import type { ReactNode } from 'react';
import { ToastProvider } from '#components/Toast/index.ts';
import type { SiteSettings } from './features.ts';

/**
 * The store's toasts, each staying as long as the site's settings say (spec §9 "dismiss
 * delay from config", STORE_SETTINGS `toastDismissDelay`); react-aria's queue times each
 * toast itself. Without settings (no root data), the kit's default.
 */
export function SiteToasts({
  settings,
  children,
}: {
  settings: Pick<SiteSettings, 'toastDismissDelay'> | undefined;
  children: ReactNode;
}) {
  return <ToastProvider dismissAfterMs={settings?.toastDismissDelay}>{children}</ToastProvider>;
}
