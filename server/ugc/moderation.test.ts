import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  approveUgcMedia,
  createUgcStash,
  createUgcUser,
  getUgcModerationMedia,
  getUgcTaggedStreamMedia,
  rejectUgcMedia,
  reportUgcMedia,
  UGC_HIDE_REPORT_THRESHOLD,
  UGC_MODERATION_HEADER,
  uploadUgcMedia,
} from '#api/contract/ugc.ts';
import { demoUgc } from '#demo/ugc/index.ts';
import { authDomain } from '../auth/index.ts';
import { loadConfig } from '../config.ts';
import { ugcMedia, ugcReports } from '../db/schema/ugc.ts';
import { seeders } from '../db/seed.ts';
import { guestSession, signInAs } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { ugcDomain } from './index.ts';
import { assertModerator } from './moderation.ts';

const TOKEN = 'moderator-token-of-the-tests-0123456789';
const server = setupTestServer({
  seed: seeders.filter((seeder) => ['catalogue', 'profiles', 'ugc'].includes(seeder.name)),
  domains: [authDomain, ugcDomain],
  config: { moderationToken: TOKEN },
});

const moderator = { [UGC_MODERATION_HEADER]: TOKEN };
const demo = demoUgc();
const treadPhoto = demo.media.find((media) => media.customerId === 'tread')?.id ?? 'm-none';
const stream = demo.streams.find((candidate) => candidate.customerId === 'ridgeline');
if (!stream) throw new Error('no demo stream');

async function guest(): Promise<TestAgent> {
  const agent = server().agent();
  await guestSession(agent);
  return agent;
}

const png = async () =>
  (
    await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2f5d46' } })
      .png()
      .toBuffer()
  ).toString('base64');

/** A signed-in shopper uploads a photo of the stream's product, terms accepted. */
async function upload(agent: TestAgent, caption: string) {
  const user = await agent.send(createUgcUser, { body: { customerId: 'ridgeline', name: 'Ada' } });
  const media = await agent.send(uploadUgcMedia, {
    params: { userId: user.body.id },
    body: { mediaType: 'image/png', data: await png(), caption, tag: stream?.tag },
  });
  expect(media.status).toBe(201);
  await agent.send(createUgcStash, {
    body: {
      userId: user.body.id,
      mediaIds: [media.body.id],
      tag: stream?.tag,
      termsAccepted: true,
    },
  });
  return media.body;
}

async function listed(): Promise<string[]> {
  const result = await server()
    .agent()
    .send(getUgcTaggedStreamMedia, {
      query: { customerId: 'ridgeline', tag: stream?.tag ?? '', count: 50 },
    });
  return result.body.media.map((media) => media.id);
}

async function queue(name: 'pending' | 'reported') {
  const result = await server()
    .agent()
    .send(getUgcModerationMedia, { query: { queue: name }, headers: moderator });
  expect(result.status).toBe(200);
  return result.body.media;
}

