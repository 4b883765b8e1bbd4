import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { SiteLocale } from '#api/contract/common.ts';
import type { ConsumerOrder, ReturnLabel, returnReasons } from '#api/contract/orders.ts';
import { moneyFormat } from '#commerce/cart/money.ts';
import {
  type Access,
  changeAccess,
  invoiceRefusal,
  ownOrderAccess,
  trackingAccess,
} from '#commerce/orders/access.ts';
import {
  allUnitsReceived,
  cancelRefusal,
  RETURN_WINDOW_DAYS,
  returnLabelPath,
  returnRequest,
  returnSendBy,
  returnWindowEnds,
} from '#commerce/orders/changes.ts';
import { pointsEarned } from '../checkout/orders.ts';
import { release } from '../checkout/reservations.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { isConnectionLoss } from '../db/errors.ts';
import { carts } from '../db/schema/cart.ts';
import { giftCards, orders } from '../db/schema/checkout.ts';
import { consumers } from '../db/schema/consumer.ts';
import { orderReturns, type ReturnedUnits } from '../db/schema/orders.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError, assertAllowed, refusalError } from '../http/errors.ts';
import { loggableError } from '../http/logger.ts';
import { newId, type Owner, owns } from '../wishlists/owner.ts';
import { brandNameOfLines } from './brand.ts';
import { orderPageUrl } from './links.ts';
import { regionOf, returnsAddress, trackingUrlOf } from './regions.ts';
import {
  consumerOrderOf,
  type OrderRow,
  orderStatusOf,
  orderSummaryOf,
  returnableKind,
  returnableQty,
  returnedUnits,
  returnUnitsOf,
  shippedFrom,
} from './view.ts';

/*
 * A shopper's orders after checkout (spec §7 Consumer orders): the history, one order,
 * guest tracking, cancelling before the parcels leave, return labels once delivered, and
 * the warehouse's records (shipped, delivered, a return received) with their mails. Every
 * change locks the order's row first, in a statement of its own, and decides on what it
 * reads after: two cancels, two returns of the same units, or a record made twice, apply
 * one after the other (the second finds the first's work done and mails nothing).
 */

/** Payment types whose money a provider took (the others are given back by `release`). */
const providerPaid = ['CREDIT_CARD', 'PAYPAL', 'KLARNA', 'ATHLETES_PAYMENT'];

const minor = (major: number) => Math.round(major * 100);

async function readOrder(db: Executor, orderNumber: string, lock: boolean) {
  const query = db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  const [row] = lock ? await query.for('update') : await query;
  // A failed placement gave everything back: it is no order to the shopper.
  return row && row.status !== 'failed' ? row : undefined;
}

function returnsOf(db: Executor, orderNumber: string) {
  return db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderNumber, orderNumber))
    .orderBy(asc(orderReturns.createdAt));
}

/** The order an access rule of commerce/orders/access.ts lets through, else its refusal. */
function allowed<O>(access: Access<O>): O {
  if (!access.ok) throw refusalError(access.refusal);
  return access.order;
}

/**
 * The order a caller may change: their own, or any whose email they give (ORD400 when it
 * does not match); ORD409 for no such order, or someone else's without an email.
 */
function changeableOrder(row: OrderRow | undefined, owner: Owner, email: string | undefined) {
  return allowed(changeAccess(row, (found) => owns(owner, found), email));
}

/** `%`, `_` and `\\` taken literally in an ILIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Orders whose number starts with `query` or with a line whose name (in the order's
 * language, as it was bought) contains it, case aside.
 */
function matching(query: string) {
  const text = likeLiteral(query);
  return sql`(${orders.orderNumber} ilike ${`${text}%`} or exists (
    select 1 from jsonb_array_elements(${orders.view}->'items') as item
    where item->>'name' ilike ${`%${text}%`}))`;
}

