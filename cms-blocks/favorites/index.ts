export {
  FavoriteHeart,
  FavoriteProductCard,
  type FavoriteProductCardProps,
} from './FavoriteProductCard.tsx';
export { useFavoriteHeart } from './useFavoriteHeart.ts';