describe('moderating uploads', () => {
  it('an upload waits (not listed) until approved, then is listed', async () => {
    const shopper = server().agent();
    await signInAs(shopper, 'registered');
    const photo = await upload(shopper, 'On the ridge');
    expect(photo.status).toBe('pending');
    expect(await listed()).not.toContain(photo.id);

    const pending = await queue('pending');
    expect(pending.find((media) => media.id === photo.id)).toMatchObject({
      status: 'pending',
      caption: 'On the ridge',
      customerId: 'ridgeline',
      tags: [stream.tag],
      reports: [],
    });
    // The seeded photos are approved: none waits.
    expect(pending.every((media) => !media.id.startsWith('m-ridgeline-'))).toBe(true);

    const approved = await server()
      .agent()
      .send(approveUgcMedia, { params: { mediaId: photo.id }, headers: moderator });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: photo.id, status: 'approved' });
    expect(await listed()).toContain(photo.id);
    expect((await queue('pending')).map((media) => media.id)).not.toContain(photo.id);
  });

  it('a rejected upload is deleted: never listed, gone from the queue, API404 after', async () => {
    const shopper = await guest();
    const photo = await upload(shopper, 'Blurry');
    const rejected = await server()
      .agent()
      .send(rejectUgcMedia, { params: { mediaId: photo.id }, headers: moderator });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toEqual({ mediaId: photo.id, rejected: true });
    const rows = await server().db.select().from(ugcMedia).where(eq(ugcMedia.id, photo.id));
    expect(rows).toEqual([]);
    expect(await listed()).not.toContain(photo.id);
    const again = await server()
      .agent()
      .send(rejectUgcMedia, { params: { mediaId: photo.id }, headers: moderator });
    expect(again.status).toBe(404);
    expect(errorIdOf(again)).toBe('API404');
    const approveGone = await server()
      .agent()
      .send(approveUgcMedia, { params: { mediaId: photo.id }, headers: moderator });
    expect(errorIdOf(approveGone)).toBe('API404');
  });

  it('a photo waiting for review cannot be reported (it is not shown)', async () => {
    const photo = await upload(await guest(), 'Not yet');
    const report = await (await guest()).send(reportUgcMedia, {
      params: { mediaId: photo.id },
      body: { reason: 'spam' },
    });
    expect(errorIdOf(report)).toBe('API404');
  });
});

describe('moderating reports', () => {
  it('a photo reported by 3 shoppers is hidden until restored; restored, it takes 3 new reporters', async () => {
    const mediaId = demo.media.find((media) => media.streamIds.includes(stream.id))?.id ?? 'm-none';
    const reporters: TestAgent[] = [];
    for (let n = 0; n < UGC_HIDE_REPORT_THRESHOLD; n += 1) {
      const reporter = await guest();
      reporters.push(reporter);
      const result = await reporter.send(reportUgcMedia, {
        params: { mediaId },
        body: { reason: 'inappropriate', comment: `report ${n}` },
      });
      expect(result.status).toBe(201);
      // Below the threshold it stays listed, and a moderator already sees it reported.
      if (n === 0) {
        expect(await listed()).toContain(mediaId);
        const reported = await queue('reported');
        expect(reported.find((media) => media.id === mediaId)).toMatchObject({
          status: 'approved',
          reports: [expect.objectContaining({ reason: 'inappropriate', comment: 'report 0' })],
        });
      }
    }
    expect(await listed()).not.toContain(mediaId);
    const hidden = (await queue('reported')).find((media) => media.id === mediaId);
    expect(hidden?.status).toBe('hidden');
    expect(hidden?.reports).toHaveLength(UGC_HIDE_REPORT_THRESHOLD);
    expect((await queue('pending')).map((media) => media.id)).not.toContain(mediaId);

    const restored = await server()
      .agent()
      .send(approveUgcMedia, { params: { mediaId }, headers: moderator });
    expect(restored.body).toMatchObject({ id: mediaId, status: 'approved', reports: [] });
    expect(await listed()).toContain(mediaId);
    expect((await queue('reported')).map((media) => media.id)).not.toContain(mediaId);
    // The reports are kept, closed.
    const stored = await server()
      .db.select()
      .from(ugcReports)
      .where(eq(ugcReports.mediaId, mediaId));
    expect(stored).toHaveLength(UGC_HIDE_REPORT_THRESHOLD);
    expect(stored.every((report) => report.closedAt !== null)).toBe(true);

    // The same reporters again: no new report, the photo stays.
    for (const reporter of reporters) {
      await reporter.send(reportUgcMedia, { params: { mediaId }, body: { reason: 'spam' } });
    }
    expect(await listed()).toContain(mediaId);
    // New reporters hide it again at the threshold.
    for (let n = 0; n < UGC_HIDE_REPORT_THRESHOLD; n += 1) {
      await (await guest()).send(reportUgcMedia, { params: { mediaId }, body: { reason: 'spam' } });
    }
    expect(await listed()).not.toContain(mediaId);
    // Rejected at last: deleted with its reports.
    await server().agent().send(rejectUgcMedia, { params: { mediaId }, headers: moderator });
    expect(
      await server().db.select().from(ugcReports).where(eq(ugcReports.mediaId, mediaId)),
    ).toEqual([]);
  });
});

