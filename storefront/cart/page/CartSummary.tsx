import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '#api/contract/cart.ts';
import { calloutPart } from '#commerce/cart/promotions.ts';
import { cartSummaryRows } from '#commerce/cart/summary.ts';
import { Button, ButtonLink } from '#components/Button/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { OrderTotals } from '#flows/Checkout/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { localeInfo } from '#i18n/locales.ts';
import { OrderPriceAdjustment } from './adjustments/PriceAdjustments.tsx';
import * as styles from './cartPage.css.ts';

/**
 * The cart's totals as checkout shows them (commerce/cart/summary.ts): shipping and sales
 * tax said to come with the address until checkout has one, charged once it has.
 */
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
      <OrderTotals rows={cartSummaryRows(cart)} currency={cart.currency} locale={locale} />
      <OrderPriceAdjustment cart={cart} tag={tag} />
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
