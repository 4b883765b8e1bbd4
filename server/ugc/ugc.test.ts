import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
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
  UGC_HIDE_REPORT_THRESHOLD,
  UGC_MAX_UPLOAD_BYTES,
  uploadUgcMedia,
} from '#api/contract/ugc.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { demoUgc } from '#demo/ugc/index.ts';
import { authDomain } from '../auth/index.ts';
import { catalogueDomain } from '../catalogue/index.ts';
import { ugcMedia, ugcReports } from '../db/schema/ugc.ts';
import { seeders } from '../db/seed.ts';
import { createImagesDomain } from '../images/index.ts';
import { guestSession } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { ugcImages } from './artwork.ts';
import { ugcDomain } from './index.ts';

const root = await mkdtemp(path.join(tmpdir(), 'cairn-ugc-images-'));
const server = setupTestServer({
  seed: seeders.filter((seeder) => seeder.name === 'catalogue' || seeder.name === 'ugc'),
  domains: [
    authDomain,
    catalogueDomain,
    ugcDomain,
    createImagesDomain({ root, cacheDir: null, generators: [ugcImages] }),
  ],
});
afterAll(() => rm(root, { recursive: true, force: true }));

const demo = demoUgc();
const bestSeller = demo.streams.find((stream) => stream.customerId === 'ridgeline');
if (!bestSeller) throw new Error('no demo stream');

async function shopper(): Promise<TestAgent> {
  const agent = server().agent();
  await guestSession(agent);
  return agent;
}

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#2f5d46' } })
    .png()
    .toBuffer();

