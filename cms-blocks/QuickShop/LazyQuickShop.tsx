import { lazy, Suspense } from 'react';
import type { QuickShopProps } from './QuickShop.tsx';

const loadQuickShop = () => import('./QuickShop.tsx');
const QuickShopDialog = lazy(() =>
  loadQuickShop().then((module) => ({ default: module.QuickShop })),
);

/** Fetch the dialog's code ahead of a press (a pointer over, or focus on, its button). */
export const preloadQuickShop = () => void loadQuickShop();

/**
 * The quick shop dialog as the product blocks open it (Recommendation, Upsell): its code
 * (the dialog, pickers, quantity stepper) is fetched when a shopper first opens one, not
 * with every page that shows product cards. Mounted only while a product is chosen.
 */
export function LazyQuickShop(props: QuickShopProps) {
  return (
    <Suspense fallback={null}>
      <QuickShopDialog {...props} />
    </Suspense>
  );
}
