import { useTranslation } from 'react-i18next';
import type { Cart } from '#api/contract/cart.ts';
import { Alert } from '#components/Alert/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import * as styles from './CartTopNotices.css.ts';
import { type TopNoticeName, topNoticeOfCode } from './topNotices.ts';
import { useCantShipThere } from './useCantShipThere.ts';

export interface CartTopNoticesProps {
  cart: Cart;
  locale: SiteLocale;
  /** The top notice a refused change on this page stands for (`topNoticeOfError`). */
  refusal?: TopNoticeName | null;
  /** The shopper dismissed the refusal's notice. */
  onDismissRefusal?: () => void;
}

/**
 * The cart's top notices of spec §8: CANT_SHIP_THERE when the service refuses the delivery
 * address on the cart (PAY401) and SOME_PRODUCTS_NO_INVENTORY (INV409), whether a refused
 * change or a notification of the cart says so. A refusal's notice can be dismissed; the
 * cart's own stay while the cart says them.
 */
export function CartTopNotices({
  cart,
  locale,
  refusal = null,
  onDismissRefusal,
}: CartTopNoticesProps) {
  const { t } = useTranslation(['storefront', 'errors']);
  const addressRefused = useCantShipThere(cart);
  const notified = new Set(
    cart.customerNotifications.map((notice) => topNoticeOfCode(notice.code)),
  );
  const country = cart.shippingAddress?.country;
  const countryName = country
    ? (new Intl.DisplayNames([localeInfo[locale].tag], { type: 'region' }).of(country) ?? country)
    : undefined;

  const cantShipThere = addressRefused || notified.has('CANT_SHIP_THERE');
  const notices = [
    ...(cantShipThere || refusal === 'CANT_SHIP_THERE'
      ? [
          {
            key: 'CANT_SHIP_THERE',
            tone: 'critical' as const,
            text:
              addressRefused && countryName
                ? t('cart.topNotice.cantShipThere', { country: countryName })
                : t('errors:PAY401'),
            dismissable: !cantShipThere,
          },
        ]
      : []),
    ...(refusal === 'SOME_PRODUCTS_NO_INVENTORY'
      ? [
          {
            key: 'SOME_PRODUCTS_NO_INVENTORY',
            tone: 'caution' as const,
            text: t('cart.topNotice.someProductsNoInventory'),
            dismissable: true,
          },
        ]
      : notified.has('SOME_PRODUCTS_NO_INVENTORY')
        ? [
            {
              key: 'SOME_PRODUCTS_NO_INVENTORY',
              tone: 'caution' as const,
              text: t('errors:INV409'),
              dismissable: false,
            },
          ]
        : []),
  ];
  if (notices.length === 0) return null;
  return (
    <div className={styles.notices}>
      {notices.map((notice) => (
        <Alert
          key={notice.key}
          tone={notice.tone}
          onDismiss={notice.dismissable ? onDismissRefusal : undefined}
        >
          {notice.text}
        </Alert>
      ))}
    </div>
  );
}
