/*
 * The Video block's rules, without React or zod (the browser runs them).
 */

/** Spec §9: the Cloudinary player only for videos over 30 seconds. */
export const CLOUDINARY_MIN_DURATION_SECONDS = 30;

export type VideoPlayerKind = 'native' | 'cloudinary';

export interface CloudinaryAsset {
  cloudName: string;
  publicId: string;
}

export interface PlayerChoice {
  /** The site's Cloudinary player flag. */
  cloudinaryEnabled: boolean;
  cloudinaryAsset?: CloudinaryAsset | undefined;
  /** Seconds. */
  duration?: number | undefined;
}

/**
 * Spec §9: the Cloudinary player only when its flag is on, the asset exists (a cloud name
 * and a public id) and the video lasts over 30 seconds; else the native player.
 */
export function chooseVideoPlayer({
  cloudinaryEnabled,
  cloudinaryAsset,
  duration,
}: PlayerChoice): VideoPlayerKind {
  const assetExists = Boolean(cloudinaryAsset?.cloudName && cloudinaryAsset.publicId);
  return cloudinaryEnabled &&
    assetExists &&
    duration !== undefined &&
    duration > CLOUDINARY_MIN_DURATION_SECONDS
    ? 'cloudinary'
    : 'native';
}

/** Where Cloudinary delivers videos (a setting, so stories and tests call nothing outside). */
export const CLOUDINARY_DELIVERY_URL = 'https://res.cloudinary.com';

/**
 * The delivery URLs of a Cloudinary video: the stream in the best format and quality for the
 * browser (`f_auto,q_auto`) and its first frame as the poster (`so_0`, JPEG).
 */
export function cloudinaryUrls(
  asset: CloudinaryAsset,
  base: string = CLOUDINARY_DELIVERY_URL,
): { video: string; poster: string } {
  const prefix = `${base.replace(/\/+$/, '')}/${encodeURIComponent(asset.cloudName)}/video/upload`;
  const id = asset.publicId.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  const stem = id.replace(/\.[a-z0-9]+$/i, '');
  return { video: `${prefix}/f_auto,q_auto/${id}`, poster: `${prefix}/so_0/${stem}.jpg` };
}

const mediaTypes: Record<string, string> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  ogv: 'video/ogg',
};

/** The MIME type of a video file by its extension, or undefined (the browser sniffs it). */
export function videoType(url: string): string | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return extension ? mediaTypes[extension] : undefined;
}

export interface PlaybackState {
  autoplay: boolean;
  /** The user asked for less motion. */
  reducedMotion: boolean;
  /** A carousel around the video is paused (or the video's slide is out of view). */
  carouselPaused: boolean;
}

/**
 * Spec §4: a video set to autoplay plays on load, muted (browsers refuse sound without a
 * gesture); never under reduced motion, and not while the carousel it sits in is paused.
 */
export function shouldAutoplay({ autoplay, reducedMotion, carouselPaused }: PlaybackState) {
  return autoplay && !reducedMotion && !carouselPaused;
}

/** Autoplay is muted whatever the CMS says; without autoplay, `muted` as authored. */
export function startsMuted(autoplay: boolean, muted: boolean): boolean {
  return autoplay || muted;
}
