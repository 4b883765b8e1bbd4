import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { Cart } from '#api/contract/cart.ts';
import {
  type CheckoutOrder,
  patchOrder,
  placeOrder,
  prepareOrder,
} from '#api/contract/checkout.ts';
import { cartSummaryRows, linePrice } from '#commerce/cart/summary.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { formatMoney } from '#components/Price/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { sendDeviceFingerprintOnce } from '#shopper/deviceFingerprint.ts';
import { cartQueryKey } from '#shopper/index.ts';
import { useBotCheck } from '#shopper/session/index.ts';
import { FormErrorBanner, useErrorMessage } from '../shared/index.ts';
import { addressLines, type PostalAddress } from './addressLines.ts';
import * as styles from './checkout.css.ts';
import { Deliveries } from './Deliveries.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { PromoCodeForm } from './PromoCodeForm.tsx';
import { type ChallengeResult, ThreeDSecureDialog } from './ThreeDSecureDialog.tsx';

/** Errors that mean the cart changed under the shopper (spec §8 ITEM_NO_LONGER_AVAILABLE …). */
const itemErrors = ['ORD430', 'INV700', 'INV406', 'INV405', 'INV407'] as const;
/** Errors that send the shopper back to payment. */
const paymentErrors = ['PAY400', 'PYT402', 'PYT400', 'FE309', 'GFC740', 'REW140'] as const;

/** The label of the method a notice names (SHP409 `to`), as the shipment lists it. */
function methodLabel(cart: Cart, details: Record<string, unknown>): string | undefined {
  const shipment = cart.shippingMethods.find((s) => s.shippingId === details.shippingId);
  return shipment?.applicableShippingMethods.find((m) => m.code === details.to)?.label;
}

/** An address as its lines (addressLines.ts): as a letter to it is written on the site. */
export function AddressBlock({ address, locale }: { address: PostalAddress; locale: SiteLocale }) {
  return <address className={styles.address}>{addressLines(address, locale).join('\n')}</address>;
}

export interface SummaryStepProps {
  cart: Cart;
  locale: SiteLocale;
  onEdit: (step: 'shipping' | 'billing') => void;
  /** The order is placed (the cart is done). */
  onPlaced: (order: CheckoutOrder) => void;
  /** Payment failed (declined, fraud check, 3-D Secure failed): back to billing, saying why. */
  onPaymentFailed: (message: string) => void;
  /** Items ran out or went: the cart is reloaded with its notices. */
  onItemsChanged: (message: string) => void;
}

/**
 * Step 3, summary (spec §4): what the shopper is buying, where it goes, who pays, the
 * totals the service prepared (prepareOrder remembers the tax shown: TAX310 if it moves),
 * promo codes, and placing the order, through 3-D Secure when the card asks for it.
 */
