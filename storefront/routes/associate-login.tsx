import { useLoaderData, useNavigate } from 'react-router';
import { AssociateLoginPage } from '#flows/AssociateLogin/index.ts';
import { pageTitle } from '#i18n/languages.ts';
import { useFlowTracking } from '../analytics/useFlowTracking.ts';
import { siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/associate-login';

/**
 * `/{locale}/associate-login` (spec §2): store staff open an associate session here, and
 * come back here when it ends; then on to the site's home, to serve the customer.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  return { site: siteFor(context, params) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'associateLogin') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

export const handle = { pageType: 'Other' };

export default function AssociateLoginRoute() {
  const { site } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const flowSubmitted = useFlowTracking();
  return (
    <div className={contained}>
      <AssociateLoginPage onSubmitted={flowSubmitted} onDone={() => navigate(`/${site.locale}`)} />
    </div>
  );
}
