import {
  ProductCard,
  ProductCardFavorite,
  type ProductCardProps,
} from '#components/ProductCard/index.ts';
import { useFavoriteHeart } from './useFavoriteHeart.ts';

export type FavoriteProductCardProps = Omit<
  ProductCardProps,
  'isFavorite' | 'defaultFavorite' | 'onToggleFavorite' | 'favorite'
> & {
  /** The product the heart keeps among the shopper's favorites. */
  productId: string;
};

/**
 * The shopper's favorites heart, on a card or the product page: its own component, so the
 * favorites list loading or changing renders the hearts of a grid, not every card around
 * them. None while an associate is connected (spec §6).
 */
export function FavoriteHeart({
  productId,
  name,
  className,
}: {
  productId: string;
  name: string;
  className?: string;
}) {
  const { isFavorite, onToggleFavorite } = useFavoriteHeart(productId);
  if (!onToggleFavorite) return null;
  return (
    <ProductCardFavorite
      name={name}
      isFavorite={isFavorite}
      onToggleFavorite={onToggleFavorite}
      className={className}
    />
  );
}

/** The kit's product card with the shopper's favorites heart on it. */
export function FavoriteProductCard({ productId, ...props }: FavoriteProductCardProps) {
  return (
    <ProductCard {...props} favorite={<FavoriteHeart productId={productId} name={props.name} />} />
  );
}
