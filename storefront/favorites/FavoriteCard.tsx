import { useTranslation } from 'react-i18next';
import type { FavoriteItem } from '#api/contract/wishlists.ts';
import { Button } from '#components/Button/index.ts';
import { ProductCard } from '#components/ProductCard/index.ts';

export interface FavoriteCardProps {
  item: FavoriteItem;
  /** The site's currency, for a product the service could not price. */
  currency: string;
  /** The heart was turned off (with the product's name, for the message if it fails). */
  onRemove: (name: string) => void;
  /** "Move to cart": quick shop on this product or size. */
  onMove: () => void;
  /** Read-only (a shared list): no heart, no move. */
  readOnly?: boolean;
}

/** A favorite as a product card: its heart takes it off the list; move to cart below. */
export function FavoriteCard({
  item,
  currency,
  onRemove,
  onMove,
  readOnly = false,
}: FavoriteCardProps) {
  const { t } = useTranslation('storefront');
  const product = item.product;
  const name = product?.name ?? item.id;
  return (
    <ProductCard
      name={name}
      href={product?.pdpUrl ?? '#'}
      image={{ src: product?.image?.src ?? '' }}
      price={
        product?.price
          ? {
              lowCurrent: product.price.current,
              lowOriginal:
                product.price.original > product.price.current ? product.price.original : null,
            }
          : null
      }
      currency={product?.price?.currency ?? currency}
      eyebrow={product && !product.available ? t('favoritesPage.unavailable') : undefined}
      isFavorite
      onToggleFavorite={readOnly ? undefined : (favorite) => favorite || onRemove(name)}
      headingLevel={2}
      imageSizes="(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 45vw"
      action={
        readOnly ? undefined : (
          <Button
            tone="secondary"
            size="small"
            fullWidth
            isDisabled={!product?.available}
            onPress={onMove}
            aria-label={t('favoritesPage.moveLabel', { name })}
          >
            {t('favoritesPage.move')}
          </Button>
        )
      }
    />
  );
}
