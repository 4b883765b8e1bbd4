import { useLoaderData } from 'react-router';
import { pageTitle } from '#i18n/languages.ts';
import { AccountPage } from '../account/AccountPage.tsx';
import { siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/account';

/** `/{locale}/account`: the member's overview, read in the browser from the session. */
export function loader({ context, params }: Route.LoaderArgs) {
  return { site: siteFor(context, params) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'account') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

export const handle = { pageType: 'Account' };

export default function AccountRoute() {
  const { site } = useLoaderData<typeof loader>();
  return (
    <div className={contained}>
      <AccountPage locale={site.locale} />
    </div>
  );
}
