import type { ContentMedia } from './fields.ts';

/** Width ÷ height of a picture, when it says. */
export function mediaAspectRatio(media: ContentMedia, fallback = 1): number {
  return media.width && media.height ? media.width / media.height : fallback;
}
