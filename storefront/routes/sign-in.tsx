import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { SignInPage } from '#flows/SignIn/index.ts';
import { pageTitle } from '#i18n/languages.ts';
import { returnPathOf } from '../account/returnTo.ts';
import { useFlowTracking } from '../analytics/useFlowTracking.ts';
import { featuresOf, siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/sign-in';

/** `/{locale}/sign-in`: the sign-in flow as a page; then back to `returnTo`, else the account. */
export function loader({ context, params }: Route.LoaderArgs) {
  return { site: siteFor(context, params), features: featuresOf(context) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'signIn') },
    { name: 'robots', content: 'noindex,follow' },
  ];
}

export const handle = { pageType: 'Account' };

export default function SignInRoute() {
  const { site, features } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const flowSubmitted = useFlowTracking();
  const { search } = useLocation();
  return (
    <div className={contained}>
      <SignInPage
        onSubmitted={flowSubmitted}
        allowNewSignUp={features.allowNewSignUp}
        onDone={() => navigate(returnPathOf(new URLSearchParams(search), site.locale))}
      />
    </div>
  );
}
