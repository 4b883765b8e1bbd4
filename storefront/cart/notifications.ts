import type { TFunction } from 'i18next';
import type { Cart } from '#api/contract/cart.ts';
import { SITE_MOVE_NOTIFICATION } from '#commerce/cart/siteMove.ts';

/**
 * A notification of the service in the site's words when the store has them (the cart
 * moved to this site: issue 46), else as the service worded it. The cart page and the
 * checkout show them alike.
 */
export function notificationText(
  t: TFunction<'storefront'>,
  notice: Cart['customerNotifications'][number],
): string {
  const currency = notice.details.currency;
  return t(`cart.notification.${notice.code}`, {
    defaultValue: notice.message,
    currency: typeof currency === 'string' ? currency : '',
  });
}

/** What the service said when it moved the cart to this site (commerce/cart/siteMove.ts). */
export const siteMoveNotices = (cart: Cart) =>
  cart.customerNotifications.filter((notice) => notice.code === SITE_MOVE_NOTIFICATION);

/** The service took away a shipping address this site does not ship to. */
export const addressNotShipped = (cart: Cart) =>
  cart.flash.some((flash) => flash.code === 'InvalidShippingAddress');
