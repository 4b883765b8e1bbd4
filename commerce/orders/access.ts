/*
 * Who may read or change an order after checkout (spec §7 Consumer orders), shared by the
 * service (its order rows) and the MSW handlers (demo/orders): a member reads their own
 * orders, anyone changes an order with the email it was placed with, a guest looks one up
 * by number and email, a return label's PDF goes to whoever may change its order, and an
 * order has an invoice once its payment completed. Each rule
 * answers the order (`O`: the caller's record of it) or the refusal.
 */

export type AccessRefusal = {
  errorId: 'ORD409' | 'ORD400' | 'OHS4004' | 'RTN404';
  message: string;
  details?: undefined;
};

export type Access<O> = { ok: true; order: O } | { ok: false; refusal: AccessRefusal };

const mismatch = { errorId: 'ORD400', message: 'The email does not match the order' } as const;
const refused = (refusal: AccessRefusal) => ({ ok: false, refusal }) as const;

/** The caller's own order (`owned`); ORD409 for anyone else's, as for no such order. */
export function ownOrderAccess<O>(
  order: O | undefined,
  owned: (order: O) => boolean,
  orderNumber: string,
): Access<O> {
  if (order !== undefined && owned(order)) return { ok: true, order };
  return refused({ errorId: 'ORD409', message: `No order ${orderNumber}` });
}

/**
 * An order the caller may change: their own, or any whose email they give (ORD400 when it
 * does not match); ORD409 for no such order, or someone else's without an email.
 */
export function changeAccess<O extends { email: string }>(
  order: O | undefined,
  owned: (order: O) => boolean,
  email: string | undefined,
): Access<O> {
  if (order === undefined) return refused({ errorId: 'ORD409', message: 'No such order' });
  if (owned(order)) return { ok: true, order };
  if (email === undefined) return refused({ errorId: 'ORD409', message: 'No such order' });
  if (email.toLowerCase() !== order.email.toLowerCase()) return refused(mismatch);
  return { ok: true, order };
}

/**
 * Guest tracking: OHS4004 for no such order and for an email that is not its own, in the
 * same words — a number cannot be probed for whether it exists, then for its email.
 */
export function trackingAccess<O extends { email: string }>(
  order: O | undefined,
  orderNumber: string,
  email: string,
): Access<O> {
  if (order === undefined || order.email.toLowerCase() !== email.toLowerCase()) {
    return refused({ errorId: 'OHS4004', message: `No order ${orderNumber} for this email` });
  }
  return { ok: true, order };
}

/** ORD409 for an order whose payment has not completed (no invoice until then). */
export function invoiceRefusal(orderNumber: string, paid: boolean): AccessRefusal | null {
  if (paid) return null;
  const message = `Order ${orderNumber} has no invoice until its payment completes`;
  return { errorId: 'ORD409', message };
}
