import { type CheckoutOrder, checkoutOrder } from '#api/contract/checkout.ts';

/*
 * The order just placed, kept in this tab's session storage for the confirmation page (a
 * guest has no order history to read it from; a reload of the confirmation still shows
 * it). Nothing of the card but its brand and last four digits is in it.
 */

const KEY = 'cairn.lastOrder';

export function rememberOrder(order: CheckoutOrder): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Storage full or off: the confirmation then says there is no order to show.
  }
}

export function lastOrder(): CheckoutOrder | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (!stored) return null;
    const parsed = checkoutOrder.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
