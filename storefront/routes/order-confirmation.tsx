import { useLoaderData } from 'react-router';
import { pageTitle } from '#i18n/languages.ts';
import { OrderConfirmation } from '../checkout/OrderConfirmation.tsx';
import { siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/order-confirmation';

/** `/{locale}/order-confirmation`: the order this tab just placed (read in the browser). */
export function loader({ context, params }: Route.LoaderArgs) {
  return { site: siteFor(context, params) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'orderConfirmation') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

export const handle = { pageType: 'Order Confirmation', popUps: false };

export default function OrderConfirmationRoute() {
  const { site } = useLoaderData<typeof loader>();
  return (
    <div className={contained}>
      <OrderConfirmation locale={site.locale} />
    </div>
  );
}
