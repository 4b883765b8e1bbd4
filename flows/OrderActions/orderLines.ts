import type { ConsumerOrder } from '#api/contract/orders.ts';

/* Which lines of an order the order dialogs offer: the order page shows their buttons by them. */

type OrderLine = ConsumerOrder['items'][number];

/** The lines a return label may still take units of. */
export function returnableLines(order: Pick<ConsumerOrder, 'items'>): OrderLine[] {
  return order.items.filter((item) => item.returnable && item.returnableQty > 0);
}

/** The lines a claim may name: what was delivered as goods (no gift card, no free gift). */
export function claimableLines(order: Pick<ConsumerOrder, 'items'>): OrderLine[] {
  return order.items.filter((item) => !item.isDigitalProduct && item.price.current > 0);
}
