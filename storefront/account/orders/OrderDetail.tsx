import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/index.ts';
import { type ConsumerOrder, resendGiftCardEmail } from '#api/contract/orders.ts';
import { consumerOrderSummaryRows, linePrice } from '#commerce/cart/summary.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Image } from '#components/Image/index.ts';
import { Link } from '#components/Link/index.ts';
import { Price } from '#components/Price/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { AddressBlock, OrderTotals } from '#flows/Checkout/index.ts';
import {
  CancelOrderDialog,
  claimableLines,
  ReturnItemsDialog,
  returnableLines,
  WarrantyClaimDialog,
} from '#flows/OrderActions/index.ts';
import { useErrorMessage } from '#flows/shared/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { useInvoiceLink } from '#shopper/index.ts';
import { orderDay, orderMoney } from './format.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { unitsOf } from './orderStatus.ts';
import * as styles from './orders.css.ts';

export interface OrderDetailProps {
  order: ConsumerOrder;
  locale: SiteLocale;
  /**
   * A guest's order (order status lookup): the email it was placed with, sent with a
   * cancel or a return.
   */
  email?: string;
  /** @default 1 */
  headingLevel?: 1 | 2;
}

type Order = ConsumerOrder;

/**
 * One order as its shopper sees it: number, day and status; each shipment (method,
 * status, tracking, dates, where it goes); the lines; payment, billing address and
 * totals; the returns made, each with its state (its parcel awaited, or received on a day)
 * and its label. "Cancel order" while it may be cancelled,
 * "Return items" while a line has units to return, each in its dialog; "Download invoice"
 * on a member's placed order (not on a guest's lookup: the service gives invoices to the
 * account that placed the order); "Warranty claim" on a member's delivered order.
 */
