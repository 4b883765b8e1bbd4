import { z } from 'zod';
import { brand, isoDateTime, opaqueId, personName, productId } from './common.ts';
import { failWith } from './errors.ts';
import { defineRoute } from './route.ts';

/*
 * Spec §7 "Social media content service": shopper photos (user-generated content) served
 * below `/api/ugc`. A customer is a brand's gallery account (`ridgeline`, `tread`); a stream
 * is a product's photo stream, tagged with the product's masterId (spec §7 Products) and
 * filed under its category; media are photos in one or more streams. Only approved media
 * are listed: uploads wait for moderation, and a photo reported by
 * UGC_HIDE_REPORT_THRESHOLD shoppers leaves the lists until a moderator decides.
 */

/** Spec §9 has no number: a photo upload is at most 64 KiB, within the body limit. */
export const UGC_MAX_UPLOAD_BYTES = 64 * 1024;
/** Base64 text of UGC_MAX_UPLOAD_BYTES bytes. */
export const UGC_MAX_UPLOAD_BASE64 = Math.ceil(UGC_MAX_UPLOAD_BYTES / 3) * 4;
/** A photo reported by this many different shoppers is hidden until moderated. */
export const UGC_HIDE_REPORT_THRESHOLD = 3;
export const UGC_MAX_COUNT = 50;

export const ugcMediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UgcMediaType = (typeof ugcMediaTypes)[number];

export const ugcReportReasons = ['inappropriate', 'spam', 'copyright', 'notProduct'] as const;
export type UgcReportReason = (typeof ugcReportReasons)[number];

export const ugcCustomerId = brand;
export const ugcId = opaqueId;

export const ugcUser = z.object({ id: ugcId, name: z.string() });

export const ugcMedia = z.object({
  id: ugcId,
  caption: z.string(),
  user: ugcUser,
  /** An asset URL of the image service (`/api/images/upload/ugc/…`). */
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
  status: z.enum(['approved', 'pending']),
  createdAt: isoDateTime,
  streamIds: z.array(ugcId),
});
export type UgcMedia = z.infer<typeof ugcMedia>;

export const ugcStream = z.object({
  id: ugcId,
  customerId: ugcCustomerId,
  name: z.string(),
  /** The product's masterId the stream is tagged with. */
  tag: z.string(),
  categoryId: z.string(),
});
export type UgcStream = z.infer<typeof ugcStream>;

export const ugcMediaList = z.object({ media: z.array(ugcMedia) });
export type UgcMediaList = z.infer<typeof ugcMediaList>;

const count = z.coerce.number().int().min(1).max(UGC_MAX_COUNT).default(20);

export const getUgcRoot = defineRoute({
  name: 'getUgcRoot',
  method: 'GET',
  path: '/ugc',
  auth: 'none',
  response: z.object({
    service: z.literal('ugc'),
    customers: z.array(z.object({ id: ugcCustomerId, streams: z.number().int() })),
  }),
  description: 'The service root: its customers (brand galleries) and how many streams each has.',
});

export const getUgcCategoryMedia = defineRoute({
  name: 'getUgcCategoryMedia',
  method: 'GET',
  path: '/ugc/categories/media/recent',
  auth: 'none',
  query: z.object({
    customerId: ugcCustomerId,
    categoryId: z.string().regex(/^\d{4,10}$/, 'categoryId is 4 to 10 digits'),
    count,
  }),
  response: ugcMediaList,
  description:
    'Newest approved media of the streams filed under the category or one of its sub-categories (id prefix); none is an empty list.',
});

export const getUgcCustomerMedia = defineRoute({
  name: 'getUgcCustomerMedia',
  method: 'GET',
  path: '/ugc/customers/:customerId/media/recent',
  auth: 'none',
  params: z.object({ customerId: ugcCustomerId }),
  query: z.object({ count }),
  response: ugcMediaList,
  errors: ['API400'],
});

export const getUgcMediaStreams = defineRoute({
  name: 'getUgcMediaStreams',
  method: 'GET',
  path: '/ugc/media/:mediaId/streams',
  auth: 'none',
  params: z.object({ mediaId: ugcId }),
  response: z.object({ streams: z.array(ugcStream) }),
  errors: ['API404'],
  description: 'The streams (products) a photo shows. API404 for an unknown or hidden photo.',
});

