import { defineBlock } from '../block.ts';
import { videoSchema } from './Video.schema.ts';
import { Video } from './Video.tsx';

export * from './Video.schema.ts';
export { Video } from './Video.tsx';
export { useVideoSettings, type VideoSettings, VideoSettingsProvider } from './VideoSettings.tsx';
export {
  CLOUDINARY_MIN_DURATION_SECONDS,
  chooseVideoPlayer,
  cloudinaryUrls,
  type VideoPlayerKind,
} from './videoPlayer.ts';

export const videoBlock = defineBlock({ name: 'Video', schema: videoSchema, Component: Video });
