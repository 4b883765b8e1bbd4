export { productCardSizes, productGrid } from './ProductCard.css.ts';
export {
  ProductCard,
  ProductCardFavorite,
  type ProductCardProps,
  type ProductCardSize,
  type ProductCardSwatch,
} from './ProductCard.tsx';
export { ProductGrid, type ProductGridProps, productGridColumns } from './ProductGrid.tsx';
