import { useLoaderData } from 'react-router';
import { pageTitle } from '#i18n/languages.ts';
import { siteFor } from '../loaders.ts';
import { ModerationPage } from '../moderation/ModerationPage.tsx';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/moderation';

/**
 * `/{locale}/moderation` (not in the spec, which shows no staff side): store staff review
 * shopper photos with the service's MODERATION_TOKEN. The queues are read in the browser
 * with the key the moderator enters, so the page itself holds nothing private.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  return { site: siteFor(context, params) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'moderation') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

export const handle = { pageType: 'Other' };

export default function ModerationRoute() {
  const { site } = useLoaderData<typeof loader>();
  return (
    <div className={contained}>
      <ModerationPage locale={site.locale} />
    </div>
  );
}
