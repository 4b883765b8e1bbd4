import { useLoaderData } from 'react-router';
import { pageTitle } from '#i18n/languages.ts';
import { PaymentMethodsPage } from '../account/payments/PaymentMethodsPage.tsx';
import { siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/account-payment-methods';

/** `/{locale}/account/payment-methods`: the member's saved cards, read in the browser. */
export function loader({ context, params }: Route.LoaderArgs) {
  return { site: siteFor(context, params) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'paymentMethods') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

export const handle = { pageType: 'Account' };

export default function AccountPaymentMethodsRoute() {
  const { site } = useLoaderData<typeof loader>();
  return (
    <div className={contained}>
      <PaymentMethodsPage locale={site.locale} />
    </div>
  );
}
