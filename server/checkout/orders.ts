import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Cart } from '#api/contract/cart.ts';
import type { CheckoutOrder } from '#api/contract/checkout.ts';
import type { SiteLocale } from '#api/contract/common.ts';
import { deliveryChanges } from '#commerce/cart/conversions.ts';
import { moneyFormat } from '#commerce/cart/money.ts';
import { orderView } from '#commerce/cart/order.ts';
import { linePrice, placedOrderSummaryRows } from '#commerce/cart/summary.ts';
import type { CatalogueModel } from '#commerce/catalogue/model.ts';
import { authorizationVerdict } from '#commerce/checkout/cards.ts';
import { giftCardQuote } from '#commerce/checkout/giftCards.ts';
import { pointsEarned } from '#commerce/checkout/loyalty.ts';
import {
  challengedOrder,
  challengeVerdict,
  orderableVerdict,
  payableVerdict,
  prepareVerdict,
  settledOrder,
  unknownOrder,
} from '#commerce/checkout/orders.ts';
import { sessionRefusal } from '#commerce/checkout/payLater.ts';
import { remainderPayer } from '#commerce/checkout/payments.ts';
import { minorUnits } from '#commerce/checkout/verdict.ts';
import { usableCart } from '../cart/adds.ts';
import type { CartRow } from '../cart/service.ts';
import {
  type CartPaymentRow,
  type CartReadJson,
  cartFromRead,
  cartReadSql,
  readCartView,
  readCartWithPayments,
} from '../cart/view.ts';
import { type Database, runsOneTransactionAtATime, type Transaction } from '../db/client.ts';
import { rowsFromJson, selectJson } from '../db/json.ts';
import { cartItems, carts, type StoredAddress } from '../db/schema/cart.ts';
import { orders, type PendingPayment } from '../db/schema/checkout.ts';
import { consumers } from '../db/schema/consumer.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError, type Refusal, refusalError } from '../http/errors.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { summaryData } from '../mail/templates.ts';
import { brandNameInModel, brandNameOfLines } from '../orders/brand.ts';
import { orderPageUrl } from '../orders/links.ts';
import { type Owner, owns } from '../wishlists/owner.ts';
import { issueDigitalGiftCards } from './digitalGiftCards.ts';
import { usableSession } from './payments.ts';
import { release, reserve } from './reservations.ts';
import { checkedAddress } from './service.ts';
import { enforce } from './verdicts.ts';

export { pointsEarned };

/*
 * Orders (spec §4 cart lifecycle: prepare, place, patch). Placing reserves in one
 * transaction on the locked cart: prices, promotions, stock, tax and payments are decided
 * again from the database (nothing the browser sends is a number the order uses); stock,
 * gift card balances, points and single-use coupons are taken by conditional updates that
 * cannot go below zero (reservations.ts), so concurrent orders never oversell nor spend a
 * balance twice. An order the gift cards, points or athletes' account pay in full is
 * placed in that transaction. Otherwise it is written `payment_pending` with what the
 * provider is to be asked (`payment`), the transaction ends, the card or pay-later
 * provider is asked outside any transaction (a slow provider holds no lock), and a second
 * transaction settles the order on its answer: placed, waiting for its 3-D Secure
 * challenge (patchOrder settles it later), or failed with everything given back. What
 * refuses an order is commerce/checkout/orders.ts's.
 */

const cartRows = rowsFromJson(carts);
const lineRows = rowsFromJson(cartItems);

/** A cart's order that did not fail; `unsettled`: the provider has not answered for it yet. */
interface LiveOrder {
  view: CheckoutOrder;
  payment: PendingPayment | null;
  unsettled: boolean;
}

/**
 * The cart row locked, whatever its status (placing it again must find its order), and
 * the order it already has (not a failed one). With `read` (where transactions run one at
 * a time: nothing can change between the lock and the read), one statement does it all
 * and also reads what the cart's answer is made of, priced for an order: its lines' own
 * skus, not their products' other variants (commerce/cart/order.ts). On a server the
 * order is read in a statement after the lock: under READ COMMITTED a statement that
 * waited for the lock reads from the snapshot it started with, and would miss the order
 * the transaction it waited for wrote (a double click would place a second one).
 */