describe('moderation access and validation', () => {
  it('refuses a missing or wrong token with AUT432 (401), before reading the request', async () => {
    const agent = server().agent();
    const missing = await agent.send(getUgcModerationMedia, { query: { queue: 'pending' } });
    expect(missing.status).toBe(401);
    expect(errorIdOf(missing)).toBe('AUT432');
    expect(missing.body).toMatchObject({
      errorDetails: [expect.objectContaining({ errorId: 'AUT432', message: expect.any(String) })],
      correlationId: expect.any(String),
    });
    const wrong = await agent.send(approveUgcMedia, {
      params: { mediaId: treadPhoto },
      headers: { [UGC_MODERATION_HEADER]: `${TOKEN}x` },
    });
    expect(errorIdOf(wrong)).toBe('AUT432');
    const unknownWithout = await agent.send(rejectUgcMedia, {
      params: { mediaId: 'm-none' },
      headers: { [UGC_MODERATION_HEADER]: 'guess' },
    });
    expect(errorIdOf(unknownWithout)).toBe('AUT432');
    // A shopper's session is no moderator either.
    const shopper = server().agent();
    await signInAs(shopper, 'registered');
    const signedIn = await shopper.send(getUgcModerationMedia, { query: { queue: 'reported' } });
    expect(errorIdOf(signedIn)).toBe('AUT432');
    // Nothing changed.
    const [seeded] = await server().db.select().from(ugcMedia).where(eq(ugcMedia.id, treadPhoto));
    expect(seeded?.status).toBe('approved');
  });

  it('answers 4xx with the error body to bad requests, never 5xx', async () => {
    const agent = server().agent();
    const cases: [string, RequestInit, number, string][] = [
      ['/ugc/moderation/media', {}, 400, 'API400'],
      ['/ugc/moderation/media?queue=everything', {}, 400, 'API400'],
      ['/ugc/moderation/media?queue=pending&count=0', {}, 400, 'API400'],
      ['/ugc/moderation/media?queue=pending&customerId=acme', {}, 400, 'API400'],
      ['/ugc/moderation/media/m-ridgeline-1/approve', { method: 'GET' }, 405, 'API405'],
      ['/ugc/moderation/media/%20bad%20id/approve', { method: 'POST' }, 400, 'API400'],
      ['/ugc/moderation/media/m-none/approve', { method: 'POST' }, 404, 'API404'],
      ['/ugc/moderation/media/m-none/reject', { method: 'POST' }, 404, 'API404'],
      ['/ugc/moderation/nothing', {}, 404, 'API404'],
    ];
    for (const [path, init, status, errorId] of cases) {
      const response = await agent.fetch(path, {
        ...init,
        headers: { [UGC_MODERATION_HEADER]: TOKEN },
      });
      const body = (await response.json()) as { errorDetails: { errorId: string }[] };
      expect([path, response.status, body.errorDetails[0]?.errorId]).toEqual([
        path,
        status,
        errorId,
      ]);
    }
  });

  it('refuses every call when the service has no token, and a short token at start', async () => {
    expect(() => loadConfig({ NODE_ENV: 'test', MODERATION_TOKEN: 'short' })).toThrow(
      /MODERATION_TOKEN/,
    );
    expect(loadConfig({ NODE_ENV: 'test' }).moderationToken).toBeUndefined();
    expect(() => assertModerator(TOKEN, undefined)).toThrow(/no MODERATION_TOKEN/);
    expect(() => assertModerator(TOKEN, TOKEN)).not.toThrow();
    expect(loadConfig({ NODE_ENV: 'test', MODERATION_TOKEN: TOKEN }).moderationToken).toBe(TOKEN);
  });
});
