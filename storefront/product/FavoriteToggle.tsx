import { FavoriteHeart } from '#cms-blocks/favorites/index.ts';
import { favoriteToggle } from './product.css.ts';

/**
 * The product page's heart beside add to cart: keeps the product among the shopper's
 * favorites (guest or member), with the same words as the hearts on product cards. A toggle
 * button: screen readers hear "pressed" when it is.
 */
export function FavoriteToggle({ productId, name }: { productId: string; name: string }) {
  return <FavoriteHeart productId={productId} name={name} className={favoriteToggle} />;
}
