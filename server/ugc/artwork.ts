import { and, eq, ne } from 'drizzle-orm';
import { renderUgcScene, sceneProductOf, UGC_IMAGE } from '#demo/images/ugcScene.ts';
import { getCatalogueModel } from '../catalogue/model.ts';
import { ugcMedia, ugcMediaStreams, ugcStreams } from '../db/schema/ugc.ts';
import { hashOf, type SourceProvider } from '../images/sources.ts';

/*
 * The pixels of shopper photos for the image route (server/images): an upload's own bytes,
 * or, for a seeded photo, a scene drawn from its media id (sky, ridges, the product it shows
 * in its colours). Nothing is committed nor downloaded; the same id draws the same bytes.
 */

/** The image route's provider for `ugc/{customerId}/{mediaId}.{ext}` (hidden photos: none). */
export function ugcImages(): SourceProvider {
  return async (publicId, deps) => {
    const match = UGC_IMAGE.exec(publicId);
    if (!match) return null;
    const [, customerId = '', mediaId = ''] = match;
    const [row] = await deps.db
      .select({ data: ugcMedia.data })
      .from(ugcMedia)
      .where(
        and(
          eq(ugcMedia.id, mediaId),
          eq(ugcMedia.customerId, customerId),
          ne(ugcMedia.status, 'hidden'),
        ),
      )
      .limit(1);
    if (!row) return null;
    if (row.data) return { data: row.data, type: 'raster', version: hashOf(row.data) };
    const [stream] = await deps.db
      .select({ tag: ugcStreams.tag })
      .from(ugcMediaStreams)
      .innerJoin(ugcStreams, eq(ugcStreams.id, ugcMediaStreams.streamId))
      .where(eq(ugcMediaStreams.mediaId, mediaId))
      .orderBy(ugcStreams.id)
      .limit(1);
    const product = stream && (await getCatalogueModel(deps.db)).products.get(stream.tag);
    const svg = renderUgcScene(mediaId, sceneProductOf(product));
    return { data: Buffer.from(svg), type: 'svg', version: hashOf(svg) };
  };
}
