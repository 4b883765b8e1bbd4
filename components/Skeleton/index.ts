export { skeletonCircleSizes, skeletonShapes } from './Skeleton.css.ts';
export {
  PRODUCT_GRID_SKELETON_COUNT,
  ProductCardSkeleton,
  type ProductCardSkeletonProps,
  ProductGridSkeleton,
  type ProductGridSkeletonProps,
  Skeleton,
  SkeletonGroup,
  type SkeletonGroupProps,
  type SkeletonProps,
} from './Skeleton.tsx';
