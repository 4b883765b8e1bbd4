import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { PaymentMethods } from '#flows/PaymentMethods/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { AccountLayout } from '../AccountNav.tsx';
import * as account from '../account.css.ts';
import { useSignedInOnly } from '../orders/useSignedInOnly.ts';

export interface PaymentMethodsPageProps {
  locale: SiteLocale;
}

/**
 * `/{locale}/account/payment-methods`: the member's saved cards, the main one first, each
 * with its billing address of the address book; add a card, make one the main card,
 * remove one; then the saved gift cards with their balances, added by number and PIN and
 * removed (flows/PaymentMethods). Checkout offers the same cards. A visitor who is not
 * signed in is sent to sign in and back.
 */
export function PaymentMethodsPage({ locale }: PaymentMethodsPageProps) {
  const { t } = useTranslation('storefront');
  const { t: flowsT } = useTranslation('flows');
  const { profile, isError, refetch } = useSignedInOnly(locale);

  let body: ReactNode;
  if (isError && !profile) {
    body = (
      <Alert tone="critical">
        {flowsT('paymentMethods.loadFailed')}{' '}
        <Button tone="plain" size="small" onPress={() => refetch()}>
          {flowsT('paymentMethods.retry')}
        </Button>
      </Alert>
    );
  } else if (!profile) {
    body = (
      <SkeletonGroup label={flowsT('paymentMethods.loading')}>
        <Skeleton shape="box" aspectRatio={2.5} />
      </SkeletonGroup>
    );
  } else {
    body = <PaymentMethods locale={locale} addresses={profile.consumerDetails.address} />;
  }

  return (
    <div className={account.page}>
      <h1 className={[heading.h1, account.title].join(' ')}>{t('accountPage.paymentMethods')}</h1>
      <AccountLayout locale={locale} current="paymentMethods">
        {body}
      </AccountLayout>
    </div>
  );
}
