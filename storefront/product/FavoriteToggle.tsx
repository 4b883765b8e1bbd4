import { ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useFavoriteHeart } from '#cms-blocks/favorites/index.ts';
import { Icon } from '#components/Icon/index.ts';
import { favoriteToggle } from './product.css.ts';

/**
 * The product page's heart beside add to cart: keeps the product among the shopper's
 * favorites (guest or member). A toggle button: screen readers hear "pressed" when it is.
 */
export function FavoriteToggle({ productId, name }: { productId: string; name: string }) {
  // The same words as the hearts on product cards.
  const { t } = useTranslation('components');
  const { isFavorite, onToggleFavorite } = useFavoriteHeart(productId);
  // No heart while an associate is connected (spec §6).
  if (!onToggleFavorite) return null;
  return (
    <ToggleButton
      className={favoriteToggle}
      aria-label={t('productCard.favorite', { name })}
      isSelected={isFavorite}
      onChange={onToggleFavorite}
    >
      {({ isSelected }) => <Icon name={isSelected ? 'heartFilled' : 'heart'} />}
    </ToggleButton>
  );
}
