/*
 * The public surface of cms-blocks: the page renderer, the block registry and every block.
 * The storefront renders content documents with `PageRenderer` and the site menu with
 * `SiteMegaMenu`; stories and tests may import a block's folder directly.
 */
export * from './Accordion/index.ts';
export * from './Anchor/index.ts';
export * from './ArticleGrid/index.ts';
export * from './Banner/index.ts';
export * from './BenefitBar/index.ts';
export {
  type BlockDefinition,
  defineBlock,
  type RegisteredBlock,
  registered,
} from './block.ts';
export * from './Collection/index.ts';
export * from './IconAndTextList/index.ts';
export { lazyBlock, lazyBlockRegistry } from './lazyRegistry.ts';
export * from './MegaMenu/index.ts';
export * from './PromoBar/index.ts';
export * from './QuickShop/index.ts';
export * from './Recommendation/index.ts';
export { blockRegistry } from './registry.ts';
export * from './renderer/index.ts';
export * from './richText/index.ts';
export * from './SecondaryNav/index.ts';
export * from './Spacer/index.ts';
export { type Track, type TrackingEvent, TrackingProvider, useTrack } from './tracking.tsx';
export * from './Upsell/index.ts';
export * from './VerticalLinkList/index.ts';
