import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { Cart } from '#api/contract/cart.ts';
import { getPaymentSession } from '#api/contract/checkout.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { formatMoney } from '#components/Price/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { CartRecreated, useCartChange, useRecreateCart } from '#shopper/index.ts';
import { useInvalidCustomer } from '../shared/invalidCustomer.ts';
import { payWith } from './calls.ts';
import * as styles from './checkout.css.ts';

export type PaymentProvider = 'KLARNA' | 'PAYPAL';

interface Authorization {
  type: PaymentProvider;
  paymentSessionId: string;
}

const providerNames: Record<PaymentProvider, string> = { KLARNA: 'Klarna', PAYPAL: 'PayPal' };

/** The provider's options we have words for; another shows the name the provider sends. */
const knownCategories = ['pay_later', 'pay_over_time', 'paypal'] as const;
type KnownCategory = (typeof knownCategories)[number];
const isKnownCategory = (id: string): id is KnownCategory =>
  (knownCategories as readonly string[]).includes(id);

export interface PaymentSessionDialogProps {
  /** The provider the shopper chose; null: closed. */
  provider: PaymentProvider | null;
  cart: Cart;
  locale: SiteLocale;
  /** The provider authorized the payment and it is on the cart: go on to the summary. */
  onAuthorized: () => void;
  /**
   * Closed without paying (Cancel, Escape, the close button), back to billing as it was.
   * `failed`: the session or the authorization failed on the way (spec §8: PAY400).
   */
  onCancel: (failed: boolean) => void;
}

/**
 * Spec §2 "a buy-now-pay-later provider dialog": opens a session with the provider
 * (GET /cart/v1/paymentSession), shows what the provider offers for the amount to pay and
 * authorizes it with that session's id, which puts the provider on the cart as its payment
 * (the same call the billing step makes for a card). The service opened the session for
 * this cart and amount: another cart's, or a cart changed since, is refused (PAY400). Any
 * failure says PAY400 here (spec §8: buy-now-pay-later failure shows message PAY400);
 * cancel changes nothing. A lost cart (BSK404) is made again with its items, once per
 * opening, and the session asked for it; lost at the authorization, the new cart gets a
 * session of its own and the shopper authorizes its amount again (never the old session on
 * the new cart). An invalid customer (AUT498) closes the dialog for the cart page's recovery
 * (toast, reload).
 */
export function PaymentSessionDialog({
  provider,
  cart,
  locale,
  onAuthorized,
  onCancel,
}: PaymentSessionDialogProps) {
  const { t } = useTranslation('flows');
  const { t: errorsT } = useTranslation('errors');
  const client = useApiClient();
  const optionsId = useId();
  // The provider stays named while the dialog closes (its exit transition).
  const [shown, setShown] = useState<PaymentProvider>(provider ?? 'KLARNA');
  if (provider && provider !== shown) setShown(provider);
  const name = providerNames[provider ?? shown];
  // A new session each time the dialog opens: closed, its entry has no reader and goes
  // (gcTime 0), so the next opening asks again.
  const session = useQuery({
    queryKey: queryKeys.cartPaymentSession(cart.id, provider),
    queryFn: ({ signal }) =>
      client.call(getPaymentSession, {
        query: { basketId: cart.id, provider: provider ?? shown },
        signal,
      }),
    enabled: provider !== null,
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // On a lost cart (BSK404) useCartChange makes it again but does not authorize there: the
  // session the shopper approved was the lost cart's (CartRecreated). The session is asked
  // again for the new cart, whose amount the shopper then authorizes.
  const authorize = useCartChange<Authorization>(
    (api, basketId, payment) => payWith(api, basketId, payment),
    { rerunOnNewCart: false },
  );
  const renewed = authorize.error instanceof CartRecreated;
  const invalidCustomer = useInvalidCustomer();
  const recreateCart = useRecreateCart();
  // The lost cart is made again once per opening: a second loss is said as any failure.
  const recovered = useRef(false);
  const [recovery, setRecovery] = useState<'waiting' | 'failed'>('waiting');
  const lost = isApiError(session.error) && session.error.is('BSK404');
  const failure =
    (lost && recovery === 'waiting' ? null : session.error) ?? (renewed ? null : authorize.error);
  const close = (failed: boolean) => {
    onCancel(failed);
    authorize.reset();
    recovered.current = false;
    setRecovery('waiting');
  };
  const cancel = () => close(failure !== null);
  // The session answers for the cart: a new cart (its id in the query key) asks again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failed session call
  useEffect(() => {
    const error = session.error;
    if (!error) return;
    if (invalidCustomer(error)) {
      close(false);
      return;
    }
    if (!lost) return;
    if (recovered.current) {
      setRecovery('failed');
      return;
    }
    recovered.current = true;
    recreateCart().catch(() => setRecovery('failed'));
  }, [session.error]);
  // The service gives no instalment amounts: what the shopper pays is the cart's own total.
  const amount = formatMoney(cart.totals.remainingToPay, localeInfo[locale].tag, cart.currency);

  return (
    <Dialog
      title={t('checkout.paymentSession.title', { provider: name })}
      isOpen={provider !== null}
      // Only the shopper's own choice closes it: a stray click must not drop the session.
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      footer={
        <div className={styles.actions}>
          <Button
            isPending={authorize.isPending}
            isDisabled={!session.data}
            onPress={() => {
              // The session is the one opened for this cart and amount: the service checks it.
              if (!provider || !session.data) return;
              authorize.mutate(
                {
                  type: provider,
                  paymentSessionId: session.data.sessionId,
                },
                {
                  onSuccess: () => onAuthorized(),
                  onError: (error) => {
                    if (invalidCustomer(error)) close(false);
                  },
                },
              );
            }}
          >
            {t('checkout.paymentSession.authorize')}
          </Button>
          <Button tone="secondary" isDisabled={authorize.isPending} onPress={cancel}>
            {t('checkout.paymentSession.cancel')}
          </Button>
        </div>
      }
    >
      <div className={styles.form} aria-busy={session.isFetching}>
        <p className={styles.soft}>{t('checkout.paymentSession.body', { provider: name })}</p>
        <p className={styles.title}>{t('checkout.paymentSession.amount', { amount })}</p>
        {/* Always there, so the wait is announced when the dialog opens. */}
        <div role="status" className={styles.actions}>
          {session.isFetching ? (
            <>
              <Spinner size="small" decorative />
              <span>{t('checkout.paymentSession.connecting', { provider: name })}</span>
            </>
          ) : null}
        </div>
        {session.data ? (
          <div>
            <p id={optionsId} className={styles.soft}>
              {t('checkout.paymentSession.options', { provider: name })}
            </p>
            <ul className={styles.list} aria-labelledby={optionsId}>
              {session.data.paymentMethodCategories.map((category) => (
                <li key={category.id}>
                  {isKnownCategory(category.id)
                    ? t(`checkout.paymentSession.category.${category.id}`)
                    : category.name}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {renewed && session.data ? (
          <Alert tone="info">{t('checkout.paymentSession.renewed', { provider: name })}</Alert>
        ) : null}
        {/* Spec §8: whatever failed with the provider, the shopper reads PAY400. */}
        {failure ? <Alert tone="critical">{errorsT('PAY400')}</Alert> : null}
      </div>
    </Dialog>
  );
}
