/*
 * The public surface of cms-blocks: the page renderer, the block registry and every block.
 * Stories and tests render content documents with `PageRenderer` (it checks, then renders);
 * the storefront checks its documents in its loaders (`checkSections`) and renders them with
 * `CheckedPageRenderer` and `lazyBlockViews`, the menu with `CheckedMegaMenu`, so its pages
 * fetch no zod. Stories and tests may import a block's folder directly.
 */
export * from './Accordion/index.ts';
export * from './Anchor/index.ts';
export * from './ArticleGrid/index.ts';
export * from './Banner/index.ts';
export * from './BenefitBar/index.ts';
export {
  type BlockDefinition,
  type BlockView,
  defineBlock,
  type RegisteredBlock,
  registered,
} from './block.ts';
export * from './Collection/index.ts';
export * from './FilterBy/index.ts';
export * from './IconAndTextList/index.ts';
export { lazyBlock, lazyBlockRegistry } from './lazyRegistry.ts';
export { lazyBlockView, lazyBlockViews } from './lazyViews.ts';
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
export * from './Video/index.ts';
