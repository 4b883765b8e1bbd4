import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/react.tsx';
import { type FavoriteItem, shareFavorites } from '#api/contract/wishlists.ts';
import { QuickShop } from '#cms-blocks/QuickShop/QuickShop.tsx';
import { Alert } from '#components/Alert/index.ts';
import { Button, ButtonLink } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { ProductGrid } from '#components/ProductCard/index.ts';
import { ProductCardSkeleton, Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { TextField } from '#components/TextField/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { useErrorMessage } from '#flows/shared/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { localeInfo } from '#i18n/locales.ts';
import { useFavorites, useListsAvailable, useToggleFavorite } from '#shopper/index.ts';
import { FavoriteCard } from './FavoriteCard.tsx';
import * as styles from './favorites.css.ts';

export interface FavoritesPageProps {
  locale: SiteLocale;
  /** The page's origin, for the share link. */
  origin: string;
}

/** The public, read-only address of a shared list (`/{locale}/favorites/shared/{id}?token=`). */
export function sharedListPath(locale: SiteLocale, favoriteId: string, token: string): string {
  return `/${locale}/favorites/shared/${encodeURIComponent(favoriteId)}?token=${encodeURIComponent(token)}`;
}

/**
 * `/{locale}/favorites`: the shopper's favorites (guest or member) as cards; the heart
 * takes one out, "Move to cart" adds it (quick shop asks for the size when the favorite
 * is a product rather than one size) and then takes it off the list; share gives a
 * read-only link anyone can open. Unavailable while an associate is connected.
 */
export function FavoritesPage({ locale, origin }: FavoritesPageProps) {
  const { t } = useTranslation('storefront');
  const titleId = useId();
  const available = useListsAvailable();
  const favorites = useFavorites();
  const { toggle } = useToggleFavorite();
  const toasts = useToast();
  const errorMessage = useErrorMessage();
  const [moving, setMoving] = useState<FavoriteItem | null>(null);
  const [sharing, setSharing] = useState(false);
  const currency = localeInfo[locale].currency;

  const remove = (item: FavoriteItem, name: string) =>
    toggle({ productId: item.id, favorite: false }).catch((error: unknown) =>
      toasts.add({
        title: t('favoritesPage.removeFailed', { name }),
        description: errorMessage(error),
        tone: 'critical',
      }),
    );

  const title = (
    <h1 id={titleId} className={[heading.h1, styles.title].join(' ')}>
      {t('favoritesPage.title')}
    </h1>
  );
  if (!available) {
    return (
      <div className={styles.page}>
        {title}
        <Alert tone="info">{t('favoritesPage.associate')}</Alert>
      </div>
    );
  }
  if (!favorites.data) {
    return (
      <div className={styles.page}>
        {title}
        {favorites.isError ? (
          <Alert tone="critical">
            {t('favoritesPage.loadFailed')}{' '}
            <Button tone="plain" size="small" onPress={() => favorites.refetch()}>
              {t('reviews.retry')}
            </Button>
          </Alert>
        ) : (
          <SkeletonGroup label={t('favoritesPage.loading')}>
            <Skeleton shape="text" />
            <div className={styles.skeletonGrid}>
              {[0, 1, 2, 3].map((index) => (
                <ProductCardSkeleton key={index} />
              ))}
            </div>
          </SkeletonGroup>
        )}
      </div>
    );
  }
  const list = favorites.data;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          {title}
          <p className={styles.soft} role="status">
            {t('favoritesPage.count', { count: list.total })}
          </p>
        </div>
        {list.favoriteId && list.items.length > 0 ? (
          <Button tone="secondary" icon="externalLink" onPress={() => setSharing(true)}>
            {t('favoritesPage.share')}
          </Button>
        ) : null}
      </div>
      {list.items.length === 0 ? (
        <div className={styles.page}>
          <p className={styles.soft}>{t('favoritesPage.empty')}</p>
          <div>
            <ButtonLink href={`/${locale}`} tone="secondary">
              {t('miniCart.continueShopping')}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <ProductGrid columns={{ sm: 2, md: 3, lg: 4 }} aria-label={t('favoritesPage.title')}>
          {list.items.map((item) => (
            <FavoriteCard
              key={item.itemId}
              item={item}
              currency={currency}
              onRemove={(name) => remove(item, name)}
              onMove={() => setMoving(item)}
            />
          ))}
        </ProductGrid>
      )}
      {moving ? (
        <QuickShop
          productId={moving.id}
          isOpen
          onOpenChange={(open) => {
            if (!open) setMoving(null);
          }}
          // In the cart now (quick shop opens the mini cart): off the favorites.
          onAdded={() => {
            toggle({ productId: moving.id, favorite: false }).catch(() => undefined);
          }}
        />
      ) : null}
      {list.favoriteId ? (
        <ShareDialog
          isOpen={sharing}
          onOpenChange={setSharing}
          favoriteId={list.favoriteId}
          locale={locale}
          origin={origin}
        />
      ) : null}
    </div>
  );
}

interface ShareDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  favoriteId: string;
  locale: SiteLocale;
  origin: string;
}

/** The list's read-only link (POST …/favorites/{favoriteId}/share gives its token), to copy. */
function ShareDialog({ isOpen, onOpenChange, favoriteId, locale, origin }: ShareDialogProps) {
  const { t } = useTranslation('storefront');
  const client = useApiClient();
  const [copied, setCopied] = useState(false);
  const share = useMutation({
    mutationFn: () => client.call(shareFavorites, { params: { favoriteId }, query: { locale } }),
  });
  // The token is asked for when the dialog first opens (the same one every time).
  const { isIdle, mutate } = share;
  useEffect(() => {
    if (isOpen && isIdle) mutate();
  }, [isOpen, isIdle, mutate]);
  const link = share.data
    ? `${origin}${sharedListPath(locale, share.data.favoriteId, share.data.shareToken)}`
    : '';
  return (
    <Dialog
      size="small"
      title={t('favoritesPage.shareTitle')}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setCopied(false);
        onOpenChange(open);
      }}
    >
      <ShareBody
        share={share}
        link={link}
        copied={copied}
        onCopy={async () => {
          await navigator.clipboard?.writeText(link).catch(() => undefined);
          setCopied(true);
        }}
      />
    </Dialog>
  );
}

function ShareBody({
  share,
  link,
  copied,
  onCopy,
}: {
  share: { isError: boolean; mutate: () => void };
  link: string;
  copied: boolean;
  onCopy: () => void;
}) {
  const { t } = useTranslation('storefront');
  if (share.isError) {
    return (
      <Alert tone="critical">
        {t('favoritesPage.shareFailed')}{' '}
        <Button tone="plain" size="small" onPress={() => share.mutate()}>
          {t('reviews.retry')}
        </Button>
      </Alert>
    );
  }
  if (!link) {
    return (
      <SkeletonGroup label={t('favoritesPage.shareLoading')}>
        <Skeleton shape="text" lines={2} />
      </SkeletonGroup>
    );
  }
  return (
    <div className={styles.page}>
      <p className={styles.soft}>{t('favoritesPage.shareBody')}</p>
      <TextField label={t('favoritesPage.shareLink')} value={link} isReadOnly />
      <div>
        <Button tone="primary" onPress={onCopy}>
          {t('favoritesPage.copy')}
        </Button>
      </div>
      {copied ? (
        <p className={styles.soft} role="status">
          {t('favoritesPage.copied')}
        </p>
      ) : null}
    </div>
  );
}
