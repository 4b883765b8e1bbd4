import { useLoaderData } from 'react-router';
import { getSharedFavorites } from '#api/contract/wishlists.ts';
import { pageTitle } from '#i18n/languages.ts';
import { SharedFavorites } from '../favorites/SharedFavorites.tsx';
import { apiOf, load, notFound, siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/favorites-shared';

/**
 * `/{locale}/favorites/shared/{favoriteId}?token=`: a shared list, read-only, for anyone
 * holding the link (GET …/favorites/{favoriteId}/share); a wrong or missing token is 404.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) notFound();
  const list = await load(
    apiOf(context).call(getSharedFavorites, {
      params: { favoriteId: params.favoriteId },
      query: { token, locale: site.locale, start: 0, count: 50 },
    }),
  );
  return { site, list };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'sharedFavorites') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

export const handle = { pageType: 'Other' };

export default function SharedFavoritesRoute() {
  const { site, list } = useLoaderData<typeof loader>();
  return (
    <div className={contained}>
      <SharedFavorites list={list} locale={site.locale} />
    </div>
  );
}
