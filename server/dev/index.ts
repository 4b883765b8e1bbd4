import { desc, eq } from 'drizzle-orm';
import { fulfilDevOrder, getDevOutbox } from '#api/contract/internal.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import type { Domain } from '../http/route.ts';
import { fulfilOrder } from '../orders/service.ts';

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
    route(fulfilDevOrder, ({ params, body, db, deps }) =>
      db.transaction((tx) => fulfilOrder(tx, params.orderNumber, body.status, deps.now())),
    );
  },
};
