import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Cart } from '#api/contract/cart.ts';
import { couponRedeemed, redemptionRefusal } from '#commerce/checkout/coupons.ts';
import { giftCardBalanceChanged } from '#commerce/checkout/giftCards.ts';
import { orderSpend, outOfStock, pointsRefusals } from '#commerce/checkout/orders.ts';
import type { CartPaymentRow } from '../cart/view.ts';
import type { Transaction } from '../db/client.ts';
import { selectJson } from '../db/json.ts';
import { skuInventory, storeInventory } from '../db/schema/catalogue.ts';
import { coupons, giftCards, type OrderReservations } from '../db/schema/checkout.ts';
import { consumers } from '../db/schema/consumer.ts';
import { refusalError } from '../http/errors.ts';
import type { Owner } from '../wishlists/owner.ts';

/*
 * What an order takes when it is placed, and gives back when it fails or is cancelled:
 * stock (online and on a pickup store's shelf), gift card balances, loyalty points and
 * coupons (single-use ones counted, each still running and the buyer's). Each is taken by
 * a conditional update that cannot go below zero, so concurrent orders never oversell nor
 * spend a balance twice (server/checkout/orders.ts).
 * What an order spends, and the errors of what ran out, are commerce/checkout/orders.ts's.
 */

/** Take stock, balances, points and coupons for the order; the errors of what ran out. */
export async function reserve(
  tx: Transaction,
  view: Cart,
  payments: readonly CartPaymentRow[],
  owner: Owner,
  now: Date,
): Promise<{ reservations: OrderReservations; orderNumber: string }> {
  const demands = new Map<string, { sku: string; storeId: string | null; qty: number }>();
  for (const item of view.items) {
    const storeId =
      item.shippingOptions.selected === 'pickup'
        ? (item.shippingOptions.storeInfo?.id ?? null)
        : null;
    const key = `${item.productId}|${storeId ?? ''}`;
    const demand = demands.get(key) ?? { sku: item.productId, storeId, qty: 0 };
    demand.qty += item.qty;
    demands.set(key, demand);
  }
  // One statement per kind of stock, each line taken only while enough is left.
  const wanted = [...demands.values()].sort((x, y) => x.sku.localeCompare(y.sku));
  const online = wanted.filter((d) => d.storeId === null);
  const shelves = wanted.filter((d) => d.storeId !== null);
  const wantedJson = JSON.stringify(Object.fromEntries(online.map((d) => [d.sku, d.qty])));
  // Online stock, with the order's number (taken even when the stock is not: numbers may skip).
  const { takenOnline, orderNumber } = await selectJson<{
    takenOnline: string[];
    orderNumber: string;
  }>(
    tx,
    // By the primary key (`= any`): a join with the input would plan a scan of every sku.
    sql`with d as (select key as sku, value::int as qty from jsonb_each_text(${wantedJson}::jsonb)),
      taken as (
        update sku_inventory s set quantity = s.quantity - d.qty
        from d where s.sku = any(array(select sku from d)) and s.sku = d.sku and s.quantity >= d.qty
        returning s.sku)
      select json_build_object(
        'takenOnline', (select coalesce(json_agg(sku), '[]') from taken),
        'orderNumber', 'CRN' || nextval('order_no_seq')) as result`,
  );
  const takenShelves = shelves.length
    ? await selectJson<string[]>(
        tx,
        sql`with d as (select * from jsonb_to_recordset(${JSON.stringify(shelves)}::jsonb)
            as d(sku text, "storeId" text, qty int)),
          taken as (
          update store_inventory s set quantity = s.quantity - d.qty
          from d
          where s.store_id = any(array(select "storeId" from d)) and s.sku = any(array(select sku from d))
            and s.sku = d.sku and s.store_id = d."storeId" and s.quantity >= d.qty
          returning s.sku || '|' || s.store_id as key)
        select coalesce(json_agg(key), '[]') as result from taken`,
      )
    : [];
  const short = [
    ...online.filter((d) => !takenOnline.includes(d.sku)).map((d) => d.sku),
    ...shelves.filter((d) => !takenShelves.includes(`${d.sku}|${d.storeId}`)).map((d) => d.sku),
  ];
  if (short.length > 0) throw refusalError(outOfStock(short));

  const giftCardIds = new Map(payments.map((payment) => [payment.id, payment.giftCardId]));
  const spentCards: OrderReservations['giftCards'] = [];
  const spend = orderSpend(view, payments);
  for (const { paymentId, amount } of spend.giftCards) {
    const giftCardId = giftCardIds.get(paymentId);
    if (giftCardId) {
      const spent = await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} - ${amount}` })
        .where(
          and(
            eq(giftCards.id, giftCardId),
            eq(giftCards.status, 'active'),
            gte(giftCards.balance, amount),
          ),
        )
        .returning({ id: giftCards.id });
      if (spent.length === 0) throw refusalError(giftCardBalanceChanged(paymentId));
      spentCards.push({ id: giftCardId, amount });
    }
  }
  const { points } = spend;
  if (points > 0) {
    if (owner.kind !== 'consumer') throw refusalError(pointsRefusals.signedOut());
    const spent = await tx
      .update(consumers)
      .set({ loyaltyPoints: sql`${consumers.loyaltyPoints} - ${points}` })
      .where(and(eq(consumers.id, owner.consumerId), gte(consumers.loyaltyPoints, points)))
      .returning({ id: consumers.id });
    if (spent.length === 0) throw refusalError(pointsRefusals.spent());
  }

  const redeemed: string[] = [];
  const buyer = owner.kind === 'consumer' ? owner.consumerId : null;
  for (const coupon of view.couponItems) {
    if (coupon.status !== 'applied') continue;
    // The conditions of redemptionRefusal, in the update that takes the redemption.
    const taken = await tx
      .update(coupons)
      .set({ redemptions: sql`${coupons.redemptions} + 1` })
      .where(
        and(
          eq(coupons.code, coupon.code),
          sql`(${coupons.maxRedemptions} is null or ${coupons.redemptions} < ${coupons.maxRedemptions})`,
          sql`(${coupons.endsAt} is null or ${coupons.endsAt} > ${now.toISOString()}::timestamptz)`,
          buyer === null
            ? isNull(coupons.consumerId)
            : sql`(${coupons.consumerId} is null or ${coupons.consumerId} = ${buyer})`,
        ),
      )
      .returning({ code: coupons.code });
    if (taken.length === 0) {
      const [row] = await tx.select().from(coupons).where(eq(coupons.code, coupon.code));
      const spent = row && {
        ends: row.endsAt,
        maxRedemptions: row.maxRedemptions,
        redemptions: row.redemptions,
        boundTo: row.consumerId,
      };
      throw refusalError(
        redemptionRefusal(coupon.code, spent, buyer, now) ?? couponRedeemed(coupon.code),
      );
    }
    redeemed.push(coupon.code);
  }
  return {
    reservations: {
      stock: [...demands.values()],
      giftCards: spentCards,
      points,
      coupons: redeemed,
    },
    orderNumber,
  };
}

/** Give back what a failed or cancelled order took (server/orders cancels with it). */
export async function release(
  tx: Transaction,
  reservations: OrderReservations,
  consumerId: string | null,
) {
  for (const demand of reservations.stock) {
    if (demand.storeId) {
      await tx
        .update(storeInventory)
        .set({ quantity: sql`${storeInventory.quantity} + ${demand.qty}` })
        .where(and(eq(storeInventory.storeId, demand.storeId), eq(storeInventory.sku, demand.sku)));
    } else {
      await tx
        .update(skuInventory)
        .set({ quantity: sql`${skuInventory.quantity} + ${demand.qty}` })
        .where(eq(skuInventory.sku, demand.sku));
    }
  }
  for (const card of reservations.giftCards) {
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${card.amount}` })
      .where(eq(giftCards.id, card.id));
  }
  if (reservations.points > 0 && consumerId) {
    await tx
      .update(consumers)
      .set({ loyaltyPoints: sql`${consumers.loyaltyPoints} + ${reservations.points}` })
      .where(eq(consumers.id, consumerId));
  }
  for (const code of reservations.coupons) {
    await tx
      .update(coupons)
      .set({ redemptions: sql`greatest(${coupons.redemptions} - 1, 0)` })
      .where(eq(coupons.code, code));
  }
}
