import type { Brand } from '#api/contract/common.ts';
import type { UgcMedia, UgcModerationMedia, UgcReportReason } from '#api/contract/ugc.ts';
import * as routes from '#api/contract/ugc.ts';
import { ugcExtensionOf, ugcMediaView, ugcPublicId } from '#commerce/ugc/media.ts';
import { hiddenByReports, moderatorRefusal } from '#commerce/ugc/moderation.ts';
import { type DemoUgcMedia, demoUgc } from '#demo/ugc/index.ts';
import { assertAllowed, MockApiError, mockRoute } from './http.ts';

/*
 * Spec §7 social media content service, answered from demo/ugc (the photos the
 * service seeds), with the moderation side (server/ugc/moderation.ts). What shoppers and
 * moderators change (reports, decisions) is kept in memory until resetUgcMocks(), which
 * also brings back a few photos waiting for a moderator, so the moderation screen has
 * something to show in both queues.
 */

/** The MODERATION_TOKEN of the mock service: the key the moderation stories type. */
export const MOCK_MODERATION_TOKEN = 'cairn-mock-moderation-key-2026';

type MockStatus = 'approved' | 'pending' | 'hidden';

interface MockReport {
  mediaId: string;
  reason: UgcReportReason;
  comment: string;
  createdAt: string;
  /** Closed by a moderator's approval: kept, no longer in the reported queue. */
  closed: boolean;
}

interface MockUgcState {
  /** Photos beside the demo ones (uploads waiting for review, a hidden photo). */
  extra: DemoUgcMedia[];
  /** Every photo's status but the demo photos', which are approved until changed. */
  statuses: Map<string, MockStatus>;
  /** Rejected photos: deleted, as far as anyone can tell. */
  rejected: Set<string>;
  /** Newest first. */
  reports: MockReport[];
}

let state: MockUgcState | undefined;

const SEEDED_AT = Date.parse('2026-03-02T09:00:00Z');
const HOUR_MS = 60 * 60 * 1000;

function seededMedia(
  customerId: Brand,
  id: string,
  userIndex: number,
  caption: string,
  hoursAgo: number,
  streamIndex: number | undefined,
): DemoUgcMedia {
  const { users, streams } = demoUgc();
  const brandUsers = users.filter((user) => user.customerId === customerId);
  const brandStreams = streams.filter((stream) => stream.customerId === customerId);
  const stream = streamIndex === undefined ? undefined : brandStreams[streamIndex];
  return {
    id,
    customerId,
    userId: brandUsers[userIndex]?.id ?? '',
    caption,
    publicId: ugcPublicId(customerId, id, 'png'),
    width: 800,
    height: 600,
    createdAt: new Date(SEEDED_AT - hoursAgo * HOUR_MS),
    streamIds: stream ? [stream.id] : [],
  };
}

/**
 * Two uploads waiting for review (one without a caption or product), a photo hidden by
 * three reports and a listed demo photo with one report.
 */
function seedState(): MockUgcState {
  const hidden = seededMedia(
    'ridgeline',
    'm-ridgeline-reported-1',
    4,
    'Best prices in town, message me for a discount code!',
    72,
    1,
  );
  const extra = [
    seededMedia(
      'ridgeline',
      'm-ridgeline-pending-1',
      0,
      'Fresh snow on the col this morning.',
      5,
      0,
    ),
    seededMedia('tread', 'm-tread-pending-1', 2, '', 2, undefined),
    hidden,
  ];
  const reported = demoUgc().media.find((media) => media.customerId === 'tread');
  const at = (hoursAgo: number) => new Date(SEEDED_AT - hoursAgo * HOUR_MS).toISOString();
  const reports: MockReport[] = [
    ...(reported
      ? [
          {
            mediaId: reported.id,
            reason: 'notProduct' as const,
            comment: '',
            createdAt: at(1),
            closed: false,
          },
        ]
      : []),
    {
      mediaId: hidden.id,
      reason: 'spam',
      comment: 'An advert for another shop.',
      createdAt: at(3),
      closed: false,
    },
    { mediaId: hidden.id, reason: 'spam', comment: '', createdAt: at(6), closed: false },
    {
      mediaId: hidden.id,
      reason: 'notProduct',
      comment: 'No jacket in this picture.',
      createdAt: at(20),
      closed: false,
    },
  ];
  return {
    extra,
    statuses: new Map([
      ['m-ridgeline-pending-1', 'pending'],
      ['m-tread-pending-1', 'pending'],
      [hidden.id, 'hidden'],
    ]),
    rejected: new Set(),
    reports,
  };
}

