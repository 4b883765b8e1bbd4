import { useLoaderData } from 'react-router';
import { pageTitle } from '#i18n/languages.ts';
import { AddressesPage } from '../account/addresses/AddressesPage.tsx';
import { siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/account-addresses';

/** `/{locale}/account/addresses`: the member’s address book, read in the browser from the session. */
export function loader({ context, params }: Route.LoaderArgs) {
  return { site: siteFor(context, params) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'addresses') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

export const handle = { pageType: 'Account' };

export default function AccountAddressesRoute() {
  const { site } = useLoaderData<typeof loader>();
  return (
    <div className={contained}>
      <AddressesPage locale={site.locale} />
    </div>
  );
}
