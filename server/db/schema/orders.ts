import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './checkout.ts';
import { consumers } from './consumer.ts';

/*
 * After an order (server/orders): the return labels a shopper makes and the warranty claims
 * a member files. The order's own
 * fulfilment record (shipped, delivered, cancelled) is on `orders` (./checkout.ts).
 */

/** One unit count of an order line on a return label. */
export interface ReturnedUnits {
  itemId: string;
  qty: number;
  reasonCode: string;
}

/**
 * A return label: its id is the link that prints it (random, 128 bits), the RMA code the
 * warehouse reads off the parcel. Awaiting its parcel until `receivedAt`.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number')
      .notNull()
      .references(() => orders.orderNumber),
    items: jsonb('items').$type<ReturnedUnits[]>().notNull(),
    rmaCode: text('rma_code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The warehouse recorded the parcel (`POST /api/dev/returns/:returnId/received`). */
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [index('order_returns_order_idx').on(t.orderNumber, t.createdAt)],
);

/**
 * A member's warranty claim (spec §7 Consumer POST warranty): the product, the order it came
 * in when the member names one, and what is wrong with it. Customer care reads them; a claim
 * is answered by mail, so it is `received` until someone works on it.
 */
export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    /** `WRC` and 10 characters of a random id: what the member quotes to customer care. */
    id: text('id').primaryKey(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    /** The style (master id) claimed for, also when the member named a sku. */
    productId: text('product_id').notNull(),
    sku: text('sku'),
    orderNumber: text('order_number').references(() => orders.orderNumber),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    photoUrls: text('photo_urls').array().notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['received'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('warranty_claims_consumer_idx').on(t.consumerId, t.createdAt)],
);