async function lockAnyCart(tx: Transaction, basketId: string, now: Date, read: boolean) {
  const liveOrder = sql`(select json_build_object('view', o.view, 'payment', o.payment,
      'unsettled', o.status = 'payment_pending' and o.challenge_transaction_id is null
        and o.cancelled_at is null)
    from orders o where o.cart_id = ${basketId} and o.status <> 'failed' limit 1)`;
  const answer = await selectJson<{
    cart: Record<string, unknown> | null;
    order: LiveOrder | null;
    read?: CartReadJson;
  }>(
    tx,
    sql`with locked as (
        update carts set updated_at = ${now.toISOString()}::timestamptz where id = ${basketId}
        returning *)
      select json_build_object(
        'cart', (select row_to_json(locked) from locked)${
          read
            ? sql`,
        'order', ${liveOrder},
        'read', ${cartReadSql(sql`${basketId}`, sql`(select currency from locked)`, 'lines')}`
            : sql``
        }) as result`,
  );
  const [row] = answer.cart ? cartRows([answer.cart]) : [];
  const live = read
    ? answer.order
    : row
      ? await selectJson<LiveOrder | null>(tx, sql`select ${liveOrder} as result`)
      : null;
  return { row, live, read: answer.read };
}

/**
 * prepareOrder: the cart checked as placing would (flash messages for what changed), the
 * tax the shopper is about to see remembered (placing checks it: TAX310).
 */
export async function prepareOrder(
  tx: Transaction,
  model: CatalogueModel,
  cart: CartRow,
): Promise<Cart> {
  const converted = await convertDeliveries(tx, cart);
  const prepared = await readCartView(tx, model, converted.cart);
  const view = {
    ...prepared,
    customerNotifications: [...prepared.customerNotifications, ...converted.notices],
  };
  enforce(prepareVerdict(view, cart.shippingAddress));
  await tx
    .update(carts)
    .set({ taxQuote: minorUnits(view.totals.tax), giftCardQuote: giftCardQuote(view) })
    .where(eq(carts.id, cart.id));
  return view;
}

/**
 * Spec §4 delivery-method changes (commerce/cart/conversions.ts, the mocks' rules too): lines
 * sent where their stock is now, and home methods the address no longer gets put back to
 * the cheapest. Read in one statement (the lines, their skus' online stock, the shelves
 * and services of the stores they name), written in one when anything changed. Answers
 * the cart row as it stands after, and the notices the summary shows.
 */
async function convertDeliveries(
  tx: Transaction,
  cart: CartRow,
): Promise<{ cart: CartRow; notices: Cart['customerNotifications'] }> {
  const read = await selectJson<{
    lines: Record<string, unknown>[];
    online: Record<string, number>;
    shelves: [string, string, number][];
    services: Record<string, string[]>;
  }>(
    tx,
    // Every table by key (`= any`): a join with the lines would plan a scan of the stock.
    sql`with l as (select * from cart_items where cart_id = ${cart.id}),
      skus as (select distinct sku from l),
      places as (select distinct store_id as id from l
        where store_id is not null and shipping_code in ('pickup', 'sts'))
      select json_build_object(
        'lines', (select coalesce(json_agg(l order by l.position, l.created_at), '[]') from l),
        'online', (select coalesce(json_object_agg(i.sku, i.quantity), '{}') from sku_inventory i
          where i.sku = any(array(select sku from skus))),
        'shelves', (select coalesce(json_agg(json_build_array(s.store_id, s.sku, s.quantity)), '[]')
          from store_inventory s
          where s.store_id = any(array(select id from places))
            and s.sku = any(array(select sku from skus))),
        'services', (select coalesce(json_object_agg(st.id, st.services), '{}') from stores st
          where st.id = any(array(select id from places)))
      ) as result`,
  );
  const shelves = new Map<string, Map<string, number>>();
  for (const [storeId, sku, quantity] of read.shelves) {
    const shelf = shelves.get(storeId) ?? new Map<string, number>();
    shelf.set(sku, quantity);
    shelves.set(storeId, shelf);
  }
  const { conversions, downgrades, notices } = deliveryChanges(
    lineRows(read.lines),
    {
      online: new Map(Object.entries(read.online)),
      shelves,
      services: new Map(Object.entries(read.services)),
    },
    cart.shippingMethods ?? {},
    cart.shippingAddress,
  );
  if (notices.length === 0) return { cart, notices };
  const methods = Object.fromEntries(downgrades.map((d) => [d.shippingId, d.to]));
  const moves = conversions.map(({ itemId, to, storeId }) => ({ id: itemId, to, storeId }));
  await tx.execute(
    sql`with m as (select * from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb)
        as m(id text, "to" text, "storeId" text)),
      moved as (
        update cart_items i set shipping_code = m."to", store_id = m."storeId"
        from m where i.id = any(array(select id from m)) and i.id = m.id
          and i.cart_id = ${cart.id}
        returning i.id)
      update carts set shipping_methods = shipping_methods || ${JSON.stringify(methods)}::jsonb
      where id = ${cart.id}`,
  );
  return {
    cart: { ...cart, shippingMethods: { ...cart.shippingMethods, ...methods } },
    notices,
  };
}

