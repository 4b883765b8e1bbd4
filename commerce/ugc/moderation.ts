import {
  UGC_HIDE_REPORT_THRESHOLD,
  UGC_MODERATION_HEADER,
  UGC_MODERATION_OFF_MESSAGE,
} from '#api/contract/ugc.ts';

/*
 * The moderation rules of the shopper photos, shared by the service (server/ugc/) and the
 * MSW handlers: who may moderate, and when reports hide a photo until a moderator decides.
 */

export type ModerationRefusal = { errorId: 'AUT432'; message: string; details?: undefined };

/**
 * AUT432 unless the caller sent the moderation token (`token`: none configured, moderation
 * is off). `same` compares the two; the service passes a timing-safe comparison.
 */
export function moderatorRefusal(
  given: string | null | undefined,
  token: string | undefined,
  same: (given: string, token: string) => boolean = (a, b) => a === b,
): ModerationRefusal | null {
  if (token === undefined) return { errorId: 'AUT432', message: UGC_MODERATION_OFF_MESSAGE };
  if (given !== null && given !== undefined && same(given, token)) return null;
  return { errorId: 'AUT432', message: `Send the moderation token as ${UGC_MODERATION_HEADER}` };
}

/** Whether a photo's open reports (those no moderator closed) take it off the lists. */
export function hiddenByReports(openReports: number): boolean {
  return openReports >= UGC_HIDE_REPORT_THRESHOLD;
}
