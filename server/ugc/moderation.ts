import { timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Brand } from '#api/contract/common.ts';
import {
  approveUgcMedia,
  getUgcModerationMedia,
  rejectUgcMedia,
  UGC_MODERATION_HEADER,
  type UgcModerationMedia,
  type ugcReportReasons,
} from '#api/contract/ugc.ts';
import { ugcMediaView } from '#commerce/ugc/media.ts';
import { moderatorRefusal } from '#commerce/ugc/moderation.ts';
import type { Executor } from '../db/client.ts';
import {
  ugcMediaStreams,
  ugcMedia as ugcMediaTable,
  ugcReports,
  ugcStreams,
  ugcUsers,
} from '../db/schema/ugc.ts';
import { ApiError, assertAllowed } from '../http/errors.ts';
import type { RouteRegistrar } from '../http/route.ts';

/*
 * The moderation side of the shopper photos (not in the spec): below
 * `/api/ugc/moderation`, for whoever holds the service's MODERATION_TOKEN. The token is
 * checked before anything of the request is read, so a caller without it learns nothing
 * (not even whether a photo exists).
 */

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** AUT432 unless the request holds the configured token (none configured: always). */
export function assertModerator(given: string | undefined, token: string | undefined): void {
  assertAllowed(moderatorRefusal(given, token, sameSecret));
}

const openReport = isNull(ugcReports.closedAt);

/** Photos by id with what a moderator needs: status, tags, open reports. */
async function moderationViews(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: ugcMediaTable.id,
      customerId: ugcMediaTable.customerId,
      caption: ugcMediaTable.caption,
      publicId: ugcMediaTable.publicId,
      width: ugcMediaTable.width,
      height: ugcMediaTable.height,
      status: ugcMediaTable.status,
      createdAt: ugcMediaTable.createdAt,
      userId: ugcUsers.id,
      userName: ugcUsers.name,
    })
    .from(ugcMediaTable)
    .innerJoin(ugcUsers, eq(ugcUsers.id, ugcMediaTable.userId))
    .where(inArray(ugcMediaTable.id, [...ids]));
  const links = await db
    .select({ mediaId: ugcMediaStreams.mediaId, streamId: ugcStreams.id, tag: ugcStreams.tag })
    .from(ugcMediaStreams)
    .innerJoin(ugcStreams, eq(ugcStreams.id, ugcMediaStreams.streamId))
    .where(inArray(ugcMediaStreams.mediaId, [...ids]))
    .orderBy(ugcStreams.id);
  const reports = await db
    .select()
    .from(ugcReports)
    .where(and(inArray(ugcReports.mediaId, [...ids]), openReport))
    .orderBy(desc(ugcReports.createdAt));
  const views = new Map<string, UgcModerationMedia>();
  for (const row of rows) {
    const mine = links.filter((link) => link.mediaId === row.id);
    const { status: _public, ...view } = ugcMediaView({
      ...row,
      customerId: row.customerId as Brand,
      user: { id: row.userId, name: row.userName },
      streamIds: mine.map((link) => link.streamId),
    });
    views.set(row.id, {
      ...view,
      customerId: row.customerId as Brand,
      status: row.status,
      tags: mine.map((link) => link.tag),
      reports: reports
        .filter((report) => report.mediaId === row.id)
        .map((report) => ({
          reason: report.reason as (typeof ugcReportReasons)[number],
          comment: report.comment,
          createdAt: report.createdAt.toISOString(),
        })),
    });
  }
  // In the order asked.
  return ids.flatMap((id) => views.get(id) ?? []);
}

export function registerModeration({ route, hono, deps }: RouteRegistrar): void {
  // Before the routes: the token is checked ahead of the request's validation.
  hono.use('/ugc/moderation/*', async (c, next) => {
    assertModerator(c.req.header(UGC_MODERATION_HEADER), deps.config.moderationToken);
    await next();
  });

  route(getUgcModerationMedia, async ({ query, db }) => {
    const inQueue =
      query.queue === 'pending'
        ? eq(ugcMediaTable.status, 'pending')
        : inArray(
            ugcMediaTable.id,
            sql`(select ${ugcReports.mediaId} from ${ugcReports} where ${ugcReports.closedAt} is null)`,
          );
    const queued = await db
      .select({ id: ugcMediaTable.id })
      .from(ugcMediaTable)
      .where(
        and(inQueue, query.customerId ? eq(ugcMediaTable.customerId, query.customerId) : undefined),
      )
      .orderBy(asc(ugcMediaTable.createdAt), ugcMediaTable.id)
      .limit(query.count);
    return {
      media: await moderationViews(
        db,
        queued.map((row) => row.id),
      ),
    };
  });

  route(approveUgcMedia, async ({ params, db, deps: { now } }) =>
    db.transaction(async (tx) => {
      // Locked: a report counted at the same moment sees the photo approved or not, never
      // half of it.
      const [media] = await tx
        .select({ id: ugcMediaTable.id })
        .from(ugcMediaTable)
        .where(eq(ugcMediaTable.id, params.mediaId))
        .for('update');
      if (!media) throw new ApiError('API404', `No photo ${params.mediaId}`);
      await tx
        .update(ugcMediaTable)
        .set({ status: 'approved' })
        .where(eq(ugcMediaTable.id, media.id));
      await tx
        .update(ugcReports)
        .set({ closedAt: now() })
        .where(and(eq(ugcReports.mediaId, media.id), openReport));
      const [view] = await moderationViews(tx, [media.id]);
      if (!view) throw new ApiError('API404', `No photo ${params.mediaId}`);
      return view;
    }),
  );

  route(rejectUgcMedia, async ({ params, db }) => {
    const deleted = await db
      .delete(ugcMediaTable)
      .where(eq(ugcMediaTable.id, params.mediaId))
      .returning({ id: ugcMediaTable.id });
    if (deleted.length === 0) throw new ApiError('API404', `No photo ${params.mediaId}`);
    return { mediaId: params.mediaId, rejected: true as const };
  });
}