interface PlacedOrder {
  orderNumber: string;
  cartId: string;
  consumerId: string | null;
  email: string;
  locale: string;
}

/** The confirmation mail of a placed order, signed by its brand (`brand`, ../orders/brand.ts). */
function confirmationMail(
  deps: AppDeps,
  order: PlacedOrder,
  view: CheckoutOrder,
  brand: string,
): MailMessage {
  const money = moneyFormat(order.locale, view.currency);
  return {
    to: order.email,
    template: 'orderConfirmation',
    locale: order.locale as SiteLocale,
    data: {
      orderNumber: order.orderNumber,
      firstName: view.billingAddress?.firstName ?? '',
      // The lines and rows the confirmation page shows (commerce/cart/summary.ts).
      lines: view.items
        .map(
          (item) =>
            `${item.qty} × ${item.name} (${item.attributes.map((a) => a.value).join(', ')})  ${money.format(linePrice(item))}`,
        )
        .join('\n'),
      ...summaryData(placedOrderSummaryRows(view), (amount) => money.format(amount)),
      link: orderPageUrl(deps.config.publicUrl, order),
      brand,
    },
  };
}

/**
 * An order placed after its 3-D Secure challenge: the cart is done, the gift cards issued,
 * the confirmation mailed, points earned. (An order placed at once does the same within
 * the statement that writes it: `placeOrder`.)
 */
async function completeOrder(
  tx: Transaction,
  deps: AppDeps,
  order: PlacedOrder,
  view: CheckoutOrder,
) {
  await issueDigitalGiftCards(tx, deps, order, view);
  await tx.update(carts).set({ status: 'ordered' }).where(eq(carts.id, order.cartId));
  const earned = order.consumerId ? pointsEarned(view) : 0;
  if (order.consumerId && earned > 0) {
    await tx
      .update(consumers)
      .set({ loyaltyPoints: sql`${consumers.loyaltyPoints} + ${earned}` })
      .where(and(eq(consumers.id, order.consumerId), eq(consumers.isLoyaltyMember, true)));
  }
  await deps.mailer.send(
    tx,
    confirmationMail(deps, order, view, await brandNameOfLines(tx, view.items)),
  );
}

export interface PlaceOrderInput {
  basketId: string;
  billingAddress?: Omit<StoredAddress, 'addressId'> | undefined;
  deviceFingerPrint?: string | undefined;
  channel: 'MAPP' | 'ECOMM';
}

/**
 * The idempotency key of asking the provider for `amount` with the cart's payer: the same
 * while no answer came (a retry after a lost answer is asked again, not charged again), a
 * new one after each refusal (carts.payment_attempt) or for another payer or amount.
 */
function paymentKey(cart: CartRow, payerId: string, amount: number): string {
  const attempt = `${cart.id}|${cart.paymentAttempt}|${payerId}|${amount}|${cart.currency}`;
  return `pay_${createHash('sha256').update(attempt).digest('base64url').slice(0, 32)}`;
}

/**
 * What the provider is to be asked for what is left to pay (minor units): the card, or
 * the capture of the pay-later session the shopper approved; null when nothing is left or
 * the athletes' account pays it.
 */
