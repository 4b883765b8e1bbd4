import { useTranslation } from 'react-i18next';
import { useToast } from '#components/Toast/index.ts';
import { useIsFavorite, useListsAvailable, useToggleFavorite } from '#shopper/index.ts';

/**
 * A product's heart, for a card or the product page: whether the shopper has it among their
 * favorites (the favorites cache, `#shopper`) and what a press does. The heart turns at
 * once; if the service refuses, it turns back and a toast says so. Spread the answer into
 * `ProductCard` (`isFavorite`, `onToggleFavorite`). While an associate is connected there is
 * no heart (spec §6): `onToggleFavorite` is undefined.
 */
export function useFavoriteHeart(productId: string) {
  const { t } = useTranslation('blocks');
  const isFavorite = useIsFavorite(productId);
  const { toggle } = useToggleFavorite();
  const toasts = useToast();
  const available = useListsAvailable();
  if (!available) return { isFavorite: false, onToggleFavorite: undefined };
  return {
    isFavorite,
    onToggleFavorite: (favorite: boolean) => {
      toggle({ productId, favorite }).catch(() => {
        toasts.add({
          title: favorite ? t('favorites.addFailed') : t('favorites.removeFailed'),
          tone: 'critical',
        });
      });
    },
  };
}
