import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Brand } from '#api/contract/common.ts';
import { brands } from '#api/contract/common.ts';
import {
  createUgcStash,
  createUgcUser,
  getUgcCategoryMedia,
  getUgcCustomerMedia,
  getUgcDevReports,
  getUgcMediaStreams,
  getUgcRoot,
  getUgcStreamMedia,
  getUgcTaggedStreamMedia,
  reportUgcMedia,
  type UgcStream,
  type ugcReportReasons,
  uploadUgcMedia,
} from '#api/contract/ugc.ts';
import type { CatalogueModel } from '#commerce/catalogue/model.ts';
import { ugcExtensionOf, ugcMediaView, ugcPublicId } from '#commerce/ugc/media.ts';
import { hiddenByReports } from '#commerce/ugc/moderation.ts';
import { getCatalogueModel } from '../catalogue/model.ts';
import type { Executor } from '../db/client.ts';
import {
  ugcMediaStreams,
  ugcMedia as ugcMediaTable,
  ugcReports,
  ugcStashes,
  ugcStreams,
  ugcUsers,
} from '../db/schema/ugc.ts';
import type { SessionAuth } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import type { Domain } from '../http/route.ts';
import { registerModeration } from './moderation.ts';
import { checkUpload } from './upload.ts';

/** The shopper a report or an uploader belongs to: the consumer, else the guest. */
function shopperKey(auth: SessionAuth): string {
  return auth.kind === 'consumer' ? `c:${auth.consumerId}` : `g:${auth.guestId}`;
}

function ownerOf(auth: SessionAuth) {
  return auth.kind === 'consumer'
    ? { consumerId: auth.consumerId, guestId: null }
    : { consumerId: null, guestId: auth.guestId };
}

function ownedBy(auth: SessionAuth) {
  return auth.kind === 'consumer'
    ? eq(ugcUsers.consumerId, auth.consumerId)
    : and(eq(ugcUsers.guestId, auth.guestId), sql`${ugcUsers.consumerId} is null`);
}

/** A category and its ancestors, leaf first (how streams file their photos). */
function categoryPathOf(model: CatalogueModel, categoryId: string): string[] {
  return (model.paths.get(categoryId) ?? []).map((category) => category.id).reverse();
}

const newId = (prefix: string) => `${prefix}-${randomBytes(9).toString('hex')}`;

type MediaFilter = ReturnType<typeof eq> | undefined;

