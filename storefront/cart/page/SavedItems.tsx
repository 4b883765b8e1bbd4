import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedForLater } from '#api/contract/wishlists.ts';
import { Button } from '#components/Button/index.ts';
import { Image } from '#components/Image/index.ts';
import { Link } from '#components/Link/index.ts';
import { formatMoney } from '#components/Price/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { localeInfo } from '#i18n/locales.ts';
import * as styles from './cartPage.css.ts';

export interface SavedItemsProps {
  list: SavedForLater | undefined;
  locale: SiteLocale;
  isMoving: (itemId: string) => boolean;
  onMove: (saveForLaterId: string, itemId: string) => void;
  onRemove: (saveForLaterId: string, itemId: string) => void;
}

/** Saved for later: each item with whether it can be bought now; back to the cart. */
export function SavedItems({ list, locale, isMoving, onMove, onRemove }: SavedItemsProps) {
  const { t } = useTranslation('storefront');
  const titleId = useId();
  const listId = list?.saveForLaterId;
  if (!list || !listId || list.items.length === 0) return null;
  const tag = localeInfo[locale].tag;
  return (
    <section className={styles.saved} aria-labelledby={titleId}>
      <h2 id={titleId} className={[heading.h3, styles.title].join(' ')}>
        {t('cart.savedTitle', { count: list.total })}
      </h2>
      <ul className={styles.lines} aria-labelledby={titleId}>
        {list.items.map((item) => {
          const name = item.product?.name ?? item.productId;
          return (
            <li key={item.itemId} className={styles.line}>
              <Image
                src={item.product?.image?.src}
                alt=""
                decorative
                aspectRatio={4 / 5}
                sizes="(min-width: 768px) 7rem, 5.5rem"
              />
              <div className={styles.lineBody}>
                <Link
                  href={item.pageUrl}
                  variant="standalone"
                  tone="neutral"
                  className={styles.lineName}
                >
                  {name}
                </Link>
                <p className={styles.detail}>
                  {t('miniCart.quantity', { count: item.qty })}
                  {item.product?.price
                    ? ` · ${formatMoney(item.product.price.current, tag, item.product.price.currency)}`
                    : ''}
                </p>
                <p className={styles.detail}>
                  {item.available ? t('cart.available') : t('cart.unavailable')}
                </p>
                <div className={styles.lineActions}>
                  <Button
                    tone="secondary"
                    size="small"
                    isDisabled={!item.available}
                    isPending={isMoving(item.itemId)}
                    onPress={() => onMove(listId, item.itemId)}
                    aria-label={t('cart.moveToCartLabel', { name })}
                  >
                    {t('cart.moveToCart')}
                  </Button>
                  <Button
                    tone="plain"
                    size="small"
                    onPress={() => onRemove(listId, item.itemId)}
                    aria-label={t('cart.removeSavedLabel', { name })}
                  >
                    {t('cart.remove')}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
