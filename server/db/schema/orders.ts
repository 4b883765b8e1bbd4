import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './checkout.ts';

/*
 * After an order (server/orders): the return labels a shopper makes. The order's own
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
 * warehouse reads off the parcel.
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
  },
  (t) => [index('order_returns_order_idx').on(t.orderNumber, t.createdAt)],
);