/** The consumer's orders, newest first, and how many there are (those matching `query`). */
export async function purchaseHistory(
  db: Executor,
  consumerId: string,
  page: { start: number; count: number; query?: string | undefined },
) {
  const mine = and(
    eq(orders.consumerId, consumerId),
    ne(orders.status, 'failed'),
    page.query ? matching(page.query) : undefined,
  );
  const rows = await db
    .select()
    .from(orders)
    .where(mine)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(page.count)
    .offset(page.start);
  const [total] = await db.select({ total: count() }).from(orders).where(mine);
  return { orders: rows.map(orderSummaryOf), total: total?.total ?? 0 };
}

/** One of the owner's orders (ORD409 for anyone else's). */
export async function purchase(
  db: Executor,
  owner: Owner,
  orderNumber: string,
): Promise<ConsumerOrder> {
  const row = allowed(
    ownOrderAccess(
      await readOrder(db, orderNumber, false),
      (found) => owns(owner, found),
      orderNumber,
    ),
  );
  return consumerOrderOf(row, await returnsOf(db, orderNumber));
}

/**
 * An order with an invoice: placed (not waiting for its payment) and, when an owner is
 * given, theirs (ORD409 otherwise, as for an unknown order).
 */
export async function invoicedOrder(
  db: Executor,
  owner: Owner | undefined,
  orderNumber: string,
): Promise<ConsumerOrder> {
  return (await brandedInvoice(db, owner, orderNumber)).order;
}

/** `invoicedOrder`, and the display name of its brand (./brand.ts) the invoice is made out by. */
export async function brandedInvoice(
  db: Executor,
  owner: Owner | undefined,
  orderNumber: string,
): Promise<{ order: ConsumerOrder; brand: string }> {
  const row = allowed(
    ownOrderAccess(
      await readOrder(db, orderNumber, false),
      (found) => !owner || owns(owner, found),
      orderNumber,
    ),
  );
  assertAllowed(invoiceRefusal(orderNumber, row.status === 'placed'));
  const order = consumerOrderOf(row, await returnsOf(db, orderNumber));
  return { order, brand: await orderBrandName(db, row) };
}

/** Guest tracking: OHS4004 for no such order or an email not its own (commerce/orders). */
export async function trackedOrder(
  db: Executor,
  orderNumber: string,
  email: string,
): Promise<ConsumerOrder> {
  const row = allowed(trackingAccess(await readOrder(db, orderNumber, false), orderNumber, email));
  return consumerOrderOf(row, await returnsOf(db, orderNumber));
}

function itemLines(row: OrderRow, items = row.view.items): string {
  const money = moneyFormat(row.locale, row.view.currency);
  return items
    .map(
      (item) =>
        `${item.qty} × ${item.name}${item.attributes.length ? ` (${item.attributes.map((a) => a.value).join(', ')})` : ''}  ${money.format(item.price.priceAfterOrderDiscount)}`,
    )
    .join('\n');
}

/** The order's page in a mail (links.ts). */
function orderLink(deps: AppDeps, row: OrderRow): string {
  return orderPageUrl(deps.config.publicUrl, row);
}

/** The display name of the order's brand (./brand.ts): its mails are signed with it. */
export function orderBrandName(db: Executor, row: Pick<OrderRow, 'view'>): Promise<string> {
  return brandNameOfLines(db, row.view.items);
}

