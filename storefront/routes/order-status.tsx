import { useLoaderData } from 'react-router';
import { pageTitle } from '#i18n/languages.ts';
import { OrderStatusPage } from '../account/orders/OrderStatusPage.tsx';
import { siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/order-status';

/**
 * `/{locale}/order-status`: a guest's order lookup by number and email (`?orderNumber=`
 * fills the number in, as the order confirmation links it).
 */
export function loader({ context, params, request }: Route.LoaderArgs) {
  return {
    site: siteFor(context, params),
    orderNumber: new URL(request.url).searchParams.get('orderNumber') ?? '',
  };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'orderStatus') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

export const handle = { pageType: 'Other' };

export default function OrderStatusRoute() {
  const { site, orderNumber } = useLoaderData<typeof loader>();
  return (
    <div className={contained}>
      <OrderStatusPage locale={site.locale} initialOrderNumber={orderNumber} />
    </div>
  );
}
