import { inArray } from 'drizzle-orm';
import { orderView } from '#commerce/cart/order.ts';
import { readCartView } from '../cart/view.ts';
import { loadCatalogueModel } from '../catalogue/model.ts';
import type { Transaction } from '../db/client.ts';
import { cartItems, carts, type StoredAddress } from '../db/schema/cart.ts';
import { cartPayments, orders } from '../db/schema/checkout.ts';
import { consumers } from '../db/schema/consumer.ts';
import type { SeedContext } from '../db/seed.ts';
import { regionOf } from './regions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A past order of a demo account (server/db/seed.ts hands the list in). */
export interface OrderSeed {
  /** Outside the live numbering (`CRN1…`), so a seeded number never meets a placed one. */
  orderNumber: string;
  /** The demo account's email. */
  email: string;
  locale: 'en-us' | 'en-ca' | 'fr-ca' | 'en-gb' | 'de-de' | 'fr-fr';
  currency: 'USD' | 'CAD' | 'GBP' | 'EUR';
  address: Omit<StoredAddress, 'addressId'>;
  lines: { sku: string; masterId: string; qty: number }[];
  card: { brand: string; last4: string; expiryMonth: number; expiryYear: number };
  /** Days before the seeding day. */
  placedDaysAgo: number;
  shippedDaysAgo?: number;
  deliveredDaysAgo?: number;
  cancelledDaysAgo?: number;
  trackingNumber?: string;
}

/**
 * Past orders of the demo accounts, priced like any order: a cart of their lines is
 * written (done, `ordered`), answered by the cart's own view and turned into the order's
 * by the checkout's `orderView`, then dated and fulfilled as the seed says. Nothing is
 * taken from stock (they left the warehouse long ago). Accounts that are not seeded
 * (production without DEMO_PASSWORD) and numbers that exist are skipped.
 */
export async function seedOrders(
  tx: Transaction,
  { now }: SeedContext,
  list: readonly OrderSeed[],
): Promise<void> {
  if (list.length === 0) return;
  const owners = new Map(
    (
      await tx
        .select({ id: consumers.id, email: consumers.email })
        .from(consumers)
        .where(inArray(consumers.email, [...new Set(list.map((seed) => seed.email))]))
    ).map((row) => [row.email, row.id]),
  );
  const existing = new Set(
    (
      await tx
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(
          inArray(
            orders.orderNumber,
            list.map((seed) => seed.orderNumber),
          ),
        )
    ).map((row) => row.orderNumber),
  );
  const model = await loadCatalogueModel(tx, now.getTime());
  const daysAgo = (days: number | undefined) =>
    days === undefined ? null : new Date(now.getTime() - days * DAY_MS);

  for (const seed of list) {
    const consumerId = owners.get(seed.email);
    if (!consumerId || existing.has(seed.orderNumber)) continue;
    const placedAt = daysAgo(seed.placedDaysAgo) ?? now;
    const cartId = `seed-${seed.orderNumber}`;
    const [cart] = await tx
      .insert(carts)
      .values({
        id: cartId,
        consumerId,
        locale: seed.locale,
        currency: seed.currency,
        status: 'ordered',
        shippingAddress: seed.address,
        billingAddress: seed.address,
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning();
    if (!cart) throw new Error(`The cart of ${seed.orderNumber} was not written`);
    await tx.insert(cartItems).values(
      seed.lines.map((line, position) => ({
        id: `${seed.orderNumber}-${position + 1}`,
        cartId,
        sku: line.sku,
        masterId: line.masterId,
        qty: line.qty,
        position,
        createdAt: placedAt,
      })),
    );
    await tx.insert(cartPayments).values({
      id: `${seed.orderNumber}-card`,
      cartId,
      type: 'CREDIT_CARD',
      cardToken: `sbx_ok_seed_${seed.orderNumber}`,
      cardBrand: seed.card.brand,
      cardLast4: seed.card.last4,
      cardExpiryMonth: seed.card.expiryMonth,
      cardExpiryYear: seed.card.expiryYear,
      cardHolder: `${seed.address.firstName} ${seed.address.lastName}`,
      createdAt: placedAt,
    });
    const cartView = await readCartView(tx, model, cart);
    const view = orderView(
      cartView,
      { orderNumber: seed.orderNumber, createdAt: placedAt, billing: seed.address },
      null,
    );
    const shippedAt = daysAgo(seed.shippedDaysAgo ?? seed.deliveredDaysAgo);
    await tx.insert(orders).values({
      orderNumber: seed.orderNumber,
      cartId,
      guestId: null,
      consumerId,
      email: seed.email,
      status: 'placed',
      channel: 'ECOMM',
      locale: seed.locale,
      currency: seed.currency,
      total: Math.round(view.totals.total * 100),
      view,
      reservations: { stock: [], giftCards: [], points: 0, coupons: [] },
      createdAt: placedAt,
      placedAt,
      shippedAt,
      deliveredAt: daysAgo(seed.deliveredDaysAgo),
      carrier: shippedAt ? regionOf(seed.locale).carrier.name : null,
      trackingNumber: shippedAt ? (seed.trackingNumber ?? null) : null,
      cancelledAt: daysAgo(seed.cancelledDaysAgo),
      cancelReason: seed.cancelledDaysAgo === undefined ? null : 'CHANGED_MIND',
      refundDue: seed.cancelledDaysAgo === undefined ? null : Math.round(view.totals.total * 100),
    });
  }
}