/** A day in the words of the order's site. */
function mailDay(row: OrderRow, day: Date): string {
  return new Intl.DateTimeFormat(row.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/**
 * Cancel an order that has not shipped, in the caller's transaction: what it took (stock,
 * gift card balances, points, coupons) comes back by the checkout's own `release`, the
 * points it earned go, gift cards it bought stop working (ORD410 once one was used), the
 * provider's payment is recorded as due back, and the shopper is mailed.
 */
export async function cancelOrder(
  tx: Transaction,
  deps: AppDeps,
  owner: Owner,
  input: { orderNumber: string; email?: string | undefined; reasonCode: string },
): Promise<{ orderNumber: string; status: 'CANCELLED' }> {
  const row = changeableOrder(await readOrder(tx, input.orderNumber, true), owner, input.email);
  assertAllowed(cancelRefusal(orderStatusOf(row)));
  const now = deps.now();
  const placed = row.status === 'placed';

  // Gift cards bought in it: blocked, unless spending one already made it the recipient's.
  const cards = await tx
    .select()
    .from(giftCards)
    .where(eq(giftCards.orderNumber, row.orderNumber))
    .for('update');
  const issued = new Map(row.view.items.map((item) => [item.id, minor(item.price.original)]));
  if (cards.some((card) => card.balance < (issued.get(card.orderItemId ?? '') ?? 0))) {
    throw new ApiError('ORD410', 'A gift card of this order has been used');
  }
  if (cards.length > 0) {
    await tx
      .update(giftCards)
      .set({ status: 'blocked' })
      .where(eq(giftCards.orderNumber, row.orderNumber));
  }

  await release(tx, row.reservations, row.consumerId);
  const earned = placed && row.consumerId ? pointsEarned(row.view) : 0;
  if (earned > 0 && row.consumerId) {
    await tx
      .update(consumers)
      .set({ loyaltyPoints: sql`greatest(${consumers.loyaltyPoints} - ${earned}, 0)` })
      .where(and(eq(consumers.id, row.consumerId), eq(consumers.isLoyaltyMember, true)));
  }
  // A card still waiting for 3-D Secure was never charged; its cart is done all the same
  // (placing it again would answer this order).
  const refundDue = placed
    ? row.view.paymentMethod
        .filter((instrument) => providerPaid.includes(instrument.type))
        .reduce((sum, instrument) => sum + minor(instrument.amount), 0)
    : 0;
  if (!placed) {
    await tx.update(carts).set({ status: 'ordered' }).where(eq(carts.id, row.cartId));
  }
  await tx
    .update(orders)
    .set({ cancelledAt: now, cancelReason: input.reasonCode, refundDue })
    .where(eq(orders.orderNumber, row.orderNumber));

  const money = moneyFormat(row.locale, row.view.currency);
  await deps.mailer.send(tx, {
    to: row.email,
    template: 'orderCancellation',
    locale: row.locale as SiteLocale,
    data: {
      orderNumber: row.orderNumber,
      firstName: row.view.billingAddress?.firstName ?? '',
      lines: itemLines(row),
      refund: refundDue > 0 ? money.format(refundDue / 100) : '',
      link: orderLink(deps, row),
      brand: await orderBrandName(tx, row),
    },
  });
  return { orderNumber: row.orderNumber, status: 'CANCELLED' };
}

type ReturnReason = (typeof returnReasons)[number];

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A code a shopper reads out to customer care (`RMA-…`, `WRC-…`): no 0/O or 1/I to confuse. */
export function newReference(prefix: string): string {
  return `${prefix}-${Array.from({ length: 10 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;
}

/**
 * A return label for delivered units of an order (RTN409 for a line that is not the
 * order's, not returnable, or asked for more units than it has left, the same line's
 * entries counted together). The order stays DELIVERED: the label awaits its parcel
 * (`receiveReturn`).
 */
export async function createReturn(
  tx: Transaction,
  deps: AppDeps,
  owner: Owner,
  input: {
    orderNumber: string;
    email?: string | undefined;
    items: { itemId: string; qty: number; reasonCode: ReturnReason }[];
  },
): Promise<{ returnId: string; labelUrl: string }> {
  const row = changeableOrder(await readOrder(tx, input.orderNumber, true), owner, input.email);
  const returned = returnedUnits(await returnsOf(tx, row.orderNumber));

  const request = returnRequest(input.items, (itemId) => {
    const line = row.view.items.find((item) => item.id === itemId);
    return line ? returnableQty(row, line, returned) : null;
  });
  if (!request.ok) throw refusalError(request.refusal);
  const entries = new Map<string, ReturnedUnits>();
  for (const item of input.items) {
    const key = `${item.itemId}|${item.reasonCode}`;
    const entry = entries.get(key) ?? { itemId: item.itemId, qty: 0, reasonCode: item.reasonCode };
    entry.qty += item.qty;
    entries.set(key, entry);
  }

  const now = deps.now();
  const id = newId();
  const rmaCode = newReference('RMA');
  const items = [...entries.values()];
  await tx
    .insert(orderReturns)
    .values({ id, orderNumber: row.orderNumber, items, rmaCode, createdAt: now });

  const path = returnLabelPath(row.locale, id);
  const names = new Map(row.view.items.map((item) => [item.id, item]));
  await deps.mailer.send(tx, {
    to: row.email,
    template: 'returnLabel',
    locale: row.locale as SiteLocale,
    data: {
      orderNumber: row.orderNumber,
      firstName: row.view.billingAddress?.firstName ?? '',
      rmaCode,
      carrier: regionOf(row.locale).carrier.name,
      sendBy: mailDay(row, returnSendBy(now)),
      lines: items
        .map((entry) => `${entry.qty} × ${names.get(entry.itemId)?.name ?? entry.itemId}`)
        .join('\n'),
      link: `${deps.config.publicUrl}${path}`,
      brand: await orderBrandName(tx, row),
    },
  });
  return { returnId: id, labelUrl: path };
}

/**
 * Spec §8 RTN500 (return creation error): what a `createReturn` that failed for a reason
 * that is not the request's answers: the label's mail could not be queued, the database
 * failed or went away (then with Retry-After). The transaction rolled back, so no return
 * was recorded and the shopper may simply try again. Its refusals (RTN409, ORD409,
 * ORD400 …) pass as they are.
 */
export function returnCreationError(error: unknown, log: Logger): ApiError {
  if (error instanceof ApiError) return error;
  const lost = isConnectionLoss(error);
  if (lost) log.warn({ err: loggableError(error) }, 'return not created: database unavailable');
  else log.error({ err: loggableError(error) }, 'return not created');
  return new ApiError('RTN500', 'The return could not be created; nothing was recorded', {
    cause: error,
    ...(lost ? { headers: { 'Retry-After': '1' } } : {}),
  });
}

/**
 * A return's printable label (RTN404 for an unknown id), addressed to the returns desk of the
 * order's brand; `brand` its display name (for the PDF).
 */
export async function brandedReturnLabel(
  db: Executor,
  returnId: string,
): Promise<{ label: ReturnLabel; brand: string }> {
  const [found] = await db
    .select({ label: orderReturns, order: orders })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.orderNumber, orderReturns.orderNumber))
    .where(eq(orderReturns.id, returnId));
  if (!found) throw new ApiError('RTN404', 'No return label with this id');
  const { label, order } = found;
  const region = regionOf(order.locale);
  const brand = await orderBrandName(db, order);
  const lines = new Map(order.view.items.map((item) => [item.id, item]));
  const from = shippedFrom(order.view);
  if (!from) throw new Error(`Order ${order.orderNumber} has no address to return from`);
  const printable: ReturnLabel = {
    returnId: label.id,
    orderNumber: order.orderNumber,
    locale: order.locale as SiteLocale,
    createdAt: label.createdAt.toISOString(),
    rmaCode: label.rmaCode,
    carrier: region.carrier.name,
    from,
    to: returnsAddress(order.locale, brand),
    items: label.items.map((entry) => {
      const line = lines.get(entry.itemId);
      return {
        itemId: entry.itemId,
        name: line?.name ?? entry.itemId,
        attributes: (line?.attributes ?? []).map((attribute) => attribute.value).join(' / '),
        qty: entry.qty,
        reasonCode: entry.reasonCode as ReturnReason,
      };
    }),
    sendBy: returnSendBy(label.createdAt).toISOString(),
  };
  return { label: printable, brand };
}

/** A return's printable label (RTN404 for an unknown id): `brandedReturnLabel`'s. */
export async function returnLabelOf(db: Executor, returnId: string): Promise<ReturnLabel> {
  return (await brandedReturnLabel(db, returnId)).label;
}

/**
 * A return label's PDF, asked for by whoever may change its order: the caller's own, or
 * any with the email it was placed with (ORD400 when it does not match); RTN404 for no
 * such return, or someone else's without an email.
 */
export async function downloadableReturn(db: Executor, returnId: string): Promise<void> {
  const [found] = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(eq(orderReturns.id, returnId));
  if (!found) throw new ApiError('RTN404', `No return ${returnId}`);
}

/**
 * A warehouse's record, for the development aid: a return's parcel received (RTN404 for an
 * unknown return), the shopper mailed that the refund is on its way, and the order RETURNED
 * once every returnable unit is back. Recording it again changes nothing and mails nothing.
 */
export async function receiveReturn(tx: Transaction, deps: AppDeps, returnId: string) {
  const [label] = await tx
    .select({ orderNumber: orderReturns.orderNumber })
    .from(orderReturns)
    .where(eq(orderReturns.id, returnId));
  const row = label && (await readOrder(tx, label.orderNumber, true));
  if (!row) throw new ApiError('RTN404', 'No return label with this id');
  // Read after the order's lock: a receipt of the same parcel at once waits for this one.
  const returns = await returnsOf(tx, row.orderNumber);
  const made = returns.find((candidate) => candidate.id === returnId);
  if (!made) throw new ApiError('RTN404', 'No return label with this id');
  const answer = (receivedAt: Date, returnedAt: Date | null) => ({
    returnId,
    orderNumber: row.orderNumber,
    rmaCode: made.rmaCode,
    receivedAt: receivedAt.toISOString(),
    orderStatus: orderStatusOf({ ...row, returnedAt }),
  });
  if (made.receivedAt) return answer(made.receivedAt, row.returnedAt);

  const now = deps.now();
  await tx.update(orderReturns).set({ receivedAt: now }).where(eq(orderReturns.id, returnId));
  const received = returns.map((candidate) =>
    candidate.id === returnId ? { ...candidate, receivedAt: now } : candidate,
  );
  const lines = row.view.items.map((item) => ({
    itemId: item.id,
    qty: item.qty,
    returnableKind: returnableKind(item),
  }));
  const returnedAt =
    row.returnedAt ?? (allUnitsReceived(lines, received.map(returnUnitsOf)) ? now : null);
  if (returnedAt && !row.returnedAt) {
    await tx.update(orders).set({ returnedAt }).where(eq(orders.orderNumber, row.orderNumber));
  }

  const names = new Map(row.view.items.map((item) => [item.id, item.name]));
  await deps.mailer.send(tx, {
    to: row.email,
    template: 'returnReceived',
    locale: row.locale as SiteLocale,
    data: {
      orderNumber: row.orderNumber,
      firstName: row.view.billingAddress?.firstName ?? '',
      rmaCode: made.rmaCode,
      lines: made.items
        .map((entry) => `${entry.qty} × ${names.get(entry.itemId) ?? entry.itemId}`)
        .join('\n'),
      link: orderLink(deps, row),
      brand: await orderBrandName(tx, row),
    },
  });
  return answer(now, returnedAt);
}

/**
 * The mails of a warehouse's record, once each: shipped (the carrier, the tracking number
 * and its link) when the parcels leave, delivered (how to return, until when) when they
 * arrive. An order delivered before it was recorded as shipped gets the delivered mail
 * alone: a tracking link for a parcel in the shopper's hands is noise. Orders of e-gift
 * cards alone have no parcel (their cards were mailed when placed) and get neither.
 */
async function fulfilmentMail(
  tx: Transaction,
  deps: AppDeps,
  row: OrderRow,
  record:
    | { kind: 'shipped'; carrier: string; trackingNumber: string; trackingUrl: string }
    | { kind: 'delivered'; deliveredAt: Date },
) {
  const parcel = row.view.items.filter((item) => !item.isDigitalProduct);
  if (parcel.length === 0) return;
  const common = {
    orderNumber: row.orderNumber,
    firstName: row.view.billingAddress?.firstName ?? '',
    lines: itemLines(row, parcel),
    link: orderLink(deps, row),
    brand: await orderBrandName(tx, row),
  };
  const locale = row.locale as SiteLocale;
  if (record.kind === 'shipped') {
    const { carrier, trackingNumber, trackingUrl } = record;
    await deps.mailer.send(tx, {
      to: row.email,
      template: 'orderShipped',
      locale,
      data: { ...common, carrier, trackingNumber, trackingUrl },
    });
    return;
  }
  await deps.mailer.send(tx, {
    to: row.email,
    template: 'orderDelivered',
    locale,
    data: {
      ...common,
      returnBy: mailDay(row, returnWindowEnds(record.deliveredAt)),
      returnDays: String(RETURN_WINDOW_DAYS),
      howTo: `${deps.config.publicUrl}/${row.locale}/help/returns/how-to-return`,
    },
  });
}

/**
 * A warehouse's record, for the development aid: shipped (a carrier and a tracking number
 * drawn for the order's site) or delivered (shipped first when it was not), each mailed
 * to the order's email the first time it is recorded (`fulfilmentMail`).
 */
export async function fulfilOrder(
  tx: Transaction,
  deps: AppDeps,
  orderNumber: string,
  status: 'SHIPPED' | 'DELIVERED',
) {
  const now = deps.now();
  const row = await readOrder(tx, orderNumber, true);
  if (!row) throw new ApiError('ORD409', `No order ${orderNumber}`);
  const current = orderStatusOf(row);
  if (current === 'CANCELLED' || current === 'CREATED') {
    throw new ApiError('API400', `The order is ${current.toLowerCase()}: it cannot ship`);
  }
  if (status === 'SHIPPED' && row.deliveredAt) {
    throw new ApiError('API400', 'The order was delivered already');
  }
  const carrier = regionOf(row.locale).carrier;
  const shipped = {
    shippedAt: row.shippedAt ?? now,
    carrier: row.carrier ?? carrier.name,
    trackingNumber: row.trackingNumber ?? carrier.newTrackingNumber(),
  };
  const deliveredAt = status === 'DELIVERED' ? (row.deliveredAt ?? now) : null;
  await tx
    .update(orders)
    .set({ ...shipped, deliveredAt })
    .where(eq(orders.orderNumber, orderNumber));
  const trackingUrl =
    trackingUrlOf(shipped.carrier, shipped.trackingNumber) ??
    carrier.trackingUrl(shipped.trackingNumber);
  if (deliveredAt && !row.deliveredAt) {
    await fulfilmentMail(tx, deps, row, { kind: 'delivered', deliveredAt });
  } else if (!row.shippedAt) {
    const { carrier: name, trackingNumber } = shipped;
    await fulfilmentMail(tx, deps, row, {
      kind: 'shipped',
      carrier: name,
      trackingNumber,
      trackingUrl,
    });
  }
  return {
    orderNumber,
    status,
    carrier: shipped.carrier,
    trackingNumber: shipped.trackingNumber,
    trackingUrl,
    shippedAt: shipped.shippedAt.toISOString(),
    deliveredAt: deliveredAt?.toISOString() ?? null,
  };
}

/** Sign-in: the orders the guest session placed become the account's. */
export async function handOverOrders(tx: Transaction, guestId: string, consumerId: string) {
  await tx
    .update(orders)
    .set({ consumerId })
    .where(and(eq(orders.guestId, guestId), isNull(orders.consumerId)));
}
