import { useLoaderData } from 'react-router';
import { OrderDetailPage } from '../account/orders/OrderDetailPage.tsx';
import { siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/account-order';

/** `/{locale}/account/orders/{orderNumber}`: one of the member's orders, read in the browser. */
export function loader({ context, params }: Route.LoaderArgs) {
  return { site: siteFor(context, params), orderNumber: params.orderNumber };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Order ${loaderData.orderNumber}` : 'Order' },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

export const handle = { pageType: 'Account' };

export default function AccountOrderRoute() {
  const { site, orderNumber } = useLoaderData<typeof loader>();
  return (
    <div className={contained}>
      <OrderDetailPage key={orderNumber} locale={site.locale} orderNumber={orderNumber} />
    </div>
  );
}