export const getUgcStreamMedia = defineRoute({
  name: 'getUgcStreamMedia',
  method: 'GET',
  path: '/ugc/streams/:streamId/media/recent',
  auth: 'none',
  params: z.object({ streamId: ugcId }),
  query: z.object({ count }),
  response: ugcMediaList,
  errors: ['API404'],
});

export const getUgcTaggedStreamMedia = defineRoute({
  name: 'getUgcTaggedStreamMedia',
  method: 'GET',
  path: '/ugc/streams/media/recent',
  auth: 'none',
  query: z.object({ customerId: ugcCustomerId, tag: productId, count }),
  response: ugcMediaList,
  description:
    'Newest approved media of the stream tagged with a product masterId; a product without a stream has none (empty list).',
});

export const ugcReportRequest = z.object({
  reason: z.enum(ugcReportReasons),
  comment: z.string().trim().max(500).optional(),
});
export type UgcReportRequest = z.input<typeof ugcReportRequest>;

export const reportUgcMedia = defineRoute({
  name: 'reportUgcMedia',
  method: 'POST',
  path: '/ugc/media/:mediaId/reports',
  auth: 'guest',
  params: z.object({ mediaId: ugcId }),
  body: ugcReportRequest,
  response: z.object({ mediaId: ugcId, reported: z.literal(true) }),
  successStatus: 201,
  errors: ['API400', 'API404', 'AUT432'],
  description: `One report per shopper (guest or consumer) and photo; reporting again is a no-op. A photo reported by ${UGC_HIDE_REPORT_THRESHOLD} shoppers is hidden until moderated.`,
});

export const createUgcUser = defineRoute({
  name: 'createUgcUser',
  method: 'POST',
  path: '/ugc/users',
  auth: 'guest',
  body: z.object({ customerId: ugcCustomerId, name: personName }),
  response: ugcUser,
  successStatus: 201,
  errors: ['API400', 'AUT432'],
  description: 'An uploader, owned by the calling shopper (only they may upload as it).',
});

/** Magic numbers of the accepted types: the bytes must be what the type says. */
const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const ugcUploadRequest = z.object({
  mediaType: z.enum(ugcMediaTypes, {
    error: () => failWith('API415', `Photos are ${ugcMediaTypes.join(', ')}`),
  }),
  /** The file, base64. */
  data: z
    .string()
    .min(1)
    .max(
      UGC_MAX_UPLOAD_BASE64,
      failWith('API413', `A photo is at most ${UGC_MAX_UPLOAD_BYTES / 1024} KiB`),
    )
    .regex(base64, 'data is base64'),
  caption: z.string().trim().max(300).default(''),
  /** The product (masterId) the photo shows. */
  tag: productId.optional(),
});
export type UgcUploadRequest = z.input<typeof ugcUploadRequest>;

export const uploadUgcMedia = defineRoute({
  name: 'uploadUgcMedia',
  method: 'POST',
  path: '/ugc/users/:userId/media',
  auth: 'guest',
  params: z.object({ userId: ugcId }),
  body: ugcUploadRequest,
  response: ugcMedia,
  successStatus: 201,
  errors: ['API400', 'API404', 'API413', 'API415', 'AUT432'],
  description: `JPEG, PNG or WebP (API415 for another type, or bytes that are not the type named), ${UGC_MAX_UPLOAD_BYTES} bytes at most (API413), a readable image (API400). The photo is pending until moderated. API404: no such user of this shopper.`,
});

export const createUgcStash = defineRoute({
  name: 'createUgcStash',
  method: 'POST',
  path: '/ugc/stashes',
  auth: 'guest',
  body: z.object({
    userId: ugcId,
    mediaIds: z.array(ugcId).min(1).max(10),
    tag: productId.optional(),
    termsAccepted: z.literal(true),
  }),
  response: z.object({ stashId: ugcId, mediaIds: z.array(ugcId) }),
  successStatus: 201,
  errors: ['API400', 'API404', 'AUT432'],
  description:
    "Submits a user's uploads together for moderation (with the terms accepted and the product they show). API404: a user or photo not this shopper's.",
});

export const getUgcDevReports = defineRoute({
  name: 'getUgcDevReports',
  method: 'GET',
  path: '/dev/ugc/reports',
  auth: 'none',
  query: z.object({ mediaId: ugcId.optional() }),
  response: z.object({
    reports: z.array(
      z.object({
        mediaId: ugcId,
        reason: z.enum(ugcReportReasons),
        comment: z.string(),
        createdAt: isoDateTime,
      }),
    ),
  }),
  errors: ['API404'],
  description:
    'Not in the spec: the stored reports, newest first, for moderators and tests. Answers API404 in production.',
});

