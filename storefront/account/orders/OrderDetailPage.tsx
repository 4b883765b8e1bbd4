import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/client/index.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button, ButtonLink } from '#components/Button/index.ts';
import { Link } from '#components/Link/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { useOrder } from '#shopper/index.ts';
import { AccountLayout } from '../AccountNav.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import * as styles from './orders.css.ts';
import { useSignedInOnly } from './useSignedInOnly.ts';

export interface OrderDetailPageProps {
  locale: SiteLocale;
  orderNumber: string;
}

/**
 * `/{locale}/account/orders/{orderNumber}`: one of the member's orders (OrderDetail), with
 * the way back to the list. ORD409 (no such order, or someone else's) says the order is
 * not found. A visitor who is not signed in is sent to sign in and back.
 */
export function OrderDetailPage({ locale, orderNumber }: OrderDetailPageProps) {
  const { t } = useTranslation('storefront');
  const { profile, isError: profileFailed, refetch: reloadProfile } = useSignedInOnly(locale);
  const order = useOrder(orderNumber, { enabled: profile !== null });
  const back = (
    <Link href={`/${locale}/account/orders`} variant="standalone">
      {t('orders.detail.back')}
    </Link>
  );

  let body: ReactNode;
  if (order.data) {
    body = <OrderDetail order={order.data} locale={locale} />;
  } else if (isApiError(order.error) && order.error.is('ORD409')) {
    body = (
      <div className={styles.page}>
        <h1 className={[heading.h1, styles.title].join(' ')}>{t('orders.detail.notFoundTitle')}</h1>
        <p>{t('orders.detail.notFound', { orderNumber })}</p>
        <div>
          <ButtonLink href={`/${locale}/account/orders`} tone="primary">
            {t('orders.detail.back')}
          </ButtonLink>
        </div>
      </div>
    );
  } else if (order.isError || (profileFailed && !profile)) {
    body = (
      <>
        <h1 className={[heading.h1, styles.title].join(' ')}>
          {t('orders.number', { orderNumber })}
        </h1>
        <Alert tone="critical">
          {t('orders.detail.loadFailed')}{' '}
          <Button
            tone="plain"
            size="small"
            onPress={() => (order.isError ? order.refetch() : reloadProfile())}
          >
            {t('orders.retry')}
          </Button>
        </Alert>
      </>
    );
  } else {
    body = (
      <>
        <h1 className={[heading.h1, styles.title].join(' ')}>
          {t('orders.number', { orderNumber })}
        </h1>
        <SkeletonGroup label={t('orders.detail.loading')}>
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="box" aspectRatio={4} />
          <Skeleton shape="box" aspectRatio={4} />
        </SkeletonGroup>
      </>
    );
  }

  const notFound = isApiError(order.error) && order.error.is('ORD409');
  return (
    <div className={styles.page}>
      {notFound ? null : <div className={styles.actions}>{back}</div>}
      <AccountLayout locale={locale} current="orders" below>
        {body}
      </AccountLayout>
    </div>
  );
}
