import { desc, eq } from 'drizzle-orm';
import { fulfilDevOrder, getDevOutbox, receiveDevReturn } from '#api/contract/internal.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import type { Domain } from '../http/route.ts';
import { fulfilOrder, receiveReturn } from '../orders/service.ts';

/**
 * Development aids: not registered in production, where every path of theirs answers
 * API404 like any unknown path (before its query or body is even read).
 */
export const devDomain: Domain = {
  name: 'dev',
  register({ route, deps }) {
    if (deps.config.environment === 'production') return;
    route(getDevOutbox, async ({ query, db }) => {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(query.recipient ? eq(mailOutbox.recipient, query.recipient) : undefined)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(query.limit);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          recipient: row.recipient,
          template: row.template,
          locale: row.locale,
          subject: row.subject,
          text: row.text,
          data: row.data,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    });

    // There is no warehouse: tests, demos and e2e runs move an order along with this.
    // Its mails (shipped, delivered) go out once, with the record that causes them.
    route(fulfilDevOrder, ({ params, body, db, deps }) =>
      db.transaction((tx) => fulfilOrder(tx, deps, params.orderNumber, body.status)),
    );

    // The parcel of a return label reached the warehouse: the refund mail, then RETURNED.
    route(receiveDevReturn, ({ params, db, deps }) =>
      db.transaction((tx) => receiveReturn(tx, deps, params.returnId)),
    );
  },
};
