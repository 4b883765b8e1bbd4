import { useTranslation } from 'react-i18next';
import type { Cart } from '#api/contract/cart.ts';
import { formatMoney } from '#components/Price/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import * as styles from './checkout.css.ts';

/** The totals the component shows: a cart's, or a placed order's (which has no more). */
export type ShownTotals = Pick<
  Cart['totals'],
  'itemTotal' | 'totalDiscount' | 'shipping' | 'tax' | 'total' | 'totalUnits' | 'remainingToPay'
> &
  Partial<Cart['totals']>;

export interface OrderTotalsProps {
  totals: ShownTotals;
  currency: Cart['currency'];
  locale: SiteLocale;
  /** Order promotions to name under the discounts. */
  promotions?: Cart['orderPromotions'];
  /** Whether shipping and tax are known (an address is set). */
  priced: boolean;
}

/** The totals of a cart or an order, every number the service's (spec §3 Cart totals). */
export function OrderTotals({
  totals,
  currency,
  locale,
  promotions = [],
  priced,
}: OrderTotalsProps) {
  const { t } = useTranslation('flows');
  const money = (amount: number) => formatMoney(amount, localeInfo[locale].tag, currency);
  const paidOther = totals.total - totals.remainingToPay;
  return (
    <dl className={styles.totals}>
      <div className={styles.totalRow}>
        <dt className={styles.term}>{t('checkout.totals.items', { count: totals.totalUnits })}</dt>
        <dd className={styles.amount}>{money(totals.itemTotal)}</dd>
      </div>
      {totals.totalDiscount > 0 ? (
        <div className={styles.totalRow}>
          <dt className={styles.term}>
            {t('checkout.totals.discounts')}
            {promotions.length > 0 ? ` (${promotions.map((p) => p.promotionName).join(', ')})` : ''}
          </dt>
          <dd className={styles.saving}>−{money(totals.totalDiscount)}</dd>
        </div>
      ) : null}
      <div className={styles.totalRow}>
        <dt className={styles.term}>{t('checkout.totals.shipping')}</dt>
        <dd className={styles.amount}>
          {!priced
            ? t('checkout.totals.atNextStep')
            : totals.shipping === 0
              ? t('checkout.totals.free')
              : money(totals.shipping)}
        </dd>
      </div>
      <div className={styles.totalRow}>
        <dt className={styles.term}>{t('checkout.totals.tax')}</dt>
        <dd className={styles.amount}>
          {priced ? money(totals.tax) : t('checkout.totals.atNextStep')}
        </dd>
      </div>
      <div className={styles.grandTotal}>
        <dt className={styles.term}>{t('checkout.totals.total')}</dt>
        <dd className={styles.amount}>{money(totals.total)}</dd>
      </div>
      {paidOther > 0 ? (
        <>
          <div className={styles.totalRow}>
            <dt className={styles.term}>{t('checkout.totals.paidOther')}</dt>
            <dd className={styles.saving}>−{money(paidOther)}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt className={styles.term}>{t('checkout.totals.remaining')}</dt>
            <dd className={styles.amount}>{money(totals.remainingToPay)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
