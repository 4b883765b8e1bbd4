import type { SiteLocale } from '#i18n/index.ts';

/** The detail page of one of the member's orders. */
export function orderPath(locale: SiteLocale, orderNumber: string): string {
  return `/${locale}/account/orders/${encodeURIComponent(orderNumber)}`;
}

/** The guest order lookup, with the order number filled in. */
export function orderStatusPath(locale: SiteLocale, orderNumber?: string): string {
  const query = orderNumber ? `?orderNumber=${encodeURIComponent(orderNumber)}` : '';
  return `/${locale}/order-status${query}`;
}