function ugcState(): MockUgcState {
  state ??= seedState();
  return state;
}

export function resetUgcMocks(): void {
  state = undefined;
}

/** Every photo not rejected, demo and seeded. */
function allMedia(): DemoUgcMedia[] {
  const { extra, rejected } = ugcState();
  return [...demoUgc().media, ...extra].filter((media) => !rejected.has(media.id));
}

function statusOf(mediaId: string): MockStatus {
  return ugcState().statuses.get(mediaId) ?? 'approved';
}

const isListed = (media: DemoUgcMedia) => statusOf(media.id) === 'approved';

function view(media: DemoUgcMedia): UgcMedia {
  const { users } = demoUgc();
  const user = users.find((candidate) => candidate.id === media.userId);
  return ugcMediaView({
    ...media,
    user: { id: media.userId, name: user?.name ?? '' },
    status: statusOf(media.id),
  });
}

const openReportsOf = (mediaId: string) =>
  ugcState().reports.filter((report) => report.mediaId === mediaId && !report.closed);

function moderationView(media: DemoUgcMedia): UgcModerationMedia {
  const { status: _public, ...shown } = view(media);
  const tags = demoUgc()
    .streams.filter((stream) => media.streamIds.includes(stream.id))
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((stream) => stream.tag);
  return {
    ...shown,
    customerId: media.customerId,
    status: statusOf(media.id),
    tags,
    reports: openReportsOf(media.id).map(({ reason, comment, createdAt }) => ({
      reason,
      comment,
      createdAt,
    })),
  };
}

/** AUT432 unless the request holds MOCK_MODERATION_TOKEN, as the service answers. */
function assertModerator(request: Request): void {
  const given = request.headers.get(routes.UGC_MODERATION_HEADER);
  assertAllowed(moderatorRefusal(given, MOCK_MODERATION_TOKEN));
}

function recent(filter: (media: DemoUgcMedia) => boolean, count: number) {
  return {
    media: allMedia()
      .filter((media) => isListed(media) && filter(media))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
      .slice(0, count)
      .map(view),
  };
}

function streamIdsWhere(test: (stream: ReturnType<typeof demoUgc>['streams'][number]) => boolean) {
  return new Set(
    demoUgc()
      .streams.filter(test)
      .map((stream) => stream.id),
  );
}

/** A listed photo (a shopper knows no other). */
function mediaOrThrow(mediaId: string): DemoUgcMedia {
  const media = allMedia().find((candidate) => candidate.id === mediaId && isListed(candidate));
  if (!media) throw new MockApiError('API404', `No photo ${mediaId}`);
  return media;
}

/** Any photo not rejected, whatever its status (a moderator's view). */
function moderatedOrThrow(mediaId: string): DemoUgcMedia {
  const media = allMedia().find((candidate) => candidate.id === mediaId);
  if (!media) throw new MockApiError('API404', `No photo ${mediaId}`);
  return media;
}

