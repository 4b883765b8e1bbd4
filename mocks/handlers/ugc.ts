import type { Brand } from '#api/contract/common.ts';
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
  type UgcMedia,
  type UgcReportReason,
  uploadUgcMedia,
} from '#api/contract/ugc.ts';
import { ugcMediaView, ugcPublicId } from '#api/ugc/media.ts';
import { type DemoUgcMedia, demoUgc } from '../data/ugc/index.ts';
import { MockApiError, mockRoute } from './http.ts';

/*
 * Spec §7 social media content service, answered from mocks/data/ugc (the photos the
 * service seeds). Reports are kept in memory until resetUgcMocks().
 */

const reports: { mediaId: string; reason: UgcReportReason; comment: string; createdAt: string }[] =
  [];

export function resetUgcMocks(): void {
  reports.length = 0;
}

function view(media: DemoUgcMedia): UgcMedia {
  const { users } = demoUgc();
  const user = users.find((candidate) => candidate.id === media.userId);
  return ugcMediaView({
    ...media,
    user: { id: media.userId, name: user?.name ?? '' },
    status: 'approved',
  });
}

function recent(filter: (media: DemoUgcMedia) => boolean, count: number) {
  return {
    media: demoUgc()
      .media.filter(filter)
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

function mediaOrThrow(mediaId: string): DemoUgcMedia {
  const media = demoUgc().media.find((candidate) => candidate.id === mediaId);
  if (!media) throw new MockApiError('API404', `No photo ${mediaId}`);
  return media;
}

export const ugcHandlers = {
  getUgcRoot: mockRoute(getUgcRoot, () => ({
    service: 'ugc' as const,
    customers: (['ridgeline', 'tread'] as const).map((id) => ({
      id,
      streams: demoUgc().streams.filter((stream) => stream.customerId === id).length,
    })),
  })),
  getUgcCustomerMedia: mockRoute(getUgcCustomerMedia, ({ params, query }) =>
    recent((media) => media.customerId === params.customerId, query.count),
  ),
  getUgcCategoryMedia: mockRoute(getUgcCategoryMedia, ({ query }) => {
    const streams = streamIdsWhere(
      (stream) =>
        stream.customerId === query.customerId && stream.categoryPath.includes(query.categoryId),
    );
    return recent((media) => media.streamIds.some((id) => streams.has(id)), query.count);
  }),
  getUgcTaggedStreamMedia: mockRoute(getUgcTaggedStreamMedia, ({ query }) => {
    const streams = streamIdsWhere(
      (stream) => stream.customerId === query.customerId && stream.tag === query.tag,
    );
    return recent((media) => media.streamIds.some((id) => streams.has(id)), query.count);
  }),
  getUgcStreamMedia: mockRoute(getUgcStreamMedia, ({ params, query }) => {
    if (!demoUgc().streams.some((stream) => stream.id === params.streamId)) {
      throw new MockApiError('API404', `No stream ${params.streamId}`);
    }
    return recent((media) => media.streamIds.includes(params.streamId), query.count);
  }),
  getUgcMediaStreams: mockRoute(getUgcMediaStreams, ({ params }) => {
    const media = mediaOrThrow(params.mediaId);
    return {
      streams: demoUgc()
        .streams.filter((stream) => media.streamIds.includes(stream.id))
        .sort((a, b) => a.id.localeCompare(b.id))
        .map(({ categoryPath: _path, ...stream }) => stream),
    };
  }),
  reportUgcMedia: mockRoute(reportUgcMedia, ({ params, body }) => {
    const media = mediaOrThrow(params.mediaId);
    reports.unshift({
      mediaId: media.id,
      reason: body.reason,
      comment: body.comment ?? '',
      createdAt: new Date().toISOString(),
    });
    return { mediaId: media.id, reported: true as const };
  }),
  createUgcUser: mockRoute(createUgcUser, ({ body }) => ({ id: 'u-mock-1', name: body.name })),
  uploadUgcMedia: mockRoute(uploadUgcMedia, ({ params, body }) => {
    const customerId: Brand = 'ridgeline';
    const id = 'm-mock-upload';
    return ugcMediaView({
      id,
      customerId,
      caption: body.caption,
      user: { id: params.userId, name: 'Ada' },
      publicId: ugcPublicId(customerId, id, body.mediaType.split('/')[1] ?? 'png'),
      width: 800,
      height: 800,
      status: 'pending',
      createdAt: new Date(),
      streamIds: [],
    });
  }),
  createUgcStash: mockRoute(createUgcStash, ({ body }) => ({
    stashId: 'st-mock-1',
    mediaIds: [...new Set(body.mediaIds)],
  })),
  getUgcDevReports: mockRoute(getUgcDevReports, ({ query }) => ({
    reports: reports
      .filter((report) => !query.mediaId || report.mediaId === query.mediaId)
      .map((report) => ({ ...report })),
  })),
};

export const ugcHappyPath = Object.values(ugcHandlers).map((handler) => handler.ok());
