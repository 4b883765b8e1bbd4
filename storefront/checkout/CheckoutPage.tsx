import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { Cart } from '#api/contract/cart.ts';
import type { CheckoutOrder } from '#api/contract/checkout.ts';
import { LazyHydrate } from '#cms-blocks/renderer/hydration.tsx';
import { homeDeliveryCodes } from '#commerce/cart/delivery.ts';
import { cartSummaryRows, linePrice } from '#commerce/cart/summary.ts';
import { Alert } from '#components/Alert/index.ts';
import { ButtonLink } from '#components/Button/index.ts';
import { Icon } from '#components/Icon/index.ts';
import { Image } from '#components/Image/index.ts';
import { formatMoney } from '#components/Price/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import {
  BillingStep,
  OrderTotals,
  ShippingStep,
  SummaryStep,
  useExpressCheckout,
} from '#flows/Checkout/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { cartQueryKey, useCartData, usePickupStore } from '#shopper/index.ts';
import { addressNotShipped, notificationText, siteMoveNotices } from '../cart/notifications.ts';
import { useSiteFeatures } from '../site/SiteFeatures.tsx';
import * as styles from './checkoutPage.css.ts';
import { rememberOrder } from './lastOrder.ts';

export const checkoutSteps = ['shipping', 'billing', 'summary'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** The service flags lines that changed (stock, availability); an address it took is not one. */
const itemsChanged = (cart: Cart) =>
  cart.flash.some((flash) => flash.code !== 'InvalidShippingAddress');

/** The furthest step the cart allows: billing needs an address, the summary a payment. */
export function reachableStep(cart: Cart): CheckoutStep {
  const needsAddress = cart.shippingMethods.some((s) => homeDeliveryCodes.includes(s.code));
  if (needsAddress && !cart.shippingAddress) return 'shipping';
  // The cart moved to a site that does not ship to its address (issue 46): a new one first.
  if (addressNotShipped(cart)) return 'shipping';
  if (!cart.shippingAddress) return 'shipping';
  const payer = cart.payment_instruments.some((p) =>
    ['CREDIT_CARD', 'PAYPAL', 'KLARNA', 'ATHLETES_PAYMENT'].includes(p.type),
  );
  if (!cart.billingAddress || (cart.totals.remainingToPay > 0 && !payer)) return 'billing';
  return 'summary';
}

/**
 * `/{locale}/checkout` (spec §2, §4): shipping → billing → summary on the shopper's cart,
 * the step in the address (`?step=`) so a reload or the back button keeps the place, never
 * past what the cart holds. The order's totals beside the step. After the order the cart is
 * reset and the confirmation shows.
 */
export function CheckoutPage({ locale }: { locale: SiteLocale }) {
  const { t } = useTranslation('storefront');
  const cart = useCartData();
  if (cart === undefined) {
    return (
      <SkeletonGroup label={t('checkoutPage.title')}>
        <Skeleton shape="text" lines={2} />
        <Skeleton aspectRatio={2} />
      </SkeletonGroup>
    );
  }
  if (cart === null || cart.items.length === 0) {
    return (
      <div className={styles.main}>
        <h1 className={[heading.h2, styles.title].join(' ')}>{t('checkoutPage.title')}</h1>
        <p>{t('checkoutPage.empty')}</p>
        <div>
          <ButtonLink href={`/${locale}/cart`}>{t('checkoutPage.backToCart')}</ButtonLink>
        </div>
      </div>
    );
  }
  return <CheckoutFlow cart={cart} locale={locale} />;
}

function CheckoutFlow({ cart, locale }: { cart: Cart; locale: SiteLocale }) {
  const { t } = useTranslation('storefront');
  const features = useSiteFeatures();
  const [pickupStore] = usePickupStore(localeInfo[locale].country);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<{ text: string; step: CheckoutStep } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const asked = checkoutSteps.find((step) => step === params.get('step')) ?? 'shipping';
  const reachable = reachableStep(cart);
  const step = checkoutSteps.indexOf(asked) <= checkoutSteps.indexOf(reachable) ? asked : reachable;

  const go = useCallback(
    (next: CheckoutStep) => {
      setParams(next === 'shipping' ? {} : { step: next }, { preventScrollReset: false });
    },
    [setParams],
  );
  const toSummary = useCallback(() => go('summary'), [go]);
  // A member with a main card and address goes straight to the summary (spec §4).
  const express = useExpressCheckout(cart, features.expressCheckout, toSummary);
  // A new step: its heading is where the keyboard and screen reader go on.
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const placed = (order: CheckoutOrder) => {
    rememberOrder(order);
    queryClient.setQueryData(cartQueryKey, null);
    queryClient.setQueryData<{ basketId?: string | null } | null>(queryKeys.session, (session) =>
      session ? { ...session, basketId: null } : session,
    );
    void navigate(`/${locale}/order-confirmation`);
  };
  const index = checkoutSteps.indexOf(step);

  return (
    <div className={styles.layout}>
      <OrderSummary cart={cart} locale={locale} />
      <div className={styles.main}>
        <h1
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className={[heading.h2, styles.title].join(' ')}
        >
          {t('checkoutPage.title')}
        </h1>
        <nav aria-label={t('checkoutPage.progress')}>
          <ol className={styles.steps}>
            {checkoutSteps.map((name, position) => (
              <li
                key={name}
                className={styles.step}
                aria-current={name === step ? 'step' : undefined}
              >
                {position + 1}. {t(`checkoutPage.steps.${name}`)}
              </li>
            ))}
          </ol>
        </nav>
        <p className={styles.soft}>
          {t('checkoutPage.stepOf', { step: index + 1, total: checkoutSteps.length })}
        </p>
        {notice && notice.step === step && step !== 'billing' ? (
          <Alert tone="critical">
            {notice.text} <a href={`/${locale}/cart`}>{t('checkoutPage.backToCart')}</a>
          </Alert>
        ) : null}
        {siteMoveNotices(cart).map((moved) => (
          <Alert key={moved.code} tone="info">
            {notificationText(t, moved)}
          </Alert>
        ))}
        {addressNotShipped(cart) && step === 'shipping' ? (
          <Alert tone="critical">{t('checkoutPage.addressNotShipped')}</Alert>
        ) : null}
        {itemsChanged(cart) && step !== 'summary' ? (
          <Alert tone="caution">{t('checkoutPage.itemsChanged')}</Alert>
        ) : null}
        {/* The step hydrates on its own after the page around it, in slices and its own
            commit: as one task with the page, its forms and radio groups were the longest
            of a phone's load. What is typed in it before is kept (see LazyHydrate). */}
        <LazyHydrate
          when="visible"
          deps={[express, step, cart, locale, pickupStore?.id, pickupStore?.name, notice]}
          render={() =>
            express ? (
              <SkeletonGroup label={t('checkoutPage.express')}>
                <Skeleton shape="text" lines={6} />
              </SkeletonGroup>
            ) : step === 'shipping' ? (
              <ShippingStep
                cart={cart}
                locale={locale}
                pickupStore={pickupStore ? { id: pickupStore.id, name: pickupStore.name } : null}
                onDone={() => go('billing')}
              />
            ) : step === 'billing' ? (
              <BillingStep
                cart={cart}
                locale={locale}
                notice={notice?.step === 'billing' ? notice.text : null}
                onDone={() => {
                  setNotice(null);
                  go('summary');
                }}
              />
            ) : (
              <SummaryStep
                cart={cart}
                locale={locale}
                onEdit={go}
                onPlaced={placed}
                onPaymentFailed={(text) => {
                  setNotice({ text, step: 'billing' });
                  go('billing');
                }}
                onItemsChanged={(text) => {
                  setNotice({ text, step: 'shipping' });
                  go('shipping');
                }}
              />
            )
          }
        />
      </div>
    </div>
  );
}

/**
 * The order beside the step from lg. On a phone it comes first, folded to one line with the
 * total (issue 46: the step and Place order are not pushed below every line); the shopper
 * unfolds it to see the lines and totals.
 */
function OrderSummary({ cart, locale }: { cart: Cart; locale: SiteLocale }) {
  const { t } = useTranslation('storefront');
  const [unfolded, setUnfolded] = useState(false);
  const contentId = useId();
  const tag = localeInfo[locale].tag;
  return (
    <aside className={styles.aside} aria-label={t('cart.summary')}>
      <h2 className={[heading.h4, styles.title, styles.wideOnly].join(' ')}>{t('cart.summary')}</h2>
      <button
        type="button"
        className={styles.fold}
        aria-expanded={unfolded}
        aria-controls={contentId}
        onClick={() => setUnfolded((open) => !open)}
      >
        <span>
          {t(unfolded ? 'checkoutPage.hideSummary' : 'checkoutPage.showSummary', {
            count: cart.totals.totalUnits,
          })}
        </span>
        <strong>{formatMoney(cart.totals.total, tag, cart.currency)}</strong>
        <Icon name={unfolded ? 'chevronUp' : 'chevronDown'} size="small" />
      </button>
      <div id={contentId} className={styles.summaryContent} data-unfolded={unfolded}>
        <ul className={styles.lines}>
          {cart.items.map((item) => (
            <li key={item.id} className={styles.line}>
              <Image src={item.image?.src} alt="" decorative aspectRatio={4 / 5} sizes="3.5rem" />
              <span>
                {item.qty} × {item.name}
              </span>
              <span>{formatMoney(linePrice(item), tag, cart.currency)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals rows={cartSummaryRows(cart)} currency={cart.currency} locale={locale} />
      </div>
    </aside>
  );
}