export const ugcHandlers = {
  getUgcRoot: mockRoute(routes.getUgcRoot, () => ({
    service: 'ugc' as const,
    customers: (['ridgeline', 'tread'] as const).map((id) => ({
      id,
      streams: demoUgc().streams.filter((stream) => stream.customerId === id).length,
    })),
  })),
  getUgcCustomerMedia: mockRoute(routes.getUgcCustomerMedia, ({ params, query }) =>
    recent((media) => media.customerId === params.customerId, query.count),
  ),
  getUgcCategoryMedia: mockRoute(routes.getUgcCategoryMedia, ({ query }) => {
    const streams = streamIdsWhere(
      (stream) =>
        stream.customerId === query.customerId && stream.categoryPath.includes(query.categoryId),
    );
    return recent((media) => media.streamIds.some((id) => streams.has(id)), query.count);
  }),
  getUgcTaggedStreamMedia: mockRoute(routes.getUgcTaggedStreamMedia, ({ query }) => {
    const streams = streamIdsWhere(
      (stream) => stream.customerId === query.customerId && stream.tag === query.tag,
    );
    return recent((media) => media.streamIds.some((id) => streams.has(id)), query.count);
  }),
  getUgcStreamMedia: mockRoute(routes.getUgcStreamMedia, ({ params, query }) => {
    if (!demoUgc().streams.some((stream) => stream.id === params.streamId)) {
      throw new MockApiError('API404', `No stream ${params.streamId}`);
    }
    return recent((media) => media.streamIds.includes(params.streamId), query.count);
  }),
  getUgcMediaStreams: mockRoute(routes.getUgcMediaStreams, ({ params }) => {
    const media = mediaOrThrow(params.mediaId);
    return {
      streams: demoUgc()
        .streams.filter((stream) => media.streamIds.includes(stream.id))
        .sort((a, b) => a.id.localeCompare(b.id))
        .map(({ categoryPath: _path, ...stream }) => stream),
    };
  }),
  reportUgcMedia: mockRoute(routes.reportUgcMedia, ({ params, body }) => {
    const media = mediaOrThrow(params.mediaId);
    const { reports, statuses } = ugcState();
    reports.unshift({
      mediaId: media.id,
      reason: body.reason,
      comment: body.comment ?? '',
      createdAt: new Date().toISOString(),
      closed: false,
    });
    // The service counts different shoppers; the mock, which knows none, counts reports.
    if (hiddenByReports(openReportsOf(media.id).length)) {
      statuses.set(media.id, 'hidden');
    }
    return { mediaId: media.id, reported: true as const };
  }),
  createUgcUser: mockRoute(routes.createUgcUser, ({ body }) => ({
    id: 'u-mock-1',
    name: body.name,
  })),
  uploadUgcMedia: mockRoute(routes.uploadUgcMedia, ({ params, body }) => {
    const customerId: Brand = 'ridgeline';
    const id = 'm-mock-upload';
    return ugcMediaView({
      id,
      customerId,
      caption: body.caption,
      user: { id: params.userId, name: 'Ada' },
      publicId: ugcPublicId(customerId, id, ugcExtensionOf[body.mediaType]),
      width: 800,
      height: 800,
      status: 'pending',
      createdAt: new Date(),
      streamIds: [],
    });
  }),
  createUgcStash: mockRoute(routes.createUgcStash, ({ body }) => ({
    stashId: 'st-mock-1',
    mediaIds: [...new Set(body.mediaIds)],
  })),
  getUgcDevReports: mockRoute(routes.getUgcDevReports, ({ query }) => ({
    reports: ugcState()
      .reports.filter((report) => !query.mediaId || report.mediaId === query.mediaId)
      .map(({ closed: _closed, ...report }) => report),
  })),
  getUgcModerationMedia: mockRoute(routes.getUgcModerationMedia, ({ query, request }) => {
    assertModerator(request);
    const inQueue = (media: DemoUgcMedia) =>
      query.queue === 'pending'
        ? statusOf(media.id) === 'pending'
        : openReportsOf(media.id).length > 0;
    return {
      media: allMedia()
        .filter(
          (media) => inQueue(media) && (!query.customerId || media.customerId === query.customerId),
        )
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
        .slice(0, query.count)
        .map(moderationView),
    };
  }),
  approveUgcMedia: mockRoute(routes.approveUgcMedia, ({ params, request }) => {
    assertModerator(request);
    const media = moderatedOrThrow(params.mediaId);
    const { statuses, reports } = ugcState();
    statuses.set(media.id, 'approved');
    for (const report of reports) if (report.mediaId === media.id) report.closed = true;
    return moderationView(media);
  }),
  rejectUgcMedia: mockRoute(routes.rejectUgcMedia, ({ params, request }) => {
    assertModerator(request);
    const media = moderatedOrThrow(params.mediaId);
    const state = ugcState();
    state.rejected.add(media.id);
    state.reports = state.reports.filter((report) => report.mediaId !== media.id);
    return { mediaId: media.id, rejected: true as const };
  }),
};

export const ugcHappyPath = Object.values(ugcHandlers).map((handler) => handler.ok());