function pendingPayment(
  cart: CartRow,
  payer: CartPaymentRow | undefined,
  remaining: number,
  payLater: { provider: 'KLARNA' | 'PAYPAL'; authorizationId: string | null } | null,
): PendingPayment | null {
  if (!payer || remaining <= 0) return null;
  const asked = {
    idempotencyKey: paymentKey(cart, payer.id, remaining),
    amount: remaining,
    currency: cart.currency,
  };
  if (payLater?.authorizationId) {
    const { provider, authorizationId } = payLater;
    return { ...asked, kind: 'payLater', provider, authorizationId };
  }
  if (payer.type !== 'CREDIT_CARD') return null;
  if (!payer.cardToken) throw new ApiError('PAY400', 'The card is missing');
  return { ...asked, kind: 'card', token: payer.cardToken };
}

/**
 * Place the cart's order: reserve (one transaction), ask the provider (none open), settle
 * (a second). The same cart placed again (a double click, a retried request) answers its
 * order; one whose provider has not answered yet is asked again with the same key.
 */
export async function placeOrder(
  db: Database,
  deps: AppDeps,
  model: CatalogueModel,
  owner: Owner,
  input: PlaceOrderInput,
): Promise<CheckoutOrder> {
  const reserved = await db.transaction((tx) => reserveOrder(tx, deps, model, owner, input));
  if (!reserved.payment) return reserved.order;
  return settlePayment(db, deps, reserved.order.orderNumber, reserved.payment);
}

async function reserveOrder(
  tx: Transaction,
  deps: AppDeps,
  model: CatalogueModel,
  owner: Owner,
  input: PlaceOrderInput,
): Promise<{ order: CheckoutOrder; payment: PendingPayment | null }> {
  const now = deps.now();
  const locked = await lockAnyCart(tx, input.basketId, now, runsOneTransactionAtATime(deps.db));
  const { row, live } = locked;
  if (row && owns(owner, row) && live) {
    return { order: live.view, payment: live.unsettled ? live.payment : null };
  }
  const cart = usableCart(owner, input.basketId, row);
  const { view, payments } = locked.read
    ? await cartFromRead(tx, model, cart, locked.read)
    : await readCartWithPayments(tx, model, cart, 'lines');
  enforce(orderableVerdict(view, cart.shippingAddress));

  const payer = remainderPayer(payments);
  const billing = enforce(
    payableVerdict({
      view,
      billing: input.billingAddress
        ? await checkedAddress(tx, cart, input.billingAddress, 'billing')
        : cart.billingAddress,
      taxQuote: cart.taxQuote,
      giftCardQuote: cart.giftCardQuote,
      payer,
    }),
  );
  const remaining = minorUnits(view.totals.remainingToPay);

  // PayPal or Klarna: the session the shopper approved must still cover what is left to pay.
  const payLater =
    remaining > 0 && (payer?.type === 'PAYPAL' || payer?.type === 'KLARNA')
      ? await usableSession(tx, cart, payer.type, payer.paymentSessionId, remaining, now, true)
      : null;
  const payment = pendingPayment(cart, payer, remaining, payLater);

  const { reservations, orderNumber } = await reserve(tx, view, payments, owner, now);
  const email = (cart.shippingAddress ?? billing).email;

  const order = orderView(view, { orderNumber, createdAt: now, billing }, null);
  const placed: PlacedOrder = {
    orderNumber,
    cartId: cart.id,
    consumerId: cart.consumerId,
    email,
    locale: cart.locale,
  };
  // Placed at once (nothing for a provider to take): the points it earns and its
  // confirmation go in the statement that writes it, the outbox row too when the mailer
  // keeps one. Else the provider is asked once this transaction ended.
  const earned = !payment && cart.consumerId ? pointsEarned(order) : 0;
  const mail = payment
    ? undefined
    : confirmationMail(deps, placed, order, brandNameInModel(model, order.items));
  const outbox = mail && deps.mailer.outboxRow ? [deps.mailer.outboxRow(mail)] : [];
  const stored = payment ? { ...order, status: 'payment_pending' as const } : order;
  await tx.execute(sql`with placed as (
      insert into orders (order_number, cart_id, guest_id, consumer_id, email, status, channel,
        locale, currency, total, view, reservations, payment, created_at, placed_at)
      values (${orderNumber}, ${cart.id}, ${cart.guestId}, ${cart.consumerId}, ${email},
        ${payment ? 'payment_pending' : 'placed'}, ${input.channel},
        ${cart.locale}, ${cart.currency}, ${minorUnits(view.totals.total)}, ${JSON.stringify(stored)}::jsonb,
        ${JSON.stringify(reservations)}::jsonb, ${payment ? JSON.stringify(payment) : null}::jsonb,
        ${now.toISOString()}::timestamptz, ${payment ? null : now.toISOString()}::timestamptz)),
    earned as (
      update consumers set loyalty_points = loyalty_points + ${earned}
      where id = ${earned > 0 ? cart.consumerId : null} and is_loyalty_member),
    mailed as (
      insert into mail_outbox (recipient, template, locale, subject, text, data)
      select recipient, template, locale, subject, text, data
      from jsonb_to_recordset(${JSON.stringify(outbox)}::jsonb)
        as m(recipient text, template text, locale text, subject text, text text, data jsonb))
    update carts set billing_address = ${JSON.stringify(billing)}::jsonb,
      device_fingerprint = ${input.deviceFingerPrint ?? cart.deviceFingerprint},
      -- Placed: the cart is done (an order waiting for its payment keeps it open).
      status = ${payment ? cart.status : 'ordered'}
    where id = ${cart.id}`);
  if (mail) {
    await issueDigitalGiftCards(tx, deps, placed, order);
    if (outbox.length === 0) await deps.mailer.send(tx, mail);
  }
  return { order: stored, payment };
}

