import { useTranslation } from 'react-i18next';
import type { Cart } from '#api/contract/cart.ts';
import { Rewards } from '#flows/Checkout/Rewards.tsx';
import type { SiteLocale } from '#i18n/locales.ts';

/**
 * A loyalty member's voucher on the cart page: checkout's rewards (the highest voucher
 * whose points fit the balance, spec §9; PUT /cart/v1/cart/{basketId}/reward), without
 * paying with the points themselves, which is a payment and chosen at checkout. Renders
 * nothing for guests and shoppers outside the programme.
 */
export function CartRewards({ cart, locale }: { cart: Cart; locale: SiteLocale }) {
  const { t } = useTranslation('storefront');
  return (
    <Rewards cart={cart} locale={locale} offerPoints={false} noVoucher={t('cart.rewardsNone')} />
  );
}
