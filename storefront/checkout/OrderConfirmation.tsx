import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutOrder } from '#api/contract/checkout.ts';
import { linePrice, placedOrderSummaryRows } from '#commerce/cart/summary.ts';
import { Alert } from '#components/Alert/index.ts';
import { ButtonLink } from '#components/Button/index.ts';
import { Image } from '#components/Image/index.ts';
import { formatMoney } from '#components/Price/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { Deliveries, OrderTotals } from '#flows/Checkout/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { useSession } from '#shopper/session/index.ts';
import { orderPath, orderStatusPath } from '../account/orders/paths.ts';
import { useSiteFeatures } from '../site/SiteFeatures.tsx';
import * as styles from './checkoutPage.css.ts';
import { GuestAccountOffer } from './GuestAccountOffer.tsx';
import { lastOrder } from './lastOrder.ts';

/**
 * `/{locale}/order-confirmation` (spec §2, §4): the order just placed in this tab: its
 * number, lines, where they go, how it was paid and its totals. A guest is offered an
 * account made from the order's details (unless the site takes no new sign-ups), which
 * the order then belongs to.
 */
export function OrderConfirmation({ locale }: { locale: SiteLocale }) {
  const { t } = useTranslation('storefront');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const { isSignedIn, isPending: sessionPending } = useSession();
  const { allowNewSignUp } = useSiteFeatures();
  const [order, setOrder] = useState<CheckoutOrder | null | undefined>(undefined);
  useEffect(() => setOrder(lastOrder()), []);
  useEffect(() => {
    if (order) titleRef.current?.focus();
  }, [order]);
  if (order === undefined) {
    return (
      <SkeletonGroup>
        <Skeleton shape="text" lines={3} />
      </SkeletonGroup>
    );
  }
  if (order === null) {
    return (
      <div className={styles.confirmation}>
        <h1 className={[heading.h2, styles.title].join(' ')}>
          {t('orderConfirmation.notFoundTitle')}
        </h1>
        <p>{t('orderConfirmation.notFound')}</p>
        <div className={styles.confirmationActions}>
          <ButtonLink href={`/${locale}`}>{t('orderConfirmation.continue')}</ButtonLink>
          <ButtonLink href={`/${locale}/order-status`} tone="secondary">
            {t('orderConfirmation.findOrder')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  const tag = localeInfo[locale].tag;
  const money = (amount: number) => formatMoney(amount, tag, order.currency);
  const shipTo = order.shipments.find((shipment) => shipment.address)?.address ?? null;
  const email = shipTo?.email ?? order.billingAddress?.email ?? '';
  return (
    <section className={styles.confirmation} aria-labelledby={titleId}>
      <h1
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        className={[heading.h2, styles.title].join(' ')}
      >
        {t('orderConfirmation.title')}
      </h1>
      <p>
        <strong>{t('orderConfirmation.number', { orderNumber: order.orderNumber })}</strong>
      </p>
      {order.status === 'payment_pending' ? (
        <Alert tone="caution">{t('orderConfirmation.pending')}</Alert>
      ) : null}
      {email ? <p>{t('orderConfirmation.mailed', { email })}</p> : null}
      {allowNewSignUp ? (
        <GuestAccountOffer order={order} onDismiss={() => titleRef.current?.focus()} />
      ) : null}
      <h2 className={[heading.h4, styles.title].join(' ')}>{t('orderConfirmation.items')}</h2>
      <Deliveries
        items={order.items}
        shippingAddress={shipTo}
        locale={locale}
        headingLevel={3}
        lineClassName={styles.line}
        line={(item) => (
          <>
            <Image src={item.image?.src} alt="" decorative aspectRatio={4 / 5} sizes="3.5rem" />
            <span>
              {item.qty} × {item.name}
              {item.attributes.length > 0
                ? ` (${item.attributes.map((a) => a.value).join(', ')})`
                : ''}
            </span>
            <span>{money(linePrice(item))}</span>
          </>
        )}
      />
      <h2 className={[heading.h4, styles.title].join(' ')}>{t('orderConfirmation.payment')}</h2>
      <ul className={styles.lines}>
        {order.paymentMethod.map((payment) => (
          <li key={payment.id}>
            {payment.card ? `${payment.card.brand} ••${payment.card.last4}` : payment.label} ·{' '}
            {money(payment.amount)}
          </li>
        ))}
      </ul>
      <OrderTotals rows={placedOrderSummaryRows(order)} currency={order.currency} locale={locale} />
      <div className={styles.confirmationActions}>
        <ButtonLink href={`/${locale}`}>{t('orderConfirmation.continue')}</ButtonLink>
        {sessionPending ? null : isSignedIn ? (
          <ButtonLink href={orderPath(locale, order.orderNumber)} tone="secondary">
            {t('orderConfirmation.viewOrder')}
          </ButtonLink>
        ) : (
          <ButtonLink href={orderStatusPath(locale, order.orderNumber)} tone="secondary">
            {t('orderConfirmation.trackOrder')}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
