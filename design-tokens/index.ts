export type { BrandTokenOverrides, Tokens } from './base.ts';
export { baseTokens, makeTokens } from './base.ts';
export type { BrandId } from './brands/index.ts';
export { brandIds, brandNames, brandTokens, defaultBrand, isBrandId } from './brands/index.ts';
export type { Breakpoint } from './breakpoints.ts';
export {
  breakpointForWidth,
  breakpointNames,
  breakpoints,
  mediaQueries,
  reviewViewports,
} from './breakpoints.ts';
export { motionMs, prefersReducedMotion } from './motion.ts';
