import type { OrderStatus, ReturnStatus } from '#api/contract/orders.ts';

/*
 * What a shopper may change of an order after checkout (spec §7 Consumer orders), shared by
 * the service (server/orders/) and the MSW handlers (demo/orders): cancel it before its
 * parcels leave, and return delivered units on a label that is valid for RETURN_LABEL_DAYS.
 * A label only says a parcel is coming: the order stays DELIVERED, its label awaiting the
 * parcel, until the warehouse records the parcel as received; it is RETURNED once every
 * returnable unit is back. An order of which only some units came back (the shopper kept
 * the rest) stays DELIVERED: its returns say which came back (the contract has no
 * "partly returned" status, and DELIVERED is what the shopper still holds).
 */

/** A return label must be used within this many days. */
export const RETURN_LABEL_DAYS = 30;

/**
 * Days after delivery the delivered mail invites returns for. Not enforced yet: a label is
 * made for any delivered unit (the store has no refusal for a late return).
 */
export const RETURN_WINDOW_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Not yet shipped, nor cancelled: the shopper may cancel it. */
export function isCancellable(status: OrderStatus): boolean {
  return status === 'CREATED' || status === 'PROCESSING';
}

export type CancelRefusal = { errorId: 'ORD410'; message: string; details?: undefined };

/** ORD410 for an order that is cancelled already or has shipped. */
export function cancelRefusal(status: OrderStatus): CancelRefusal | null {
  if (isCancellable(status)) return null;
  const message =
    status === 'CANCELLED' ? 'The order is cancelled already' : 'The order has shipped';
  return { errorId: 'ORD410', message };
}

/** What the return rules read of an order line. */
export interface ReturnableLine {
  qty: number;
  /** Units already on a return label. */
  returned: number;
  /** Physical goods the shopper paid for (not a gift card, not a gift with purchase). */
  returnableKind: boolean;
}

/** Units of a line a return label may still take: delivered, not cancelled, not returned. */
export function returnableUnits(
  line: ReturnableLine,
  order: { delivered: boolean; cancelled: boolean },
): number {
  if (!order.delivered || order.cancelled || !line.returnableKind) return 0;
  return Math.max(0, line.qty - line.returned);
}

export type ReturnRefusal = {
  errorId: 'RTN409';
  message: string;
  details: { itemId: string; returnableQty: number };
};

/**
 * The units asked of each line (a line's entries counted together), or RTN409 for the first
 * line that is not the order's (`leftOf` answers null) or asked for more than it has left.
 */
export function returnRequest(
  items: readonly { itemId: string; qty: number }[],
  leftOf: (itemId: string) => number | null,
): { ok: true; asked: Map<string, number> } | { ok: false; refusal: ReturnRefusal } {
  const asked = new Map<string, number>();
  for (const item of items) asked.set(item.itemId, (asked.get(item.itemId) ?? 0) + item.qty);
  for (const [itemId, qty] of asked) {
    const found = leftOf(itemId);
    const left = found ?? 0;
    if (qty <= left) continue;
    const message =
      found === null
        ? 'The line is not the order’s'
        : `Only ${left} unit(s) of this line can be returned`;
    return {
      ok: false,
      refusal: { errorId: 'RTN409', message, details: { itemId, returnableQty: left } },
    };
  }
  return { ok: true, asked };
}

/** What the rules read of a return: its units of each line, and whether it came back. */
export interface ReturnUnits {
  items: readonly { itemId: string; qty: number }[];
  /** The warehouse recorded the parcel as received. */
  received: boolean;
}

/** Units of each line on the given returns. */
export function unitsByLine(returns: readonly Pick<ReturnUnits, 'items'>[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const made of returns) {
    for (const item of made.items) units.set(item.itemId, (units.get(item.itemId) ?? 0) + item.qty);
  }
  return units;
}

/** A return's state as the order shows it: awaiting its parcel until the warehouse has it. */
export function returnStatus(made: Pick<ReturnUnits, 'received'>): ReturnStatus {
  return made.received ? 'RECEIVED' : 'AWAITING_PARCEL';
}

/**
 * Whether every returnable unit of the order came back on a received return (the order
 * becomes RETURNED); units only on a label do not count.
 */
export function allUnitsReceived(
  lines: readonly (Pick<ReturnableLine, 'qty' | 'returnableKind'> & { itemId: string })[],
  returns: readonly ReturnUnits[],
): boolean {
  const back = unitsByLine(returns.filter((made) => made.received));
  const returnable = lines.filter((line) => line.returnableKind);
  return (
    returnable.length > 0 && returnable.every((line) => (back.get(line.itemId) ?? 0) >= line.qty)
  );
}

/** The last moment a return label made at `createdAt` may be used. */
export function returnSendBy(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RETURN_LABEL_DAYS * DAY_MS);
}

/** The last day the delivered mail invites returns for (RETURN_WINDOW_DAYS after delivery). */
export function returnWindowEnds(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** The storefront page of a return label. */
export function returnLabelPath(locale: string, returnId: string): string {
  return `/${locale}/returns/${returnId}`;
}
