import { useLoaderData, useLocation } from 'react-router';
import { pageTitle } from '#i18n/languages.ts';
import { siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import { SubscriptionConfirmPage } from '../subscription/SubscriptionConfirmPage.tsx';
import type { Route } from './+types/subscription-confirm';

/** `/{locale}/subscription/confirm?token=`: the newsletter's double opt-in link. */
export function loader({ context, params }: Route.LoaderArgs) {
  return { site: siteFor(context, params) };
}

export function headers() {
  // The token is the subscriber's: no cache keeps the page, no other site learns the link.
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'subscriptionConfirm') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

export const handle = { pageType: 'Account' };

export default function SubscriptionConfirmRoute() {
  const { site } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token')?.trim() || undefined;
  return (
    <div className={contained}>
      <SubscriptionConfirmPage locale={site.locale} token={token} />
    </div>
  );
}
