import { defineBlock } from '../block.ts';
import { bannerSchema } from './Banner.schema.ts';
import { Banner } from './Banner.tsx';

export * from './Banner.schema.ts';
export {
  Banner,
  type BannerProps,
  PROMOTION_CLICK_EVENT,
  PROMOTION_IMPRESSION_EVENT,
} from './Banner.tsx';
export { SEEN_THRESHOLD, useSeenOnce } from './useSeenOnce.ts';

export const bannerBlock = defineBlock({ name: 'Banner', schema: bannerSchema, Component: Banner });
