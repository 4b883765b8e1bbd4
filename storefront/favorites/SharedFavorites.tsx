import { useTranslation } from 'react-i18next';
import type { SharedFavorites as SharedList } from '#api/contract/wishlists.ts';
import { ButtonLink } from '#components/Button/index.ts';
import { ProductGrid } from '#components/ProductCard/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { localeInfo } from '#i18n/locales.ts';
import { FavoriteCard } from './FavoriteCard.tsx';
import * as styles from './favorites.css.ts';

export interface SharedFavoritesProps {
  list: SharedList;
  locale: SiteLocale;
}

/**
 * A shared favorites list as anyone with the link sees it: the products, read-only (no
 * hearts, no moving), each leading to its page; the owner is pointed to their own list.
 */
export function SharedFavorites({ list, locale }: SharedFavoritesProps) {
  const { t } = useTranslation('storefront');
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={[heading.h1, styles.title].join(' ')}>{t('favoritesPage.sharedTitle')}</h1>
          <p className={styles.soft}>{t('favoritesPage.count', { count: list.total })}</p>
        </div>
        {list.isOwner ? (
          <ButtonLink href={`/${locale}/favorites`} tone="secondary">
            {t('favoritesPage.yours')}
          </ButtonLink>
        ) : null}
      </div>
      {list.items.length === 0 ? (
        <p className={styles.soft}>{t('favoritesPage.sharedEmpty')}</p>
      ) : (
        <ProductGrid columns={{ sm: 2, md: 3, lg: 4 }} aria-label={t('favoritesPage.sharedTitle')}>
          {list.items.map((item) => (
            <FavoriteCard
              key={item.itemId}
              item={item}
              currency={localeInfo[locale].currency}
              onRemove={() => undefined}
              onMove={() => undefined}
              readOnly
            />
          ))}
        </ProductGrid>
      )}
    </div>
  );
}
