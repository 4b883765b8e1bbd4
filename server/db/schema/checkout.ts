import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CheckoutOrder } from '#api/contract/checkout.ts';
import type { PromotionAudience, PromotionRule } from '#commerce/cart/promotions.ts';
import { carts } from './cart.ts';
import { consumers } from './consumer.ts';

/*
 * Checkout (spec §3 Cart, Order; §4 cart lifecycle): promotions and coupons, gift cards,
 * the payments on a cart, and orders. Amounts are integer minor units.
 */

type Texts = Record<'en' | 'fr' | 'de', string>;

/** Promotions the pricing engine applies (commerce/cart/promotions.ts). */
export const promotions = pgTable('promotions', {
  id: text('id').primaryKey(),
  level: text('level', { enum: ['ORDER', 'PRODUCT', 'SHIPPING'] }).notNull(),
  names: jsonb('names').$type<Texts>().notNull(),
  /** `default|approaching|earned` per language. */
  callouts: jsonb('callouts').$type<Texts>().notNull(),
  rule: jsonb('rule').$type<PromotionRule>().notNull(),
  audience: text('audience').$type<PromotionAudience>().notNull().default('all'),
  couponOnly: boolean('coupon_only').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/**
 * Codes that switch a coupon-only promotion on; `max_redemptions` 1 is single use. A code
 * with a consumer is theirs alone (a member's welcome code, commerce/checkout/welcome.ts):
 * at most one per promotion and consumer.
 */
export const coupons = pgTable(
  'coupons',
  {
    /** Upper-case. */
    code: text('code').primaryKey(),
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('coupons_consumer_promotion_key').on(t.consumerId, t.promotionId),
    check(
      'coupons_redemptions',
      sql`${t.redemptions} >= 0 AND (${t.maxRedemptions} IS NULL OR ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
  ],
);

export const cartCoupons = pgTable(
  'cart_coupons',
  {
    /** couponItemId. */
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => coupons.code, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_coupons_cart_code_key').on(t.cartId, t.code)],
);

/**
 * Gift cards: the number and PIN are kept only as keyed hashes (the number's last four
 * for display). The balance never goes below zero. A digital gift card bought in an order
 * (server/checkout/digitalGiftCards.ts) names its order, line and recipient.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: text('id').primaryKey(),
    numberHash: text('number_hash').notNull().unique(),
    pinHash: text('pin_hash').notNull(),
    last4: text('last4').notNull(),
    currency: text('currency').notNull(),
    balance: integer('balance').notNull(),
    /** `blocked`: may not pay (GFC725). */
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Bought as a digital item of this order. */
    orderNumber: text('order_number'),
    /** The order's line (its item id) the card was bought as. */
    orderItemId: text('order_item_id'),
    recipientEmail: text('recipient_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_cards_balance', sql`${t.balance} >= 0`),
    index('gift_cards_order_idx').on(t.orderNumber, t.orderItemId),
  ],
);

/**
 * The buy-now-pay-later sessions the service opened for a cart (server/checkout/payLater.ts):
 * the amount (minor units) it covered, and the authorization once the shopper approved.
 * A PAYPAL or KLARNA instrument names its session; placing checks it still covers the cart.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    /** The provider's session id. */
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['KLARNA', 'PAYPAL'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    authorizationId: text('authorization_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_sessions_cart_idx').on(t.cartId)],
);

/**
 * The payment instruments on a cart (spec §3 types). A card is kept as the gateway's
 * token and its last four digits only; gift cards and points take their share when the
 * cart is answered (commerce/cart/payments.ts), the card the rest.
 */
export const cartPayments = pgTable(
  'cart_payments',
  {
    /** paymentInstrumentId. */
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** Most this instrument may cover; null: as much as it can. */
    amount: integer('amount'),
    giftCardId: text('gift_card_id').references(() => giftCards.id),
    points: integer('points'),
    rewardId: text('reward_id'),
    /** The reward's value, minor units. */
    rewardValue: integer('reward_value'),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpiryMonth: integer('card_expiry_month'),
    cardExpiryYear: integer('card_expiry_year'),
    cardHolder: text('card_holder'),
    /** PAYPAL, KLARNA: the session the shopper authorized. */
    paymentSessionId: text('payment_session_id').references(() => paymentSessions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_payments_cart_idx').on(t.cartId)],
);

/** Order numbers: `CRN10000001` … */
export const orderNumberSequence = pgSequence('order_no_seq', { startWith: 10000001 });

/** What an order took, given back when its 3-D Secure challenge fails. */
export interface OrderReservations {
  stock: { sku: string; storeId: string | null; qty: number }[];
  giftCards: { id: string; amount: number }[];
  points: number;
  coupons: string[];
}

/**
 * What the provider is asked for an order whose payment is not settled yet (minor units),
 * with the idempotency key that makes asking again safe (server/checkout/orders.ts).
 */
export type PendingPayment = { idempotencyKey: string; amount: number; currency: string } & (
  | { kind: 'card'; token: string }
  | { kind: 'payLater'; provider: 'KLARNA' | 'PAYPAL'; authorizationId: string }
);

/**
 * Orders. One cart gives at most one live order (placing it twice answers the same order);
 * a failed 3-D Secure challenge marks the order failed and gives back what it took. An
 * order is `payment_pending` from the moment it took its stock and balances until the
 * provider answers (`payment` says what it was asked), and while a 3-D Secure challenge waits.
 */
export const orders = pgTable(
  'orders',
  {
    orderNumber: text('order_number').primaryKey().default(sql`'CRN' || nextval('order_no_seq')`),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id),
    guestId: uuid('guest_id'),
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status', { enum: ['payment_pending', 'placed', 'failed'] }).notNull(),
    channel: text('channel').notNull(),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    total: integer('total').notNull(),
    /** The order as the contract answers it. */
    view: jsonb('view').$type<CheckoutOrder>().notNull(),
    reservations: jsonb('reservations').$type<OrderReservations>().notNull(),
    challengeTransactionId: text('challenge_transaction_id'),
    payment: jsonb('payment').$type<PendingPayment>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    /**
     * Fulfilment (server/orders): there is no warehouse system, so the order's parcels
     * move together and their record is here (`POST /api/dev/orders/:orderNumber/fulfil`
     * outside production).
     */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /**
     * Minor units the card, PayPal or Klarna took that the provider must give back: the
     * gateway adapters have no void or refund call yet, so a cancellation records it.
     */
    refundDue: integer('refund_due'),
    /** Every returnable unit came back: its returns were received (server/orders/service.ts). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_live_cart_key').on(t.cartId).where(sql`${t.status} <> 'failed'`),
    index('orders_consumer_idx').on(t.consumerId),
    // Sign-in hands a guest's orders to the account (server/orders).
    index('orders_guest_idx').on(t.guestId).where(sql`${t.consumerId} IS NULL`),
  ],
);

/**
 * A signed-in consumer's saved cards (spec §7 consumer payment_instruments): the gateway's
 * token and what a shopper recognises the card by, never its number. One `main` card
 * makes express checkout possible.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: text('id').primaryKey(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    cardType: text('card_type', { enum: ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'] }).notNull(),
    lastFour: text('last_four').notNull(),
    expirationMonth: integer('expiration_month').notNull(),
    expirationYear: integer('expiration_year').notNull(),
    holderName: text('holder_name').notNull(),
    billingAddressId: text('billing_address_id'),
    main: boolean('main').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_cards_consumer_idx').on(t.consumerId)],
);

/**
 * Gift cards a signed-in consumer saved to the account (spec §7 consumer
 * payment_instruments, type GIFT_CARD): a reference to the card, opened once by its number
 * and PIN, and its last four digits. Neither the number nor the PIN is kept here; the
 * balance is read from the card when the list is asked for. A card is saved once per
 * account (GFC409); removing it leaves the card and its balance as they are.
 */
export const savedGiftCards = pgTable(
  'saved_gift_cards',
  {
    id: text('id').primaryKey(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    giftCardId: text('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    lastFour: text('last_four').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_gift_cards_consumer_card_key').on(t.consumerId, t.giftCardId)],
);
