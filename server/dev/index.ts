import { desc, eq } from 'drizzle-orm';
import { getDevOutbox } from '#api/contract/internal.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { ApiError } from '../http/errors.ts';
import type { Domain } from '../http/route.ts';

/** Development aids; every route answers API404 in production. */
export const devDomain: Domain = {
  name: 'dev',
  register({ route }) {
    route(getDevOutbox, async ({ query, db, deps }) => {
      if (deps.config.environment === 'production') {
        throw new ApiError('API404', 'No route for /api/dev/outbox');
      }
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
  },
};
