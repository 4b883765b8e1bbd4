import { useLoaderData } from 'react-router';
import { pageTitle } from '#i18n/languages.ts';
import { FavoritesPage } from '../favorites/FavoritesPage.tsx';
import { siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/favorites';

/**
 * `/{locale}/favorites`: the shopper's own list, read in the browser (guest or member; the
 * HTML is the same for everyone).
 */
export function loader({ context, params, request }: Route.LoaderArgs) {
  return { site: siteFor(context, params), origin: new URL(request.url).origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'favorites') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

export const handle = { pageType: 'Other' };

export default function FavoritesRoute() {
  const { site, origin } = useLoaderData<typeof loader>();
  return (
    <div className={contained}>
      <FavoritesPage locale={site.locale} origin={origin} />
    </div>
  );
}
