import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HeldAddress } from '#commerce/cart/address.ts';
import type { GiftCardQuote } from '#commerce/checkout/giftCards.ts';
import { consumers } from './consumer.ts';

/** A checkout address on a cart or an order, as its jsonb column holds it. */
export type StoredAddress = HeldAddress;

/**
 * Carts (spec §3 Cart, §4 cart lifecycle). A cart belongs to a guest (`guest_id`, the
 * session's usid) or to a consumer; each owner has at most one open cart. Lines hold only
 * what the shopper chose (sku, quantity, delivery, gift option): prices, stock and totals
 * are read from the catalogue whenever the cart is answered, never stored from a request.
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    guestId: uuid('guest_id'),
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
    /** The site locale the cart was created on (pdp links, language). */
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    /** `merged`: handed over to the account's cart at sign-in; `ordered`: placed. */
    status: text('status', { enum: ['open', 'merged', 'ordered'] })
      .notNull()
      .default('open'),
    /** Checkout (server/checkout): where it goes, who pays, what the shopper saw. */
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
    billingAddress: jsonb('billing_address').$type<StoredAddress>(),
    /** The method chosen per shipment id (commerce/cart/delivery.ts); the cheapest otherwise. */
    shippingMethods: jsonb('shipping_methods')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    /** Tax (minor units) the shopper was shown at prepareOrder: placing checks it (TAX310). */
    taxQuote: integer('tax_quote'),
    /** What the same summary showed each gift card paying: placing checks it (GFC740). */
    giftCardQuote: jsonb('gift_card_quote').$type<GiftCardQuote>(),
    /**
     * Payment attempts the provider refused: part of the idempotency key of the next one
     * (server/checkout/orders.ts), so a retry after a lost answer is not charged again.
     */
    paymentAttempt: integer('payment_attempt').notNull().default(0),
    deviceFingerprint: text('device_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_open_consumer_key')
      .on(t.consumerId)
      .where(sql`${t.status} = 'open' AND ${t.consumerId} IS NOT NULL`),
    uniqueIndex('carts_open_guest_key')
      .on(t.guestId)
      .where(sql`${t.status} = 'open' AND ${t.consumerId} IS NULL`),
    check('carts_owner', sql`${t.guestId} IS NOT NULL OR ${t.consumerId} IS NOT NULL`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    masterId: text('master_id').notNull(),
    qty: integer('qty').notNull(),
    shippingCode: text('shipping_code').notNull().default('standard'),
    storeId: text('store_id'),
    giftOption: jsonb('gift_option').$type<{ email: string; to: string; message: string }>(),
    recipeId: text('recipe_id'),
    /** Order of the lines (first added first). */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId), check('cart_items_qty', sql`${t.qty} > 0`)],
);

/**
 * An in-store associate's price adjustments on a cart (spec §7 price_adjustments), priced on
 * every answer by commerce/cart/adjustments.ts: at most one per line and one for the order
 * (`item_id` null). A line's adjustment goes with the line (removed, saved for later, or
 * joined to another line on an update).
 */
export const cartPriceAdjustments = pgTable(
  'cart_price_adjustments',
  {
    /** adjustmentId. */
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    itemId: text('item_id').references(() => cartItems.id, { onDelete: 'cascade' }),
    discountType: text('discount_type', { enum: ['amount', 'percentage'] }).notNull(),
    /**
     * Major units (whole cents) for `amount`, percent for `percentage`: numeric keeps the
     * decimal the associate typed exactly (a percentage may have any decimals).
     */
    value: numeric('value', { mode: 'number' }).notNull(),
    reasonCode: text('reason_code').notNull(),
    /** The associate who made it (audit); not a reference, so a roster change keeps it. */
    storeId: text('store_id').notNull(),
    employeeId: text('employee_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the index a cart's adjustments are read by (the cart answers read them by key).
    uniqueIndex('cart_price_adjustments_line_key').on(t.cartId, t.itemId),
    uniqueIndex('cart_price_adjustments_order_key').on(t.cartId).where(sql`${t.itemId} IS NULL`),
    check('cart_price_adjustments_value', sql`${t.value} > 0`),
  ],
);