export function SummaryStep({
  cart,
  locale,
  onEdit,
  onPlaced,
  onPaymentFailed,
  onItemsChanged,
}: SummaryStepProps) {
  const { t } = useTranslation('flows');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const botCheck = useBotCheck();
  const message = useErrorMessage();
  const { t: te } = useTranslation('errors');
  const translate = te as unknown as (
    key: string,
    options?: { defaultValue?: string; method?: string | undefined },
  ) => string;
  const headingId = useId();
  const [challenge, setChallenge] = useState<{
    orderNumber: string;
    url: string;
    transactionId: string;
  } | null>(null);
  const money = (amount: number) => formatMoney(amount, localeInfo[locale].tag, cart.currency);

  const prepare = useMutation({
    mutationFn: () => client.call(prepareOrder, { body: { basketId: cart.id } }),
    onSuccess: (prepared) => queryClient.setQueryData(cartQueryKey, prepared),
  });
  // The summary shows what the service prepared for this moment (tax included).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit of the step
  useEffect(() => {
    prepare.mutate();
  }, []);

  const failed = (error: unknown) => {
    if (isApiError(error) && error.is(...itemErrors)) {
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      onItemsChanged(message(error));
      return true;
    }
    if (isApiError(error) && error.is(...paymentErrors)) {
      onPaymentFailed(message(error));
      return true;
    }
    if (isApiError(error) && error.is('TAX310')) {
      prepare.mutate();
      return false;
    }
    return false;
  };

  const place = useMutation({
    mutationFn: async () => {
      // Alongside the bot check; it waits a moment at most and never fails the order.
      const fingerprint = sendDeviceFingerprintOnce(client, cart.id);
      const token = await botCheck.execute('checkout');
      await fingerprint;
      return client.call(placeOrder, {
        body: { basketId: cart.id, recaptcha_response: token },
      });
    },
    onSuccess: (order) => {
      if (order.status === 'payment_pending' && order.challenge) {
        setChallenge({ orderNumber: order.orderNumber, ...order.challenge });
      } else if (order.status === 'placed') {
        // The order used a welcome code or earned points: the loyalty entries read again.
        void queryClient.invalidateQueries({ queryKey: queryKeys.loyalty });
        onPlaced(order);
      }
    },
    onError: failed,
  });

  const complete = useMutation({
    mutationFn: (input: { orderNumber: string; transactionId: string; result: ChallengeResult }) =>
      client.call(patchOrder, {
        params: { orderNumber: input.orderNumber },
        body: { transactionId: input.transactionId, result: input.result },
      }),
    onSuccess: (order) => {
      setChallenge(null);
      if (order.status === 'placed') onPlaced(order);
      else onPaymentFailed(t('checkout.challenge.failed'));
    },
    onError: (error) => {
      setChallenge(null);
      if (!failed(error)) onPaymentFailed(message(error));
    },
  });

  const onResult = useCallback(
    (result: ChallengeResult) => {
      if (!challenge || complete.isPending) return;
      complete.mutate({
        orderNumber: challenge.orderNumber,
        transactionId: challenge.transactionId,
        result,
      });
    },
    [challenge, complete],
  );

  const payers = cart.payment_instruments;
  const blocked = prepare.isPending || (prepare.isError && !isApiError(prepare.error));
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={[heading.h3, styles.title].join(' ')}>
        {t('checkout.summary.title')}
      </h2>
      <FormErrorBanner error={prepare.error} />
      {(prepare.data ?? cart).customerNotifications.map((notice) => (
        <Alert
          key={`${notice.code}-${String(notice.details.itemId ?? notice.details.shippingId ?? '')}`}
          tone="caution"
        >
          {translate(`errors:${notice.code}`, {
            defaultValue: notice.message,
            method: methodLabel(prepare.data ?? cart, notice.details),
          })}
        </Alert>
      ))}
      {place.error &&
      !(isApiError(place.error) && place.error.is(...itemErrors, ...paymentErrors, 'TAX310')) ? (
        <FormErrorBanner error={place.error} onChallengeSolved={() => place.mutate()} />
      ) : null}
      {isApiError(place.error) && place.error.is('TAX310') ? (
        <Alert tone="info">{t('checkout.summary.taxUpdated')}</Alert>
      ) : null}

      <div className={styles.section}>
        <div className={styles.sectionHeader}>
          <h3 className={styles.title}>
            {t('checkout.summary.items', { count: cart.totalItems })}
          </h3>
          <Button tone="tertiary" size="small" onPress={() => onEdit('shipping')}>
            {t('checkout.summary.editDelivery')}
          </Button>
        </div>
        <Deliveries
          items={cart.items}
          shippingAddress={cart.shippingAddress}
          locale={locale}
          headingLevel={4}
          line={(item) => (
            <>
              <span>
                {item.qty} × {item.name}
                {item.attributes.length > 0
                  ? ` (${item.attributes.map((a) => a.value).join(', ')})`
                  : ''}
                {item.bonus ? ` · ${t('checkout.summary.gift')}` : ''}
              </span>
              <span>{money(linePrice(item))}</span>
            </>
          )}
        />
      </div>

      <div className={styles.section}>
        <div className={styles.sectionHeader}>
          <h3 className={styles.title}>{t('checkout.summary.payment')}</h3>
          <Button tone="tertiary" size="small" onPress={() => onEdit('billing')}>
            {t('checkout.summary.editPayment')}
          </Button>
        </div>
        {cart.billingAddress ? (
          <AddressBlock address={cart.billingAddress} locale={locale} />
        ) : null}
        <ul className={styles.list}>
          {payers.map((payer) => (
            <li key={payer.id} className={styles.listRow}>
              <span>
                {payer.card
                  ? t('checkout.payment.cardOnFile', {
                      brand: payer.card.brand,
                      last4: payer.card.last4,
                    })
                  : payer.giftCard
                    ? t('checkout.giftCard.short', { last4: payer.giftCard.last4 })
                    : payer.label}
              </span>
              <span>{money(payer.amount)}</span>
            </li>
          ))}
        </ul>
      </div>

      <PromoCodeForm cart={cart} />

      <div className={styles.section}>
        <OrderTotals rows={cartSummaryRows(cart)} currency={cart.currency} locale={locale} />
        <Button
          size="large"
          fullWidth
          isDisabled={blocked}
          isPending={place.isPending || complete.isPending}
          onPress={() => place.mutate()}
        >
          {t('checkout.summary.place', { amount: money(cart.totals.total) })}
        </Button>
      </div>
      <ThreeDSecureDialog challenge={challenge} onResult={onResult} />
    </section>
  );
}