describe('reading photos', () => {
  it('answers its root with the customers and their streams', async () => {
    const root = await server().agent().send(getUgcRoot);
    expect(root.status).toBe(200);
    expect(root.body.customers).toContainEqual({ id: 'ridgeline', streams: 8 });
  });

  it('lists a stream by its product tag, newest first, with the user and an image URL', async () => {
    const result = await server()
      .agent()
      .send(getUgcTaggedStreamMedia, {
        query: { customerId: 'ridgeline', tag: bestSeller.tag, count: 10 },
      });
    expect(result.status).toBe(200);
    const expected = demo.media.filter((media) => media.streamIds.includes(bestSeller.id));
    expect(result.body.media.map((media) => media.id)).toEqual(expected.map((media) => media.id));
    const first = result.body.media[0];
    expect(first?.user.name).toBeTruthy();
    expect(first?.image.url).toMatch(
      /^\/api\/images\/upload\/ugc\/ridgeline\/m-ridgeline-\d+\.png$/,
    );
    const times = result.body.media.map((media) => Date.parse(media.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('gives an empty list for a product without photos, and the other brand none of these', async () => {
    const agent = server().agent();
    const other = await agent.send(getUgcTaggedStreamMedia, {
      query: { customerId: 'tread', tag: bestSeller.tag },
    });
    expect(other.body.media).toEqual([]);
  });

  it('lists by stream id, by category (a parent category holds its leaves) and by customer', async () => {
    const agent = server().agent();
    const byStream = await agent.send(getUgcStreamMedia, { params: { streamId: bestSeller.id } });
    expect(byStream.body.media.length).toBeGreaterThan(0);
    const parent = bestSeller.categoryPath[1] ?? '';
    const byCategory = await agent.send(getUgcCategoryMedia, {
      query: { customerId: 'ridgeline', categoryId: parent, count: 50 },
    });
    expect(byCategory.body.media.map((media) => media.id)).toEqual(
      expect.arrayContaining(byStream.body.media.map((media) => media.id)),
    );
    const byCustomer = await agent.send(getUgcCustomerMedia, {
      params: { customerId: 'tread' },
      query: { count: 3 },
    });
    expect(byCustomer.body.media).toHaveLength(3);
    expect(byCustomer.body.media.every((media) => media.id.startsWith('m-tread-'))).toBe(true);
  });

  it('names the streams a photo shows; unknown ids are API404, bad queries API400', async () => {
    const agent = server().agent();
    const shared = demo.media.find((media) => media.streamIds.length > 1);
    const streams = await agent.send(getUgcMediaStreams, { params: { mediaId: shared?.id ?? '' } });
    expect(streams.body.streams.map((stream) => stream.id)).toEqual(
      [...(shared?.streamIds ?? [])].sort(),
    );
    expect(streams.body.streams[0]?.tag).toMatch(/^[A-Z0-9]{8,11}$/);
    const missing = await agent.send(getUgcMediaStreams, { params: { mediaId: 'm-none' } });
    expect(missing.status).toBe(404);
    expect(errorIdOf(missing)).toBe('API404');
    const noStream = await agent.send(getUgcStreamMedia, { params: { streamId: 's-none' } });
    expect(errorIdOf(noStream)).toBe('API404');
    const badCount = await agent.fetch('/ugc/customers/ridgeline/media/recent?count=500');
    expect(badCount.status).toBe(400);
    const badBrand = await agent.fetch('/ugc/customers/acme/media/recent');
    expect(badBrand.status).toBe(400);
  });

  it('serves a seeded photo through the image pipeline, drawn on demand', async () => {
    const media = demo.media[0];
    const response = await server()
      .agent()
      .fetch(
        `/images/upload/w_192,h_192,c_fill,e_sharpen:60,q_50,f_auto,dpr_2.0/${media?.publicId}`,
      );
    expect(response.status).toBe(200);
    const info = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([info.width, info.height, info.format]).toEqual([192, 192, 'jpeg']);
  });
});

describe('reports', () => {
  it('stores a report once per shopper; the photo leaves the lists at the threshold', async () => {
    const mediaId = demo.media.find((media) => media.customerId === 'tread')?.id ?? '';
    const first = await shopper();
    const report = await first.send(reportUgcMedia, {
      params: { mediaId },
      body: { reason: 'spam', comment: 'An advert' },
    });
    expect(report.status).toBe(201);
    expect(report.body).toEqual({ mediaId, reported: true });
    // Again by the same shopper: a no-op.
    await first.send(reportUgcMedia, { params: { mediaId }, body: { reason: 'inappropriate' } });
    const stored = await server()
      .db.select()
      .from(ugcReports)
      .where(eq(ugcReports.mediaId, mediaId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reason: 'spam', comment: 'An advert' });
    const listed = await first.send(getUgcDevReports, { query: { mediaId } });
    expect(listed.body.reports).toEqual([expect.objectContaining({ mediaId, reason: 'spam' })]);

    for (let n = 1; n < UGC_HIDE_REPORT_THRESHOLD; n += 1) {
      const other = await shopper();
      await other.send(reportUgcMedia, { params: { mediaId }, body: { reason: 'spam' } });
    }
    const [row] = await server().db.select().from(ugcMedia).where(eq(ugcMedia.id, mediaId));
    expect(row?.status).toBe('hidden');
    const recent = await first.send(getUgcCustomerMedia, {
      params: { customerId: 'tread' },
      query: { count: 50 },
    });
    expect(recent.body.media.map((media) => media.id)).not.toContain(mediaId);
    const again = await first.send(reportUgcMedia, {
      params: { mediaId },
      body: { reason: 'spam' },
    });
    expect(errorIdOf(again)).toBe('API404');
  });

  it('needs a session, a known reason and a known photo', async () => {
    const anonymous = await server()
      .agent()
      .send(reportUgcMedia, { params: { mediaId: 'm-ridgeline-1' }, body: { reason: 'spam' } });
    expect(errorIdOf(anonymous)).toBe('AUT432');
    const agent = await shopper();
    const badReason = await agent.send(reportUgcMedia, {
      params: { mediaId: 'm-ridgeline-1' },
      body: { reason: 'boring' },
    });
    expect(errorIdOf(badReason)).toBe('API400');
    const unknown = await agent.send(reportUgcMedia, {
      params: { mediaId: 'm-unknown' },
      body: { reason: 'spam' },
    });
    expect(errorIdOf(unknown)).toBe('API404');
  });
});

describe('uploads', () => {
  it('uploads a photo as the shopper’s user (pending, not listed), then stashes it', async () => {
    const agent = await shopper();
    const user = await agent.send(createUgcUser, {
      body: { customerId: 'ridgeline', name: 'Ada' },
    });
    expect(user.status).toBe(201);
    const data = (await png(64)).toString('base64');
    const upload = await agent.send(uploadUgcMedia, {
      params: { userId: user.body.id },
      body: { mediaType: 'image/png', data, caption: 'Summit day', tag: bestSeller.tag },
    });
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({
      caption: 'Summit day',
      status: 'pending',
      image: { width: 64, height: 64 },
      streamIds: [bestSeller.id],
      user: { id: user.body.id, name: 'Ada' },
    });
    const listed = await agent.send(getUgcStreamMedia, { params: { streamId: bestSeller.id } });
    expect(listed.body.media.map((media) => media.id)).not.toContain(upload.body.id);
    // Its own bytes are served by the image route.
    const image = await agent.fetch(upload.body.image.url.replace(/^\/api/, ''));
    expect(image.status).toBe(200);

    const stash = await agent.send(createUgcStash, {
      body: { userId: user.body.id, mediaIds: [upload.body.id], termsAccepted: true },
    });
    expect(stash.status).toBe(201);
    expect(stash.body.mediaIds).toEqual([upload.body.id]);
    // Another shopper can neither upload as this user nor stash its photos.
    const stranger = await shopper();
    const foreign = await stranger.send(uploadUgcMedia, {
      params: { userId: user.body.id },
      body: { mediaType: 'image/png', data },
    });
    expect(errorIdOf(foreign)).toBe('API404');
    const foreignStash = await stranger.send(createUgcStash, {
      body: { userId: user.body.id, mediaIds: [upload.body.id], termsAccepted: true },
    });
    expect(errorIdOf(foreignStash)).toBe('API404');
  });

  it('files a photo of a product without photos yet under the product and its categories', async () => {
    const streamed = new Set(demo.streams.map((stream) => stream.tag));
    const products = getCatalogue().products;
    const quiet = products.find(
      (product) =>
        product.brand === 'ridgeline' && product.sizes.length > 0 && !streamed.has(product.id),
    );
    const otherBrand = products.find((product) => product.brand === 'tread');
    if (!quiet || !otherBrand) throw new Error('no product for the test');
    const agent = await shopper();
    const user = await agent.send(createUgcUser, {
      body: { customerId: 'ridgeline', name: 'Ada' },
    });
    const data = (await png(32)).toString('base64');
    const send = (tag: string) =>
      agent.send(uploadUgcMedia, {
        params: { userId: user.body.id },
        body: { mediaType: 'image/png', data, tag },
      });
    const first = await send(quiet.id);
    expect(first.status).toBe(201);
    expect(first.body.streamIds).toHaveLength(1);
    // A second photo of it goes to the same stream.
    const second = await send(quiet.id);
    expect(second.body.streamIds).toEqual(first.body.streamIds);
    // Approved, it shows in the product's gallery and in its category's.
    await server()
      .db.update(ugcMedia)
      .set({ status: 'approved' })
      .where(eq(ugcMedia.id, first.body.id));
    const tagged = await agent.send(getUgcTaggedStreamMedia, {
      query: { customerId: 'ridgeline', tag: quiet.id },
    });
    expect(tagged.body.media.map((media) => media.id)).toEqual([first.body.id]);
    const category = await agent.send(getUgcCategoryMedia, {
      query: { customerId: 'ridgeline', categoryId: quiet.categoryId, count: 50 },
    });
    expect(category.body.media.map((media) => media.id)).toContain(first.body.id);
    // Another brand's product is not this brand's to file under.
    const foreign = await send(otherBrand.id);
    expect(foreign.status).toBe(201);
    expect(foreign.body.streamIds).toEqual([]);
  });

  it('checks the type and the size: API415, API413, API400', async () => {
    const agent = await shopper();
    const user = await agent.send(createUgcUser, { body: { customerId: 'tread', name: 'Bo' } });
    const send = (body: Record<string, unknown>) =>
      agent.send(uploadUgcMedia, { params: { userId: user.body.id }, body });
    const data = (await png(16)).toString('base64');
    const gif = await send({ mediaType: 'image/gif', data });
    expect(gif.status).toBe(415);
    expect(errorIdOf(gif)).toBe('API415');
    // Declared a JPEG, but the bytes are a PNG.
    const mislabelled = await send({ mediaType: 'image/jpeg', data });
    expect(errorIdOf(mislabelled)).toBe('API415');
    const tooLarge = await send({
      mediaType: 'image/png',
      data: Buffer.alloc(UGC_MAX_UPLOAD_BYTES + 3).toString('base64'),
    });
    expect(tooLarge.status).toBe(413);
    expect(errorIdOf(tooLarge)).toBe('API413');
    // The PNG signature and nothing readable after it.
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(32),
    ]);
    const unreadable = await send({ mediaType: 'image/png', data: broken.toString('base64') });
    expect(errorIdOf(unreadable)).toBe('API400');
    const notBase64 = await send({ mediaType: 'image/png', data: '***' });
    expect(errorIdOf(notBase64)).toBe('API400');
  });
});
