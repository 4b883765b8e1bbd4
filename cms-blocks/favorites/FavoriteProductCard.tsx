import { ProductCard, type ProductCardProps } from '#components/ProductCard/index.ts';
import { useFavoriteHeart } from './useFavoriteHeart.ts';

export type FavoriteProductCardProps = Omit<
  ProductCardProps,
  'isFavorite' | 'defaultFavorite' | 'onToggleFavorite'
> & {
  /** The product the heart keeps among the shopper's favorites. */
  productId: string;
};

/** The kit's product card with the shopper's favorites heart on it. */
export function FavoriteProductCard({ productId, ...props }: FavoriteProductCardProps) {
  const heart = useFavoriteHeart(productId);
  return <ProductCard {...props} {...heart} />;
}