/**
 * What the provider answered for an order's payment; refused with `retry` when no answer
 * came (the provider failed): the next attempt keeps the idempotency key.
 */
type ProviderAnswer =
  | { status: 'authorized' }
  | { status: 'challenge'; challenge: NonNullable<CheckoutOrder['challenge']> }
  | { status: 'refused'; refusal: Refusal; retry: boolean };

/** PAY400 when the provider gave no answer (down, timed out), or another request's was lost. */
const providerFailed = {
  errorId: 'PAY400',
  message: 'The payment could not be taken; try again',
} as const satisfies Refusal;

/** Ask the provider, outside any transaction. A provider that fails is a refusal (PAY400). */
async function askProvider(
  deps: AppDeps,
  orderNumber: string,
  payment: PendingPayment,
): Promise<ProviderAnswer> {
  const { idempotencyKey, amount, currency } = payment;
  try {
    if (payment.kind === 'payLater') {
      const capture = await deps.payLater.capture({
        provider: payment.provider,
        authorizationId: payment.authorizationId,
        amount,
        currency,
        orderNumber,
        idempotencyKey,
      });
      return capture.status === 'captured'
        ? { status: 'authorized' }
        : { status: 'refused', refusal: sessionRefusal('declined'), retry: false };
    }
    const authorization = await deps.cardGateway.authorize({
      token: payment.token,
      amount,
      currency,
      orderNumber,
      idempotencyKey,
    });
    const refused = authorizationVerdict(authorization.status);
    if (refused) return { status: 'refused', refusal: refused, retry: false };
    if (authorization.status === 'challenge') {
      const { url, transactionId } = authorization;
      return { status: 'challenge', challenge: { url, transactionId } };
    }
    return { status: 'authorized' };
  } catch (error) {
    deps.logger.warn({ err: error, orderNumber }, 'payment provider failed');
    return { status: 'refused', refusal: providerFailed, retry: true };
  }
}

/**
 * Ask the provider for an order's payment, then settle the order on the answer in a
 * transaction of its own: placed, waiting for its challenge, or failed with what it took
 * given back (and the refusal thrown). An order settled meanwhile (a retry asked too, the
 * shopper cancelled it) is answered as it stands.
 */
