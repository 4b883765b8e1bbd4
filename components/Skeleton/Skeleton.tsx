import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Sprinkles, sprinkles } from '#design-tokens/sprinkles.css.ts';
import { productGrid } from '../ProductCard/ProductCard.css.ts';
import { productGridColumns } from '../ProductCard/ProductGrid.tsx';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  card,
  cardText,
  group,
  lastLine,
  lines as linesClass,
  placeholder,
  priceLine,
  ratingLine,
  type skeletonCircleSizes,
  type skeletonShapes,
} from './Skeleton.css.ts';

/** Spec §2 and §9: the product grid shows 16 placeholder cards while it loads. */
export const PRODUCT_GRID_SKELETON_COUNT = 16;

export interface SkeletonProps {
  /** @default 'box' */
  shape?: (typeof skeletonShapes)[number];
  /** Lines of a `text` skeleton. @default 1 */
  lines?: number;
  /** Width ÷ height of a `box` skeleton. @default 1 */
  aspectRatio?: number;
  /** Diameter of a `circle` skeleton. @default 'standard' */
  size?: (typeof skeletonCircleSizes)[number];
  className?: string;
}

/**
 * A placeholder shape with a shimmer (still when the user prefers reduced motion). Always
 * hidden from assistive technology: wrap skeletons in a `SkeletonGroup`, which announces
 * one "Loading" for the region.
 */
export function Skeleton({
  shape = 'box',
  lines = 1,
  aspectRatio = 1,
  size = 'standard',
  className,
}: SkeletonProps) {
  if (shape === 'text') {
    const count = Number.isFinite(lines) && lines >= 1 ? Math.floor(lines) : 1;
    return (
      <span aria-hidden="true" className={[linesClass, className].filter(Boolean).join(' ')}>
        {Array.from({ length: count }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical, never reordered
            key={index}
            data-skeleton="text"
            className={[placeholder({ shape }), index > 0 && index === count - 1 && lastLine]
              .filter(Boolean)
              .join(' ')}
          />
        ))}
      </span>
    );
  }
  const ratio = Number.isFinite(aspectRatio) && aspectRatio > 0 ? aspectRatio : 1;
  return (
    <span
      aria-hidden="true"
      data-skeleton={shape}
      className={[placeholder({ shape, size: shape === 'circle' ? size : 'none' }), className]
        .filter(Boolean)
        .join(' ')}
      style={shape === 'box' ? { aspectRatio: String(ratio) } : undefined}
    />
  );
}

export interface SkeletonGroupProps {
  /** What is loading, for screen readers. @default common:loading */
  label?: string;
  children: ReactNode;
  className?: string;
}

/** A loading region: its placeholders are hidden, one status message says "Loading". */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  const { t } = useTranslation('common');
  return (
    <div className={[group, className].filter(Boolean).join(' ')} aria-busy="true">
      <VisuallyHidden role="status">{label ?? t('loading')}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

export interface ProductCardSkeletonProps {
  /** Width ÷ height of the image, as on the real card. @default 4 / 5 */
  imageAspectRatio?: number;
  className?: string;
}

/** The shape of a standard ProductCard: image, two lines of name, price, rating. */
export function ProductCardSkeleton({
  imageAspectRatio = 4 / 5,
  className,
}: ProductCardSkeletonProps) {
  return (
    <div aria-hidden="true" className={[card, className].filter(Boolean).join(' ')}>
      <Skeleton shape="box" aspectRatio={imageAspectRatio} />
      <div className={cardText}>
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="text" className={priceLine} />
        <Skeleton shape="text" className={ratingLine} />
      </div>
    </div>
  );
}

export interface ProductGridSkeletonProps {
  /** @default PRODUCT_GRID_SKELETON_COUNT (16) */
  count?: number;
  /** Columns per breakpoint. @default { sm: 2, md: 3, lg: 4 } */
  columns?: Sprinkles['gridTemplateColumns'];
  /** What is loading, for screen readers. @default common:loading */
  label?: string;
  imageAspectRatio?: number;
  className?: string;
}

/** The loading state of a product list: a grid of placeholder cards and one status. */
export function ProductGridSkeleton({
  count = PRODUCT_GRID_SKELETON_COUNT,
  columns = productGridColumns,
  label,
  imageAspectRatio,
  className,
}: ProductGridSkeletonProps) {
  const cards = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return (
    <SkeletonGroup label={label} className={className}>
      <div
        // The real grid's columns and gaps: nothing moves when the products arrive.
        className={[productGrid, sprinkles({ gridTemplateColumns: columns })].join(' ')}
      >
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical, never reordered
          <ProductCardSkeleton key={index} imageAspectRatio={imageAspectRatio} />
        ))}
      </div>
    </SkeletonGroup>
  );
}
