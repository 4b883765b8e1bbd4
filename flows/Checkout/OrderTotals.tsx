import { useTranslation } from 'react-i18next';
import type { Cart } from '#api/contract/cart.ts';
import { signedMoney } from '#commerce/cart/money.ts';
import type { SummaryRow } from '#commerce/cart/summary.ts';
import { formatMoney } from '#components/Price/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import * as styles from './checkout.css.ts';

export interface OrderTotalsProps {
  /**
   * The rows of commerce/cart/summary.ts (`cartSummaryRows`, `placedOrderSummaryRows`,
   * `consumerOrderSummaryRows`): every surface shows a cart's or order's money alike.
   */
  rows: readonly SummaryRow[];
  currency: Cart['currency'];
  locale: SiteLocale;
}

/**
 * The totals of a cart or an order (spec §3 Cart totals), every number the service's: the
 * subtotal of the lines as they are shown, the order's discount, shipping, tax (or "incl.
 * VAT" on the total), the total; what gift cards and rewards cover, and what is left.
 */
export function OrderTotals({ rows, currency, locale }: OrderTotalsProps) {
  const { t } = useTranslation('flows');
  // An associate's adjustment is worded as the cart page words it (as the adjustment dialog).
  const { t: page } = useTranslation('storefront');
  const adjustmentLabel = (reasonCode: string) =>
    page('cart.adjust.orderRow', {
      reason: page(`cart.adjust.reasons.${reasonCode}`, { defaultValue: reasonCode }),
    });
  const money = (amount: number) =>
    signedMoney(amount, (value) => formatMoney(value, localeInfo[locale].tag, currency));
  const later = t('checkout.totals.atNextStep');
  return (
    <dl className={styles.totals}>
      {rows.map((row, index) => {
        switch (row.kind) {
          case 'subtotal':
            return (
              <div key={row.kind} className={styles.totalRow}>
                <dt className={styles.term}>
                  {t('checkout.totals.subtotal', { count: row.units })}
                </dt>
                <dd className={styles.amount}>{money(row.amount)}</dd>
              </div>
            );
          case 'discount':
            return (
              // Each promotion or adjustment of the order its row, in the service's order.
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the summary's, fixed
              <div key={`${row.kind}-${index}`} className={styles.totalRow}>
                <dt className={styles.term}>
                  {row.adjustmentReason
                    ? adjustmentLabel(row.adjustmentReason)
                    : row.promotion
                      ? `${t('checkout.totals.discounts')} (${row.promotion})`
                      : t('checkout.totals.discounts')}
                </dt>
                <dd className={styles.saving}>{money(row.amount)}</dd>
              </div>
            );
          case 'shipping':
            return (
              <div key={row.kind} className={styles.totalRow}>
                <dt className={styles.term}>{t('checkout.totals.shipping')}</dt>
                <dd className={styles.amount}>
                  {row.pending
                    ? row.amount > 0
                      ? t('checkout.totals.shippingSoFar', { amount: money(row.amount) })
                      : later
                    : row.amount === 0
                      ? t('checkout.totals.free')
                      : money(row.amount)}
                </dd>
              </div>
            );
          case 'tax':
            return (
              <div key={row.kind} className={styles.totalRow}>
                <dt className={styles.term}>{t('checkout.totals.tax')}</dt>
                <dd className={styles.amount}>{row.pending ? later : money(row.amount)}</dd>
              </div>
            );
          case 'total':
            return (
              <div key={row.kind} className={styles.grandTotal}>
                <dt className={styles.term}>
                  {t(row.estimated ? 'checkout.totals.estimatedTotal' : 'checkout.totals.total')}
                  {row.vatIncluded ? (
                    <>
                      {' '}
                      <span className={styles.taxNote}>{t('checkout.totals.inclVat')}</span>
                    </>
                  ) : null}
                </dt>
                <dd className={styles.amount}>{money(row.amount)}</dd>
              </div>
            );
          case 'paid':
            return (
              <div key={row.kind} className={styles.totalRow}>
                <dt className={styles.term}>{t('checkout.totals.paidOther')}</dt>
                <dd className={styles.saving}>{money(row.amount)}</dd>
              </div>
            );
          case 'remaining':
            return (
              <div key={row.kind} className={styles.grandTotal}>
                <dt className={styles.term}>{t('checkout.totals.remaining')}</dt>
                <dd className={styles.amount}>{money(row.amount)}</dd>
              </div>
            );
          default:
            return null;
        }
      })}
    </dl>
  );
}
