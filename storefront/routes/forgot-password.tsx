import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { ForgotPasswordPage, resetTokenOf } from '#flows/Password/index.ts';
import { pageTitle } from '#i18n/languages.ts';
import { useFlowTracking } from '../analytics/useFlowTracking.ts';
import { siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/forgot-password';

/**
 * `/{locale}/forgot-password`: asks for the reset mail; the mailed link comes back here with
 * `?token=` and sets the new password; then on to sign in.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  return { site: siteFor(context, params) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'password') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

export const handle = { pageType: 'Account' };

export default function ForgotPasswordRoute() {
  const { site } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const flowSubmitted = useFlowTracking();
  const { search } = useLocation();
  const token = resetTokenOf(search);
  return (
    <div className={contained}>
      <ForgotPasswordPage
        onSubmitted={flowSubmitted}
        token={token}
        onDone={token ? () => navigate(`/${site.locale}/sign-in`) : undefined}
      />
    </div>
  );
}