/** Media rows with their user and streams, newest first (status as asked). */
async function listMedia(db: Executor, where: MediaFilter, limit: number) {
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
    .where(where)
    .orderBy(desc(ugcMediaTable.createdAt), ugcMediaTable.id)
    .limit(limit);
  const links =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(ugcMediaStreams)
          .where(
            inArray(
              ugcMediaStreams.mediaId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(ugcMediaStreams.streamId);
  return rows.map((row) =>
    ugcMediaView({
      ...row,
      customerId: row.customerId as Brand,
      user: { id: row.userId, name: row.userName },
      streamIds: links.filter((link) => link.mediaId === row.id).map((link) => link.streamId),
    }),
  );
}

const approved = eq(ugcMediaTable.status, 'approved');

/** Approved media in any stream matching `streams` (a filter on ugc_streams). */
function inStreams(streams: ReturnType<typeof and>) {
  return and(
    approved,
    inArray(
      ugcMediaTable.id,
      sql`(select ${ugcMediaStreams.mediaId} from ${ugcMediaStreams} join ${ugcStreams} on ${ugcStreams.id} = ${ugcMediaStreams.streamId} where ${streams})`,
    ),
  );
}

function streamView(row: typeof ugcStreams.$inferSelect): UgcStream {
  return {
    id: row.id,
    customerId: row.customerId as Brand,
    name: row.name,
    tag: row.tag,
    categoryId: row.categoryId,
  };
}

/** Spec §7 social media content service, below `/api/ugc`. */
export const ugcDomain: Domain = {
  name: 'ugc',
  register(registrar) {
    const { route, deps } = registrar;
    registerModeration(registrar);
    route(getUgcRoot, async ({ db }) => {
      const counts = await db
        .select({ customerId: ugcStreams.customerId, streams: count() })
        .from(ugcStreams)
        .groupBy(ugcStreams.customerId);
      return {
        service: 'ugc' as const,
        customers: brands.map((id) => ({
          id,
          streams: counts.find((row) => row.customerId === id)?.streams ?? 0,
        })),
      };
    });

    route(getUgcCustomerMedia, ({ params, query, db }) =>
      listMedia(
        db,
        and(approved, eq(ugcMediaTable.customerId, params.customerId)),
        query.count,
      ).then((media) => ({ media })),
    );

    route(getUgcCategoryMedia, async ({ query, db }) => ({
      media: await listMedia(
        db,
        inStreams(
          and(
            eq(ugcStreams.customerId, query.customerId),
            sql`${query.categoryId} = any(${ugcStreams.categoryPath})`,
          ),
        ),
        query.count,
      ),
    }));

    route(getUgcTaggedStreamMedia, async ({ query, db }) => ({
      media: await listMedia(
        db,
        inStreams(and(eq(ugcStreams.customerId, query.customerId), eq(ugcStreams.tag, query.tag))),
        query.count,
      ),
    }));

    route(getUgcStreamMedia, async ({ params, query, db }) => {
      const [stream] = await db
        .select({ id: ugcStreams.id })
        .from(ugcStreams)
        .where(eq(ugcStreams.id, params.streamId));
      if (!stream) throw new ApiError('API404', `No stream ${params.streamId}`);
      return {
        media: await listMedia(db, inStreams(eq(ugcStreams.id, stream.id)), query.count),
      };
    });

    route(getUgcMediaStreams, async ({ params, db }) => {
      const [media] = await db
        .select({ id: ugcMediaTable.id })
        .from(ugcMediaTable)
        .where(and(eq(ugcMediaTable.id, params.mediaId), approved));
      if (!media) throw new ApiError('API404', `No photo ${params.mediaId}`);
      const rows = await db
        .select({ stream: ugcStreams })
        .from(ugcMediaStreams)
        .innerJoin(ugcStreams, eq(ugcStreams.id, ugcMediaStreams.streamId))
        .where(eq(ugcMediaStreams.mediaId, media.id))
        .orderBy(ugcStreams.id);
      return { streams: rows.map((row) => streamView(row.stream)) };
    });

    route(reportUgcMedia, async ({ params, body, auth, db, deps: { now } }) =>
      db.transaction(async (tx) => {
        // Locked: concurrent reports count every reporter before the photo is hidden. Only
        // open reports count: those a moderator closed by keeping the photo do not.
        const [media] = await tx
          .select({ id: ugcMediaTable.id, status: ugcMediaTable.status })
          .from(ugcMediaTable)
          .where(eq(ugcMediaTable.id, params.mediaId))
          .for('update');
        // Only a listed photo can be reported: uploads waiting for review are not shown.
        if (media?.status !== 'approved')
          throw new ApiError('API404', `No photo ${params.mediaId}`);
        await tx
          .insert(ugcReports)
          .values({
            mediaId: media.id,
            reporter: shopperKey(auth),
            reason: body.reason,
            comment: body.comment ?? '',
            createdAt: now(),
          })
          .onConflictDoNothing();
        const [reports] = await tx
          .select({ total: count() })
          .from(ugcReports)
          .where(and(eq(ugcReports.mediaId, media.id), isNull(ugcReports.closedAt)));
        if (hiddenByReports(reports?.total ?? 0)) {
          await tx
            .update(ugcMediaTable)
            .set({ status: 'hidden' })
            .where(eq(ugcMediaTable.id, media.id));
        }
        return { mediaId: media.id, reported: true as const };
      }),
    );

    route(createUgcUser, async ({ body, auth, db, deps: { now } }) => {
      const id = newId('u');
      await db.insert(ugcUsers).values({
        id,
        customerId: body.customerId,
        name: body.name,
        ...ownerOf(auth),
        createdAt: now(),
      });
      return { id, name: body.name };
    });

    route(uploadUgcMedia, async ({ params, body, auth, db, deps: { now } }) => {
      const [user] = await db
        .select()
        .from(ugcUsers)
        .where(and(eq(ugcUsers.id, params.userId), ownedBy(auth)));
      if (!user) throw new ApiError('API404', `No user ${params.userId}`);
      const photo = await checkUpload(body.mediaType, body.data);
      const id = newId('m');
      const customerId = user.customerId as Brand;
      // The product's stream, opened with its first photo (the seed has streams only for
      // best sellers): its category path files the photo under every category above it.
      const model = body.tag ? await getCatalogueModel(db) : undefined;
      const product = body.tag ? model?.products.get(body.tag) : undefined;
      const opened =
        product && product.brand === customerId
          ? {
              id: `s-${product.id.toLowerCase()}`,
              customerId,
              name: product.names.en,
              tag: product.id,
              categoryId: product.categoryId,
              categoryPath: categoryPathOf(model as CatalogueModel, product.categoryId),
            }
          : undefined;
      return db.transaction(async (tx) => {
        const createdAt = now();
        if (opened) await tx.insert(ugcStreams).values(opened).onConflictDoNothing();
        const stream = body.tag
          ? (
              await tx
                .select({ id: ugcStreams.id })
                .from(ugcStreams)
                .where(and(eq(ugcStreams.customerId, customerId), eq(ugcStreams.tag, body.tag)))
            )[0]
          : undefined;
        const publicId = ugcPublicId(customerId, id, ugcExtensionOf[body.mediaType]);
        await tx.insert(ugcMediaTable).values({
          id,
          customerId,
          userId: user.id,
          status: 'pending',
          caption: body.caption,
          publicId,
          width: photo.width,
          height: photo.height,
          data: photo.bytes,
          createdAt,
        });
        if (stream) await tx.insert(ugcMediaStreams).values({ mediaId: id, streamId: stream.id });
        return ugcMediaView({
          id,
          customerId,
          caption: body.caption,
          user: { id: user.id, name: user.name },
          publicId,
          width: photo.width,
          height: photo.height,
          status: 'pending',
          createdAt,
          streamIds: stream ? [stream.id] : [],
        });
      });
    });

    route(createUgcStash, async ({ body, auth, db, deps: { now } }) => {
      const [user] = await db
        .select({ id: ugcUsers.id })
        .from(ugcUsers)
        .where(and(eq(ugcUsers.id, body.userId), ownedBy(auth)));
      if (!user) throw new ApiError('API404', `No user ${body.userId}`);
      const mediaIds = [...new Set(body.mediaIds)];
      const owned = await db
        .select({ id: ugcMediaTable.id })
        .from(ugcMediaTable)
        .where(and(eq(ugcMediaTable.userId, user.id), inArray(ugcMediaTable.id, mediaIds)));
      if (owned.length !== mediaIds.length)
        throw new ApiError('API404', 'No such photo of this user');
      const id = newId('st');
      await db
        .insert(ugcStashes)
        .values({ id, userId: user.id, mediaIds, tag: body.tag ?? null, createdAt: now() });
      return { stashId: id, mediaIds };
    });

    if (deps.config.environment === 'production') return;
    route(getUgcDevReports, async ({ query, db }) => {
      const rows = await db
        .select()
        .from(ugcReports)
        .where(query.mediaId ? eq(ugcReports.mediaId, query.mediaId) : undefined)
        .orderBy(desc(ugcReports.createdAt))
        .limit(100);
      return {
        reports: rows.map((row) => ({
          mediaId: row.mediaId,
          reason: row.reason as (typeof ugcReportReasons)[number],
          comment: row.comment,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    });
  },
};
