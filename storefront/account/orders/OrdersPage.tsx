import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OrderSummary } from '#api/contract/orders.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button, ButtonLink } from '#components/Button/index.ts';
import { Image } from '#components/Image/index.ts';
import { Link } from '#components/Link/index.ts';
import { LoadMore } from '#components/LoadMore/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { useOrderHistory } from '#shopper/index.ts';
import { AccountLayout } from '../AccountNav.tsx';
import { orderDay, orderMoney } from './format.ts';
import { OrderSearch } from './OrderSearch.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import * as styles from './orders.css.ts';
import { orderPath } from './paths.ts';
import { useSignedInOnly } from './useSignedInOnly.ts';

export interface OrdersPageProps {
  locale: SiteLocale;
}

/**
 * `/{locale}/account/orders`: the member's orders, newest first, a page at a time ("Show
 * more" reads the next): number, day, status, units, total and the first pictures, each
 * leading to the order; a search by order number or product name (`?q=`). A visitor who is
 * not signed in is sent to sign in and back.
 */
export function OrdersPage({ locale }: OrdersPageProps) {
  const { t } = useTranslation('storefront');
  const titleId = useId();
  const { profile, isError: profileFailed, refetch: reloadProfile } = useSignedInOnly(locale);
  // The search is the page's `?q=`: shareable, and back returns to the previous one.
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const search = (next: string) =>
    setParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true });
  const history = useOrderHistory({ enabled: profile !== null, query });
  const pages = history.data?.pages ?? [];
  const orders = pages.flatMap((page) => page.orders);
  const total = pages[0]?.total ?? 0;
  // The answer on screen is the last query's while the new one loads.
  const searching = history.isPlaceholderData;

  let body: ReactNode;
  if (profileFailed && !profile) {
    body = <LoadFailed onRetry={() => reloadProfile()} />;
  } else if (!history.data) {
    body = history.isError ? (
      <LoadFailed onRetry={() => history.refetch()} />
    ) : (
      <SkeletonGroup label={t('orders.loading')}>
        <div className={styles.orderList}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} shape="box" aspectRatio={6} />
          ))}
        </div>
      </SkeletonGroup>
    );
  } else if (total === 0 && query) {
    body = (
      <>
        <OrderSearch query={query} onSearch={search} />
        <p className={styles.soft} aria-live="polite">
          {t('orders.search.none', { query })}
        </p>
        <div>
          <Button tone="secondary" onPress={() => search('')}>
            {t('orders.search.clear')}
          </Button>
        </div>
      </>
    );
  } else if (total === 0) {
    body = (
      <>
        <p className={styles.soft}>{t('orders.empty')}</p>
        <div>
          <ButtonLink href={`/${locale}`} tone="primary">
            {t('orders.shop')}
          </ButtonLink>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <OrderSearch query={query} onSearch={search} />
        <p className={styles.soft} aria-live="polite">
          {query
            ? t('orders.search.count', { count: total, query })
            : t('orders.count', { count: total })}
        </p>
        <ul className={styles.orderList} aria-labelledby={titleId} aria-busy={searching}>
          {orders.map((order) => (
            <OrderRow key={order.orderNumber} order={order} locale={locale} />
          ))}
        </ul>
        <LoadMore
          shown={orders.length}
          total={total}
          onLoadMore={() => history.fetchNextPage()}
          isPending={history.isFetchingNextPage}
          buttonLabel={t('orders.showMore')}
          progressLabel={({ shown }) => t('orders.shown', { shown, total })}
        />
        {history.isFetchNextPageError ? (
          <Alert tone="critical">{t('orders.loadFailed')}</Alert>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <h1 id={titleId} className={[heading.h1, styles.title].join(' ')}>
        {t('orders.title')}
      </h1>
      <AccountLayout locale={locale} current="orders">
        {body}
      </AccountLayout>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('storefront');
  return (
    <Alert tone="critical">
      {t('orders.loadFailed')}{' '}
      <Button tone="plain" size="small" onPress={onRetry}>
        {t('orders.retry')}
      </Button>
    </Alert>
  );
}

/** One order of the history: its number leads to it. */
function OrderRow({ order, locale }: { order: OrderSummary; locale: SiteLocale }) {
  const { t } = useTranslation('storefront');
  const numberId = useId();
  const units = t('orders.unitCount', { count: order.itemCount });
  return (
    <li className={styles.orderRow} aria-labelledby={numberId}>
      <div className={styles.rowMain}>
        <div className={styles.rowTitle}>
          <h2 className={[heading.h4, styles.title].join(' ')}>
            <Link id={numberId} href={orderPath(locale, order.orderNumber)} variant="standalone">
              {t('orders.number', { orderNumber: order.orderNumber })}
            </Link>
          </h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('orders.date')}</dt>
            <dd>
              <time dateTime={order.createdAt}>{orderDay(order.createdAt, locale)}</time>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('orders.units')}</dt>
            <dd>{units}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('orders.total')}</dt>
            <dd>{orderMoney(order.totals.total, order.totals.currency, locale)}</dd>
          </div>
        </dl>
      </div>
      {order.images.length > 0 ? (
        <ul
          className={styles.thumbs}
          aria-label={t('orders.pictures', { orderNumber: order.orderNumber })}
        >
          {order.images.map((image, index) => (
            // The same picture may come twice (two sizes of one colour).
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <li key={index}>
              <Image src={image.src} alt={image.alt} aspectRatio={4 / 5} sizes="3.5rem" />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
