import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '#api/contract/cart.ts';
import { calloutPart } from '#commerce/cart/promotions.ts';
import { Button, ButtonLink } from '#components/Button/index.ts';
import { formatMoney } from '#components/Price/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { localeInfo } from '#i18n/locales.ts';
import { OrderPriceAdjustment } from './adjustments/PriceAdjustments.tsx';
import * as styles from './cartPage.css.ts';

/** The totals known before checkout; shipping and taxes come with the address. */
export function CartSummary({
  cart,
  locale,
  canCheckOut,
}: {
  cart: Cart;
  locale: SiteLocale;
  canCheckOut: boolean;
}) {
  const { t } = useTranslation('storefront');
  const titleId = useId();
  const tag = localeInfo[locale].tag;
  const money = (amount: number) => formatMoney(amount, tag, cart.currency);
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={[heading.h4, styles.title].join(' ')}>
        {t('cart.summary')}
      </h2>
      {cart.promoSummary.length > 0 ? (
        <ul className={styles.callouts}>
          {cart.promoSummary.map((promotion) => (
            <li
              key={promotion.promotionId}
              className={promotion.approachingDisplayLevel === 'earned' ? styles.earned : undefined}
            >
              {calloutPart(
                promotion.calloutMessage,
                promotion.approachingDisplayLevel ?? 'default',
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt className={styles.term}>{t('cart.itemTotal', { count: cart.totals.totalUnits })}</dt>
          <dd className={styles.amount}>{money(cart.totals.itemTotal)}</dd>
        </div>
        {cart.totals.totalDiscount > 0 ? (
          <div className={styles.totalRow}>
            <dt className={styles.term}>{t('cart.discounts')}</dt>
            <dd className={styles.saving}>−{money(cart.totals.totalDiscount)}</dd>
          </div>
        ) : null}
        {cart.orderPromotions.map((promotion) => (
          <div key={promotion.promotionId} className={styles.totalRow}>
            <dt className={styles.term}>{promotion.calloutMessage}</dt>
            <dd className={styles.saving}>−{money(promotion.discount)}</dd>
          </div>
        ))}
        {cart.priceAdjustments.map((adjustment) =>
          adjustment.itemId === null ? (
            <div key={adjustment.adjustmentId} className={styles.totalRow}>
              <dt className={styles.term}>
                {t('cart.adjust.orderRow', {
                  reason: t(`cart.adjust.reasons.${adjustment.reasonCode}`, {
                    defaultValue: adjustment.reasonCode,
                  }),
                })}
              </dt>
              <dd className={styles.saving}>−{money(adjustment.amount)}</dd>
            </div>
          ) : null,
        )}
        <div className={styles.grandTotal}>
          <dt className={styles.term}>{t('cart.estimatedTotal')}</dt>
          <dd className={styles.amount}>{money(cart.totals.totalWithoutTax)}</dd>
        </div>
      </dl>
      <OrderPriceAdjustment cart={cart} tag={tag} />
      <p className={styles.detail}>{t('miniCart.taxesAtCheckout')}</p>
      {canCheckOut ? (
        <ButtonLink href={`/${locale}/checkout`} fullWidth>
          {t('miniCart.checkout')}
        </ButtonLink>
      ) : (
        <Button fullWidth isDisabled>
          {t('miniCart.checkout')}
        </Button>
      )}
    </section>
  );
}