export function OrderDetail({ order, locale, email, headingLevel = 1 }: OrderDetailProps) {
  const { t } = useTranslation('storefront');
  const [cancelling, setCancelling] = useState(false);
  const [returning, setReturning] = useState(false);
  const [claiming, setClaiming] = useState(false);
  const titleId = useId();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  const Sub = headingLevel === 1 ? 'h3' : 'h4';
  const canReturn = returnableLines(order).length > 0;
  const hasInvoice = email === undefined && order.status !== 'CREATED';
  // A member's delivered goods: a warranty claim (the service files it for the account).
  const canClaim =
    email === undefined && order.status === 'DELIVERED' && claimableLines(order).length > 0;
  const currency = order.totals.currency;
  const money = (amount: number) => orderMoney(amount, currency, locale);

  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <div className={styles.header}>
        <div className={styles.rowMain}>
          <div className={styles.rowTitle}>
            <Title
              id={titleId}
              className={[headingLevel === 1 ? heading.h1 : heading.h2, styles.title].join(' ')}
            >
              {t('orders.number', { orderNumber: order.orderNumber })}
            </Title>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className={styles.soft}>
            {t('orders.placed', { date: orderDay(order.createdAt, locale) })}
            {order.cancelledAt
              ? ` · ${t('orders.detail.cancelledOn', { date: orderDay(order.cancelledAt, locale) })}`
              : null}
          </p>
        </div>
        {order.cancellable || canReturn || hasInvoice || canClaim ? (
          <div className={styles.actions}>
            {hasInvoice ? <InvoiceButton orderNumber={order.orderNumber} /> : null}
            {order.cancellable ? (
              <Button tone="secondary" onPress={() => setCancelling(true)}>
                {t('orders.cancel.open')}
              </Button>
            ) : null}
            {canReturn ? (
              <Button tone="secondary" icon="return" onPress={() => setReturning(true)}>
                {t('orders.return.open')}
              </Button>
            ) : null}
            {canClaim ? (
              <Button tone="secondary" onPress={() => setClaiming(true)}>
                {t('orders.warranty.open')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className={styles.detailGrid}>
        <Part title={t('orders.detail.shipments')} level={Section} className={styles.wide}>
          <ul className={styles.shipments}>
            {order.shipments.map((shipment, index) => (
              <Shipment
                key={shipment.shipmentId}
                shipment={shipment}
                title={
                  order.shipments.length > 1
                    ? t('orders.detail.shipment', {
                        index: index + 1,
                        count: order.shipments.length,
                      })
                    : shipment.shippingMethod.label
                }
                level={Sub}
                locale={locale}
              />
            ))}
          </ul>
        </Part>

        <Part title={t('orders.detail.items')} level={Section} className={styles.wide}>
          <p className={styles.soft}>{t('orders.unitCount', { count: unitsOf(order) })}</p>
          <ul className={styles.lines}>
            {order.items.map((item) => (
              <OrderLine
                key={item.itemId}
                item={item}
                currency={currency}
                money={money}
                // A member's e-gift card, once placed: its mail may be sent again.
                resendFor={
                  item.isDigitalProduct &&
                  email === undefined &&
                  order.status !== 'CREATED' &&
                  order.status !== 'CANCELLED'
                    ? order.orderNumber
                    : null
                }
              />
            ))}
          </ul>
        </Part>

        <Part title={t('orders.detail.payment')} level={Section}>
          <ul className={styles.plainList}>
            {order.paymentMethod.map((payment) => (
              <li key={`${payment.type}-${payment.label}`}>
                {payment.label} · {money(payment.amount)}
              </li>
            ))}
          </ul>
          {order.billingAddress ? (
            <>
              <Sub className={[heading.h4, styles.title].join(' ')}>
                {t('orders.detail.billing')}
              </Sub>
              <AddressBlock address={order.billingAddress} locale={locale} />
            </>
          ) : null}
        </Part>

        <Part title={t('orders.detail.summary')} level={Section}>
          <OrderTotals rows={consumerOrderSummaryRows(order)} currency={currency} locale={locale} />
        </Part>

        {order.returns.length > 0 ? (
          <Part title={t('orders.detail.returns')} level={Section} className={styles.wide}>
            <ul className={styles.plainList}>
              {order.returns.map((made) => {
                const date = orderDay(made.createdAt, locale);
                const units = made.items.reduce((sum, item) => sum + item.qty, 0);
                return (
                  <li key={made.returnId}>
                    {t('orders.detail.returnOf', { date })} (
                    {t('orders.detail.returnUnits', { count: units })}) ·{' '}
                    <span>
                      {made.status === 'RECEIVED' && made.receivedAt
                        ? t('orders.detail.returnReceived', {
                            date: orderDay(made.receivedAt, locale),
                          })
                        : t('orders.detail.returnAwaiting')}
                    </span>{' '}
                    · <Link href={made.labelUrl}>{t('orders.detail.labelFor', { date })}</Link>
                  </li>
                );
              })}
            </ul>
          </Part>
        ) : null}
      </div>

      <CancelOrderDialog
        order={order}
        email={email}
        isOpen={cancelling}
        onOpenChange={setCancelling}
      />
      <ReturnItemsDialog
        order={order}
        locale={locale}
        email={email}
        isOpen={returning}
        onOpenChange={setReturning}
      />
      {canClaim ? (
        <WarrantyClaimDialog order={order} isOpen={claiming} onOpenChange={setClaiming} />
      ) : null}
    </article>
  );
}

/**
 * Asks for the invoice's short-lived link and opens it: the browser downloads the PDF and
 * the page stays. A failure says so beside the button, which stays usable.
 */
function InvoiceButton({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation('storefront');
  const invoice = useInvoiceLink();
  return (
    <>
      <Button
        tone="secondary"
        icon="download"
        isPending={invoice.isPending}
        onPress={() =>
          invoice.mutate(orderNumber, { onSuccess: (link) => window.location.assign(link.url) })
        }
      >
        {t('orders.detail.invoice')}
      </Button>
      {invoice.isError ? (
        <div className={styles.actionError}>
          <Alert tone="critical">{t('orders.detail.invoiceFailed')}</Alert>
        </div>
      ) : null}
    </>
  );
}

function Part({
  title,
  level: Level,
  className,
  children,
}: {
  title: string;
  level: 'h2' | 'h3';
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <Level id={id} className={[heading.h4, styles.title].join(' ')}>
        {title}
      </Level>
      {children}
    </section>
  );
}

function Shipment({
  shipment,
  title,
  level: Level,
  locale,
}: {
  shipment: Order['shipments'][number];
  title: string;
  level: 'h3' | 'h4';
  locale: SiteLocale;
}) {
  const { t } = useTranslation('storefront');
  const id = useId();
  const isDigital = !shipment.address && !shipment.storeName;
  return (
    <li className={styles.shipment} aria-labelledby={id}>
      <div className={styles.rowTitle}>
        <Level id={id} className={[heading.h4, styles.title].join(' ')}>
          {title}
        </Level>
        <OrderStatusBadge status={shipment.status} />
      </div>
      <dl className={styles.details}>
        <dt>{t('orders.detail.method')}</dt>
        <dd>{shipment.shippingMethod.label}</dd>
        {shipment.trackingNumber ? (
          <>
            <dt>{t('orders.detail.tracking')}</dt>
            <dd>
              {shipment.trackingUrl ? (
                <Link href={shipment.trackingUrl} external>
                  {t('orders.detail.track', { trackingNumber: shipment.trackingNumber })}
                </Link>
              ) : (
                shipment.trackingNumber
              )}
            </dd>
          </>
        ) : null}
      </dl>
      {shipment.shippedAt ? (
        <p className={styles.soft}>
          {t('orders.detail.shippedOn', { date: orderDay(shipment.shippedAt, locale) })}
        </p>
      ) : null}
      {shipment.deliveredAt ? (
        <p className={styles.soft}>
          {t('orders.detail.deliveredOn', { date: orderDay(shipment.deliveredAt, locale) })}
        </p>
      ) : null}
      {shipment.storeName ? (
        <p className={styles.title}>
          {t('orders.detail.store')}: <strong>{shipment.storeName}</strong>
        </p>
      ) : null}
      {shipment.address ? <AddressBlock address={shipment.address} locale={locale} /> : null}
      {isDigital ? <p className={styles.soft}>{t('orders.detail.emailed')}</p> : null}
    </li>
  );
}

function OrderLine({
  item,
  currency,
  money,
  resendFor,
}: {
  item: Order['items'][number];
  currency: string;
  money: (amount: number) => string;
  /** The order whose e-gift card mail this line may send again; null: none. */
  resendFor: string | null;
}) {
  const { t } = useTranslation('storefront');
  const nameId = useId();
  return (
    <li className={styles.line} aria-labelledby={nameId}>
      <Image
        src={item.image?.src}
        alt=""
        decorative
        aspectRatio={4 / 5}
        sizes="(min-width: 768px) 7rem, 5.5rem"
      />
      <div className={styles.lineBody}>
        <Link
          id={nameId}
          href={item.pdpUrl}
          variant="standalone"
          tone="neutral"
          className={styles.lineName}
        >
          {item.name}
        </Link>
        {item.attributes.length > 0 ? (
          <p className={styles.detail}>
            {item.attributes
              .map((attribute) => `${attribute.label}: ${attribute.value}`)
              .join(' · ')}
          </p>
        ) : null}
        <p className={styles.detail}>{t('orders.detail.quantity', { count: item.qty })}</p>
        <p className={styles.detail}>
          {t('orders.detail.each', { price: money(item.price.current) })}
        </p>
        {item.returnedQty > 0 ? (
          <p className={styles.detail}>
            {t('orders.detail.returned', { count: item.returnedQty })}
          </p>
        ) : null}
        {resendFor ? <ResendGiftCard orderNumber={resendFor} itemId={item.itemId} /> : null}
      </div>
      <div className={styles.linePrice}>
        {/* As on the cart: after the line's own promotions, its full price struck through. */}
        <Price
          className={styles.rowTotal}
          price={{
            lowCurrent: linePrice(item),
            lowOriginal: linePrice(item) < item.price.rowTotal ? item.price.rowTotal : null,
          }}
          currency={currency}
          showDiscount={false}
        />
      </div>
    </li>
  );
}

/**
 * Send an e-gift card's mail again (POST resendGiftCardEmail): the recipient gets a new
 * number and PIN, the balance stays, the earlier mail stops working. Said in a status line;
 * a refusal (a few an hour per order, API429) in the catalogue's words.
 */
function ResendGiftCard({ orderNumber, itemId }: { orderNumber: string; itemId: string }) {
  const { t } = useTranslation('storefront');
  const client = useApiClient();
  const message = useErrorMessage();
  const resend = useMutation({
    mutationFn: () => client.call(resendGiftCardEmail, { body: { orderNumber, itemId } }),
  });
  return (
    <div className={styles.detail}>
      <Button
        tone="secondary"
        size="small"
        icon="mail"
        isPending={resend.isPending}
        onPress={() => resend.mutate()}
      >
        {t('orders.giftCard.resend')}
      </Button>
      <p role="status" className={styles.detail}>
        {resend.isSuccess ? t('orders.giftCard.sent') : null}
        {resend.isError ? message(resend.error) : null}
      </p>
    </div>
  );
}
