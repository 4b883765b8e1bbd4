import { useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { Interests } from '#flows/Interests/index.ts';
import { SignInPage } from '#flows/SignIn/index.ts';
import { pageTitle } from '#i18n/languages.ts';
import { returnPathOf } from '../account/returnTo.ts';
import { useFlowTracking } from '../analytics/useFlowTracking.ts';
import { featuresOf, siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/sign-in';

/**
 * `/{locale}/sign-in`: the sign-in flow as a page (lookup, then sign-in, or sign-up for an
 * email without an account, or forgot password); signed in, back to `returnTo`, else the
 * account. A sign-up on the way there asks for the interests by the site's rule (spec §4),
 * unless it is a sign-in to buy (back to the checkout).
 */
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
  const [askingInterests, setAskingInterests] = useState(false);
  const returnPath = returnPathOf(new URLSearchParams(search), site.locale);
  // The interests dialog both closes and says it is done: one way back.
  const left = useRef(false);
  const goBack = () => {
    if (left.current) return;
    left.current = true;
    navigate(returnPath);
  };
  return (
    <div className={contained}>
      <SignInPage
        onSubmitted={flowSubmitted}
        allowNewSignUp={features.allowNewSignUp}
        marketing={features.signInMarketing}
        signUp={{
          interests: {
            collect: features.interestCollection,
            dependOnNewsletter: features.interestsDependOnNewsletter,
          },
          signInToBuy: returnPath.startsWith(`/${site.locale}/checkout`),
        }}
        onNext={(step) => {
          if (step === 'interests') setAskingInterests(true);
        }}
        onDone={goBack}
      />
      {askingInterests ? (
        <Interests
          mode="dialog"
          isOpen
          onOpenChange={(open) => {
            if (!open) goBack();
          }}
          onDone={goBack}
        />
      ) : null}
    </div>
  );
}