async function settlePayment(
  db: Database,
  deps: AppDeps,
  orderNumber: string,
  payment: PendingPayment,
): Promise<CheckoutOrder> {
  const answer = await askProvider(deps, orderNumber, payment);
  const settled = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber))
      .for('update');
    if (!order) throw new Error(`Order ${orderNumber} missing`);
    if (order.cancelledAt) throw new ApiError('ORD409', `Order ${orderNumber} was cancelled`);
    if (order.status !== 'payment_pending' || order.challengeTransactionId) {
      return { view: order.view, refused: order.status === 'failed' };
    }
    if (answer.status === 'challenge') {
      const view = challengedOrder(order.view, answer.challenge);
      await tx
        .update(orders)
        .set({ view, challengeTransactionId: answer.challenge.transactionId })
        .where(eq(orders.orderNumber, orderNumber));
      return { view, refused: false };
    }
    const passed = answer.status === 'authorized';
    const view = settledOrder(order.view, orderNumber, passed);
    if (passed) {
      await tx
        .update(orders)
        .set({ status: 'placed', view, placedAt: deps.now() })
        .where(eq(orders.orderNumber, orderNumber));
      await completeOrder(tx, deps, order, view);
      return { view, refused: false };
    }
    await failOrder(tx, order, view, !answer.retry);
    return { view, refused: true };
  });
  if (!settled.refused) return settled.view;
  throw refusalError(answer.status === 'refused' ? answer.refusal : providerFailed);
}

/**
 * Give back what a pending order took and mark it failed. `refused`: the provider said no
 * (declined, fraud, a failed challenge), so the cart's next attempt gets a new
 * idempotency key; without an answer it keeps the key, so asking again cannot charge twice.
 */
async function failOrder(
  tx: Transaction,
  order: typeof orders.$inferSelect,
  view: CheckoutOrder,
  refused: boolean,
) {
  await release(tx, order.reservations, order.consumerId);
  await tx
    .update(orders)
    .set({ status: 'failed', view })
    .where(eq(orders.orderNumber, order.orderNumber));
  if (refused) {
    await tx
      .update(carts)
      .set({ paymentAttempt: sql`${carts.paymentAttempt} + 1` })
      .where(eq(carts.id, order.cartId));
  }
}

/**
 * The 3-D Secure result of an order: passed places it, failed or cancelled gives back
 * what it took (the cart stays as it was, the shopper goes back to billing). ORD409 for an
 * order that is not the caller's or a transaction that is not the order's. The provider
 * is asked outside any transaction; the order is settled in one, if still waiting.
 */
export async function completeChallenge(
  db: Database,
  deps: AppDeps,
  owner: Owner,
  orderNumber: string,
  body: { transactionId: string; result: 'authenticated' | 'failed' | 'cancelled' },
): Promise<CheckoutOrder> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order || !owns(owner, order)) throw refusalError(unknownOrder(orderNumber));
  // Cancelled while it waited (server/orders): what it took is back already.
  if (order.cancelledAt) throw new ApiError('ORD409', `Order ${orderNumber} was cancelled`);
  if (order.status !== 'payment_pending') return order.view;
  enforce(challengeVerdict(order.challengeTransactionId, body.transactionId));
  const result = await deps.cardGateway.completeChallenge({
    transactionId: body.transactionId,
    orderNumber,
    result: body.result,
  });
  return db.transaction(async (tx) => {
    const [waiting] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.orderNumber, orderNumber),
          eq(orders.status, 'payment_pending'),
          eq(orders.challengeTransactionId, body.transactionId),
          isNull(orders.cancelledAt),
        ),
      )
      .for('update');
    if (!waiting) {
      // Settled meanwhile (the same result sent twice), or cancelled.
      const [settled] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      if (!settled || settled.cancelledAt) {
        throw new ApiError('ORD409', `Order ${orderNumber} was cancelled`);
      }
      return settled.view;
    }
    const view = settledOrder(waiting.view, orderNumber, result === 'authorized');
    if (result === 'authorized') {
      await tx
        .update(orders)
        .set({ status: 'placed', view, placedAt: deps.now() })
        .where(eq(orders.orderNumber, orderNumber));
      await completeOrder(tx, deps, waiting, view);
      return view;
    }
    await failOrder(tx, waiting, view, true);
    return view;
  });
}

/** The device fingerprint of the cart (sent to the fraud check with the order). */
export async function saveFingerprint(tx: Transaction, cart: CartRow, fingerPrint: string) {
  await tx.update(carts).set({ deviceFingerprint: fingerPrint }).where(eq(carts.id, cart.id));
}
