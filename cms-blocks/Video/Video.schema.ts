import { z } from 'zod';
import { safeUrl } from '../renderer/fields.ts';

/** A Cloudinary cloud name or public id (letters, digits, `_`, `-`, `.`, `/`). */
const cloudinaryName = z
  .string()
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9_./-]*$/, 'letters, digits, _, -, . and / only');

/** A captions track in one language (WebVTT). */
export const videoCaptions = z.object({
  url: safeUrl.describe('A WebVTT file: /media/video/trail.en.vtt'),
  lang: z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'a language code: en, fr, de-CH'),
  label: z.string().trim().min(1).max(60).describe('The name of the track in the player menu'),
});

/**
 * Spec §3 video: a native player (url) or, for long videos on sites with the Cloudinary
 * player on, the Cloudinary asset. `poster` and `captions` are ours: a frame shown before
 * playing, and WebVTT tracks.
 */
export const videoSchema = z.object({
  url: safeUrl.describe('The video file (MP4 or WebM): /media/video/trail.webm'),
  fallbackUrl: safeUrl
    .optional()
    .describe('The same video in another format, for browsers without the first one'),
  cloudinaryAsset: z
    .object({ cloudName: cloudinaryName, publicId: cloudinaryName })
    .optional()
    .describe('The video on Cloudinary; used only with the Cloudinary player on'),
  duration: z.number().nonnegative().max(86_400).optional().describe('Length in seconds'),
  seoTitle: z.string().trim().min(1).max(200).describe('What the video shows: its accessible name'),
  seoDescription: z.string().trim().max(1000).default('').describe('A longer description'),
  width: z.number().int().positive().max(7680).default(16),
  height: z.number().int().positive().max(4320).default(9),
  poster: safeUrl.optional().describe('A still shown until the video plays'),
  captions: z.array(videoCaptions).max(10).default([]),
  autoplay: z
    .boolean()
    .default(false)
    .describe('Plays on load, muted (never under reduced motion or in a paused carousel)'),
  hideControls: z
    .boolean()
    .default(false)
    .describe('A play/pause button instead of the player bar'),
  loop: z.boolean().default(false),
  muted: z.boolean().default(false),
});
export type VideoProps = z.output<typeof videoSchema>;
export type VideoCaptions = z.output<typeof videoCaptions>;