/*
 * Moderation (not in the spec, which shows no staff side): a moderator lists the uploads
 * waiting for review and the photos shoppers reported, approves (an upload goes live, a
 * reported photo is restored and its reports are closed) or rejects (the photo is deleted).
 * Every call holds the header UGC_MODERATION_HEADER with the service's MODERATION_TOKEN;
 * without it, or with the service's token unset, the call answers AUT432.
 */

/** The header a moderator sends the service's MODERATION_TOKEN in. */
export const UGC_MODERATION_HEADER = 'x-cairn-moderation';

/**
 * The AUT432 message of a service started without MODERATION_TOKEN. A wrong token answers
 * AUT432 too: the moderation screen tells the two apart by this text, so it is shared.
 */
export const UGC_MODERATION_OFF_MESSAGE = 'Moderation is off: the service has no MODERATION_TOKEN';

const moderationHeaders = z.object({ [UGC_MODERATION_HEADER]: z.string().min(1).max(512) });

/** `pending`: uploads not yet reviewed; `reported`: photos with reports not yet reviewed. */
export const ugcModerationQueues = ['pending', 'reported'] as const;
export type UgcModerationQueue = (typeof ugcModerationQueues)[number];

export const ugcModerationReport = z.object({
  reason: z.enum(ugcReportReasons),
  comment: z.string(),
  createdAt: isoDateTime,
});

/** A photo as a moderator sees it: its real status (hidden too) and its open reports. */
export const ugcModerationMedia = ugcMedia.omit({ status: true }).extend({
  customerId: ugcCustomerId,
  /** approved (listed), pending (an upload not yet reviewed), hidden (reported, not listed). */
  status: z.enum(['approved', 'pending', 'hidden']),
  /** The product (masterId) tags of its streams. */
  tags: z.array(z.string()),
  /** Reports not yet reviewed, newest first. */
  reports: z.array(ugcModerationReport),
});
export type UgcModerationMedia = z.infer<typeof ugcModerationMedia>;

export const getUgcModerationMedia = defineRoute({
  name: 'getUgcModerationMedia',
  method: 'GET',
  path: '/ugc/moderation/media',
  auth: 'none',
  headers: moderationHeaders,
  query: z.object({
    queue: z.enum(ugcModerationQueues),
    customerId: ugcCustomerId.optional(),
    count: z.coerce.number().int().min(1).max(UGC_MAX_COUNT).default(UGC_MAX_COUNT),
  }),
  response: z.object({ media: z.array(ugcModerationMedia) }),
  errors: ['API400', 'AUT432'],
  description:
    'Not in the spec: a moderation queue, oldest first (pending: uploads waiting for review; reported: photos with open reports, hidden or not).',
});

export const approveUgcMedia = defineRoute({
  name: 'approveUgcMedia',
  method: 'POST',
  path: '/ugc/moderation/media/:mediaId/approve',
  auth: 'none',
  headers: moderationHeaders,
  params: z.object({ mediaId: ugcId }),
  response: ugcModerationMedia,
  errors: ['API400', 'API404', 'AUT432'],
  description:
    'Not in the spec: the photo is approved (listed); its open reports are closed, so it is hidden again only by new reporters. Approving an approved photo changes nothing else.',
});

export const rejectUgcMedia = defineRoute({
  name: 'rejectUgcMedia',
  method: 'POST',
  path: '/ugc/moderation/media/:mediaId/reject',
  auth: 'none',
  headers: moderationHeaders,
  params: z.object({ mediaId: ugcId }),
  response: z.object({ mediaId: ugcId, rejected: z.literal(true) }),
  errors: ['API400', 'API404', 'AUT432'],
  description:
    'Not in the spec: the photo is deleted (its bytes, stream links and reports with it). API404 for an unknown photo.',
});

export const ugcRoutes = {
  getUgcRoot,
  getUgcCategoryMedia,
  getUgcCustomerMedia,
  getUgcMediaStreams,
  getUgcStreamMedia,
  getUgcTaggedStreamMedia,
  reportUgcMedia,
  createUgcUser,
  uploadUgcMedia,
  createUgcStash,
  getUgcDevReports,
  getUgcModerationMedia,
  approveUgcMedia,
  rejectUgcMedia,
};
