import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useToast } from '#components/Toast/index.ts';
import { useCartData } from '#shopper/index.ts';
import { notificationText, siteMoveNotices } from './notifications.ts';

/** The pages that say it in their own notices (CartPage, CheckoutPage). */
const saidInPage = /\/(cart|checkout)\/?$/;

/**
 * The service moved the shopper's cart to this site (issue 46): only the answer that moved
 * it says so, and that is often the header's count on a product page, which shows no
 * notices. So the store says it once as a toast on any page but the cart and the checkout,
 * which show it above their lines.
 */
export function CartMoveToast() {
  const { t } = useTranslation('storefront');
  const toasts = useToast();
  const cart = useCartData();
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  const [moved] = cart ? siteMoveNotices(cart) : [];
  const key = moved && cart ? `${cart.id}:${cart.locale}` : null;
  useEffect(() => {
    if (!moved || !key || shown.current === key) return;
    shown.current = key;
    if (saidInPage.test(pathname)) return;
    toasts.add({ title: notificationText(t, moved), tone: 'info' });
  }, [key, moved, pathname, t, toasts]);
  return null;
}
